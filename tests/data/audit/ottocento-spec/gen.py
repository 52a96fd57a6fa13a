"""Generate the ottocento-spec audit transcripts and a summary of what each
should give (gen.out).  Run:  python gen.py   (from this folder)."""

from __future__ import annotations

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import DECK, Deal, item_points, value  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS = ["Gianni", "Lucia", "Pietro", "Rosa"]  # order of play (counter-clockwise at the table)
OUT = []


def log(*a):
    OUT.append(" ".join(str(x) for x in a))


def prefer(cards):
    """A discard rule: two of the given cards if the dealer holds them, else two plain pips."""
    def pick(h, rng):
        got = [c for c in cards if c in h]
        if len(got) >= 2:
            return got[:2]
        pips = sorted([c for c in h if c[:-1] in ("6", "7", "8", "9", "10")], key=DECK.index)
        pips += sorted([c for c in h if value(c) < 5 and c not in pips], key=lambda c: (value(c), DECK.index(c)))
        return pips[:2]
    return pick


def find(dealer, start, pred=lambda d: True, allow=(), **kw):
    """First seed >= start whose deal has no ambiguity flag (except allowed ones)
    and satisfies pred."""
    seed = start
    while True:
        d = Deal(dealer, seed, **kw)
        bad = [f for f in d.flags if not any(a in f for a in allow)]
        if not bad and pred(d):
            return d
        seed += 1
        if seed > start + 60000:
            raise SystemExit(f"no deal found from {start}")


def sort_hand(h):
    return sorted(h, key=DECK.index)


def deal_record(d: Deal, *, hands="full17", discard=True, take=False, declares="all",
                scores="one_line", totals=None, stop_after_tricks=None, notes=None,
                monte_ask=None, stop_after_declarations=False, first_note=None,
                wrong=None):
    """Build one deal's JSON.  totals: (t0, t1) to write after the deal, or None.
    wrong: dict of planted slips {("score", team, reason): delta, ("total", team): delta}.
    Returns (deal_json, index_of_events_by_label)."""
    wrong = wrong or {}
    notes = notes or {}
    ev = []
    lab = {}
    out = {"dealer": d.dealer}
    if hands == "full17":
        out["hands"] = [sort_hand(d.hands17[s]) for s in range(4)]
    elif hands == "talon":
        out["hands"] = [sort_hand(d.dealt15[s]) for s in range(4)]
        out["talon"] = list(d.talon)
    elif hands is None:
        out["hands"] = None
    if monte_ask is not None:
        ev.append({"type": "redeal", "seat": monte_ask, "reason": "monte",
                   "note": "asked for monte after the first five cards; the others played on"})
    if take:
        ev.append({"type": "take", "seat": d.dealer, "cards": list(d.talon)})
    if discard:
        lab["discard"] = len(ev)
        ev.append({"type": "discard", "seat": d.dealer, "cards": list(d.discard)})
    order = [(d.dealer + 1 + i) % 4 for i in range(4)]
    if declares in ("all", "declarers_only"):
        for s in order:
            items = d.declares[s]
            if declares == "declarers_only" and not items:
                continue
            lab[f"declare{s}"] = len(ev)
            ev.append({"type": "declare", "seat": s, "items": items})
    res = d.res
    if scores == "split":
        for tm in (0, 1):
            key = ("score", tm, "declarations")
            lab[key] = len(ev)
            ev.append({"type": "score", "party": f"team{tm}",
                       "points": res[tm]["declarations"] + wrong.get(key, 0), "reason": "declarations"})
    if stop_after_declarations:
        pass
    else:
        nplays = len(d.plays) if stop_after_tricks is None else 4 * stop_after_tricks
        for i, (s, c) in enumerate(d.plays[:nplays]):
            e = {"type": "play", "seat": s, "card": c}
            if i in notes:
                e["note"] = notes[i]
            if d.revoke and d.revoke[0] == i:
                lab["revoke"] = len(ev)
            lab.setdefault("first_play", len(ev))
            ev.append(e)
        if scores == "split":
            for reason in ("combinations", "card_points", "last_trick"):
                for tm in (0, 1):
                    key = ("score", tm, reason)
                    lab[key] = len(ev)
                    ev.append({"type": "score", "party": f"team{tm}",
                               "points": res[tm][reason] + wrong.get(key, 0), "reason": reason})
        elif scores == "one_line":
            for tm in (0, 1):
                key = ("score", tm, None)
                lab[key] = len(ev)
                ev.append({"type": "score", "party": f"team{tm}", "points": res[tm]["total"] + wrong.get(key, 0)})
    if totals is not None:
        for tm in (0, 1):
            key = ("total", tm)
            lab[key] = len(ev)
            ev.append({"type": "total", "party": f"team{tm}", "points": totals[tm] + wrong.get(key, 0)})
    if stop_after_declarations:
        i = next(k for k, e in enumerate(ev) if e["type"] == "total")
        ev[i]["note"] = "800 passed on the declarations: game over, the deal is not played"
    if first_note and ev:
        ev[0]["note"] = first_note
    out["events"] = ev
    return out, lab


