"""gd-spec2: builds the round's sessions from gen.py/model.py. Run: python build.py."""

import copy
import random

import model as m
from gen import Session, deal_random


def roles(n, dealer, sitout=None):
    inactive = {dealer} if n >= 4 else set()
    if sitout is not None:
        inactive.add(sitout)
    s = (dealer + 1) % n
    order = []
    while len(order) < 3:
        if s not in inactive:
            order.append(s)
        s = (s + 1) % n
    return dict(zip("fst", order, strict=True))


def auto_discard(hand, k, avoid=()):
    cands = [c for c in hand if not m.is_trump(c) and c[0] != "K" and c not in avoid]
    cands.sort(key=lambda c: (m.points(c), m.rank(c)))
    out = cands[:k]
    if len(out) < k:
        tr = sorted([c for c in hand if m.is_trump(c) and c not in ("T1", "T21", "SKIZ")], key=m.rank)
        out += tr[: k - len(out)]
    return out


def make_deal(
    sess,
    seed,
    dealer,
    bids,
    decl=None,
    contract="three",
    rejects=0,
    rig=None,
    announces=None,
    doubles=(),
    keep=None,
    force=None,
    sitout=None,
    discard=None,
    **kw,
):
    rng = random.Random(seed)
    r = roles(sess.n, dealer, sitout)
    rig = rig or {}
    idx = {"f": 0, "s": 1, "t": 2}
    hands_l, talon = deal_random(rng, 3, {(idx[k] if k in idx else k): v for k, v in rig.items()})
    hands = {r[k]: hands_l[idx[k]] for k in "fst"}
    bids_s = [(r[a], w) for a, w in bids]
    if decl is None:
        return dict(dealer=dealer, hands=hands, talon=talon, bids=bids_s, sitout=sitout, **kw)
    d = r[decl]
    if contract != "solo":
        size = m.LEVEL[contract]
        base = 3 if any(w == "top" for _, w in bids) else 2 if any(w == "bottom" for _, w in bids) else 1
        if contract != "three":
            base = 1
        take = m.packet(talon, size, base + rejects)
        disc = discard(hands[d] + take) if discard else auto_discard(hands[d] + take, size)
    else:
        disc = []
    if callable(announces):
        ann = announces(hands, d, r)
    else:
        ann = {r[k]: v for k, v in (announces or {}).items()}
    dbl = [(r[a], t, lv) for a, t, lv in doubles]
    kp = {r[k]: v for k, v in (keep or {}).items()}
    fc = force(r) if callable(force) else None
    return dict(
        dealer=dealer,
        hands=hands,
        talon=talon,
        bids=bids_s,
        declarer=d,
        contract=contract,
        rejects=rejects,
        discard=disc,
        announces=ann,
        doubles=dbl,
        keep=kp,
        force=fc,
        sitout=sitout,
        **kw,
    )


def find(sess, cond, start=0, tries=20000, **spec):
    for seed in range(start, start + tries):
        try:
            kw = make_deal(sess, seed, **spec)
            trial = copy.deepcopy(sess)
            fig = trial.deal(**kw)
        except (ValueError, AssertionError, KeyError):
            continue
        if cond(fig, kw):
            fig = sess.deal(**kw)
            fig["seed"] = seed
            return fig
    raise SystemExit(f"no deal found for {spec}")


def only(*reasons):
    """The deal's premiums are only those named (besides the game)."""

    def ok(fig):
        return all(r in ("game",) + reasons for _, r in fig["amounts"])

    return ok


def clean_won(fig, kw):
    return fig["won"] and fig["tricks"] < 12 and only()(fig)


def clean_lost(fig, kw):
    return not fig["won"] and only()(fig)


def s01():
    s = Session(3, "payments", meta={"focus": "three won; bottom bought third, lost; all pass; one won"})
    find(s, clean_won, dealer=0, bids=[("f", "three"), ("s", "pass"), ("t", "pass")], decl="f")
    find(
        s,
        clean_lost,
        start=100,
        dealer=1,
        bids=[("f", "pass"), ("s", "three"), ("t", "bottom"), ("s", "hold"), ("t", "pass")],
        decl="s",
        rejects=1,
    )
    find(s, lambda f, k: True, dealer=2, bids=[("f", "pass"), ("s", "pass"), ("t", "pass")])
    find(
        s,
        clean_won,
        start=300,
        dealer=0,
        bids=[("f", "two"), ("s", "pass"), ("t", "one"), ("f", "pass")],
        decl="t",
        contract="one",
    )
    s.write("01-three-bottom-one-payments")


