"""Builds the transcripts of audit round rage-spec6 from model.py (blind model).

Run: python3 build.py  (writes NN-*.json here and build-log.md with the figures)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

import model as M  # noqa: E402

LOG: list[str] = []
NAMES8 = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Honza"]


def log(s=""):
    LOG.append(s)


# ---------------------------------------------------------------- checks on a played round


def ambiguous(info):
    """Tricks whose outcome depends on a reading I avoid outside the file made for it."""
    tr = info["tricks_info"]
    for i, t in enumerate(tr):
        o = t["order"]
        if "NOTRUMP" in o and "CHANGE" in o[o.index("NOTRUMP") :]:
            return True
        if o.count("NOTRUMP") >= 2 and i < len(tr) - 1:
            return True
    return False


def session_ok(res):
    return all(not ambiguous(i) for i in res)


def run(seed, n, **kw):
    try:
        res = M.play_session(seed, n, **kw)
    except M.StockOut:
        return None
    return res


def describe_trick(info, ti, players):
    t = info["tricks_info"][ti]
    parts = []
    for s, c, nm in t["plays"]:
        parts.append(f"{players[s]}:{c}{'=' + nm if nm else ''}")
    extra = ""
    if t["turned"]:
        extra += f" CHANGE turned {t['turned']};"
    if t.get("after_turn"):
        extra += f" after the trick turned {t['after_turn']};"
    return (
        f"trick {ti + 1}: trump at start {t['trump_start']}, in the trick {t['trump_end']}; "
        + ", ".join(parts)
        + f" -> {players[t['winner']]} (seat {t['winner']});{extra}"
    )


def trick_first_play_index(info, ti):
    n = info["n"]
    return n * ti


# ---------------------------------------------------------------- transcript writing


def sheet(res, start_totals, mode, score_override=None, total_override=None):
    """mode: 'scores+totals', 'scores', 'totals', 'none'. overrides: {round_idx: {seat: value}}
    score_override changes the written round score, totals follow the sheet's arithmetic;
    total_override replaces a written total (a slip) and later totals follow it."""
    n = res[0]["n"]
    written_scores = []
    written_totals = []
    tot = list(start_totals)
    rules_tot = list(start_totals)
    rules_totals = []
    for i, info in enumerate(res):
        sc = list(info["scores"])
        if score_override and i in score_override:
            for s, v in score_override[i].items():
                sc[s] = v
        for s in range(n):
            tot[s] += sc[s]
            rules_tot[s] += info["scores"][s]
        if total_override and i in total_override:
            for s, v in total_override[i].items():
                tot[s] = v
        written_scores.append(sc)
        written_totals.append(list(tot))
        rules_totals.append(list(rules_tot))
    deals = []
    for i, info in enumerate(res):
        s_ = written_scores[i] if mode in ("scores+totals", "scores") else None
        t_ = written_totals[i] if mode in ("scores+totals", "totals") else None
        deals.append(M.deal_events(info, s_, t_))
    return deals, written_scores, written_totals, rules_totals


def write(name, players, rules, deals, start=None, meta=None, hands_null=False):
    tr = {"format": "trick-transcript/1", "game": "rage", "rules": rules, "players": players}
    if start is not None:
        tr["start"] = start
    tr["meta"] = meta or {}
    if hands_null:
        for d in deals:
            d["hands"] = None
    tr["deals"] = deals
    (HERE / name).write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def log_session(name, players, res, written_scores, written_totals, rules_totals, start_totals, notes=()):
    log(f"## {name}")
    for x in notes:
        log(f"- {x}")
    for i, info in enumerate(res):
        log(
            f"- deal {i} (round {info['round']}, {info['cards']} cards, dealer {info['dealer']}): turns {info['turns']}, "
            f"bids {info['bids']}, tricks {info['tricks']}, +5 {info['plus']}, -5 {info['minus']}, "
            f"scores {info['scores']}, rules totals {rules_totals[i]}"
            + (f", written scores {written_scores[i]}" if written_scores[i] != info["scores"] else "")
            + (f", written totals {written_totals[i]}" if written_totals[i] != rules_totals[i] else "")
            + (f", play violations {info['violations']}" if info["violations"] else "")
        )
    fin = rules_totals[-1]
    best = max(fin)
    log(f"- final totals by the rules {fin}; winner(s): {[players[s] for s in range(len(fin)) if fin[s] == best]}")
    if written_totals[-1] != fin:
        wb = max(written_totals[-1])
        log(f"- final totals as written {written_totals[-1]}; the sheet's leader(s): {[players[s] for s in range(len(fin)) if written_totals[-1][s] == wb]}")
    log()


def search(pred, n, seeds, **kw):
    for seed in seeds:
        res = run(seed, n, **kw)
        if res is None or not session_ok(res):
            continue
        got = pred(res)
        if got:
            return seed, res, got
    raise SystemExit(f"no seed found for {pred.__name__}")


# ---------------------------------------------------------------- helpers for the disputes


def sheet_scores_if(info, ti, seat, opts=None):
    """The round's scores had trick ti been given to seat."""
    n = info["n"]
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    for j, t in enumerate(info["tricks_info"]):
        w = seat if j == ti else t["winner"]
        tricks[w] += 1
        for _s, c, _n in t["plays"]:
            plus[w] += c == "PLUS5"
            minus[w] += c == "MINUS5"
    return M.score_round(n, info["cards"], info["bids"], tricks, plus, minus, opts or {}), tricks


