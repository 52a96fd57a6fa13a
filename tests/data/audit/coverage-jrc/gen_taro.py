"""Tarocchini transcripts of the coverage-jrc round (Ottocento and Terziglio).
Run: /work/venv/bin/python gen_taro.py > gen_taro.out   (model: taro_*.py, copied from tarocchini-spec8)"""

from __future__ import annotations

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
os.chdir(HERE)

import taro_gen as G  # noqa: E402
from taro_model import suit_of, trump_strength, suit_strength, items_value  # noqa: E402
from taro_replay import play_tricks, score_ottocento, decl_points  # noqa: E402

P4, P3 = G.PLAYERS4, G.PLAYERS3
MORETTI = {"T1", "T2", "T3", "T4"}


def facts(name, deal, **kw):
    print("==", name)
    for i, e in enumerate(deal["events"]):
        if e["type"] not in ("play",):
            print("   ", i, json.dumps(e, ensure_ascii=False))
    for k, v in kw.items():
        print("   ", k, v)


def otto_score_any(deal, discard_credit="dealer_trick"):
    results = set()
    for V in G.all_variants():
        r, _ = score_ottocento(deal, V, discard_credit=discard_credit)
        results |= r
    if len(results) != 1:
        raise G.Reject("ambiguous")
    (res,) = results
    return {side: dict(zip(["declarations", "combinations", "card_points", "last_trick"], v)) for side, v in res}


# ---------------------------------------------------------------- T01 Moretti: the last played is highest
def t01():
    def mk(rng):
        d, info = G.otto_deal(rng, 3)
        for t, (cards, seats, w) in enumerate(info["tricks"]):
            tr = [c for c in cards if suit_of(c) == "T"]
            if not tr:
                continue
            top = max(trump_strength(c) for c in tr)
            mor = [i for i, c in enumerate(cards) if c in MORETTI]
            if top == 1 and len(mor) >= 2 and (seats[mor[0]] - seats[mor[-1]]) % 2 == 1:
                tot = G.otto_sheet(d["events"], info["score"], [0, 0], "breakdown")
                if all(x < 800 for x in tot):
                    return d, info, t, cards, seats
        raise G.Reject("no moretti trick")

    (d, info, t, cards, seats), seed = G.retry(mk, 11, 20000)
    G.write("21-otto-moretti-last-played.json", "tarocchini-ottocento", P4, [d],
            meta={"note": "a trick whose highest trumps are two Moretti: the one played last wins (последний сыгранный козырь является наивысшим)"})
    facts("21", d, seed=seed, trick=t, cards=cards, seats=seats, score=info["score"])


# ---------------------------------------------------------------- T02 dealer takes no trick: discard to the opponents
def t02():
    def mk(rng):
        d, info = G.otto_deal(rng, 1, check=False)
        winners = [w for _, _, w in info["tricks"]]
        dealer = 1
        if dealer in winners or (dealer + 2) % 4 not in winners:
            raise G.Reject("want dealer without trick, partner with")
        disc = [e for e in d["events"] if e["type"] == "discard"][0]["cards"]
        score = otto_score_any(d)
        other = otto_score_any(d, "side_trick")
        if score == other:
            raise G.Reject("no difference")
        tot = G.otto_sheet(d["events"], score, [0, 0], "single")
        return d, score, other, disc, winners

    (d, score, other, disc, winners), seed = G.retry(mk, 12, 200000)
    G.write("22-otto-dealer-no-trick-discard.json", "tarocchini-ottocento", P4, [d],
            meta={"note": "the dealer (Bice) takes no trick, his partner does: the discard goes to the opponents (если только он не делает никаких взяток)"})
    facts("22", d, seed=seed, discard=disc, winners=winners, score=score, score_if_side_trick=other)


# ---------------------------------------------------------------- T03 Terziglio: a tie is lost by the declarer
def t03():
    def mk(rng):
        d, info = G.terz_deal(rng, 0, ["gioco", "pass", "pass"])
        det = info["score"]["detail"]
        if not all(x[1] == x[2] for x in det):
            raise G.Reject("no tie")
        G.terz_sheet(d["events"], info["score"]["sheet"], [0, 0, 0])
        return d, info

    (d, info), seed = G.retry(mk, 13, 200000)
    G.write("23-terz-tie-lost.json", "tarocchini-terziglio", P3, [d],
            meta={"note": "gioco by Fulvio; both sides make the same points: ничья считается поражением"})
    facts("23", d, seed=seed, score=info["score"])


