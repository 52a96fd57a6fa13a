"""Generate the danish-spec3 transcripts and their blind figures (run from this directory)."""

import json
import random
import sys

from model import (
    DECK,
    SUITS,
    Session,
    declarations,
    is_king,
    is_trump,
    run_deal,
    session_end,
    suit_of,
    transcript,
    value,
)

OUT = {}
FIG = {}


def make_hands(rng, sess, dealer, fixed):
    act = sess.active(dealer)
    rest = [c for c in DECK if not any(c in v for v in fixed.values())]
    rng.shuffle(rest)
    hands = {}
    for s in act:
        k = 28 if s == dealer else 25
        h = list(fixed.get(s, []))
        while len(h) < k:
            h.append(rest.pop())
        rng.shuffle(h)
        hands[s] = h
    return hands


def fig(name, sess, infos, extra=None):
    rows = []
    for d, info in enumerate(infos):
        rows.append(
            {
                "deal": d,
                "tricks": info.get("tricks"),
                "points": info.get("points"),
                "last": info.get("last"),
                "deal_net": info.get("deal_net"),
                "pools_after": info.get("pools_after"),
                "net_after": info.get("net_after"),
                "faults": info.get("faults"),
            }
        )
    FIG[name] = {"deals": rows, "extra": extra}


def ok(info):
    return not info.get("reserve_broken")


def write(name, t):
    OUT[name] = t


# 01 clean, three players, every payment ------------------------------------------------
def f01(seed):
    s = Session(3, seed)
    deals, infos = [], []
    for d, jp in zip(range(3), ["follow", "demand", "last"], strict=True):
        deal, info = run_deal(s, d, "full", foundation=(d == 0), joker=jp)
        deals.append(deal)
        infos.append(info)
    write("01-clean-3p-payments", transcript(s, deals, "Three deals, three players, every payment recorded."))
    fig("01-clean-3p-payments", s, infos)
    return True


def f02(seed):
    s = Session(3, seed)
    deals, infos = [], []
    for d, jp in zip(range(3), ["follow", "lead", "follow"], strict=True):
        deal, info = run_deal(s, d, "sheet", foundation=(d == 0), joker=jp)
        deals.append(deal)
        infos.append(info)
    write(
        "02-clean-3p-sheet",
        transcript(
            s, deals, "Three deals written as a score sheet: net chips per seat and per pool, running totals."
        ),
    )
    fig("02-clean-3p-sheet", s, infos)
    return True


def f03(seed):
    s = Session(4, seed)
    deals, infos = [], []
    for d, jp in zip(range(4), ["follow", "demand", "last", "follow"], strict=True):
        deal, info = run_deal(s, d, "full", foundation=(d == 0), joker=jp)
        deals.append(deal)
        infos.append(info)
    session_end(s, deals[-1]["events"])
    write(
        "03-clean-4p-payments-session-end",
        transcript(
            s,
            deals,
            "Four players (the seat opposite the dealer sits out), four deals, every payment, the pools shared in four at the end.",
        ),
    )
    fig(
        "03-clean-4p-payments-session-end", s, infos, {"net_final": dict(s.net), "pools_final": dict(s.pools)}
    )
    return True


def f04(seed):
    s = Session(4, seed)
    deals, infos = [], []
    for d in range(3):
        deal, info = run_deal(s, d, "sheet", foundation=(d == 0), joker="follow")
        deals.append(deal)
        infos.append(info)
    # plant: deal 1, the total of seat 3 written 5 too high; the sheet carries its own sum on
    e1 = infos[1]["total_events"][3]
    deals[1]["events"][e1]["points"] += 5
    e2 = infos[2]["total_events"][3]
    deals[2]["events"][e2]["points"] += 5
    write(
        "04-4p-sheet-wrong-total",
        transcript(s, deals, "Four players, score sheet; one running total mis-added."),
    )
    fig("04-4p-sheet-wrong-total", s, infos, {"planted": [(1, e1, "wrong_total")]})
    return True