# ------------------------------------------------------------------ hooks and conditions
def hook_revoke(d):
    def h(t, s, hand, led, trick, fired):
        if "at" in fired or s != d or led in (None, "T") or t < 1:
            return None
        if any(m.suit(c) == led for c in hand):
            tr = [c for c in hand if m.is_trump(c) and c != "T1"]
            if tr:
                fired["at"] = fired["_n"]
                return min(tr, key=m.rank)
        return None

    return h


def hook_fail_trump(hs):
    def h(t, s, hand, led, trick, fired):
        if "at" in fired or s not in hs or led in (None, "T") or t < 1:
            return None
        if not any(m.suit(c) == led for c in hand) and any(m.is_trump(c) for c in hand):
            other = [c for c in hand if not m.is_trump(c)]
            if other:
                fired["at"] = fired["_n"]
                return min(other, key=m.points)
        return None

    return h


def hook_release(d):
    def h(t, s, hand, led, trick, fired):
        if "at" in fired or s != d or not 2 <= t <= 7 or "T1" not in hand:
            return None
        opts = m.legal(hand, led)
        if "T1" in opts and len(opts) >= 3:
            fired["at"] = fired["_n"]
            return "T1"
        return None

    return h


def has(fig, kw, seat, card):
    return card in kw["hands"][seat]


def s02():
    s = Session(
        3,
        "scores",
        meta={"focus": "top held by the forehand, two rejects (fifth three); tape; two with contra; one"},
    )
    find(
        s,
        clean_lost,
        start=1000,
        dealer=1,
        bids=[
            ("f", "three"),
            ("s", "bottom"),
            ("t", "pass"),
            ("f", "hold"),
            ("s", "top"),
            ("f", "hold"),
            ("s", "pass"),
        ],
        decl="f",
        rejects=2,
    )

    def c2(fig, kw):
        r = roles(3, 2)
        return clean_won(fig, kw) and "T1" not in kw["hands"][r["f"]] and "T1" not in kw["hands"][r["t"]]

    find(
        s,
        c2,
        start=2000,
        dealer=2,
        bids=[("f", "tape"), ("s", "two"), ("t", "pass_volat"), ("f", "pass")],
        decl="s",
        contract="two",
        doubles=[("f", "game", 2)],
    )
    find(
        s,
        clean_lost,
        start=3000,
        dealer=0,
        bids=[("f", "pass"), ("s", "one"), ("t", "pass")],
        decl="s",
        contract="one",
        rejects=1,
    )
    s.write("02-top-tape-two-one-scores")


def s03():
    s = Session(
        3,
        "scores",
        meta={"focus": "solo won (talon to the helpers); silent volat; announced volat with 12 tarocks"},
    )
    find(
        s,
        lambda f, k: clean_won(f, k),
        start=4000,
        dealer=0,
        bids=[("f", "solo"), ("s", "pass"), ("t", "pass")],
        decl="f",
        contract="solo",
    )
    big = ["SKIZ"] + [f"T{i}" for i in range(21, 10, -1)]

    def cv(fig, kw):
        return fig["tricks"] == 12 and all(a > 0 for a, _ in fig["amounts"])

    find(
        s,
        cv,
        start=5000,
        dealer=1,
        bids=[("f", "three"), ("s", "pass"), ("t", "pass")],
        decl="f",
        rig={"f": big},
    )

    def cv2(fig, kw):
        return cv(fig, kw) and all(not m.is_trump(c) for c in fig.get("take_cards", []))

    def ann(hands, d, r):
        return {d: [{"kind": "tarocks", "count": 12}, {"kind": "volat"}]}

    def cond3(fig, kw):
        take = m.packet(kw["talon"], 3, 1)
        return cv(fig, kw) and not any(m.is_trump(c) or c[0] == "K" for c in take)

    find(
        s,
        cond3,
        start=6000,
        dealer=2,
        bids=[("f", "three"), ("s", "pass"), ("t", "pass")],
        decl="f",
        rig={"f": big},
        announces=ann,
    )
    s.write("03-solo-volat-tarocks-scores")


