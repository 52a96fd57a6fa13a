"""gd29 generator: writes the round's transcripts and gd29-figures.txt (blind; see model.py).

Run: cd tests/data/audit/gd29 && /work/venv/bin/python gen.py"""

import json
import random

from model import DECK, active_seats, contra_factor, find_deal, game_value, is_tarock

NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
STAKE, PASS_FEE, PCT = 10, 5, 10
RULES = {"pool": True, "pool_stake": STAKE, "pool_pass_fee": PASS_FEE, "pool_win_percent": PCT}


def r6(x):
    return round(x + 0.0, 6)


def num(x):
    x = r6(x)
    return int(x) if x == int(x) else x


class Session:
    def __init__(self, n, style, seed, rules=None, start_pool=None, start_totals=None):
        self.n, self.style = n, style
        self.rng = random.Random(seed)
        self.rules = dict(RULES, **(rules or {}))
        self.pool = start_pool if start_pool is not None else 0
        self.staked = set(range(n)) if start_pool is not None else set()
        self.totals = list(start_totals) if start_totals else [0] * n
        self.start = None
        if start_pool is not None or start_totals:
            self.start = {}
            if start_pool is not None:
                self.start["pools"] = {"pool": start_pool}
            if start_totals:
                self.start["totals"] = list(start_totals)
        self.deals, self.figs = [], []

    def participants(self, dealer, sitter):
        return [s for s in range(self.n) if s != sitter]

    def _stakes(self, parts, pays):
        for s in parts:
            if s not in self.staked:
                pays.append((s, "pool", STAKE, "pool_stake"))
                self.staked.add(s)

    def allpass(self, dealer, sitter=None):
        act = active_seats(self.n, dealer, sitter)
        deck = list(DECK)
        self.rng.shuffle(deck)
        hands = [[] for _ in range(self.n)]
        for i, s in enumerate(act):
            hands[s] = deck[6 + 12 * i : 18 + 12 * i]
        ev = [{"type": "bid", "seat": s, "bid": "pass"} for s in act]
        pays = []
        self._stakes(self.participants(dealer, sitter), pays)
        for s in act:
            pays.append((s, "pool", PASS_FEE, "pool_pass"))
        self._close(dealer, hands, deck[:6], ev, pays, "all pass")

    def redeal(self, dealer, asker_pos=1, sitter=None):
        """A seat without a tarock throws the deal in (s17 'bez taroka nie ma gry')."""
        act = active_seats(self.n, dealer, sitter)
        asker = act[asker_pos]
        suits = [c for c in DECK if not is_tarock(c)]
        tars = [c for c in DECK if is_tarock(c)]
        self.rng.shuffle(suits)
        self.rng.shuffle(tars)
        mine = suits[:12]
        others = suits[12:] + tars
        self.rng.shuffle(others)
        hands = [[] for _ in range(self.n)]
        talon = others[:6]
        j = 6
        for s in act:
            if s == asker:
                hands[s] = mine
            else:
                hands[s] = others[j : j + 12]
                j += 12
        ev = [{"type": "redeal", "seat": asker, "reason": "no_tarock"}]
        self.deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
        self.figs.append(
            f"deal {len(self.deals) - 1}: dealer {dealer}; seat {asker} holds no tarock and throws the deal in; nothing paid, nothing written"
        )

    def game(self, dealer, spec, sitter=None):
        r = find_deal(self.rng, self.n, dealer, sitter, spec)
        decl, k, ppts, won = r["decl"], r["k"], r["ppts"], r["won"]
        parts = self.participants(dealer, sitter)
        opps = [s for s in parts if s != decl]
        pays = []
        self._stakes(parts, pays)
        doubles = spec.get("doubles", [])
        glev = [lv for _, t, lv in doubles if t == "game"]
        ulev = max([lv for _, t, lv in doubles if t == "pagat_ultimo"] or [1])
        v = game_value(ppts)
        cf = contra_factor(glev, won)
        gp = v * cf if won else v * k * cf
        for o in opps:
            pays.append((o, decl, gp, "game") if won else (decl, o, gp, "game"))
        note = f"player seat {decl} {ppts} pts ({'won' if won else 'lost'}), k={k}, game contra {glev or '-'}: value {v} x{cf if won else k * cf} = {gp} per opponent"
        pool_won = False
        if r["ultimo"]:
            up = 100 * ulev
            for o in opps:
                pays.append(
                    (o, decl, up, "pagat_ultimo") if r["ultimo"] == "made" else (decl, o, up, "pagat_ultimo")
                )
            cur = self.pool + sum(a for f, t, a, _ in pays if t == "pool")
            if r["ultimo"] == "made":
                pays.append(("pool", decl, cur, "pool_ultimo"))
                pool_won = True
                note += f"; ultimo announced and made (contra x{ulev}): {up} per opponent, takes the pool {num(cur)}"
            else:
                pays.append((decl, "pool", cur, "pool_ultimo"))
                note += f"; ultimo announced and failed (contra x{ulev}): pays {up} per opponent and {num(cur)} into the pool"
        net = {s: 0 for s in range(self.n)}
        for f, t, a, _ in pays:
            if f != "pool" and t != "pool":
                net[f] -= a
                net[t] += a
        for s in range(self.n):
            if net[s] > 0:
                pays.append((s, "pool", r6(net[s] * PCT / 100), "pool_share"))
        ev = list(r["events_pre"]) + r["plays"]
        self._close(dealer, r["hands"], r["talon"], ev, pays, note)
        if pool_won:
            self.staked = set()

    def _close(self, dealer, hands, talon, ev, pays, note):
        delta = {s: 0 for s in range(self.n)}
        delta["pool"] = 0
        for f, t, a, _ in pays:
            delta[f] -= a
            delta[t] += a
        self.pool = r6(self.pool + delta["pool"])
        for s in range(self.n):
            self.totals[s] = r6(self.totals[s] + delta[s])
        if self.style == "pay":
            for f, t, a, reason in pays:
                ev.append({"type": "payment", "from": f, "to": t, "amount": num(a), "reason": reason})
        else:
            for p in list(range(self.n)) + ["pool"]:
                ev.append({"type": "score", "party": p, "points": num(delta[p])})
            for s in range(self.n):
                ev.append({"type": "total", "party": s, "points": num(self.totals[s])})
            ev.append({"type": "total", "party": "pool", "points": num(self.pool)})
        self.deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
        d = len(self.deals) - 1
        fig = ", ".join(f"{p}:{num(delta[p])}" for p in list(range(self.n)) + ["pool"] if delta[p])
        self.figs.append(
            f"deal {d}: dealer {dealer}; {note}; net {{{fig}}}; pool after {num(self.pool)}; totals {[num(x) for x in self.totals]}"
        )

    def write(self, name, note, extra_rules=None, planted=None):
        t = {
            "format": "trick-transcript/1",
            "game": "galician-tarok",
            "rules": dict(self.rules, **(extra_rules or {})),
        }
        t["players"] = NAMES[: self.n]
        if self.start:
            t["start"] = self.start
        t["meta"] = {"event": "gd29 audit", "note": note}
        if planted:
            t["meta"]["planted"] = planted
        t["deals"] = self.deals
        with open(name + ".json", "w") as f:
            json.dump(t, f, ensure_ascii=False, indent=1)
            f.write("\n")
        FIGS.append(f"## {name}\n{note}\n" + "\n".join(self.figs) + "\n")