def f05(seed):
    s = Session(3, seed)
    deals, infos = [], []
    for d, jp in zip(range(2), ["lead", "demand"], strict=True):
        deal, info = run_deal(s, d, "playonly", foundation=(d == 0), joker=jp)
        deals.append(deal)
        infos.append(info)
    write("05-clean-play-only", transcript(s, deals, "Play-only record (hands not kept), two deals."))
    fig("05-clean-play-only", s, infos)
    return True


def f06(seed):
    s = Session(3, seed)
    rng = random.Random(seed)
    specs = [
        # dealer 0: matadors 5, 10 trumps with pagat, rich cavalry H, half kings (no C)
        (
            0,
            {
                0: [
                    "JOKER",
                    "T21",
                    "T20",
                    "T19",
                    "T1",
                    "T5",
                    "T6",
                    "T7",
                    "T8",
                    "KH",
                    "QH",
                    "NH",
                    "JH",
                    "KD",
                    "KS",
                ],
                1: ["KC", "QC", "NC", "JC"],
                2: ["QS", "NS", "JS"],
            },
        ),
        # dealer 1: rich kings + half cavalry D (no knight) for seat 2; 12 trumps without pagat for seat 0
        (
            1,
            {
                2: ["JOKER", "KH", "KD", "KS", "KC", "QD", "JD"],
                0: ["T2", "T3", "T4", "T9", "T10", "T11", "T12", "T13", "T14", "T15", "T16", "T17"],
            },
        ),
        # dealer 2: full kings (no Joker) for seat 0, full cavalry S for seat 1; the Joker with seat 2
        (2, {0: ["KH", "KD", "KS", "KC"], 1: ["QS", "NS", "JS"], 2: ["JOKER"]}),
    ]
    deals, infos = [], []
    for d, fixed in specs:
        if d == 2:
            fixed = {0: ["KH", "KD", "KS", "KC", "T21"], 1: ["QS", "NS", "JS", "T20"], 2: ["JOKER"]}
        hands = make_hands(rng, s, d, fixed)
        deal, info = run_deal(s, d, "full", hands=hands, foundation=(d == 0), joker="follow")
        deals.append(deal)
        infos.append(info)
    kinds = set()
    for deal in deals:
        for e in deal["events"]:
            if e["type"] == "declare":
                for it in e["items"]:
                    kinds.add((it["kind"], it.get("form"), it.get("pagat")))
    want = {
        ("trumps", None, True),
        ("trumps", None, False),
        ("matadors", None, None),
        ("cavalry", "rich", None),
        ("cavalry", "full", None),
        ("cavalry", "half", None),
        ("kings", "rich", None),
        ("kings", "full", None),
        ("kings", "half", None),
    }
    if not want <= kinds:
        return False
    write(
        "06-declarations-every-kind",
        transcript(
            s,
            deals,
            "Every declaration the source names: trumps with and without the Pagat, matadors, cavalry full/rich/half, kings full/rich/half; every payment.",
        ),
    )
    fig("06-declarations-every-kind", s, infos)
    return True


def f07(seed):
    start = {"pools": {"pagat_pool": 60, "king_pool": 130}}
    s = Session(3, seed, start_pools=start["pools"])
    rng = random.Random(seed)
    hands = make_hands(rng, s, 0, {0: ["KH", "KD"], 1: ["KS"], 2: ["KC"]})
    deal, info = run_deal(
        s, 0, "full", hands=hands, reserve={0: ["KH", "KD"], 1: ["KS"], 2: ["KC"]}, joker="follow"
    )
    if not ok(info) or info["last"]["card"] != "KH" or sorted(info["last"]["kprz"]) != [1, 2]:
        return False
    if any(r[3] == "king_lost" for r in info["ledger"]):
        return False
    deal2, info2 = run_deal(s, 1, "full", joker="follow")
    write(
        "07-three-kings-last-trick",
        transcript(
            s,
            [deal, deal2],
            "The source's own example: three kings in the last trick with 135 in the King Pool (King Ultimo and two King przydupeks); pools carried in.",
            start=start,
        ),
    )
    fig("07-three-kings-last-trick", s, [info, info2])
    return True


