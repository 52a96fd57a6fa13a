"""gd30: write every transcript and gd30-facts.txt (run from anywhere)."""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gen import (  # noqa: E402
    HERE,
    applied,
    build,
    discard_king,
    discard_one_tarock,
    helper_tarocks,
    holds,
    hook_decl_revoke_last_card,
    hook_helper_revoke_first_lead,
    hook_release_pagat,
    last_trick_winner_same,
    lost,
    spec,
    swap_last_trick,
    tarocks_exact,
    trull_won,
    ult_failed_lost,
    ult_made_won,
    won,
)

PU = [{"kind": "pagat_ultimo"}]


def s1(ov=None, post=None, title=""):
    deals = [
        (spec(3, 0), won),
        (spec(3, 1, "pass"), None),
        (spec(3, 2, decl_idx=1, doubles=[(2, "game", 2)]), lost),
        (spec(3, 0, announce={1: PU}, ultimo=True), ult_made_won),
    ]
    return build(
        deals,
        3,
        "payments",
        title
        or "S1 clean: 3p payments: stake, three won, all-pass, contra on a lost three, announced ultimo takes the pool.",
        110000,
        ov,
        post,
    )


def s2(ov=None, post=None, title=""):
    deals = [
        (spec(3, 1, rejects=1), lost),
        (spec(3, 2, announce={0: [{"kind": "trull"}]}), trull_won),
        (spec(3, 0, "pass"), None),
        (spec(3, 1, "solo"), won),
    ]
    return build(
        deals,
        3,
        "sheet",
        title
        or "S2 clean: 3p score sheet: second three (reject) lost, announced trull made, all-pass, solo won.",
        220000,
        ov,
        post,
    )


def s3(ov=None, post=None, title=""):
    deals = [
        (spec(4, 0), won),
        (spec(4, 1, decl_idx=1, doubles=[(0, "game", 2)]), lost),
        (spec(4, 2), won),
        (spec(4, 3), lost),
    ]
    return build(
        deals,
        4,
        "payments",
        title
        or "S3 clean: 4p payments, the dealer is the king: three won, contra on a lost three, three won, three lost.",
        330000,
        ov,
        post,
    )


def s4(ov=None, post=None, title=""):
    deals = [
        (spec(3, 2, announce={0: [{"kind": "tarocks", "count": 10}]}), tarocks_exact(10, True)),
        (spec(3, 0, announce={2: [{"kind": "tarocks", "count": 10}]}), helper_tarocks(2)),
        (spec(3, 1, announce={2: PU}, ultimo=True), ult_failed_lost),
        (spec(3, 2, doubles=[(1, "game", 2)]), won),
    ]
    return build(
        deals,
        3,
        "sheet",
        title
        or "S4 clean: 3p score sheet: player's 10 tarocks, a helper's 10 tarocks, failed announced ultimo pays the pool, contra on a won three.",
        440000,
        ov,
        post,
    )


def s5(ov=None, post=None, title=""):
    d0 = spec(3, 0, rejects=1)
    d0["bids"] = [(1, "three"), (2, "bottom"), (0, "pass"), (1, "hold"), (2, "pass")]
    d0["events_fix"] = True
    deals = [
        (d0, won),
        (spec(3, 1, "solo", decl_idx=1), lost),
        (spec(3, 2), won),
    ]
    return build(
        deals,
        3,
        "payments",
        title
        or "S5 clean: 3p payments: three-bottom-hold (the second three, bought twice) won, solo lost, three won.",
        550000,
        ov,
        post,
    )