def s04():
    s = Session(
        3, "payments", meta={"focus": "announced trull, four kings and pagat ultimo made: the pool taken"}
    )
    find(s, clean_lost, start=7000, dealer=0, bids=[("f", "three"), ("s", "pass"), ("t", "pass")], decl="f")
    rig = {"f": ["SKIZ", "T21", "T1", "KH", "KD", "KS", "KC", "T20", "T19", "T18"]}
    items = [{"kind": "trull"}, {"kind": "four_kings"}, {"kind": "pagat_ultimo"}]

    def c(fig, kw):
        return (
            fig["won"]
            and all(a > 0 for a, _ in fig["amounts"])
            and len(fig["amounts"]) == 4
            and fig["tricks"] < 12
        )

    find(
        s,
        c,
        start=8000,
        dealer=1,
        bids=[("f", "three"), ("s", "pass"), ("t", "pass")],
        decl="f",
        rig=rig,
        announces={"f": items},
        keep={"f": ["T1"]},
    )
    s.write("04-announced-premiums-pool-payments")


def s05():
    s = Session(
        3,
        "payments",
        meta={
            "focus": "pagat ultimo: announced lost in the last trick; silent made; silent lost; announced driven out"
        },
    )
    ult = [{"kind": "pagat_ultimo"}]

    def lost_last(fig, kw):
        return (
            fig["pagat_by"] == fig["declarer"]
            and fig["pagat_at"] == 11
            and only("pagat_ultimo")(fig)
            and any(r == "pagat_ultimo" and a < 0 for a, r in fig["amounts"])
        )

    find(
        s,
        lost_last,
        start=9000,
        dealer=0,
        bids=[("f", "three"), ("s", "pass"), ("t", "pass")],
        decl="f",
        rig={"f": ["T1"]},
        announces={"f": ult},
        keep={"f": ["T1"]},
    )

    def silent_made(fig, kw):
        return only("pagat_ultimo")(fig) and any(r == "pagat_ultimo" and a == 50 for a, r in fig["amounts"])

    find(
        s,
        silent_made,
        start=10000,
        dealer=1,
        bids=[("f", "three"), ("s", "pass"), ("t", "pass")],
        decl="f",
        rig={"f": ["T1", "T20", "T19", "T18", "T17"]},
        keep={"f": ["T1"]},
    )

    def silent_lost(fig, kw):
        return only()(fig) and fig["pagat_by"] == fig["declarer"] and fig["pagat_at"] == 11

    find(
        s,
        silent_lost,
        start=11000,
        dealer=2,
        bids=[("f", "three"), ("s", "pass"), ("t", "pass")],
        decl="f",
        rig={"f": ["T1"]},
        keep={"f": ["T1"]},
    )

    def driven(fig, kw):
        return (
            fig["pagat_by"] == fig["declarer"]
            and fig["pagat_at"] is not None
            and fig["pagat_at"] < 11
            and only("pagat_ultimo")(fig)
        )

    find(
        s,
        driven,
        start=12000,
        dealer=0,
        bids=[("f", "three"), ("s", "pass"), ("t", "pass")],
        decl="f",
        rig={"f": ["T1"]},
        announces={"f": ult},
        keep={"f": ["T1"]},
    )
    s.write("05-ultimo-variants-payments")


def s06():
    s = Session(
        3,
        "scores",
        meta={
            "focus": "contra chain: contra won; contra+recontra won; supracontra lost; contra on pagat ultimo"
        },
    )
    B = [("f", "three"), ("s", "pass"), ("t", "pass")]
    find(s, clean_won, start=13000, dealer=0, bids=B, decl="f", doubles=[("s", "game", 2)])
    find(s, clean_won, start=14000, dealer=1, bids=B, decl="f", doubles=[("t", "game", 2), ("f", "game", 4)])
    find(
        s,
        clean_lost,
        start=15000,
        dealer=2,
        bids=[("f", "three"), ("s", "bottom"), ("t", "pass"), ("f", "pass")],
        decl="s",
        doubles=[("t", "game", 2), ("s", "game", 4), ("f", "game", 8)],
    )

    def lost_last(fig, kw):
        return (
            fig["pagat_by"] == fig["declarer"]
            and fig["pagat_at"] == 11
            and only("pagat_ultimo")(fig)
            and fig["won"]
            and any(r == "pagat_ultimo" and a < 0 for a, r in fig["amounts"])
        )

    find(
        s,
        lost_last,
        start=16000,
        dealer=0,
        bids=B,
        decl="f",
        rig={"f": ["T1"]},
        announces={"f": [{"kind": "pagat_ultimo"}]},
        keep={"f": ["T1"]},
        doubles=[("t", "pagat_ultimo", 2)],
    )
    s.write("06-contra-chain-scores")