def pick_low(rng, exclude, suit=None):
    c = [
        x
        for x in DECK
        if not is_trump(x)
        and x != "JOKER"
        and value(x) == 0
        and x not in exclude
        and (suit is None or suit_of(x) == suit)
    ]
    return rng.choice(c)


def f08(seed):
    s = Session(3, seed)
    rng = random.Random(seed)
    a = pick_low(rng, [])
    b_ = pick_low(rng, [a])
    hands = make_hands(rng, s, 0, {2: ["T1"], 0: [a], 1: [b_]})
    deal, info = run_deal(
        s, 0, "full", hands=hands, foundation=True, reserve={2: ["T1"], 0: [a], 1: [b_]}, joker="follow"
    )
    if not ok(info) or info["last"]["card"] != "T1":
        return False
    c = pick_low(rng, [])
    hands = make_hands(rng, s, 1, {0: ["T1"], 2: ["T15"], 1: [c]})
    deal2, info2 = run_deal(
        s, 1, "full", hands=hands, reserve={0: ["T1"], 2: ["T15"], 1: [c]}, joker="follow"
    )
    if not ok(info2) or info2["last"]["card"] != "T15" or info2["last"]["pprz"] != [0]:
        return False
    deal3, info3 = run_deal(s, 2, "full", joker="last")
    write(
        "08-pagat-ultimo-then-przydupek",
        transcript(
            s,
            [deal, deal2, deal3],
            "Pagat Ultimo (pool taken and refilled), then a Pagat przydupek under a plain trump (no last-trick 20), then a plain deal.",
        ),
    )
    fig("08-pagat-ultimo-then-przydupek", s, [info, info2, info3])
    return True


def f09(seed):
    s = Session(3, seed)
    rng = random.Random(seed)
    low = []
    for su in SUITS:
        order = ["10", "9", "8", "7", "6", "5"] if su in "HD" else ["1", "2", "3", "4", "5", "6"]
        low += [r + su for r in order]
    low.append("4H")  # 25 low pips, no trumps, no courts
    hands = make_hands(rng, s, 0, {2: low, 0: ["KD"], 1: ["T1"]})
    deal, info = run_deal(
        s, 0, "full", hands=hands, foundation=True, reserve={0: ["KD"], 1: ["T1"]}, lowest={2}, joker="follow"
    )
    if not ok(info) or info["tricks"][2] != 0 or info["last"]["card"] != "T1" or info["last"]["kprz"] != [0]:
        return False
    deal2, info2 = run_deal(s, 1, "full", joker="follow")
    write(
        "09-nolo-with-przydupek",
        transcript(
            s,
            [deal, deal2],
            "Nolo (seat 2 takes no trick): the Pagat's last trick earns nothing, the king lost in it still pays, no card-point settlement.",
        ),
    )
    fig("09-nolo-with-przydupek", s, [info, info2])
    return True


def f10(seed):
    s = Session(3, seed)
    rng = random.Random(seed)
    pips = [x for x in DECK if not is_trump(x) and x != "JOKER" and value(x) == 0]
    three = rng.sample(pips, 3)
    fixed = {0: [f"T{i}" for i in range(1, 22)] + ["KH", "KD", "KS", "KC"] + three}
    hands = make_hands(rng, s, 0, fixed)
    deal, info = run_deal(
        s, 0, "full", hands=hands, foundation=True, discard=three, reserve={0: ["T1"]}, joker="follow"
    )
    if not ok(info) or info["tricks"][0] != 25:
        return False
    deal2, info2 = run_deal(s, 1, "full", joker="follow")
    write(
        "10-tout",
        transcript(
            s,
            [deal, deal2],
            "Tout by the dealer (all 25 tricks, the last one with the Pagat): 85 each, both pools taken and refilled, card points settled beyond the table's rows.",
        ),
    )
    fig("10-tout", s, [info, info2])
    return True


