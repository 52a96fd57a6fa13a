"""Generator for the seats-change audit (Danish part uses _dk.py; Galician part _gt.py)."""

import json
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import _dk  # noqa: E402

A4 = ["Agata", "Bolek", "Cezary", "Dorota"]
LEDGER = {}


def D(body, perm, dealer, present, nxt, **kw):
    d = {"body": body, "perm": perm, "dealer": dealer, "present": set(present), "next_dealer": nxt}
    d.update(kw)
    return d


def sheet(out_deals, mode):
    """Add score/total events (net chips per seat and pool per deal); mode 'add' or 'only'."""
    n = 4
    parties = list(range(n)) + ["pagat_pool", "king_pool"]
    tot = {p: Fraction(0) for p in parties}
    for deal in out_deals:
        dn = {p: Fraction(0) for p in parties}
        for e in deal["events"]:
            if e["type"] == "payment":
                dn[e["from"]] -= Fraction(e["amount"])
                dn[e["to"]] += Fraction(e["amount"])
        if mode == "only":
            deal["events"] = [e for e in deal["events"] if e["type"] != "payment"]
        for p in parties:
            deal["events"].append({"type": "score", "party": p, "points": dn[p]})
        for p in parties:
            tot[p] += dn[p]
            deal["events"].append({"type": "total", "party": p, "points": tot[p]})


def write(name, deals, start_present, desc, mutate=None, sheet_mode=None):
    od, net, pools, notes = _dk.build(A4, deals, start_present)
    if mutate:
        mutate(od)
    if sheet_mode:
        sheet(od, sheet_mode)
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": A4,
        "meta": {"audit": "seats-change", "description": desc},
        "deals": od,
    }
    (HERE / name).write_text(json.dumps(_dk.jsonable(doc), ensure_ascii=False, indent=1) + "\n")
    LEDGER[name] = {"net": {str(k): v for k, v in net.items()}, "notes": notes}


def find(od, deal, pred):
    for i, e in enumerate(od[deal]["events"]):
        if pred(e):
            return i
    raise KeyError


PLANTS = {}