FIGS = []


def ev_index(deal, pred):
    return [i for i, e in enumerate(deal["events"]) if pred(e)]


# ---------------------------------------------------------------- clean sessions
def f01():
    s = Session(3, "pay", 101)
    s.game(0, {"decl": 0, "won": True})
    s.allpass(1)
    s.game(2, {"decl": 1, "pts": [33]})
    s.allpass(0)
    s.game(1, {"decl": 2, "ultimo": "made"})
    s.game(2, {"decl": 0, "pts": [34]})
    s.write(
        "01-3p-pool-grows-won-restaked-payments",
        "3p payments: stake, all-pass, exactly 33 lost, all-pass, announced ultimo takes the pool, restake and 34 won.",
    )


def f02():
    s = Session(3, "sheet", 202)
    s.game(1, {"decl": 1, "won": False})
    s.game(2, {"decl": 0, "ultimo": "failed"})
    s.allpass(0)
    s.game(1, {"decl": 2, "ultimo": "made"})
    s.allpass(2)
    s.game(0, {"decl": 0, "pts": [32]})
    s.write(
        "02-3p-failed-ultimo-doubles-pool-then-won-sheet",
        "3p score sheet: a failed ultimo pays the pool's worth in, an all-pass, an ultimo takes it, restake with an all-pass, 32 lost.",
    )