def s07():
    s = Session(
        3,
        "payments",
        meta={
            "focus": "par. 27b: ultimo announced without the pagat; its holder says contra ultimo; no renonce"
        },
    )
    B = [("f", "three"), ("s", "pass"), ("t", "pass")]
    find(s, clean_lost, start=17000, dealer=0, bids=B, decl="f")

    def c(fig, kw):
        r = roles(3, 1)
        return (
            fig["won"]
            and fig["tricks"] < 12
            and only("pagat_ultimo")(fig)
            and "T1" in kw["hands"][r["s"]]
            and "T1" not in m.packet(kw["talon"], 3, 1)
        )

    find(
        s,
        c,
        start=18000,
        dealer=1,
        bids=B,
        decl="f",
        announces={"f": [{"kind": "pagat_ultimo"}]},
        doubles=[("s", "pagat_ultimo", 2)],
    )
    s.write("07-ultimo-without-pagat-payments")


def s08():
    s = Session(
        4,
        "payments",
        meta={"focus": "four players: the dealer (king) sits out and shares the helpers' gain or loss"},
    )
    find(s, clean_won, start=19000, dealer=0, bids=[("f", "three"), ("s", "pass"), ("t", "pass")], decl="f")
    find(
        s,
        clean_lost,
        start=20000,
        dealer=1,
        bids=[("f", "pass"), ("s", "three"), ("t", "pass")],
        decl="s",
        doubles=[("t", "game", 2)],
    )
    find(s, lambda f, k: True, dealer=2, bids=[("f", "pass"), ("s", "pass"), ("t", "pass")])
    find(
        s,
        clean_won,
        start=21000,
        dealer=3,
        bids=[("f", "pass"), ("s", "pass"), ("t", "two")],
        decl="t",
        contract="two",
        announces={"s": []},
    )
    s.write("08-four-players-payments")


def s09():
    s = Session(
        5,
        "scores",
        start={"pools": {"pool": 40}, "totals": [0, 0, 0, 0, 0]},
        meta={"focus": "five players: Edward (seat 4) sits out a round of four deals; the dealer is king"},
    )
    B = [("f", "three"), ("s", "pass"), ("t", "pass")]
    find(s, clean_won, start=22000, dealer=0, bids=B, decl="f", sitout=4)
    find(s, clean_lost, start=23000, dealer=1, bids=B, decl="f", sitout=4)
    find(
        s,
        clean_won,
        start=24000,
        dealer=2,
        bids=[("f", "pass"), ("s", "solo"), ("t", "pass")],
        decl="s",
        contract="solo",
        sitout=4,
    )
    find(
        s,
        clean_lost,
        start=25000,
        dealer=3,
        bids=[("f", "pass"), ("s", "pass"), ("t", "three")],
        decl="t",
        rejects=1,
        sitout=4,
    )
    s.write("09-five-players-scores")


B3 = [("f", "three"), ("s", "pass"), ("t", "pass")]


def s10():
    s = Session(3, "payments", meta={"focus": "one planted fault: a game payment 10 short"})

    def tamper(ev):
        for e in ev:
            if e["type"] == "payment" and e.get("reason") == "game":
                e["amount"] -= 10
                break

    fig = find(s, clean_won, start=26000, dealer=2, bids=B3, decl="f", tamper=tamper)
    print("  fault: first game payment", fig)
    s.write("10-wrong-payment")