# ---------------------------------------------------------------- T04 Terziglio rounding up (19 cards, widow 5)
def t04():
    def want(info):
        ok = True
        for det in info["score"]["detail"]:
            p = max(det[1], det[2]) if det[1] != det[2] else None
            ok = ok and p is not None and 46 <= p % 50 <= 49
        return ok

    def mk(rng):
        d, info = G.terz_deal(rng, 1, ["pass", "gioco", "pass"], widow=5, want=want)
        G.terz_sheet(d["events"], info["score"]["sheet"], [0, 0, 0])
        return d, info

    (d, info), seed = G.retry(mk, 14, 200000)
    G.write("24-terz-nineteen-round-up.json", "tarocchini-terziglio", P3, [d], rules={"preset": "nineteen"},
            meta={"note": "19 cards each, widow of 5; the winners' points are 1-4 short of a multiple of 50: rounded up"})
    facts("24", d, seed=seed, score=info["score"])


# ---------------------------------------------------------------- T05 Terziglio: all tricks, 40 game points
def t05():
    force = {1: ["T%d" % n for n in range(3, 21)]}

    def mk(rng):
        d, info = G.terz_deal(rng, 0, ["gioco", "pass", "pass"], force=force, take_n=1)
        winners = [w for _, _, w in info["tricks"]]
        if set(winners) != {info["declarer"]}:
            raise G.Reject("not all tricks")
        G.terz_sheet(d["events"], info["score"]["sheet"], [0, 0, 0])
        return d, info

    (d, info), seed = G.retry(mk, 15, 20000)
    G.write("25-terz-all-tricks-40.json", "tarocchini-terziglio", P3, [d],
            meta={"note": "Fulvio (gioco) wins every trick: 40 game points without a count"})
    facts("25", d, seed=seed, score=info["score"])


# ---------------------------------------------------------------- T06 monte, then a solo whose last trick an opponent wins
def t06():
    def want(info):
        return info["tricks"][-1][2] != info["declarer"]

    def mk(rng):
        d, info = G.terz_deal(rng, 1, ["pass", "solo", "pass"], want=want)
        G.terz_sheet(d["events"], info["score"]["sheet"], [0, 0, 0])
        return d, info

    (d, info), seed = G.retry(mk, 16, 200000)
    monte = {"dealer": 0, "hands": None, "events": [{"type": "redeal", "seat": s, "reason": "monte"} for s in (1, 2, 0)]}
    G.write("26-terz-monte-then-solo-widow-to-opponents.json", "tarocchini-terziglio", P3, [monte, d],
            meta={"note": "deal 1: all three call monte (все остальные правила такие же, как в Ottocento), Fulvio deals next; "
                  "deal 2: Gemma's solo, an opponent wins the last trick and with it the hidden widow"})
    facts("26", d, seed=seed, score=info["score"], last=info["tricks"][-1])


# ---------------------------------------------------------------- T07 gioco declarer takes no trick: widow to the opponents
def t07():
    decl = 2

    def key(c):
        s = suit_of(c)
        if c == "MATTO":
            return (-1, 0)
        if s == "T":
            return (1, trump_strength(c))
        return (0, suit_strength(c))

    def hook(t, pos, s, hand, cards, legal):
        pool = [c for c in legal if c != "MATTO"] or legal
        if s == decl:
            return min(pool, key=key)
        return max(pool, key=key)

    def want(info):
        return all(w != decl for _, _, w in info["tricks"])

    def mk(rng):
        d, info = G.terz_deal(rng, 0, ["pass", "gioco", "pass"], hooks={"play": hook}, want=want, take_n=1)
        G.terz_sheet(d["events"], info["score"]["sheet"], [0, 0, 0])
        return d, info

    (d, info), seed = G.retry(mk, 17, 200000)
    G.write("27-terz-gioco-no-trick-opponents-40.json", "tarocchini-terziglio", P3, [d],
            meta={"note": "Gemma's gioco takes no trick: the opponents won every trick, 40 game points each without a count (so the widow's credit to them changes nothing)"})
    facts("27", d, seed=seed, score=info["score"])