def f03():
    s = Session(4, "sheet", 303)
    s.game(0, {"decl": 0, "won": True})
    s.allpass(1)
    s.game(2, {"decl": 1, "ultimo": "made"})
    s.game(3, {"decl": 2, "won": False})
    s.game(0, {"decl": 0, "won": False, "doubles": [(0, "game", 2)]})
    s.allpass(1)
    s.write(
        "03-4p-king-rotation-pool-won-restake-sheet",
        "4p score sheet, dealer (king) rotating 0-1-2-3-0-1: the king stakes, shares, restakes after the pool is won.",
    )


def f04():
    s = Session(4, "pay", 404, start_pool=47.5)
    s.game(2, {"decl": 1, "ultimo": "failed", "doubles": [(0, "pagat_ultimo", 2)]})
    s.game(3, {"decl": 0, "won": True})
    s.allpass(0)
    s.game(1, {"decl": 2, "ultimo": "made"})
    s.game(2, {"decl": 2, "won": True})
    s.write(
        "04-4p-start-pool-carried-payments",
        "4p payments, start pool 47.5 carried in (no founding stake): failed ultimo with contra pays the pool single, an ultimo takes it, restake.",
    )


def f05():
    s = Session(5, "sheet", 505)
    s.game(0, {"decl": 0, "won": True}, sitter=4)
    s.game(1, {"decl": 1, "won": False}, sitter=4)
    s.allpass(2, sitter=4)
    s.game(3, {"decl": 2, "won": True}, sitter=4)
    s.game(4, {"decl": 0, "won": False}, sitter=0)
    s.game(1, {"decl": 1, "ultimo": "made"}, sitter=0)
    s.write(
        "05-5p-fresh-sitters-rotate-sheet",
        "5p score sheet from a fresh start: seat 4 sits out the first round of four deals, seat 0 the next; seat 4 stakes when it first takes part.",
    )


def f06():
    s = Session(5, "sheet", 606, start_pool=62, start_totals=[120, -45.5, 30, -80, -86.5])
    s.game(2, {"decl": 0, "won": False}, sitter=1)
    s.game(3, {"decl": 1, "ultimo": "made"}, sitter=1)
    s.allpass(4, sitter=1)
    s.game(0, {"decl": 2, "won": True}, sitter=1)
    s.game(1, {"decl": 0, "won": True}, sitter=2)
    s.game(3, {"decl": 1, "won": False}, sitter=2)
    s.write(
        "06-5p-start-totals-pool-restake-sitter-sheet",
        "5p score sheet resumed with start totals and pool 62; an ultimo takes the pool while seat 1 sits, the four restake, seat 1 stakes on joining.",
    )