def score_idx(info, s):
    return info["n"] + info["n"] * info["cards"] + s


def total_idx(info, s, with_scores=True):
    return info["n"] + info["n"] * info["cards"] + (info["n"] if with_scores else 0) + s


def play_idx(info, pi):
    return info["n"] + pi


def winner_with(t, trump):
    return M.trick_winner(t["plays"], trump)


EXPECT: list[tuple[str, list]] = []  # (file, [(deal, event, code)])


# ---------------------------------------------------------------- 01 WILD naming the trump / another colour


def f01(res):
    a = b = None
    for i, info in enumerate(res):
        for ti, t in enumerate(info["tricks_info"]):
            led = M.led_colour(t["plays"])
            for s, c, nm in t["plays"]:
                if c != "WILD":
                    continue
                if (
                    nm == t["trump_end"]
                    and t["winner"] == s
                    and any(M.colour(c2) == nm and M.value(c2) >= 10 for _s2, c2, _n2 in t["plays"])
                ):
                    a = a or (i, ti)
                if nm not in (led, t["trump_end"]) and led is not None:
                    b = b or (i, ti)
    return (a, b) if a and b else None


def build01():
    players = NAMES8[:4]
    seed, res, (a, b) = search(f01, 4, range(1000, 3000))
    deals, ws, wt, rt = sheet(res, [0] * 4, "scores+totals")
    write(
        "01-wild-names-trump-clean.json",
        players,
        {},
        deals,
        meta={"event": "Klubový večer", "table": 1, "dispute": "a WILD named for the trump colour against a trump 10+; a WILD named for a third colour"},
    )
    log_session(
        "01-wild-names-trump-clean.json",
        players,
        res,
        ws,
        wt,
        rt,
        [0] * 4,
        [f"seed {seed}", "WILD for trump: deal %d %s" % (a[0], describe_trick(res[a[0]], a[1], players)), "WILD for a third colour: deal %d %s" % (b[0], describe_trick(res[b[0]], b[1], players))],
    )
    EXPECT.append(("01-wild-names-trump-clean.json", []))


# ---------------------------------------------------------------- 02 WILD named for the led colour loses to a trump


def prefer02(st):
    if st["led"] and st["k"] > 0 and "WILD" in st["hand"] and not any(M.colour(c) == st["led"] for c in st["hand"]):
        return "WILD", st["led"]
    return None


def f02(res):
    info = res[0]
    for ti, t in enumerate(info["tricks_info"]):
        led = M.led_colour(t["plays"])
        for k, (s, c, nm) in enumerate(t["plays"]):
            if c == "WILD" and k > 0 and nm == led and t["trump_end"] and t["trump_end"] != led:
                w = t["winner"]
                wc = [c2 for s2, c2, _ in t["plays"] if s2 == w][0]
                if w != s and M.colour(wc) == t["trump_end"] and "NOTRUMP" not in t["order"] and "CHANGE" not in t["order"]:
                    return (ti, s, w)
    return None


def build02():
    players = NAMES8[:5]
    start_tot = [23, 9, -4, 31, 15]
    seed, res, (ti, wild_seat, w) = search(f02, 5, range(5000, 20000), rounds=[4], dealer0=2, prefer=prefer02)
    info = res[0]
    fake, _ = sheet_scores_if(info, ti, wild_seat)
    ov = {0: {wild_seat: fake[wild_seat], w: fake[w]}}
    deals, ws, wt, rt = sheet(res, start_tot, "scores+totals", score_override=ov)
    write(
        "02-wild-led-colour-vs-trump-wrong-score.json",
        players,
        {},
        deals,
        start={"round": 4, "totals": start_tot},
        meta={"event": "Turnaj Paluba", "table": 2, "round": 4, "dispute": "who took the trick with the WILD named for the led colour and a trump"},
    )
    exp = sorted([(0, score_idx(info, wild_seat), "wrong_score"), (0, score_idx(info, w), "wrong_score")])
    log_session(
        "02-wild-led-colour-vs-trump-wrong-score.json",
        players,
        res,
        ws,
        wt,
        rt,
        start_tot,
        [f"seed {seed}", "disputed: " + describe_trick(info, ti, players), f"PLANTED: the sheet gives trick {ti + 1} to {players[wild_seat]} (seat {wild_seat}, the WILD) instead of {players[w]} (seat {w}); written {[ws[0][wild_seat], ws[0][w]]} vs rules {[info['scores'][wild_seat], info['scores'][w]]}; expected {exp}"],
    )
    EXPECT.append(("02-wild-led-colour-vs-trump-wrong-score.json", exp))