# ---------------------------------------------------------------- T08 trump run with contatori for the Moon and the 16
def t08():
    run = ["T20", "T19", "T18", "T0", "MATTO", "T15", "T14"]

    def mk(rng):
        d, info = G.otto_deal(rng, 0, force={2: run}, decl_shrink=False)
        hand2 = d["hands"][2]
        if "T17" in hand2 or "T16" in hand2 or "T13" in hand2:
            raise G.Reject("want the Moon, 16 and 13 elsewhere")
        dec = [e for e in d["events"] if e["type"] == "declare" and e["seat"] == 2][0]["items"]
        if not any(it.get("of") == "trumps" and it["length"] == 7 for it in dec):
            raise G.Reject("declaration")
        G.otto_sheet(d["events"], info["score"], [0, 0], "breakdown")
        return d, info, dec

    (d, info, dec), seed = G.retry(mk, 18, 20000)
    G.write("28-otto-trump-run-contatori-moon-16.json", "tarocchini-ottocento", P4, [d],
            meta={"note": "Cesare declares Angel, Mondo, Sun, Bagatto (for the Moon), Matto (for the 16), 15, 14: "
                  "two contatori in a row allowed only for the 16 and a grande (за одним исключением)"})
    facts("28", d, seed=seed, declared=dec, score=info["score"])


# ---------------------------------------------------------------- T09 game won on declarations, no play
def t09():
    start = [772, 640]

    def mk(rng):
        d, info = G.otto_deal(rng, 2, check=False, decl_shrink=False)
        ev = [e for e in d["events"] if e["type"] != "play"]
        decls = [e for e in ev if e["type"] == "declare"]
        vals = set()
        for V in G.all_variants():
            vals.add(tuple(decl_points([e for e in decls if e["seat"] % 2 == side], V) for side in (0, 1)))
        if len(vals) != 1:
            raise G.Reject("ambiguous")
        (v,) = vals
        if not (start[0] + v[0] >= 800 and start[1] + v[1] < 800):
            raise G.Reject("not won")
        d["events"] = ev
        for side in (0, 1):
            ev.append({"type": "score", "party": "team%d" % side, "points": v[side], "reason": "declarations"})
        for side in (0, 1):
            ev.append({"type": "total", "party": "team%d" % side, "points": start[side] + v[side]})
        return d, v

    (d, v), seed = G.retry(mk, 19, 200000)
    G.write("29-otto-won-on-declarations.json", "tarocchini-ottocento", P4, [d], start={"totals": start},
            meta={"note": "team0 at 772 declares enough to pass 800: выиграть на объявлениях возможно; the deal is not played"})
    facts("29", d, seed=seed, decl=v)


# ---------------------------------------------------------------- T10 three cricche in one declaration: doubled
def t10():
    force = {1: ["KS", "KB", "KC", "QS", "QB", "QD", "JS", "JC", "JD"]}

    def mk(rng):
        d, info = G.otto_deal(rng, 3, force=force, decl_shrink=False)
        dec = [e for e in d["events"] if e["type"] == "declare" and e["seat"] == 1][0]["items"]
        if sum(1 for it in dec if it["kind"] == "cricca") < 3:
            raise G.Reject("cricche")
        if sum(1 for it in dec if it["kind"] == "sequence") >= 1:
            raise G.Reject("keep it to cricche")
        G.otto_sheet(d["events"], info["score"], [0, 0], "breakdown")
        return d, info, dec

    (d, info, dec), seed = G.retry(mk, 20, 20000)
    G.write("30-otto-three-cricche-doubled.json", "tarocchini-ottocento", P4, [d],
            meta={"note": "Bice declares three cricche (kings, queens, jacks): Мультипликативные бонусы … удваивает очки"})
    facts("30", d, seed=seed, declared=dec, value=items_value(dec, {}), score=info["score"])


for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10):
    f()
