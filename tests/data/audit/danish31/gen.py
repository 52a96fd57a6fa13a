"""Generate the danish31 fault-sweep transcripts from the blind model (model.py)."""

import copy
import json

from model import Session

NAMES = ["Ania", "Bartek", "Celina", "Dawid"]

BASES = {
    "S1": {"n": 3, "seed": 46, "deals": 3, "start": None, "end": True, "sheet": False},
    "S2": {
        "n": 3,
        "seed": 47,
        "deals": 4,
        "start": {"pagat_pool": 95, "king_pool": 130},
        "end": False,
        "sheet": False,
    },
    "S3": {"n": 4, "seed": 23, "deals": 3, "start": None, "end": True, "sheet": False},
    "S4": {"n": 3, "seed": 20, "deals": 3, "start": None, "end": False, "sheet": True},
    "S5": {
        "n": 3,
        "seed": 61,
        "deals": 2,
        "start": {"pagat_pool": 70, "king_pool": 110},
        "end": False,
        "sheet": False,
    },
}


def run(base, opts=None, dealers=None):
    opts = opts or {}
    b = BASES[base]
    S = Session(NAMES[: b["n"]], b["seed"], b["start"])
    for i in range(b["deals"]):
        dealer = dealers[i] if dealers else i % b["n"]
        S.run_deal(dealer, b["seed"] * 100 + i, copy.deepcopy(opts.get(i, {})))
    if b["end"]:
        S.session_end()
    return S


def to_sheet(S):
    prev = [0] * S.n
    prevp = dict(S.start_pools)
    for rec, info in zip(S.deals, S.facts, strict=False):
        pays = [e for e in rec["events"] if e["type"] == "payment"]
        rec["events"] = [e for e in rec["events"] if e["type"] != "payment"]
        net = info["net_after"]
        for s in range(S.n):
            rec["events"].append({"type": "score", "party": s, "points": net[s] - prev[s]})
        for s in range(S.n):
            rec["events"].append({"type": "total", "party": s, "points": net[s]})
        for p in ("pagat_pool", "king_pool"):
            rec["events"].append({"type": "total", "party": p, "points": info["pools_after"][p]})
        info["sheet_pays"] = pays
        prev = list(net)
        prevp = dict(info["pools_after"])
    return prevp


def transcript(S, base, desc, expected):
    b = BASES[base]
    t = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": S.players,
    }
    if b["start"]:
        t["start"] = {"pools": dict(b["start"])}
    t["meta"] = {"audit": "danish31", "description": desc, "expected": expected}
    t["deals"] = S.deals
    return t


def summary(S):
    out = []
    for i, f in enumerate(S.facts):
        out.append(
            {
                "deal": i,
                "dealer": f["dealer"],
                "annulled": f.get("annulled", False),
                "tricks": f.get("tricks"),
                "points": f.get("points"),
                "last": f.get("last"),
                "net_after": f["net_after"],
                "pools_after": f["pools_after"],
            }
        )
    return out


def idx(S, d, pred, nth=0):
    hits = [i for i, e in enumerate(S.deals[d]["events"]) if pred(e)]
    return hits[nth]


FILES = {}


def add(name, base, desc, expected, opts=None, dealers=None, post=None):
    S = run(base, opts, dealers)
    if BASES[base]["sheet"]:
        to_sheet(S)
    if post:
        post(S)
    exp = expected(S) if callable(expected) else expected
    FILES[name] = (transcript(S, base, desc, exp), summary(S))
    return S


def main():
    # ---------------- clean sessions
    add(
        "01-S1-3p-pay-fresh-pagat-ultimo-session-end-clean",
        "S1",
        "clean: 3 players, fresh, 3 deals, pagat ultimo in the last deal, pools shared",
        [],
    )
    add(
        "02-S2-3p-pay-carried-king-ultimo-with-przydupek-clean",
        "S2",
        "clean: 3 players, pools carried in, 4 deals, king ultimo with a simultaneous king przydupek",
        [],
    )
    add(
        "03-S3-4p-pay-fresh-king-ultimo-session-end-clean",
        "S3",
        "clean: 4 players, fresh (sitter pays foundations and refills), king ultimo, pools shared by four",
        [],
    )
    add(
        "04-S4-3p-sheet-przydupek-king-ultimo-clean",
        "S4",
        "clean: 3 players, score sheet (net chips per deal, totals per seat and pool)",
        [],
    )
    add(
        "05-S5-3p-pay-joker-kept-to-last-trick-clean",
        "S5",
        "clean: 3 players, pools carried in, the Joker kept to the last trick",
        [],
        opts={0: {"joker_hold": True}},
    )

    faults()