class Session:
    def __init__(self, name, *, start=None, rules=None, meta=None):
        self.name = name
        self.start = start
        self.totals = list(start) if start else [0, 0]
        self.deals = []
        self.rules = rules
        self.meta = meta or {}
        self.lines = []

    def find(self, dealer, start, pred=lambda d: True, cross=None, **kw):
        """find() with the game-to-800 state: by default neither team reaches 800
        (before or after play); cross="play": one does after play only;
        cross="decl": one does on declarations."""
        base = [0, 0] if self.game_over else self.totals

        def p(d):
            pre = [base[i] + d.res[i]["declarations"] for i in (0, 1)]
            post = [base[i] + d.res[i]["total"] for i in (0, 1)]
            if cross is None:
                ok = max(post) < 800
            elif cross == "play":
                ok = max(pre) < 800 and max(post) >= 800 and post[0] != post[1]
            elif cross == "both":
                ok = max(pre) < 800 and min(post) >= 800 and post[0] != post[1]
            else:
                ok = max(pre) >= 800 and pre[0] != pre[1]
            return ok and pred(d)
        return find(dealer, start, pred=p, **kw)

    game_over = False

    def add(self, d: Deal, *, played=True, write_totals=True, new_game=False, **kw):
        if self.game_over:
            new_game = True
            kw.setdefault("first_note", "new game: 0-0")
        if new_game:
            self.totals = [0, 0]
            self.game_over = False
        if played:
            pts = [d.res[0]["total"], d.res[1]["total"]]
        else:
            pts = [d.res[0]["declarations"], d.res[1]["declarations"]]
        before = list(self.totals)
        self.totals = [self.totals[0] + pts[0], self.totals[1] + pts[1]]
        wrong = kw.get("wrong") or {}
        rec, lab = deal_record(d, totals=tuple(self.totals) if write_totals else None, **kw)
        # a planted wrong total is carried on by the sheet's own arithmetic
        for tm in (0, 1):
            self.totals[tm] += wrong.get(("total", tm), 0)
            # a planted wrong score line is added by the sheet into its total
            for k, v in wrong.items():
                if k[0] == "score" and k[1] == tm:
                    self.totals[tm] += v
                    rec["events"][lab[("total", tm)]]["points"] += v if write_totals else 0
        idx = len(self.deals)
        self.deals.append(rec)
        if max(before[0] + pts[0], before[1] + pts[1]) >= 800:
            self.game_over = True
            self.lines.append(f"  GAME OVER after deal {idx}: {[before[0] + pts[0], before[1] + pts[1]]}")
        r = d.res
        self.lines.append(
            f"  deal {idx}: dealer {d.dealer} seed {d.seed}; tricks won {d.won}; discard {d.discard} -> team{d.discard_to};"
            f" matto {d.matto_give}; flags {d.flags}\n"
            f"    declared: {{{', '.join(f'{s}: {item_points(d.declares[s])}' for s in range(4))}}}\n"
            f"    team0 {r[0]}\n    team1 {r[1]}\n"
            f"    before {before} -> after {[before[0] + pts[0], before[1] + pts[1]]}" + (" (not played: game won on declarations)" if not played else "")
            + f"\n    labels {dict((str(k), v) for k, v in lab.items())}"
        )
        if d.revoke:
            self.lines.append(f"    revoke: play #{d.revoke[0]} seat {d.revoke[1]} card {d.revoke[2]} -> event {lab.get('revoke')}")
        return rec, lab

    def write(self):
        doc = {"format": "trick-transcript/1", "game": "tarocchini-ottocento"}
        if self.rules:
            doc["rules"] = self.rules
        doc["players"] = PLAYERS
        if self.start:
            doc["start"] = {"totals": list(self.start)}
        doc["meta"] = dict({"event": "Circolo del Tarocchino, giovedì sera", "recorder": "club sheet"}, **self.meta)
        doc["deals"] = self.deals
        with open(os.path.join(HERE, self.name + ".json"), "w") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        log(f"{self.name}: final totals {self.totals}")
        for ln in self.lines:
            log(ln)


# -------------------------------------------------------------------------- files


def f01():
    s = Session("01-evening-full-sheet", meta={"note": "every hand written (dealer with the widow), one line per team"})
    seed = 1000
    for dl in (0, 1, 2):
        d = s.find(dl, seed)
        s.add(d)
        seed = d.seed + 1
    s.write()