# ---------------------------------------------------------------- 03 two WILDs on one colour


def prefer03(st):
    wilds = [(s, c, nm) for s, c, nm in st["trick"] if c == "WILD"]
    if "WILD" in st["hand"]:
        if wilds:
            nm = wilds[0][2]
            if st["led"] is None or not any(M.colour(c) == st["led"] for c in st["hand"]):
                return "WILD", nm
        elif st["k"] == 0 and st["rng"].random() < 0.5:
            return "WILD", st["round_trump"] if st["rng"].random() < 0.5 else st["rng"].choice(M.COLOURS)
    return None


def f03(res):
    info = res[0]
    for ti, t in enumerate(info["tricks_info"]):
        ws_ = [(s, nm) for s, c, nm in t["plays"] if c == "WILD"]
        if len(ws_) == 2 and ws_[0][1] == ws_[1][1] and t["winner"] == ws_[1][0] and "NOTRUMP" not in t["order"] and "CHANGE" not in t["order"]:
            return (ti, ws_[0][0], ws_[1][0])
    return None


def build03():
    players = NAMES8[:6]
    start_tot = [12, 30, 7, -6, 18, 25]
    seed, res, (ti, first_w, second_w) = search(f03, 6, range(20000, 80000), rounds=[2], dealer0=0, prefer=prefer03)
    info = res[0]
    fake, _ = sheet_scores_if(info, ti, first_w)
    ov = {0: {first_w: fake[first_w], second_w: fake[second_w]}}
    deals, ws, wt, rt = sheet(res, start_tot, "scores+totals", score_override=ov)
    write(
        "03-two-wilds-one-colour-wrong-score.json",
        players,
        {},
        deals,
        start={"round": 2, "totals": start_tot},
        meta={"event": "Turnaj Paluba", "table": 5, "round": 2, "dispute": "two WILDs named for the same colour in one trick"},
    )
    exp = sorted([(0, score_idx(info, first_w), "wrong_score"), (0, score_idx(info, second_w), "wrong_score")])
    log_session(
        "03-two-wilds-one-colour-wrong-score.json",
        players,
        res,
        ws,
        wt,
        rt,
        start_tot,
        [f"seed {seed}", "disputed: " + describe_trick(info, ti, players), f"PLANTED: the sheet gives trick {ti + 1} to the first WILD, {players[first_w]} (seat {first_w}), instead of the second, {players[second_w]} (seat {second_w}); written {[ws[0][first_w], ws[0][second_w]]} vs rules {[info['scores'][first_w], info['scores'][second_w]]}; expected {exp}"],
    )
    EXPECT.append(("03-two-wilds-one-colour-wrong-score.json", exp))


# ---------------------------------------------------------------- 04 NOTRUMP after a trump (the source's example)


def prefer04(st):
    tr = st["trick"]
    if tr and "NOTRUMP" in st["hand"] and st["led"]:
        if any(M.colour(c) == st["round_trump"] and M.colour(c) != st["led"] for _s, c, _n in tr[1:]):
            return "NOTRUMP", None
    return None


def f04(res):
    hit = None
    stock_hit = None
    for i, info in enumerate(res):
        for ti, t in enumerate(info["tricks_info"]):
            pl = t["plays"]
            led = M.led_colour(pl)
            if "NOTRUMP" not in t["order"] or "CHANGE" in t["order"]:
                continue
            ni = [c for _s, c, _n in pl].index("NOTRUMP")
            trumped = [s for s, c, _n in pl[1:ni] if M.colour(c) == t["trump_start"] and M.colour(c) != led]
            if trumped and t["winner"] == pl[0][0] and M.colour(pl[0][1]) == led and t.get("after_turn"):
                hit = hit or (i, ti)
                if len(t["after_turn"]) >= 2:
                    stock_hit = (i, ti)
    return (stock_hit, stock_hit) if stock_hit else None