def f11(seed):
    s = Session(3, seed)
    rng = random.Random(seed)
    nontr = [c for c in DECK if not is_trump(c)]
    rng.shuffle(nontr)
    hands = make_hands(rng, s, 0, {1: nontr[:25]})
    deal, info = run_deal(s, 0, "full", hands=hands, foundation=True, redeal_by=1)
    deal2, info2 = run_deal(s, 0, "full", fee=False, joker="follow")
    deal3, info3 = run_deal(s, 1, "full", joker="follow")
    write(
        "11-redeal-no-trumps",
        transcript(
            s,
            [deal, deal2, deal3],
            "Seat 1 is dealt no trump and asks for a redeal; the same dealer deals again (his fee paid once).",
        ),
    )
    fig("11-redeal-no-trumps", s, [info, info2, info3])
    return True


def f12(seed):
    s = Session(3, seed)
    deals, infos = [], []
    for d, jp in zip(range(3), ["lead", "demand", "last"], strict=True):
        deal, info = run_deal(s, d, "full", foundation=(d == 0), joker=jp)
        deals.append(deal)
        infos.append(info)
    if "joker_lead" not in infos[0] or "demand_event" not in infos[1]:
        return False
    # deal 2: the Joker must reach the last trick
    if not any(e.get("card") == "JOKER" for e in deals[2]["events"][-12:]):
        return False
    write(
        "12-joker-lead-demand-last",
        transcript(
            s,
            deals,
            "The Joker led and named; the Joker demanded in the third-last trick; the Joker kept to the last trick (to the winner's pile).",
        ),
    )
    fig("12-joker-lead-demand-last", s, infos)
    return True


def f13(seed):
    s = Session(3, seed)
    deal, info = run_deal(s, 0, "none", revoke=9, joker="follow")
    if not info["faults"]:
        return False
    deal2, info2 = run_deal(s, 1, "none", joker="follow")
    write(
        "13-revoke",
        transcript(s, [deal, deal2], "Hands, skat, declarations and plays recorded (no money); one revoke."),
    )
    fig("13-revoke", s, [info, info2])
    return True


def f14(seed):
    s = Session(3, seed)
    deal, info = run_deal(s, 0, "playonly", notrump=6, joker="follow")
    if not info["faults"]:
        return False
    deal2, info2 = run_deal(s, 1, "playonly", joker="follow")
    write(
        "14-play-only-failure-to-trump",
        transcript(
            s,
            [deal, deal2],
            "Play-only record; a player void in the led suit throws another suit and later plays trumps.",
        ),
    )
    fig("14-play-only-failure-to-trump", s, [info, info2])
    return True


def f15(seed):
    s = Session(3, seed)
    rng = random.Random(seed)
    deck = DECK[:]
    rng.shuffle(deck)
    hands = {0: deck[:28], 1: deck[28:53], 2: deck[53:]}
    h0 = hands[0]
    tr = [c for c in h0 if is_trump(c) and c not in ("T1", "T21")]
    if len(tr) < 3:
        return False
    for st in range(3):
        if declarations(hands[st]):
            return False
    pips = [c for c in h0 if not is_trump(c) and c != "JOKER" and value(c) == 0]
    disc = [tr[0]] + pips[:2]
    rest = [c for c in h0 if c not in disc]
    if declarations(rest):
        return False
    deal, info = run_deal(
        s, 0, "full", hands=hands, foundation=True, discard=disc, stop_after_declarations=True
    )
    ev = deal["events"]
    ev.append({"type": "payment", "from": 0, "to": "pagat_pool", "amount": 40, "reason": "penalty"})
    ev.append({"type": "payment", "from": 0, "to": "king_pool", "amount": 40, "reason": "penalty"})
    s.pools["pagat_pool"] += 40
    s.pools["king_pool"] += 40
    s.net[0] -= 80
    deal2, info2 = run_deal(s, 1, "full", joker="follow")
    deal3, info3 = run_deal(s, 2, "full", joker="follow")
    write(
        "15-skat-trump-with-trumps-kept",
        transcript(
            s,
            [deal, deal2, deal3],
            "The dealer lays one trump in the skat and keeps other trumps: irreparable (40 to each pool), the deal annulled, the next dealer deals.",
        ),
    )
    fig(
        "15-skat-trump-with-trumps-kept",
        s,
        [info, info2, info3],
        {"discard": disc, "discard_event": info["discard_event"]},
    )
    return True