def f07():
    s = Session(3, "sheet", 707, rules={"no_tarock_redeal": True})
    s.game(0, {"decl": 1, "won": True})
    s.redeal(1, asker_pos=1)
    s.game(1, {"decl": 0, "won": False})
    s.allpass(2)
    s.game(0, {"decl": 2, "won": True})
    s.write(
        "07-3p-no-tarock-thrown-in-same-dealer-sheet",
        "3p score sheet, no_tarock_redeal on: a deal thrown in for want of a tarock is dealt again by the same dealer; nothing paid for it.",
    )


def f09():
    s = Session(3, "sheet", 909)
    s.game(0, {"decl": 1, "pts": [33]})
    s.game(1, {"decl": 2, "pts": [32]})
    s.game(2, {"decl": 0, "pts": [34]})
    s.game(0, {"decl": 1, "pts": [33], "doubles": [(0, "game", 2)]})
    s.game(1, {"decl": 2, "pts": [34], "k": 2})
    s.game(2, {"decl": 0, "pts": [32], "k": 2})
    s.write(
        "09-3p-consolation-edges-sheet",
        "3p score sheet: 33, 32, 34 points; 33 with contra; 34 and 32 at the second three.",
    )


def f10():
    s = Session(3, "pay", 1010)
    s.game(
        0,
        {
            "decl": 0,
            "won": True,
            "ultimo": "made",
            "doubles": [(0, "game", 2), ("P", "game", 4), (1, "pagat_ultimo", 2)],
        },
    )
    s.game(1, {"decl": 1, "won": False, "doubles": [(0, "game", 2), ("P", "game", 4), (1, "game", 8)]})
    s.game(
        2, {"decl": 2, "won": True, "ultimo": "failed", "doubles": [(0, "game", 2), (1, "pagat_ultimo", 2)]}
    )
    s.game(0, {"decl": 2, "won": False, "k": 2})
    s.write(
        "10-3p-contra-chains-game-and-ultimo-payments",
        "3p payments: recontra on a won game with contra on a made ultimo; supracontra on a lost game; contra on a won game and on a failed ultimo; a lost second three.",
    )


# ---------------------------------------------------------------- planted faults
PLANTED = {}


def f08():
    s = Session(3, "pay", 808)
    s.game(0, {"decl": 0, "won": True})
    s.game(1, {"decl": 1, "won": False})
    s.redeal(2, asker_pos=0)
    PLANTED["08"] = (2, 0, "redeal without the no_tarock_redeal option")
    s.write(
        "08-3p-no-tarock-redeal-under-default-rules",
        "3p payments, default rules: a seat without a tarock asks for a redeal; s17 says one plays on (planted fault: deal 2 event 0).",
        planted={"deal": 2, "event": 0},
    )


def f11():
    s = Session(3, "sheet", 1111)
    s.game(0, {"decl": 0, "won": True})
    s.allpass(1)
    s.game(2, {"decl": 1, "ultimo": "made"})
    s.game(0, {"decl": 2, "won": False})
    d = s.deals[3]
    i = ev_index(d, lambda e: e["type"] == "total" and e["party"] == "pool")[0]
    d["events"][i]["points"] = num(d["events"][i]["points"] - 3 * STAKE)
    PLANTED["11"] = (3, i, "wrong_total")
    s.write(
        "11-3p-pool-total-forgets-restake-sheet",
        f"3p score sheet: after the pool is won the restake is written in the scores but left out of the pool's running total (planted: deal 3 event {i}).",
        planted={"deal": 3, "event": i, "code": "wrong_total"},
    )


def f12():
    s = Session(4, "pay", 1212)
    s.game(0, {"decl": 0, "won": True})
    s.game(1, {"decl": 1, "won": False})
    s.allpass(2)
    s.game(3, {"decl": 2, "ultimo": "made"})
    s.game(3, {"decl": 0, "won": True})
    PLANTED["12"] = (4, None, "dealer out of turn")
    s.write(
        "12-4p-same-dealer-twice",
        "4p payments: deal 4 dealt again by seat 3 (the king of deal 3) instead of seat 0 (planted: deal 4).",
        planted={"deal": 4, "event": None},
    )