def danish():
    # 1. fourth player joins a three-player session, plays at once
    write("dk-join-clean.json", [
        D(0, 0, 0, {0, 1, 2}, 1),
        D(1, 1, 1, {0, 1, 2}, 2),
        D(2, 0, 2, {0, 1, 2, 3}, 3, join=3),
        D(3, 2, 3, {0, 1, 2, 3}, 0),
    ], [0, 1, 2], "Dorota (seat 3) is not at the table for deals 0-1 and joins before deal 2, paying a third of each pool (§17); four play on, the seat opposite the dealer sitting out (§2); at the end the pools are shared four ways (§15).")

    # 2. the same, the king-pool join payment a quarter instead of a third
    write("dk-join-wrong-amount.json", [
        D(4, 1, 0, {0, 1, 2}, 1),
        D(0, 3, 1, {0, 1, 2}, 2),
        D(2, 2, 2, {0, 1, 2, 3}, 3, join=3, join_frac={"king_pool": Fraction(1, 4)}),
        D(3, 0, 3, {0, 1, 2, 3}, 0),
    ], [0, 1, 2], "As dk-join-clean, but Dorota's join payment into the king pool is a quarter of it, not a third (§17); the table goes on with the pool as it then stands. Planted: one wrong payment.")

    # 3. joiner sits between seats 0 and 2 (seat 1); payments and score sheet
    write("dk-join-middle-seat-sheet.json", [
        D(2, 1, 0, {0, 2, 3}, 2),
        D(3, 3, 2, {0, 2, 3}, 3),
        D(4, 0, 3, {0, 2, 3}, 0),
        D(0, 2, 0, {0, 1, 2, 3}, 1, join=1),
        D(1, 2, 1, {0, 1, 2, 3}, 2),
    ], [0, 2, 3], "Bolek (seat 1) is absent for deals 0-2, the deal going 0 -> 2 -> 3 round his empty seat; he joins before deal 3 (a third of each pool, §17) and the deal then goes 0 -> 1. Payments and the score sheet (net chips per deal, running totals) are both written.", sheet_mode="add")

    # 4. join, then the deal skips the joiner (wrong dealer)
    write("dk-join-wrong-dealer.json", [
        D(1, 0, 0, {0, 1, 2}, 1),
        D(2, 3, 1, {0, 1, 2, 3}, 2, join=3),
        D(4, 2, 2, {0, 1, 2, 3}, 3),
        D(3, 1, 0, {0, 1, 2, 3}, 1),
    ], [0, 1, 2], "Dorota (seat 3) joins before deal 1 and sits it out (opposite the dealer, §2); after deal 2 the deal should pass to her but Agata (seat 0) deals deal 3. Planted: one wrong dealer (deal 3). Deal 2's card points are settled with Dorota, the dealer due.")

    # 5. a player leaves a four-player session
    write("dk-leave-clean.json", [
        D(0, 1, 0, {0, 1, 2, 3}, 1),
        D(3, 2, 1, {0, 1, 2, 3}, 2),
        D(2, 3, 2, {0, 1, 2}, 0),
        D(4, 0, 0, {0, 1, 2}, 1),
    ], [0, 1, 2, 3], "Four from the start (all four pay the foundations, §15). Dorota (seat 3) sits out deal 1 and leaves; deals 2-3 are three-handed, her seat empty ([]), the deal going 2 -> 0. At the end the pools are shared among the three still playing (§15 'pomiędzy trzech (albo czterech) graczy'); the leaver gets no share.")

    # 6. the same, the pools shared four ways including the leaver
    write("dk-leave-share-to-leaver.json", [
        D(1, 3, 0, {0, 1, 2, 3}, 1),
        D(4, 2, 1, {0, 1, 2, 3}, 2),
        D(0, 0, 2, {0, 1, 2}, 0),
        D(2, 1, 0, {0, 1, 2}, 1, share_to=[0, 1, 2, 3]),
    ], [0, 1, 2, 3], "As dk-leave-clean, but at the end the pools are shared four ways, Dorota (who left after deal 1) taking a quarter. Planted: a share paid to a player who has left.")

    # 7. join then leave; payments and running totals
    write("dk-join-leave-clean.json", [
        D(3, 3, 0, {0, 1, 2}, 1),
        D(0, 2, 1, {0, 1, 2, 3}, 2, join=3),
        D(1, 3, 2, {0, 1, 2, 3}, 3),
        D(2, 2, 3, {0, 1, 2, 3}, 0),
        D(4, 3, 0, {0, 1, 2}, 1),
    ], [0, 1, 2], "Dorota (seat 3) joins before deal 1 (sits it out), plays deals 2-3, deals deal 3 and leaves; deal 4 is three-handed. Pools shared among the three at the end. Payments and score sheet.", sheet_mode="add")

    # 8. leave, score sheet only
    write("dk-leave-sheet-only.json", [
        D(2, 2, 0, {0, 1, 2, 3}, 1),
        D(1, 3, 1, {0, 1, 2, 3}, 2),
        D(3, 1, 2, {1, 2, 3}, 3),
        D(0, 1, 3, {1, 2, 3}, 1),
    ], [0, 1, 2, 3], "Four from the start; Agata (seat 0) plays deal 1 and leaves; deals 2-3 three-handed, the deal going 2 -> 3 -> (skip 0) 1. Only the score sheet is written (net chips per party per deal, running totals), no payments. Pools shared among the three at the end.", sheet_mode="only")

    # 9. the sitter pays a declaration
    def m9(od):
        deal = 1
        i = find(od, deal, lambda e: e["type"] == "payment" and e.get("reason") == "declaration")
        e = od[deal]["events"][i]
        sitter = (od[deal]["dealer"] + 2) % 4
        new = {"type": "payment", "from": sitter, "to": e["to"], "amount": e["amount"], "reason": "declaration"}
        od[deal]["events"].insert(i + 1, new)
        PLANTS["dk-sitter-pays-declaration.json"] = (deal, i + 1, new)
    write("dk-sitter-pays-declaration.json", [
        D(0, 2, 0, {0, 1, 2, 3}, 1),
        D(1, 3, 1, {0, 1, 2, 3}, 2),
        D(4, 1, 2, {0, 1, 2, 3}, 3),
    ], [0, 1, 2, 3], "Four throughout. In deal 1 the seat opposite the dealer (Dorota) pays a declaration like the active players, although the foundations are the only payment expected of the sitter (§15, §17). Planted: one unexpected payment.", mutate=m9)


import _gt  # noqa: E402

G4 = ["Adam", "Bożena", "Czesław", "Danuta"]
G5 = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]