def build04():
    players = NAMES8[:4]
    start_tot = [-7, 22, 15, 4]
    seed, res, (a, _b) = search(f04, 4, range(100, 60000), rounds=range(6, 11), dealer0=1, prefer=prefer04)
    deals, ws, wt, rt = sheet(res, start_tot, "scores")
    write(
        "04-notrump-after-trump-clean.json",
        players,
        {},
        deals,
        start={"round": 6, "totals": start_tot},
        meta={"event": "Klubový večer", "table": 4, "dispute": "a NOTRUMP played after a trump: the source's example (Anička's lead wins); the trump turned again after the trick past action cards"},
    )
    log_session(
        "04-notrump-after-trump-clean.json",
        players,
        res,
        ws,
        wt,
        rt,
        start_tot,
        [f"seed {seed}", "NOTRUMP trick: deal %d %s" % (a[0], describe_trick(res[a[0]], a[1], players))],
    )
    EXPECT.append(("04-notrump-after-trump-clean.json", []))


# ---------------------------------------------------------------- 05 CHANGE in the first and in the last trick


def prefer05(st):
    if "CHANGE" in st["hand"] and (st["t"] == 0 or st["t"] == st["cards"] - 1) and st["k"] > 0:
        return "CHANGE", None
    return None


def f05(res):
    for i, info in enumerate(res):
        if info["cards"] < 3:
            continue
        tr = info["tricks_info"]
        t0, tl = tr[0], tr[-1]
        if t0["order"] == ["CHANGE"] and tl["order"] == ["CHANGE"]:
            m0 = winner_with(t0, t0["trump_start"]) != t0["winner"]
            ml = winner_with(tl, tl["trump_start"]) != tl["winner"]
            if m0 and ml:
                return (i,)
    return None


def build05():
    players = NAMES8[:4]
    seed, res, (i,) = search(f05, 4, range(100, 60000), dealer0=3, prefer=prefer05)
    deals, ws, wt, rt = sheet(res, [0] * 4, "scores+totals")
    write(
        "05-change-first-and-last-trick-clean.json",
        players,
        {},
        deals,
        meta={"event": "Klubový večer", "table": 2, "dispute": "CHANGE in the first and in the last trick of a round: the new trump counts in that trick"},
    )
    info = res[i]
    log_session(
        "05-change-first-and-last-trick-clean.json",
        players,
        res,
        ws,
        wt,
        rt,
        [0] * 4,
        [f"seed {seed}", "first trick: deal %d %s" % (i, describe_trick(info, 0, players)), "last trick: deal %d %s" % (i, describe_trick(info, info["cards"] - 1, players))],
    )
    EXPECT.append(("05-change-first-and-last-trick-clean.json", []))


# ---------------------------------------------------------------- 06 CHANGE after NOTRUMP in one (last) trick


def prefer06(st):
    if st["t"] == st["cards"] - 1:
        order = [c for _s, c, _n in st["trick"]]
        if "NOTRUMP" in order and "CHANGE" in st["hand"]:
            return "CHANGE", None
        if "NOTRUMP" not in order and "NOTRUMP" in st["hand"]:
            return "NOTRUMP", None
        return None
    legal = M.legal_cards(st["hand"], st["led"])
    keep = [c for c in legal if c not in ("NOTRUMP", "CHANGE")]
    if keep and len(keep) < len(legal):
        return st["rng"].choice(keep), None
    return None


def f06(res):
    for i, info in enumerate(res):
        if info["cards"] < 2:
            continue
        tl = info["tricks_info"][-1]
        if tl["order"] == ["NOTRUMP", "CHANGE"] and winner_with(tl, None) != tl["winner"] and tl["trump_end"] != tl["trump_start"] and winner_with(tl, tl["trump_start"]) != tl["winner"]:
            return (i,)
    return None


def session_ok06(res):
    for info in res:
        for ti, t in enumerate(info["tricks_info"]):
            o = t["order"]
            if ti < len(info["tricks_info"]) - 1 and ("NOTRUMP" in o and "CHANGE" in o[o.index("NOTRUMP"):] or o.count("NOTRUMP") > 1):
                return False
    return True


def build06():
    players = NAMES8[:5]
    start_tot = [41, 18, 29, 7, 33]
    for seed in range(100, 200000):
        res = run(seed, 5, rounds=range(7, 11), dealer0=0, prefer=prefer06)
        if res is None or not session_ok06(res):
            continue
        got = f06(res)
        if got:
            break
    (i,) = got
    deals, ws, wt, rt = sheet(res, start_tot, "scores+totals")
    write(
        "06-change-after-notrump-clean.json",
        players,
        {},
        deals,
        start={"round": 7, "totals": start_tot},
        meta={"event": "Turnaj Paluba", "table": 7, "dispute": "NOTRUMP then CHANGE in the same (last) trick: does the colour CHANGE turns count as trump in that trick?"},
    )
    info = res[i]
    tl = info["tricks_info"][-1]
    log_session(
        "06-change-after-notrump-clean.json",
        players,
        res,
        ws,
        wt,
        rt,
        start_tot,
        [f"seed {seed}", "last trick: deal %d %s" % (i, describe_trick(info, info["cards"] - 1, players)), f"READING: CHANGE after NOTRUMP restores a trump in the trick -> {players[tl['winner']]}; had the trick no trump it would go to {players[winner_with(tl, None)]}"],
    )
    EXPECT.append(("06-change-after-notrump-clean.json", []))