def write(name, tr, facts, store):
    path = os.path.join(HERE, name + ".json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
        f.write("\n")
    store.append((name, tr["meta"]["note"], facts))


def main():
    store = []
    write("01-s1-clean-3p-payments", *s1(), store)
    write("02-s2-clean-3p-sheet", *s2(), store)
    write("03-s3-clean-4p-king-payments", *s3(), store)
    write("04-s4-clean-3p-announcements-sheet", *s4(), store)
    write("05-s5-clean-3p-bottom-hold-solo", *s5(), store)

    # 06 first lead: a helper trumps a suit lead holding the suit (s23); the player wins anyway
    o = {0: (spec(3, 0, hook=hook_helper_revoke_first_lead), applied(won))}
    write(
        "06-s1-helper-revoke-first-lead",
        *s1(
            o,
            title="S1 with deal 0 replayed: a helper trumps the first lead while holding its suit (renonce, s23); the player wins on points anyway.",
        ),
        store,
    )

    # 07 last card of a trick: the player trumps holding the suit -> loses unconditionally
    o = {0: (spec(3, 0, hook=hook_decl_revoke_last_card, forced_loss=True), applied(won))}
    write(
        "07-s1-player-revoke-last-card",
        *s1(
            o,
            title="S1 with deal 0 replayed: the player trumps as the last card of a trick while holding the suit (renonce, s23): he has 34+ points but pays the consolation; later pool figures follow the rules.",
        ),
        store,
    )

    # 08 last trick: the first two cards of the last trick recorded out of turn (S2 deal 3, solo)
    o = {3: (spec(3, 1, "solo", order_hook=swap_last_trick), last_trick_winner_same(won))}
    write(
        "08-s2-last-trick-out-of-turn",
        *s2(
            o,
            title="S2 with deal 3 replayed: the last trick is led by the wrong seat (the two first cards in the wrong order); same winner, settlement as played.",
        ),
        store,
    )

    # 09 last deal: pool_ultimo recorded short
    def post09(i, ev, ctx):
        if i == 3:
            for e in ev:
                if e.get("reason") == "pool_ultimo":
                    e["amount"] = 60
        return ev

    write(
        "09-s1-last-deal-pool-ultimo-short",
        *s1(
            post=post09,
            title="S1 with the last deal's pool_ultimo payment written as 60 instead of the pool's content.",
        ),
        store,
    )

    # 10 first deal: one founding stake written as 5
    def post10(i, ev, ctx):
        if i == 0:
            for e in ev:
                if e.get("reason") == "pool_stake" and e["from"] == 2:
                    e["amount"] = 5
        return ev

    write(
        "10-s1-first-deal-stake-short",
        *s1(
            post=post10,
            title="S1 with seat 2's founding stake in deal 0 written as 5 instead of 10; all later figures by the rules.",
        ),
        store,
    )

    # 11 first deal: the player's score written as if bought once
    def post11(i, ev, ctx):
        if i == 0:
            d = ctx["deal"]
            for e in ev:
                if e["type"] == "score" and e["party"] == d.decl:
                    e["points"] = round(e["points"] / 2 - 5, 6)  # -(2*2V)-10 -> -(2V)-10
        return ev

    tr, facts = s2(
        post=post11,
        title="S2 with deal 0's score of the player written as if the second three were bought once; totals follow the sheet's own arithmetic.",
    )
    # totals after deal 0 follow the sheet's arithmetic: recompute running totals of the decl seat
    fix_totals(tr)
    write("11-s2-first-deal-score-single", tr, facts, store)

    # 12 last deal: a running total with an addition slip
    def post12(i, ev, ctx):
        if i == 3:
            for e in ev:
                if e["type"] == "total" and e["party"] == 0:
                    e["points"] = round(e["points"] + 10, 6)
        return ev

    write(
        "12-s2-last-deal-total-slip",
        *s2(post=post12, title="S2 with seat 0's running total in the last deal 10 too high."),
        store,
    )

    # 13 dealer: 4p deal 1 written with the previous dealer
    tr, facts = s3(
        title="S3 with deal 1's dealer written as 0 (the previous king) while the hands and acts follow dealer 1."
    )
    tr["deals"][1]["dealer"] = 0
    write("13-s3-wrong-dealer", tr, facts, store)

    # 14 last deal: the king is not paid in a lost game
    def post14(i, ev, ctx):
        if i == 3:
            ev = [e for e in ev if not (e.get("reason") == "game" and e["to"] == 3)]
            ev = [e for e in ev if not (e.get("reason") == "pool_share" and e["from"] == 3)]
        return ev

    write(
        "14-s3-last-deal-king-unpaid",
        *s3(
            post=post14,
            title="S3 with the last deal's lost three paid to the two helpers only: the king (seat 3) gets nothing (and pays no share).",
        ),
        store,
    )

    # 15 announcement: ten tarocks announced holding nine
    o = {
        0: (
            spec(3, 2, announce={0: [{"kind": "tarocks", "count": 10}]}, forced_loss=True),
            tarocks_exact(9, True),
        )
    }
    write(
        "15-s4-false-tarocks",
        *s4(
            o,
            title="S4 with deal 0 replayed: the player announces 10 tarocks holding 9 (s21): the game is lost unconditionally (consolation, he had 34+) and he pays the 50 of the walor he lacks.",
        ),
        store,
    )

    # 16 discard: a tarock laid away without showing it while announcing tarocks
    o = {
        0: (
            spec(
                3,
                2,
                announce={0: [{"kind": "tarocks", "count": 10}]},
                discard_fn=discard_one_tarock,
                forced_loss=True,
            ),
            tarocks_exact(10, True),
        )
    }
    write(
        "16-s4-tarock-discard-not-shown",
        *s4(
            o,
            title="S4 with deal 0 replayed: the player announces 10 tarocks and lays away a tarock without showing it (s22): game lost unconditionally (consolation), tarocks not counted for him.",
        ),
        store,
    )

    # 17 announcement kept: the pagat released voluntarily with ultimo announced
    o = {
        3: (
            spec(3, 0, announce={1: PU}, ultimo=True, hook=hook_release_pagat, pagat_released=True),
            applied(lambda d: d.pts < 33 and not (d.dec_trull or d.hel_trull or d.dec_kings or d.hel_kings)),
        )
    }
    write(
        "17-s1-pagat-released-ultimo",
        *s1(
            o,
            title="S1 with deal 3 replayed: the player leads the pagat in trick 10 though ultimo is announced and he holds other tarocks (s6): ultimo lost, he pays 100 to each and the pool's worth into the pool; he loses the game on points too.",
        ),
        store,
    )

    # 18 discard: a king laid away
    d0 = spec(3, 0, rejects=1, discard_fn=discard_king, forced_loss=True, events_fix=True)
    d0["bids"] = [(1, "three"), (2, "bottom"), (0, "pass"), (1, "hold"), (2, "pass")]
    o = {0: (d0, won)}
    write(
        "18-s5-king-discarded",
        *s5(
            o,
            title="S5 with deal 0 replayed: the player lays away a king (s13): game lost unconditionally; he pays the consolation at his second three.",
        ),
        store,
    )

    # 19 final call of the auction: pass_volat while holding the pagat
    sp = spec(3, 2, decl_idx=1, doubles=[(2, "game", 2)])
    sp["bids"] = [(0, "pass"), (1, "three"), (2, "pass_volat")]
    o = {2: (sp, holds(2, "T1", lost))}
    write(
        "19-s1-pass-volat-with-pagat",
        *s1(
            o,
            title="S1 with deal 2: the final call of the auction is seat 2's pass_volat though seat 2 holds the pagat (s28).",
        ),
        store,
    )

    # 20 illegal double: the king gives contra (4p)
    o = {1: (spec(4, 1, decl_idx=1, doubles=[(1, "game", 2)]), lost)}
    write(
        "20-s3-king-contra",
        *s3(
            o,
            title="S3 with deal 1: the contra is given by the king (seat 1, not a helper, s17); the game is settled single.",
        ),
        store,
    )

    # 21 first lead out of turn: the declarer leads instead of the hand (seat 0)
    o = {2: (spec(3, 2, decl_idx=1, doubles=[(2, "game", 2)], lead=1), lost)}
    write(
        "21-s1-first-lead-out-of-turn",
        *s1(
            o,
            title="S1 with deal 2 replayed: the player (seat 1) leads the first trick instead of the hand (seat 0, s11); play follows on; settled as played.",
        ),
        store,
    )

    with open(os.path.join(HERE, "gd30-facts.txt"), "w", encoding="utf-8") as f:
        for name, note, facts in store:
            f.write(f"== {name}: {note}\n")
            for x in facts:
                f.write(json.dumps(x, ensure_ascii=False) + "\n")


def fix_totals(tr):
    run = {}
    for dl in tr["deals"]:
        sc = {}
        for e in dl["events"]:
            if e["type"] == "score":
                sc[e["party"]] = e["points"]
            if e["type"] == "total":
                p = e["party"]
                run[p] = round(run.get(p, 0) + sc[p], 6)
                e["points"] = run[p]


if __name__ == "__main__":
    main()