def f02():
    s = Session("02-split-sheet-talon", meta={"note": "widow written as talon, dealer's take and discard; only declarers written; sheet split: declarations before play, the rest after"})
    seed = 2000
    for dl in (2, 3):
        d = s.find(dl, seed, pred=lambda d: any(d.declares[x] for x in range(4)) and not all(d.declares[x] for x in range(4)))
        s.add(d, hands="talon", take=True, declares="declarers_only", scores="split")
        seed = d.seed + 1
    s.write()


def f03():
    s = Session("03-declarations-left-out", meta={"note": "the recorder did not write the declarations, only their points"})
    d = s.find(1, 3000, pred=lambda d: d.res[0]["declarations"] > 0 and d.res[1]["declarations"] > 0)
    s.add(d, declares="none", scores="split")
    d = s.find(2, d.seed + 1, pred=lambda d: d.res[0]["declarations"] + d.res[1]["declarations"] > 0)
    s.add(d, declares="none", scores="one_line")
    s.write()


def f04():
    s = Session("04-play-only", meta={"note": "plays only; hands not kept; dealer's discard and declarations written"})
    seed = 4000
    for dl in (3, 0):
        d = s.find(dl, seed, pred=lambda d: any(d.declares[x] for x in range(4)))
        s.add(d, hands=None)
        seed = d.seed + 1
    s.write()


def f05():
    s = Session("05-play-only-revoke", meta={"note": "plays only, no discard written"})
    d = s.find(0, 5000)
    s.add(d, hands=None, discard=False)
    seed = d.seed + 1
    while True:
        d2 = s.find(1, seed, revoke_at=(5, 3))
        if d2.revoke:
            break
        seed = d2.seed + 1
    s.add(d2, hands=None, discard=False)
    s.write()


def f06():
    s = Session("06-totals-only", meta={"note": "only the running totals were written"})
    seed = 6000
    for dl in (0, 1, 2):
        d = s.find(dl, seed)
        s.add(d, scores="none")
        seed = d.seed + 1
    s.write()


def f07():
    s = Session("07-start-mid-game", start=[420, 515], meta={"note": "new sheet started at 9 pm; totals carried from the old sheet"})
    seed = 7000
    for dl in (2, 3):
        d = s.find(dl, seed)
        s.add(d)
        seed = d.seed + 1
    s.write()


def f08():
    s = Session("08-game-to-800-new-game", start=[640, 700], meta={"note": "the game reaches 800 in the first deal; a new game starts on the same sheet"})
    d = s.find(1, 8000, cross="play")
    s.add(d)
    d = s.find(2, d.seed + 1)
    s.add(d)
    d = s.find(3, d.seed + 1)
    s.add(d)
    s.write()


def f09():
    s = Session("09-won-on-declarations", start=[775, 610], meta={"note": "team0 passes 800 on declarations; the deal is not played; a new game follows"})
    d = s.find(0, 9000, cross="decl", pred=lambda d: d.res[1]["declarations"] < 100)
    s.add(d, played=False, scores="split", stop_after_declarations=True)
    d = s.find(1, d.seed + 1)
    s.add(d)
    d = s.find(2, d.seed + 1)
    s.add(d)
    s.write()


def f10():
    s = Session("10-last-trick-not-written", meta={"note": "the last trick of deal 1 was not written (one card each left)"})
    d = s.find(3, 10000)
    s.add(d)
    d = s.find(0, d.seed + 1)
    s.add(d, stop_after_tricks=14, scores="split")
    s.write()


def f11():
    s = Session("11-stopped-midway", meta={"note": "club closed during the third deal; the sheet stops after nine tricks"})
    seed = 11000
    for dl in (1, 2):
        d = s.find(dl, seed)
        s.add(d)
        seed = d.seed + 1
    d = s.find(3, seed)
    s.add(d, stop_after_tricks=9, scores="none", write_totals=False)
    s.write()


SIGNALS = [
    "signal: threw the card up (now void in this suit)",
    "signal: drew the card towards himself (lead trumps)",
    "signal: knocked the table with the fist (win with the highest, lead the same suit back)",
]


def matto_note(d):
    mg = d.matto_give
    if not mg:
        return {}
    idx = [c for _, c in d.plays].index("MATTO")
    return {idx: f"Matto: {PLAYERS[mg[0]]} gives {mg[2]} to the side of {PLAYERS[mg[1]]} at the end"}


def f12():
    s = Session("12-signals-and-monte-ask", meta={"note": "signals noted as the recorder saw them; one monte asked and refused"})
    d = s.find(0, 12000)
    notes = {5: SIGNALS[0], 14: SIGNALS[1], 27: SIGNALS[2]}
    s.add(d, notes=notes, monte_ask=1)
    d = s.find(1, d.seed + 1, pred=lambda d: d.matto_give is not None)
    nt = {9: SIGNALS[2]}
    nt.update(matto_note(d))
    s.add(d, notes=nt)
    s.write()