def play_idx(S, d, trick, seat):
    ev = S.deals[d]["events"]
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    for k, i in enumerate(plays):
        if k // 3 + 1 == trick and ev[i]["seat"] == seat:
            return i
    raise KeyError((d, trick, seat))


def first_play(S, d):
    return idx(S, d, lambda e: e["type"] == "play")


def pay_idx(S, d, frm, to, reason):
    return idx(
        S,
        d,
        lambda e: e["type"] == "payment" and e["from"] == frm and e["to"] == to and e["reason"] == reason,
    )


def setamt(d, frm, to, reason, amount):
    def f(S):
        S.deals[d]["events"][pay_idx(S, d, frm, to, reason)]["amount"] = amount

    return f


def faults():
    # S1: 3 players, fresh, payments, session end
    add(
        "06-S1-fault-first-lead-out-of-turn",
        "S1",
        "deal 0: the first trick is led by Celina (seat 2) instead of Bartek (seat 1, right of the dealer); the lead stands, 20+20 (large), play goes on",
        lambda S: [[0, first_play(S, 0), "out_of_turn"]],
        opts={0: {"lead_override": {1: 2}, "penalty_after_trick": {1: 2}}},
    )
    add(
        "07-S1-fault-first-deal-foundation-short",
        "S1",
        "deal 0: Bartek pays 15 instead of 20 foundation into the Pagat pool (first payment of the session); later figures follow the rules",
        lambda S: [[0, pay_idx(S, 0, 1, "pagat_pool", "foundation"), "wrong_payment"]],
        post=setamt(0, 1, "pagat_pool", "foundation", 15),
    )
    add(
        "08-S1-fault-last-deal-pagat-ultimo-underpaid",
        "S1",
        "deal 2 (last): Bartek pays 40 instead of 45 for Celina's Pagat Ultimo (last trick)",
        lambda S: [[2, pay_idx(S, 2, 1, 2, "pagat_ultimo"), "wrong_payment"]],
        post=setamt(2, 1, 2, "pagat_ultimo", 40),
    )
    add(
        "09-S1-fault-last-deal-wrong-dealer",
        "S1",
        "deal 2 (last): Bartek deals again instead of Celina; everything else as the rules give it for that deal",
        [[2, None, "wrong_dealer"]],
        dealers=[0, 1, 1],
    )
    # S2: 3 players, carried-in pools
    add(
        "10-S2-fault-first-trick-last-card-revoke",
        "S2",
        "deal 0, trick 1 (trumps led): the dealer Ania, last to play, lays 2D while holding trumps; no penalty recorded, play goes on",
        lambda S: [[0, play_idx(S, 0, 1, 0), "revoke"]],
        opts={0: {"force": {(1, 0): "2D"}}},
    )
    add(
        "11-S2-fault-przydupek-pool-not-doubled",
        "S2",
        "deal 1: king ultimo (Bartek) with a king przydupek (Celina): Celina pays 40 instead of the pool's 145 into the King pool; later figures follow the rules",
        lambda S: [[1, pay_idx(S, 1, 2, "king_pool", "king_przydupek"), "wrong_payment"]],
        post=setamt(1, 2, "king_pool", "king_przydupek", 40),
    )
    add(
        "12-S2-fault-skat-trump-kept-trumps",
        "S2",
        "deal 2: the dealer Celina lays T2 in the skat while keeping eight trumps; found after Ania (right of the dealer) declared: 40+40, deal void, Ania deals next",
        lambda S: [[2, idx(S, 2, lambda e: e["type"] == "discard"), "illegal_skat"]],
        opts={2: {"skat": ["T2", "1S", "2C"], "stop_after_declare": 0, "annul_before_play": 2}},
    )
    add(
        "13-S2-fault-last-trick-played-out-of-turn",
        "S2",
        "deal 3 (last), trick 25: Ania (last in turn) plays 4D before Celina; 20+20 (large), the trick stands (Celina wins it with QS)",
        lambda S: [[3, play_idx(S, 3, 25, 0), "out_of_turn"]],
        opts={3: {"swap": 25, "penalty_after_trick": {25: 0}}},
    )
    # S3: 4 players
    add(
        "14-S3-4p-fault-first-deal-skat-king",
        "S3",
        "deal 0 (4 players): the dealer Ania lays KC in the skat; found after Bartek declared: 40+40, deal void, Bartek deals deal 1 (Dawid sits out)",
        lambda S: [[0, idx(S, 0, lambda e: e["type"] == "discard"), "illegal_skat"]],
        opts={0: {"skat": ["KC", "10H", "1C"], "stop_after_declare": 1, "annul_before_play": 0}},
    )
    add(
        "15-S3-4p-fault-declaration-before-dealer",
        "S3",
        "deal 1 (4 players): Celina (right of the dealer Bartek) declares before the dealer; 20+20 (large), the deal goes on",
        lambda S: [[1, idx(S, 1, lambda e: e["type"] == "declare"), "declaration_out_of_turn"]],
        opts={1: {"decl_order": [2, 1, 0], "decl_penalty": 2}},
    )
    add(
        "16-S3-4p-fault-session-end-sitter-share",
        "S3",
        "deal 2 (last, 4 players): the sitter Ania gets 20 instead of 25 from the Pagat pool at the session end",
        lambda S: [[2, pay_idx(S, 2, "pagat_pool", 0, "session_end"), "wrong_payment"]],
        post=setamt(2, "pagat_pool", 0, "session_end", 20),
    )

    # S4: score sheet
    def slip_score(S):
        ev = S.deals[0]["events"]
        for e in ev:
            if e["type"] in ("score", "total") and e["party"] == 2:
                e["points"] += 5
        for d in (1, 2):
            for e in S.deals[d]["events"]:
                if e["type"] == "total" and e["party"] == 2:
                    e["points"] += 5

    add(
        "17-S4-sheet-fault-first-deal-score-slip",
        "S4",
        "sheet, deal 0: Celina's score written -35 instead of -40 (card points 15 taken as paying 5, not 10); her totals carry the slip by the sheet's own arithmetic",
        lambda S: [[0, idx(S, 0, lambda e: e["type"] == "score" and e["party"] == 2), "wrong_score"]],
        post=slip_score,
    )

    def pool_total(S):
        for e in S.deals[2]["events"]:
            if e["type"] == "total" and e["party"] == "king_pool":
                e["points"] = 0

    add(
        "18-S4-sheet-fault-last-deal-king-pool-total",
        "S4",
        "sheet, deal 2 (last): after Celina's King Ultimo the King pool total is written 0 (the refill not counted); the seats' scores do include the refill",
        lambda S: [
            [2, idx(S, 2, lambda e: e["type"] == "total" and e["party"] == "king_pool"), "wrong_total"]
        ],
        post=pool_total,
    )
    add(
        "19-S4-sheet-fault-false-joker-demand",
        "S4",
        "sheet, deal 1, trick 23: Bartek demands the Joker though it was played in trick 8; 20+20 (large) in his score, the deal goes on",
        lambda S: [[1, idx(S, 1, lambda e: e["type"] == "call"), "false_joker_demand"]],
        opts={1: {"joker_call": 1}},
    )
    # S5
    add(
        "20-S5-fault-joker-second-last-trick",
        "S5",
        "deal 0: Bartek plays the Joker in trick 24 (second-last); the play stands, no penalty recorded",
        lambda S: [[0, play_idx(S, 0, 24, 1), "joker_second_last"]],
        opts={0: {"joker_hold": True, "force": {(24, 1): "JOKER"}}},
    )
    add(
        "21-S5-fault-final-declaration-false-found-at-first-lead",
        "S5",
        "deal 0: Celina, the last to declare, declares 10 trumps holding 8 and the Joker; found at the first lead: she returns the 10+10, 40+40, deal void, Bartek deals deal 1",
        lambda S: [[0, idx(S, 0, lambda e: e["type"] == "declare" and e["seat"] == 2), "false_declaration"]],
        opts={
            0: {
                "decl_override": {2: [({"kind": "trumps", "count": 10, "pagat": False}, 10)]},
                "stop_after_first_lead": 2,
            }
        },
    )


if __name__ == "__main__":
    main()
    for name, (_t, summ) in FILES.items():
        print(name, json.dumps(summ)[:600])