# ---------------------------------------------------------------- 07 the source's scoring example (+5 and -5 won by different players)


def build07():
    import random

    players = NAMES8[:4]
    pol = M.make_policy(0.35)
    bids = [3, 3, 2, 2]
    for seed in range(1, 400000):
        rng = random.Random(seed)
        hands, talon = M.deal_cards(rng, 4, 10)
        try:
            info = M.play_round(4, 3, hands, talon, pol, bids=bids, rng=rng)
        except M.StockOut:
            continue
        if ambiguous(info):
            continue
        if info["tricks"] == [3, 1, 2, 4] and info["plus"] == [0, 1, 0, 0] and info["minus"] == [1, 0, 0, 0]:
            break
    info["round"] = 1
    res = [info]
    deals, ws, wt, rt = sheet(res, [0] * 4, "scores+totals")
    write(
        "07-plus-minus-split-source-example-clean.json",
        players,
        {},
        deals,
        meta={"event": "Klubový večer", "table": 1, "dispute": "PLUS5 and MINUS5 taken by different players: the source's first-round example 8, 1, 12, -1"},
    )
    notes = [f"seed {seed}"]
    for ti, t in enumerate(info["tricks_info"]):
        if any(c in ("PLUS5", "MINUS5") for _s, c, _n in t["plays"]):
            notes.append(describe_trick(info, ti, players))
    log_session("07-plus-minus-split-source-example-clean.json", players, res, ws, wt, rt, [0] * 4, notes)
    EXPECT.append(("07-plus-minus-split-source-example-clean.json", []))


# ---------------------------------------------------------------- 08 a trick led by an action card, a trick of action cards only; revoke


def prefer08(st):
    acts = [c for c in st["hand"] if c in ("NOTRUMP", "CHANGE", "PLUS5", "MINUS5")]
    if acts and (st["k"] == 0 or st["led"] is None) and st["rng"].random() < 0.8:
        return st["rng"].choice(acts), None
    return None


def fault08(st):
    tr = st["trick"]
    if st["k"] == 2 and tr[0][1] in ("NOTRUMP", "CHANGE", "PLUS5", "MINUS5") and M.colour(tr[1][1]):
        led = st["led"]
        others = [c for c in st["hand"] if M.colour(c) and M.colour(c) != led]
        if any(M.colour(c) == led for c in st["hand"]) and others:
            return sorted(others, key=M.value)[0], None
    return None


def f08(res):
    info = res[0]
    if len(info["violations"]) != 1:
        return None
    pi = info["violations"][0][0]
    only = None
    for ti, t in enumerate(info["tricks_info"]):
        if all(c in ("NOTRUMP", "CHANGE", "PLUS5", "MINUS5") for _s, c, _n in t["plays"]) and ti < len(info["tricks_info"]) - 1:
            only = ti
    if only is None:
        return None
    return (pi, only)


def build08():
    players = NAMES8[:3]
    start_tot = [0, 0, 0]
    seed, res, (pi, only) = search(f08, 3, range(100, 200000), rounds=[1], dealer0=2, prefer=prefer08, faults={0: fault08}, action_bias=0.6)
    info = res[0]
    deals, ws, wt, rt = sheet(res, start_tot, "scores+totals")
    write(
        "08-action-led-trick-revoke.json",
        players,
        {},
        deals,
        meta={"event": "Klubový večer", "table": 3, "dispute": "a trick led by an action card: which colour must be followed; a trick of action cards only"},
    )
    ti = pi // 3
    ev = play_idx(info, pi)
    exp = [(0, ev, "revoke")]
    log_session(
        "08-action-led-trick-revoke.json",
        players,
        res,
        ws,
        wt,
        rt,
        start_tot,
        [f"seed {seed}", "action cards only: " + describe_trick(info, only, players), "revoke trick: " + describe_trick(info, ti, players), f"PLANTED revoke at play {pi} (event {ev}) by seat {info['violations'][0][2]}, hand then held {sorted(c for c in info['hands'][info['violations'][0][2]])}; expected {exp}"],
    )
    EXPECT.append(("08-action-led-trick-revoke.json", exp))