def f13():
    s = Session("13-dealer-takes-no-trick", meta={"note": "deal 1: the dealer took no trick; his partner did"})
    d = s.find(1, 13000)
    s.add(d)
    d = s.find(2, d.seed + 1, allow=("discard_credit_option_matters",),
               pred=lambda d: d.won[2] == 0 and d.won[0] > 0)
    s.add(d)
    s.write()


def f14():
    s = Session("14-wrong-declaration-points", meta={"note": "split sheet"})
    d = s.find(3, 14000, pred=lambda d: any(d.declares[x] for x in range(4)))
    s.add(d, scores="split")

    def p(d):
        return any(i["kind"] == "cricca" and i["count"] == 4 for i in d.declares[1] + d.declares[3])
    d = s.find(0, d.seed + 1, pred=p)
    s.add(d, scores="split", wrong={("score", 1, "declarations"): -17})
    s.write()


def f15():
    s = Session("15-wrong-card-points", meta={"note": "split sheet"})
    d = s.find(2, 15000)
    s.add(d, scores="split")
    d = s.find(3, d.seed + 1)
    s.add(d, scores="split", wrong={("score", 0, "card_points"): 2})
    s.write()


def f16():
    s = Session("16-wrong-total", meta={"note": "one line per team"})
    seed = 16000
    for k, dl in enumerate((0, 1, 2)):
        d = s.find(dl, seed)
        s.add(d, wrong={("total", 1): -10} if k == 1 else None)
        seed = d.seed + 1
    s.write()


def f17():
    s = Session("17-dealer-out-of-turn", meta={"note": "in the third deal the wrong player dealt"})
    seed = 17000
    for dl in (1, 2, 0):
        d = s.find(dl, seed)
        s.add(d)
        seed = d.seed + 1
    s.write()


def f18():
    s = Session("18-revoke-totals-only", meta={"note": "hands written, only totals on the sheet"})
    d = s.find(2, 18000)
    s.add(d, scores="none")
    seed = d.seed + 1
    while True:
        d2 = s.find(3, seed, revoke_at=(3, 2))
        if d2.revoke:
            break
        seed = d2.seed + 1
    s.add(d2, scores="none")
    s.write()


def f19():
    s = Session("19-discard-trumps-talon", meta={"note": "widow written as talon, no take written; the dealer lays away a Moretto and a grande worth one point"})

    def pick(h, rng):
        m = [c for c in h if c in ("T1", "T2", "T3", "T4")]
        g = [c for c in h if c in ("T17", "T18")]
        if m and g:
            return [m[0], g[0]]
        return prefer([])(h, rng)
    d = s.find(0, 19000, pred=lambda d: any(c in ("T1", "T2", "T3", "T4") for c in d.discard) and any(c in ("T17", "T18") for c in d.discard),
               discard_pick=pick)
    s.add(d, hands="talon")
    d = s.find(1, d.seed + 1)
    s.add(d, hands="talon")
    s.write()


def f20():
    s = Session("20-three-cricche-and-less-declared", meta={"note": "three cricche declared at once; a player declares three of the four jacks he holds"})
    pre = {3: ["KS", "KB", "KC", "QS", "QB", "QD", "NS", "NC", "ND"], 1: ["JS", "JB", "JC", "JD"]}

    def pol(seat, h, cr, sq, rng):
        from model import items_from
        if seat == 3:
            return items_from(cr, {})
        if seat == 1:
            for k, n in cr.items():
                if n == 4:
                    return [{"kind": "cricca", "of": k, "count": 3}]
            return []
        return items_from(cr, sq)
    d = s.find(2, 20000, preset=pre, declare_policy=pol,
               pred=lambda d: len(d.declares[3]) >= 3 and d.declares[1])
    s.add(d)
    d = s.find(3, d.seed + 1)
    s.add(d)
    s.write()


def f21():
    s = Session("21-both-over-800", start=[745, 760], meta={"note": "both teams pass 800 in the same deal; the higher wins; a new game follows"})
    d = s.find(2, 21000, cross="both", pred=lambda d: True)
    s.add(d, scores="split")
    d = s.find(3, d.seed + 1)
    s.add(d, scores="split")
    s.write()


def f22():
    # written in phase 2 (not blind), to pin the consequence of REPORT.md (a1)
    s = Session("22-last-trick-not-written-wrong-card-points", meta={"note": "the last trick of deal 0 was not written (one card each left); the card points written for team0 are 10 too many"})
    d = s.find(2, 22000)
    s.add(d, stop_after_tricks=14, scores="split", wrong={("score", 0, "card_points"): 10})
    d = s.find(3, d.seed + 1)
    s.add(d)
    s.write()


def main():
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22):
        f()
    with open(os.path.join(HERE, "gen.out"), "w") as fh:
        fh.write("\n".join(OUT) + "\n")


if __name__ == "__main__":
    main()
