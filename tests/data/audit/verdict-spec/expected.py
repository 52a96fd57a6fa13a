"""Builds expected.json (what a correct verdict holds, field by field, by this round's reading of
the sources and of the format) from the transcripts and the models. Run: python expected.py"""

import json
import os

import make_danish
import make_galician
import make_rage
import make_tarocchini
import make_ulti

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def find(deal, pred, nth=0):
    hits = [i for i, e in enumerate(deal["events"]) if pred(e)]
    return hits[nth]


def play_at(deal, seat, card):
    return find(deal, lambda e: e["type"] == "play" and e["seat"] == seat and e["card"] == card)


def ann(deal, event, seat, code, penalty=None, note=""):
    a = {"deal": deal, "event": event, "seat": seat, "code": code, "severity": "violation"}
    if penalty is not None:
        a["penalty"] = penalty
    if note:
        a["note"] = note
    return a


def sett(expected, recorded):
    diff = {k: round(expected[k] - recorded[k], 6) for k in expected if k in recorded and abs(expected[k] - recorded[k]) > 1e-9}
    return {"expected": expected, "recorded": recorded, "difference": diff}


def seats(lst):
    return {str(i): v for i, v in enumerate(lst)}


def summary(deals):
    anns = [a for d in deals for a in d["annotations"]]
    by_code, by_seat = {}, {}
    for a in anns:
        by_code[a["code"]] = by_code.get(a["code"], 0) + 1
        if a["seat"] is not None:
            by_seat[str(a["seat"])] = by_seat.get(str(a["seat"]), 0) + 1
    return {"violations": len(anns), "warnings": 0, "by_code": by_code, "by_seat": by_seat}


def verdict(name, game, deals, status=None):
    s = summary(deals)
    return {"file": name, "game": game, "status": status or ("violations" if s["violations"] else "clean"),
            "summary": s, "deals": deals}