# ---------------------------------------------------------------- 09 the trump turned past action cards


def f09(res):
    a = b = None
    for i, info in enumerate(res):
        if len(info["turns"][0]) >= 3:
            a = a or i
        for ti, t in enumerate(info["tricks_info"]):
            for tt in t["turned"]:
                if len(tt) >= 2:
                    b = b or (i, ti, "CHANGE")
            if len(t.get("after_turn") or []) >= 2:
                b = b or (i, ti, "NOTRUMP")
    return (a, b) if a is not None and b else None


def build09():
    players = NAMES8[:5]
    seed, res, (a, b) = search(f09, 5, range(100, 100000), dealer0=4)
    deals, ws, wt, rt = sheet(res, [0] * 5, "scores+totals")
    write(
        "09-trump-past-action-cards-clean.json",
        players,
        {},
        deals,
        meta={"event": "Klubový večer", "table": 6, "dispute": "the trump turned from the stock past action cards (at the deal and mid-round)"},
    )
    log_session(
        "09-trump-past-action-cards-clean.json",
        players,
        res,
        ws,
        wt,
        rt,
        [0] * 5,
        [f"seed {seed}", f"deal {a}: the first turn {res[a]['turns'][0]}", f"mid-round ({b[2]}): deal {b[0]} " + describe_trick(res[b[0]], b[1], players)],
    )
    EXPECT.append(("09-trump-past-action-cards-clean.json", []))


# ---------------------------------------------------------------- 10 Durch


def f10(res):
    big = None
    for i, info in enumerate(res):
        if info["cards"] >= 3 and max(info["tricks"]) == info["cards"]:
            big = big or i
    last = res[-1]
    return (big,) if big is not None and last["cards"] == 1 else None


def build10():
    players = NAMES8[:3]
    opts = {"durch": True}
    seed, res, (big,) = search(f10, 3, range(100, 100000), dealer0=1, opts=opts)
    deals, ws, wt, rt = sheet(res, [0] * 3, "scores+totals")
    write(
        "10-durch-session-clean.json",
        players,
        {"durch": True},
        deals,
        meta={"event": "Klubový večer", "table": 8, "dispute": "Durch: two points a trick for all the tricks of a round, not in the one-card round"},
    )
    notes = [f"seed {seed}"]
    for i, info in enumerate(res):
        if max(info["tricks"]) == info["cards"]:
            s = info["tricks"].index(info["cards"])
            notes.append(f"deal {i} (round {info['round']}): {players[s]} took all {info['cards']} tricks, score {info['scores'][s]}" + (" (one-card round: 1 a trick)" if info["cards"] == 1 else " (durch: 2 a trick)"))
    log_session("10-durch-session-clean.json", players, res, ws, wt, rt, [0] * 3, notes)
    EXPECT.append(("10-durch-session-clean.json", []))


# ---------------------------------------------------------------- 11 Durch + plus/minus one; a trick given to the wrong player makes a false durch


def prefer11(st):
    tr = st["trick"]
    if tr and "NOTRUMP" in st["hand"] and st["led"]:
        if any(M.colour(c) == st["round_trump"] and M.colour(c) != st["led"] for _s, c, _n in tr):
            return "NOTRUMP", None
    return None


def f11(res):
    for i, info in enumerate(res):
        if info["cards"] < 2:
            continue
        for ti, t in enumerate(info["tricks_info"]):
            pl = t["plays"]
            led = M.led_colour(pl)
            if t["order"] != ["NOTRUMP"]:
                continue
            ni = [c for _s, c, _n in pl].index("NOTRUMP")
            tr = [s for s, c, _n in pl[:ni] if M.colour(c) == t["trump_start"] and M.colour(c) != led]
            if not tr:
                continue
            a = tr[0]
            if a != t["winner"] and info["tricks"][a] == info["cards"] - 1:
                return (i, ti, a)
    return None