def f16(seed):
    s = Session(3, seed)
    rng = random.Random(seed)
    hands = make_hands(rng, s, 0, {1: [f"T{i}" for i in range(2, 13)]})
    if (
        any(c.startswith("T") for c in hands[1] if c not in [f"T{i}" for i in range(2, 13)])
        or "JOKER" in hands[1]
    ):
        return False
    for st in (0, 2):
        if declarations(hands[st]):
            return False
    if len(declarations(hands[1])) != 1:
        return False
    wrong = [({"kind": "trumps", "count": 10, "pagat": False}, 10)]
    deal, info = run_deal(
        s,
        0,
        "full",
        hands=hands,
        foundation=True,
        declare_override={1: wrong},
        stop_after_tricks=1,
        joker="follow",
    )
    plays = [e for e in deal["events"] if e["type"] == "play"]
    if any(is_king(e["card"]) or e["card"] in ("T1", "JOKER") for e in plays):
        return False
    ev = deal["events"]
    ev.append({"type": "payment", "from": 1, "to": "pagat_pool", "amount": 40, "reason": "penalty"})
    ev.append({"type": "payment", "from": 1, "to": "king_pool", "amount": 40, "reason": "penalty"})
    ev.append({"type": "payment", "from": 1, "to": 0, "amount": 10, "reason": "declaration"})
    ev.append({"type": "payment", "from": 1, "to": 2, "amount": 10, "reason": "declaration"})
    s.pools["pagat_pool"] += 40
    s.pools["king_pool"] += 40
    s.net[1] -= 80 + 20
    s.net[0] += 10
    s.net[2] += 10
    deal2, info2 = run_deal(s, 1, "full", joker="follow")
    write(
        "16-wrong-trump-declaration",
        transcript(
            s,
            [deal, deal2],
            "Seat 1 holds 11 trumps and declares 10; found after the first trick: irreparable, the money handed back, the deal annulled.",
        ),
    )
    fig("16-wrong-trump-declaration", s, [info, info2], {"wrong_declare_event": info["wrong_declare_event"]})
    return True


def f17(seed):
    s = Session(4, seed)
    deal, info = run_deal(s, 0, "full", foundation=True, ooturn=5, joker="follow")
    deal2, info2 = run_deal(s, 1, "full", joker="follow")
    write(
        "17-4p-card-out-of-turn",
        transcript(
            s,
            [deal, deal2],
            "Four players; in the sixth trick the third hand plays before the second: large fault, 20 to each pool, play goes on.",
        ),
    )
    fig("17-4p-card-out-of-turn", s, [info, info2])
    return True


def f18(seed):
    s = Session(3, seed)
    deal, info = run_deal(s, 0, "full", foundation=True, joker="follow")
    deal2, info2 = run_deal(s, 1, "full", joker="follow")
    ev = deal["events"]
    idx = [i for i, e in enumerate(ev) if e["type"] == "payment" and e["reason"] == "card_points"]
    if not idx:
        return False
    ev[idx[0]]["amount"] += 5
    write(
        "18-wrong-card-points-payment",
        transcript(s, [deal, deal2], "Every payment recorded; one card-point payment 5 too large."),
    )
    fig("18-wrong-card-points-payment", s, [info, info2], {"planted": [(0, idx[0], "wrong_payment")]})
    return True


FUNCS = [f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18]

if __name__ == "__main__":
    for i, f in enumerate(FUNCS):
        seed = 1000 * (i + 1)
        tries = 0
        while not f(seed):
            seed += 1
            tries += 1
            if tries > 3000:
                sys.exit(f"no seed for {f.__name__}")
        print(f.__name__, "seed", seed, file=sys.stderr)
    for name, t in OUT.items():
        with open(name + ".json", "w") as fh:
            json.dump(t, fh, ensure_ascii=False, indent=1)
    with open("figures.json.txt", "w") as fh:
        json.dump(FIG, fh, indent=1, default=str)