def main():
    out = []
    # ---------------------------------------------------------------- Rage
    rage = make_rage.main()

    def rage_deals(name, key, faults, recorded_fix=None):
        doc = load(name)
        deals = []
        for i, (res, _tot) in enumerate(rage[key]):
            exp = seats(res["scores"])
            rec = {}
            for e in doc["deals"][i]["events"]:
                if e["type"] == "score":
                    rec[str(e["party"])] = e["points"]
            deals.append({"index": i, "annotations": [a for a in faults if a["deal"] == i], "settlement": sett(exp, rec)})
        return deals

    d = load("01-rage-revoke.json")
    f = [ann(0, play_at(d["deals"][0], 3, "B9"), 3, "revoke", note="B9 to a red lead holding R6 (rage follow rule); no penalty")]
    out.append(verdict("01-rage-revoke.json", "rage", rage_deals("01-rage-revoke.json", "rage-01", f)))
    d = load("02-rage-wrong-score-total.json")
    f = [ann(1, find(d["deals"][1], lambda e: e["type"] == "total" and e["party"] == 0), 0, "wrong_total",
             note="total written 34, start 3 + 11 + 10 = 24"),
         ann(2, find(d["deals"][2], lambda e: e["type"] == "score" and e["party"] == 0), 0, "wrong_score",
             note="written 11; 1 trick + 10 (bid 1 made) - 5 (MINUS5 in the trick) = 6")]
    out.append(verdict("02-rage-wrong-score-total.json", "rage", rage_deals("02-rage-wrong-score-total.json", "rage-02", f)))
    d = load("03-rage-pm1-bid-out-of-turn.json")
    f = [ann(0, 3, 3, "bid_forbidden_plus_minus_one", note="1+0+1, the dealer's 1 makes 3 = cards"),
         ann(1, play_at(d["deals"][1], 2, "G15"), 2, "out_of_turn", note="seat 1 won trick 1 (R13) and must lead; no penalty")]
    out.append(verdict("03-rage-pm1-bid-out-of-turn.json", "rage", rage_deals("03-rage-pm1-bid-out-of-turn.json", "rage-03", f)))
    out.append(verdict("04-rage-clean.json", "rage", rage_deals("04-rage-clean.json", "rage-04", [])))

    # ---------------------------------------------------------------- Ulti
    ul = make_ulti.main()
    d = load("05-ulti-defender-revoke.json")
    ev = play_at(d["deals"][0], 2, ul["ulti-05"]["faults"][0][2])
    # phase 2 (b1, b2): the digest's code is revoke; its Ulti penalty is {rule, effect, side}
    f = [ann(0, ev, 2, "revoke", penalty={"rule": "ulti/penalty.revoke", "effect": "lose_all_goals", "side": "defenders"},
             note="7D to a trump (KS) lead holding AS QS")]
    out.append(verdict("05-ulti-defender-revoke.json", "ulti",
                       [{"index": 0, "annotations": f, "settlement": sett({"0": -1, "1": 2, "2": -1}, {"0": -1, "1": 2, "2": -1})}]))
    d = load("06-ulti-illegal-bid-declarer-revoke.json")
    ev = play_at(d["deals"][0], 2, ul["ulti-06"]["faults"][0][2])
    f = [ann(0, 4, 1, "illegal_bid", note="plain party (1) after red party (2): not higher (code name guessed)"),
         ann(0, ev, 2, "revoke", penalty={"rule": "ulti/penalty.revoke", "effect": "lose_all_goals", "side": "declarer"},
             note="9C to the heart lead AH holding KH")]
    out.append(verdict("06-ulti-illegal-bid-declarer-revoke.json", "ulti",
                       [{"index": 0, "annotations": f, "settlement": sett({"0": 5, "1": 5, "2": -10}, {"0": 5, "1": 5, "2": -10})}]))
    d = load("07-ulti-out-of-turn-short-payment.json")
    f = [ann(0, play_at(d["deals"][0], 0, "8C"), 0, "out_of_turn", note="after AH, Csilla (2) was due; no penalty"),
         ann(0, len(d["deals"][0]["events"]) - 1, 2, "wrong_payment", note="red party: 2 from each defender, Csilla wrote 1")]
    out.append(verdict("07-ulti-out-of-turn-short-payment.json", "ulti",
                       [{"index": 0, "annotations": f, "settlement": sett({"0": -2, "1": 4, "2": -2}, {"0": -2, "1": 3, "2": -1})}]))
    out.append(verdict("08-ulti-clean-party.json", "ulti",
                       [{"index": 0, "annotations": [], "settlement": sett({"0": 2, "1": -1, "2": -1}, {"0": 2, "1": -1, "2": -1})}]))

    # ---------------------------------------------------------------- Galician
    ga = make_galician.main()
    pen = lambda side, rule: {"class": "game_lost", "side": side, "rule": rule}
    g = ga["gal-09"]
    d = load("09-galician-player-renonce.json")
    f = [ann(0, play_at(d["deals"][0], 1, g["faults"][0][2]), 1, "revoke", penalty=pen("player", "galician-tarok/23.renonce"),
             note="par. 23 renonce: trumps a suit lead while holding the suit")]
    e = {"0": 17, "1": -70, "2": 17, "pool": 36}
    out.append(verdict("09-galician-player-renonce.json", "galician-tarok", [{"index": 0, "annotations": f, "settlement": sett(e, e)}]))
    g = ga["gal-10"]
    d = load("10-galician-helper-renonce-pool-share.json")
    f = [ann(0, play_at(d["deals"][0], 0, g["faults"][0][2]), 0, "revoke", penalty=pen("helpers", "galician-tarok/23.renonce")),
         ann(0, g["pay_at"], 2, "wrong_payment", note="pool share 10 % of 144 = 14.4, written 7.2")]
    e = {"0": -82, "1": -82, "2": 119.6, "pool": 44.4}
    r = {"0": -82, "1": -82, "2": 126.8, "pool": 37.2}
    out.append(verdict("10-galician-helper-renonce-pool-share.json", "galician-tarok",
                       [{"index": 0, "annotations": f, "settlement": sett(e, r)}]))
    g = ga["gal-11"]
    d = load("11-galician-king-discarded-contra.json")
    f = [ann(0, find(d["deals"][0], lambda e: e["type"] == "discard"), 0, "illegal_discard",
             penalty=pen("player", "galician-tarok/13.* (a king laid away)"), note="par. 13; code name guessed")]
    e = {"0": -130, "1": 44, "2": 44, "pool": 42}
    out.append(verdict("11-galician-king-discarded-contra.json", "galician-tarok", [{"index": 0, "annotations": f, "settlement": sett(e, e)}]))
    e = {"0": 81.8, "1": -214, "2": 81.8, "pool": 50.4}
    out.append(verdict("12-galician-clean-second-three.json", "galician-tarok", [{"index": 0, "annotations": [], "settlement": sett(e, e)}]))

    # ---------------------------------------------------------------- Danish
    da = make_danish.main()
    large = lambda s, by=None: dict({"class": "large", "rule": "danish-tarok/18.large",
                                     "payments": [{"from": s, "to": "pagat_pool", "amount": 20},
                                                  {"from": s, "to": "king_pool", "amount": 20}]},
                                    **({"classed_by": by} if by else {}))
    x = da["dan-13"]
    f = [ann(0, x["fault_event"], 2, "revoke", penalty=large(2, "danish-tarok/ruling.revoke-penalty"))]
    out.append(verdict("13-danish-revoke-large.json", "danish-tarok", [{"index": 0, "annotations": f, "settlement": sett(x["net"], x["net"])}]))
    x = da["dan-14"]
    f = [ann(0, x["fault_event"], 2, "out_of_turn", penalty=large(2)),
         ann(0, x["wrong_payment"], 2, "wrong_payment", note="card points: 37 -> 10 from the new dealer (seat 2), written 5")]
    out.append(verdict("14-danish-lead-out-of-turn-card-points.json", "danish-tarok",
                       [{"index": 0, "annotations": f, "settlement": sett(x["net"], x["recorded"])}]))
    x = da["dan-15"]
    f = [ann(0, x["fault_event"], x["caller"], "false_joker_demand", penalty=large(x["caller"]),
             note="par. 18 large: 'Zazadanie zdemaskowania Jokera ... kiedy Joker juz byl uzyty'; code name guessed")]
    out.append(verdict("15-danish-false-joker-demand.json", "danish-tarok", [{"index": 0, "annotations": f, "settlement": sett(x["net"], x["net"])}]))

    # ---------------------------------------------------------------- Tarocchini
    ta = make_tarocchini.main()
    t = ta["t17"]
    d = load("16-ottocento-revoke-wrong-score.json")
    f = [ann(0, play_at(d["deals"][0], 2, "JD"), 2, "revoke", note="JD to a spade lead holding spades; no penalty"),
         ann(0, find(d["deals"][0], lambda e: e["type"] == "score" and e["party"] == "team1"), None, "wrong_score",
             note="team1 75 by the rules, written 65 (seat: null or a seat of team1)")]
    out.append(verdict("16-ottocento-revoke-wrong-score.json", "tarocchini-ottocento",
                       [{"index": 0, "annotations": f, "settlement": sett({"team0": t["score"][0], "team1": t["score"][1]},
                                                                          {"team0": t["score"][0], "team1": t["score"][1] - 10})}]))
    t = ta["t18"]
    out.append(verdict("17-terziglio-illegal-bid.json", "tarocchini-terziglio",
                       [{"index": 0, "annotations": [ann(0, 1, 0, "illegal_bid", note="gioco over gioco")],
                         "settlement": sett(seats(t["scores"]), seats(t["scores"]))}]))
    t = ta["t19"]
    d = load("18-ottocento-lead-out-of-turn-penalty.json")
    f = [ann(0, 29, 1, "out_of_turn", note="seat 0 won trick 6 (T4) and must lead; no penalty"),
         ann(0, t["pen_at"], 1, "unexpected_penalty", note="Tarocchini has no penalties (README); severity could be warning")]
    out.append(verdict("18-ottocento-lead-out-of-turn-penalty.json", "tarocchini-ottocento",
                       [{"index": 0, "annotations": f,
                         "settlement": sett({"team0": t["score"][0], "team1": t["score"][1]}, {"team0": t["score"][0], "team1": t["score"][1]})}]))

    # ---------------------------------------------------------------- rejected
    out.append({"file": "19-ulti-rejected-cards.json", "game": "ulti", "status": "rejected",
                "problems": [{"pointer": "/deals/0/hands/0/3", "code": "unknown_card"},
                             {"pointer": "/deals/0/hands/2/5", "code": "duplicate_card"}],
                "summary": {"violations": 0, "warnings": 0, "by_code": {}, "by_seat": {}, "problems": 2}, "deals": []})
    out.append({"file": "20-rage-rejected-option-seat.json", "game": "rage", "status": "rejected",
                "problems": [{"pointer": "/rules/plus_minus_one", "code": "bad_option_value"},
                             {"pointer": "/deals/0/events/2/seat", "code": "bad_seat"}],
                "summary": {"violations": 0, "warnings": 0, "by_code": {}, "by_seat": {}, "problems": 2}, "deals": []})
    with open(os.path.join(HERE, "expected.json.txt"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return out


if __name__ == "__main__":
    for v in main():
        print(v["file"], v["status"], json.dumps(v["summary"]))
        for dd in v["deals"]:
            for a in dd["annotations"]:
                print("   ", json.dumps(a, ensure_ascii=False))
            print("    settlement", json.dumps(dd["settlement"]))