def build11():
    players = NAMES8[:3]
    opts = {"durch": True, "plus_minus_one": True}
    start_tot = [36, 44, 29]
    seed, res, (i, ti, a) = search(f11, 3, range(100, 200000), rounds=range(7, 11), dealer0=2, opts=opts, prefer=prefer11)
    info = res[i]
    w = info["tricks_info"][ti]["winner"]
    fake, ftricks = sheet_scores_if(info, ti, a, opts)
    ov = {i: {a: fake[a], w: fake[w]}}
    deals, ws, wt, rt = sheet(res, start_tot, "scores+totals", score_override=ov)
    write(
        "11-durch-false-notrump-trick-wrong-score.json",
        players,
        {"durch": True, "plus_minus_one": True},
        deals,
        start={"round": 7, "totals": start_tot},
        meta={"event": "Turnaj Paluba", "table": 3, "dispute": "the scorer credited the NOTRUMP trick to the player who had trumped before the NOTRUMP (a durch on the sheet)"},
    )
    exp = sorted([(i, score_idx(info, a), "wrong_score"), (i, score_idx(info, w), "wrong_score")])
    log_session(
        "11-durch-false-notrump-trick-wrong-score.json",
        players,
        res,
        ws,
        wt,
        rt,
        start_tot,
        [f"seed {seed}", f"disputed: deal {i} " + describe_trick(info, ti, players), f"PLANTED: the sheet gives that trick to {players[a]} (seat {a}, who had trumped before the NOTRUMP) instead of {players[w]} (seat {w}): {players[a]} then has all {info['cards']} tricks (durch on the sheet); written {[ws[i][a], ws[i][w]]} vs rules {[info['scores'][a], info['scores'][w]]}; expected {exp}"],
    )
    EXPECT.append(("11-durch-false-notrump-trick-wrong-score.json", exp))


# ---------------------------------------------------------------- 12 plus/minus one session; a total mis-added (-5 added as +5) that changes the sheet's winner


def f12(res):
    n = res[0]["n"]
    tot = [0] * n
    hist = []
    for info in res:
        tot = [tot[s] + info["scores"][s] for s in range(n)]
        hist.append(list(tot))
    fin = hist[-1]
    order = sorted(range(n), key=lambda s: -fin[s])
    w, r = order[0], order[1]
    gap = fin[w] - fin[r]
    if not (0 < gap < 10):
        return None
    for i in range(3, 8):
        if res[i]["scores"][r] == -5:
            return (i, r, w)
    return None


def build12():
    players = NAMES8[:4]
    opts = {"plus_minus_one": True}
    seed, res, (i, r, w) = search(f12, 4, range(100, 100000), dealer0=2, opts=opts)
    _d, _ws, _wt, rt = sheet(res, [0] * 4, "scores+totals")
    prev = rt[i - 1][r]
    slip = prev + 5
    deals, ws, wt, rt = sheet(res, [0] * 4, "scores+totals", total_override={i: {r: slip}})
    write(
        "12-plus-minus-one-session-wrong-total.json",
        players,
        {"plus_minus_one": True},
        deals,
        meta={"event": "Klubový večer", "table": 5, "dispute": "who won the session: the running totals"},
    )
    exp = [(i, total_idx(res[i], r), "wrong_total")]
    # check plus/minus one held
    for info in res:
        assert sum(info["bids"]) != info["cards"], info["bids"]
    log_session(
        "12-plus-minus-one-session-wrong-total.json",
        players,
        res,
        ws,
        wt,
        rt,
        [0] * 4,
        [f"seed {seed}", f"PLANTED: deal {i}, {players[r]} (seat {r}) scored -5 and the sheet added +5: total written {slip} instead of {rt[i][r]}; later totals carried on from it; expected {exp}"],
    )
    EXPECT.append(("12-plus-minus-one-session-wrong-total.json", exp))


# ---------------------------------------------------------------- 13 totals only, a slip in one total


def build13():
    players = NAMES8[:5]
    seed, res, _ = search(lambda r: True, 5, range(300, 1000), dealer0=0)
    i, s = 4, 2
    _d, _ws, _wt, rt = sheet(res, [0] * 5, "totals")
    slip = rt[i][s] + 10
    deals, ws, wt, rt = sheet(res, [0] * 5, "totals", total_override={i: {s: slip}})
    write(
        "13-totals-only-session-wrong-total.json",
        players,
        {},
        deals,
        meta={"event": "Turnaj Paluba", "table": 9, "dispute": "a score sheet of running totals only (column N summed)"},
    )
    exp = [(i, total_idx(res[i], s, with_scores=False), "wrong_total")]
    log_session(
        "13-totals-only-session-wrong-total.json",
        players,
        res,
        ws,
        wt,
        rt,
        [0] * 5,
        [f"seed {seed}", f"PLANTED: deal {i}, {players[s]} (seat {s}): total written {slip} instead of {rt[i][s]} (10 too many), later totals carried on from it; expected {exp}"],
    )
    EXPECT.append(("13-totals-only-session-wrong-total.json", exp))


# ---------------------------------------------------------------- 14 six players, MINUS5 thrown while able to follow


def fault14(st):
    if st["led"] and st["k"] > 0 and "MINUS5" in st["hand"] and any(M.colour(c) == st["led"] for c in st["hand"]):
        return "MINUS5", None
    return None