def s11():
    s = Session(
        3,
        "payments",
        meta={"focus": "one planted fault: the declarer trumps a suit lead holding the suit (par. 23)"},
    )

    def c(fig, kw):
        return "fault_event" in fig and not fig["won"] and only()(fig)

    find(s, c, start=27000, dealer=0, bids=B3, decl="f", force=lambda r: hook_revoke(r["f"]))
    s.write("11-revoke-declarer")


def s12():
    s = Session(
        3,
        "payments",
        meta={
            "focus": "one planted fault: a helper void in the suit led discards another suit holding tarocks (par. 5)"
        },
    )

    def c(fig, kw):
        return "fault_event" in fig and fig["won"] and fig["tricks"] < 12 and only()(fig)

    find(s, c, start=28000, dealer=1, bids=B3, decl="f", force=lambda r: hook_fail_trump((r["s"], r["t"])))
    s.write("12-failure-to-trump-helper")


def s13():
    s = Session(3, "scores", meta={"focus": "one planted fault: the declarer lays away a king (par. 13)"})

    def disc(cards):
        k = [c for c in cards if c[0] == "K" and not m.is_trump(c)]
        rest = auto_discard([c for c in cards if c not in k[:1]], 2)
        return k[:1] + rest

    def c(fig, kw):
        return not fig["won"] and only()(fig) and any(x[0] == "K" for x in kw["discard"])

    find(s, clean_won, start=29000, dealer=0, bids=B3, decl="f")
    find(s, c, start=30000, dealer=1, bids=B3, decl="f", discard=disc)
    s.write("13-king-laid-away")


def s14():
    s = Session(
        3, "payments", meta={"focus": "one planted fault: passe volat said while holding the pagat (par. 28)"}
    )

    def c(fig, kw):
        r = roles(3, 0)
        return clean_won(fig, kw) and "T1" in kw["hands"][r["t"]]

    find(s, c, start=31000, dealer=0, bids=[("f", "three"), ("s", "pass"), ("t", "pass_volat")], decl="f")
    s.write("14-pass-volat-with-pagat")


def s15():
    s = Session(3, "none", meta={"focus": "one planted fault: 11 tarocks in hand, 10 announced (par. 21)"})

    def ann(hands, d, r):
        return {d: [{"kind": "tarocks", "count": 10}]}

    def c(fig, kw):
        d = kw["declarer"]
        take = m.packet(kw["talon"], 3, 1)
        after = [x for x in kw["hands"][d] + take if x not in kw["discard"]]
        return sum(m.is_trump(x) for x in after) == 11 and not any(m.is_trump(x) for x in kw["discard"])

    find(s, c, start=32000, dealer=1, bids=B3, decl="f", announces=ann)
    s.write("15-tarocks-understated")


def s16():
    s = Session(
        3,
        "none",
        meta={
            "focus": "play-only; one planted fault: the pagat given up voluntarily with ultimo announced (par. 6)"
        },
    )

    def c(fig, kw):
        return "fault_event" in fig

    find(
        s,
        c,
        start=33000,
        dealer=2,
        bids=B3,
        decl="f",
        rig={"f": ["T1"]},
        announces={"f": [{"kind": "pagat_ultimo"}]},
        keep={"f": ["T1"]},
        force=lambda r: hook_release(r["f"]),
        play_only=True,
    )
    s.write("16-pagat-released-playonly")


def s17():
    s = Session(3, "none", meta={"focus": "play-only; one planted fault: a helper leads out of turn"})

    def c(fig, kw):
        return fig.get("wl_ok")

    find(s, c, start=34000, dealer=0, bids=B3, decl="f", wrong_leader=(5, 2), play_only=True)
    s.write("17-out-of-turn-playonly")


def s18():
    s = Session(
        3, "scores", meta={"focus": "score sheet; one planted fault: a running total mis-added by 10"}
    )

    def tamper(ev):
        for e in ev:
            if e["type"] == "total" and e["party"] == 0:
                e["points"] += 10

    find(s, clean_won, start=35000, dealer=0, bids=B3, decl="f")
    find(s, clean_lost, start=36000, dealer=1, bids=B3, decl="f", tamper=tamper)
    find(
        s,
        clean_won,
        start=37000,
        dealer=2,
        bids=[("f", "pass"), ("s", "two"), ("t", "pass")],
        decl="s",
        contract="two",
    )
    s.write("18-wrong-total-scores")