def gwrite(name, players, deals, desc, mutate=None):
    od, net, pool, notes = _gt.build(players, deals)
    if mutate:
        mutate(od)
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": players,
        "meta": {"audit": "seats-change", "description": desc},
        "deals": od,
    }
    (HERE / name).write_text(json.dumps(_dk.jsonable(doc), ensure_ascii=False, indent=1) + "\n")
    LEDGER[name] = {"net": {str(k): v for k, v in net.items()}, "notes": notes}


def galician():
    gwrite("gt4-king-clean.json", G4, [
        {"body": 0, "perm": 0, "king": 0},
        {"body": 1, "perm": 1, "king": 1},
        {"body": 2, "perm": 0, "king": 2},
    ], "Four players: the dealer (the king) is dealt nothing and shares in the game's gain or loss like a helper (§8, §17 'każdemu z pomagających i królowi', §20); all four found the pool (§27 'każdy w grze udział biorący'); the king's wins pay their 10% too. Deal 1's announced pagat ultimo takes the pool, so all four found it again in deal 2.")

    gwrite("gt4-king-stake-missing.json", G4, [
        {"body": 3, "perm": 1, "king": 3, "stake_from": [0, 1, 2]},
        {"body": 0, "perm": 1, "king": 0},
    ], "Four players; when the pool is founded in deal 0 the king (Danuta, seat 3, the dealer) does not put in his stake, although he takes part in the game's result (§8) and the szpricer example has the king pay it. Planted: one missing fixed payment.")

    gwrite("gt4-king-unpaid.json", G4, [
        {"body": 2, "perm": 1, "king": 1},
        {"body": 3, "perm": 0, "king": 2, "skip_pay": ("game", 2)},
    ], "Four players; in deal 1 the king (Czesław, seat 2) does not pay the player's won game although he shares in the loss (§8 'bierze jednak udział w korzyści lub stracie gry'). The player's 10% is still on the whole win. Planted: one missing payment.")

    gwrite("gt5-sitter-rotation-clean.json", G5, [
        {"body": 0, "perm": 0, "king": 0, "sitter": 4},
        {"body": 1, "perm": 0, "king": 1, "sitter": 4},
        {"body": 2, "perm": 1, "king": 2, "sitter": 4},
        {"body": 3, "perm": 1, "king": 3, "sitter": 4},
        {"body": 0, "perm": 1, "king": 4, "sitter": 0},
    ], "Five players (§8): Edward (seat 4) sits out one round of four deals (dealers 0-3), taking no part in the game nor its result, nor in founding the pool; then the next in order, Adam (seat 0), sits out and the deal goes on round the table to Edward. With the four others the dealer is the king, who shares in the result. Deal 1's ultimo takes the pool; the four present found it again in deal 2.")

    def m5(od):
        pass
    gwrite("gt5-sitter-pays-stake.json", G5, [
        {"body": 2, "perm": 0, "king": 0, "sitter": 4, "stake_from": [0, 1, 2, 3, 4]},
        {"body": 3, "perm": 0, "king": 1, "sitter": 4},
    ], "Five players; Edward (seat 4) sits out but pays a stake into the pool when it is founded in deal 0, although the one sitting out takes no part 'ani w grze, ani w wyniku gry' (§8). Planted: one unexpected fixed payment.")

    gwrite("gt5-sitter-stays-too-long.json", G5, [
        {"body": 3, "perm": 0, "king": 0, "sitter": 4},
        {"body": 2, "perm": 1, "king": 1, "sitter": 4},
        {"body": 0, "perm": 0, "king": 2, "sitter": 4},
        {"body": 3, "perm": 1, "king": 3, "sitter": 4},
        {"body": 2, "perm": 0, "king": 0, "sitter": 4},
    ], "Five players; Edward (seat 4) sits out deals 0-3 and again deal 4 (dealt by Adam as if four were playing), though each sits out for one round of four deals only (§8 'przez jedną kolejkę, t.j. w czasie czterokrotnego rozdzielania kart'). Planted: a wrong dealer / sitter at deal 4.")


if __name__ == "__main__":
    danish()
    galician()
    import pprint
    for k, v in LEDGER.items():
        print("==", k)
        for n in v["notes"]:
            print("  ", n)
        print("   net", {a: (str(b)) for a, b in v["net"].items()})
    print(PLANTS)