def f14(res):
    info = res[3]
    if len(info["violations"]) != 1:
        return None
    pi, code, seat = info["violations"][0]
    t = info["tricks_info"][pi // info["n"]]
    if t["winner"] == seat:
        return None
    return (pi, seat)


def build14():
    players = NAMES8[:6]
    seed, res, (pi, seat) = search(f14, 6, range(100, 100000), dealer0=5, faults={3: fault14})
    deals, ws, wt, rt = sheet(res, [0] * 6, "scores+totals")
    write(
        "14-six-players-minus5-while-able-to-follow.json",
        players,
        {},
        deals,
        meta={"event": "Turnaj Paluba", "table": 1, "dispute": "a MINUS5 thrown onto another player's trick"},
    )
    info = res[3]
    exp = [(3, play_idx(info, pi), "action_card_while_able_to_follow")]
    log_session(
        "14-six-players-minus5-while-able-to-follow.json",
        players,
        res,
        ws,
        wt,
        rt,
        [0] * 6,
        [f"seed {seed}", "fault trick: deal 3 " + describe_trick(info, pi // 6, players), f"PLANTED: deal 3 play {pi} (event {play_idx(info, pi)}): {players[seat]} (seat {seat}) throws MINUS5 holding the led colour (hand as dealt {sorted(info['hands'][seat])}); the sheet scores the round as played; expected {exp}"],
    )
    EXPECT.append(("14-six-players-minus5-while-able-to-follow.json", exp))


# ---------------------------------------------------------------- 15 eight players, clean


def f15(res):
    acts = 0
    for info in res:
        for t in info["tricks_info"]:
            if "NOTRUMP" in t["order"] or "CHANGE" in t["order"]:
                acts += 1
    return (acts,) if acts >= 6 else None


def build15():
    players = NAMES8[:8]
    seed, res, (acts,) = search(f15, 8, range(100, 100000), dealer0=0)
    deals, ws, wt, rt = sheet(res, [0] * 8, "scores+totals")
    write(
        "15-eight-players-session-clean.json",
        players,
        {},
        deals,
        meta={"event": "Turnaj Paluba", "table": 10, "dispute": "eight players, the whole session"},
    )
    notes = [f"seed {seed}", f"{acts} tricks with NOTRUMP/CHANGE"]
    log_session("15-eight-players-session-clean.json", players, res, ws, wt, rt, [0] * 8, notes)
    EXPECT.append(("15-eight-players-session-clean.json", []))


# ---------------------------------------------------------------- 16 play-only record, a revoke provable from the plays


def fault16(st):
    led = st["led"]
    if led and st["k"] > 0 and st["t"] < st["cards"] - 2:
        follow = [c for c in st["hand"] if M.colour(c) == led]
        others = [c for c in st["hand"] if M.colour(c) and M.colour(c) != led]
        if follow and others:
            return sorted(others, key=M.value)[0], None
    return None


def f16(res):
    info = res[1]
    return (info["violations"][0][0],) if len(info["violations"]) == 1 else None


def build16():
    players = NAMES8[:4]
    seed, res, (pi,) = search(f16, 4, range(100, 100000), rounds=range(1, 4), dealer0=1, faults={1: fault16})
    deals, ws, wt, rt = sheet(res, [0] * 4, "none")
    write(
        "16-play-only-revoke.json",
        players,
        {},
        deals,
        meta={"event": "Klubový večer", "table": 2, "dispute": "a record of the bids and plays only (no hands, no sheet): a revoke shown by a later play"},
        hands_null=True,
    )
    info = res[1]
    seat = info["violations"][0][2]
    exp = [(1, play_idx(info, pi), "revoke")]
    # where the revoke becomes visible: the seat's later play of the colour
    t = info["tricks_info"][pi // 4]
    led = M.led_colour(t["plays"])
    later = [j for j in range(pi + 1, len(info["plays"])) if info["plays"][j][0] == seat and M.colour(info["plays"][j][1]) == led]
    log_session(
        "16-play-only-revoke.json",
        players,
        res,
        ws,
        wt,
        rt,
        [0] * 4,
        [f"seed {seed}", "revoke trick: deal 1 " + describe_trick(info, pi // 4, players), f"PLANTED revoke: deal 1 play {pi} (event {play_idx(info, pi)}) by {players[seat]} (seat {seat}); the led colour {led} is played by that seat later at events {[play_idx(info, j) for j in later]}; expected {exp}"],
    )
    EXPECT.append(("16-play-only-revoke.json", exp))


if __name__ == "__main__":
    for name in sys.argv[1:] or [k for k in dir() if k.startswith("build") and k[5:].isdigit()]:
        globals()[name]()
    (HERE / "build-log.md").write_text("# build log (generated by build.py)\n\n" + "\n".join(LOG) + "\n", encoding="utf-8")
    print("\n".join(LOG))
    print(EXPECT)