def f13():
    s = Session(5, "sheet", 1313)
    s.game(0, {"decl": 0, "won": True}, sitter=4)
    s.game(1, {"decl": 1, "won": False}, sitter=4)
    s.game(2, {"decl": 2, "won": True}, sitter=4)
    s.allpass(3, sitter=4)
    s.game(0, {"decl": 0, "won": False}, sitter=4)
    PLANTED["13"] = (4, None, "sitter not rotated")
    s.write(
        "13-5p-sitter-not-rotated",
        "5p score sheet: after four deals seat 4 should come in and seat 0 sit out; deal 4 has seat 4 sitting again and seat 0 dealing (planted: deal 4).",
        planted={"deal": 4, "event": None},
    )


def f14():
    s = Session(3, "pay", 1414)
    s.game(0, {"decl": 0, "won": True})
    s.allpass(1)
    s.game(2, {"decl": 1, "ultimo": "failed"})
    d = s.deals[2]
    i = ev_index(d, lambda e: e.get("reason") == "pool_ultimo")[0]
    del d["events"][i]
    PLANTED["14"] = (2, i, "wrong_payment (missing pool payment)")
    s.write(
        "14-3p-failed-ultimo-pool-not-paid",
        "3p payments: the failed ultimo's payment of the pool's worth into the pool is missing (planted: deal 2).",
        planted={"deal": 2, "code": "wrong_payment"},
    )


def f15():
    s = Session(3, "sheet", 1515)
    s.game(0, {"decl": 0, "won": True})
    s.game(1, {"decl": 2, "pts": [33]})
    d = s.deals[1]
    decl = [e["seat"] for e in d["events"] if e.get("bid") == "three"][0]
    # written as a win of 30: the player +60 less his 10 % share, the helpers -30 each
    sc = {0: -30, 1: -30, 2: -30, "pool": 6}
    sc[decl] = 54
    tot_idx = {}
    for i, e in enumerate(d["events"]):
        if e["type"] == "score":
            e["points"] = sc[e["party"]]
        if e["type"] == "total":
            tot_idx[e["party"]] = i
    prev = {p: 0 for p in sc}
    for e in s.deals[0]["events"]:
        if e["type"] == "total":
            prev[e["party"]] = e["points"]
    for p, i in tot_idx.items():
        d["events"][i]["points"] = num(prev[p] + sc[p])
    idx = [i for i, e in enumerate(d["events"]) if e["type"] == "score"]
    PLANTED["15"] = (1, idx, "wrong_score")
    s.write(
        "15-3p-exactly-33-written-as-won",
        f"3p score sheet: the player (seat {decl}) made exactly 33 and the sheet writes it as a win of 30 (planted: deal 1 scores).",
        planted={"deal": 1, "events": idx, "code": "wrong_score"},
    )


def f16():
    s = Session(4, "pay", 1616)
    s.game(0, {"decl": 0, "won": True})
    s.game(1, {"decl": 1, "ultimo": "made"})
    s.game(2, {"decl": 0, "won": True})
    d = s.deals[2]
    i = ev_index(d, lambda e: e.get("reason") == "pool_stake" and e["from"] == 2)[0]
    del d["events"][i]
    PLANTED["16"] = (2, i, "wrong_payment (king's restake missing)")
    s.write(
        "16-4p-king-restake-missing",
        "4p payments: after an ultimo takes the pool, the next deal's king (seat 2) does not restake (planted: deal 2).",
        planted={"deal": 2, "code": "wrong_payment"},
    )


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16):
        f()
    with open("gd29-figures.txt", "w") as fh:
        fh.write("\n".join(FIGS))
        fh.write(
            "\nPLANTED "
            + json.dumps({k: list(v) if isinstance(v, tuple) else v for k, v in PLANTED.items()})
            + "\n"
        )
