"""Generate the blind transcripts of audit round tarocchini-spec9 and EXPECTED data.

Run: python3 gen.py  (writes NN-*.json and expected-model.txt; EXPECTED.md is written by hand from it)
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from model import best_items, items_points, trump_seq, suit_seq, moretti_seq, aces_seq  # noqa: E402
from sim import otto_session, terz_session  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OTTO_PLAYERS = ["Alda", "Bruno", "Cesira", "Dante"]
TERZ_PLAYERS = ["Ettore", "Fosca", "Gino"]
OUT = []


def log(*a):
    OUT.append(" ".join(str(x) for x in a))


def write(name, doc):
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")


def otto_doc(deals, rules=None, start=None, meta=None):
    d = {"format": "trick-transcript/1", "game": "tarocchini-ottocento"}
    if rules:
        d["rules"] = rules
    d["players"] = OTTO_PLAYERS
    if start:
        d["start"] = {"totals": list(start)}
    d["meta"] = meta or {}
    d["deals"] = deals
    return d


def terz_doc(deals, rules=None, meta=None):
    d = {"format": "trick-transcript/1", "game": "tarocchini-terziglio"}
    if rules:
        d["rules"] = rules
    d["players"] = TERZ_PLAYERS
    d["meta"] = meta or {}
    d["deals"] = deals
    return d


def fmt_items(items):
    out = []
    for i in items:
        if i["kind"] == "cricca":
            out.append("%s x%d" % (i["of"], i["count"]))
        else:
            out.append("seq %s%s %d" % (i["of"], ("/" + i["suit"]) if "suit" in i else "", i["length"]))
    return ", ".join(out) or "-"


def describe_otto(name, deals, infos, start, violations, notes=()):
    log("=" * 100)
    log("FILE", name, "start", list(start))
    log("violations:", violations or "none")
    for n in notes:
        log("note:", n)
    for k, (d, i) in enumerate(zip(deals, infos)):
        log("-- deal %d dealer %d (%s)" % (k, d["dealer"], OTTO_PLAYERS[d["dealer"]]))
        for s, items in i["decl_items"].items():
            if items:
                log("   declare seat %d: %s = %d" % (s, fmt_items(items), items_points(items)))
        for t in (0, 1):
            sc = i["scores"][t]
            if i.get("ended_on_declarations"):
                log("   team%d: declarations %d -> deal %d" % (t, sc["declarations"], i["deal_total"][t]))
            else:
                log("   team%d: declarations %d, after play %d [%s], card points %d, last trick %d -> deal %d"
                    % (t, sc["declarations"], sc["combinations"], fmt_items(i["pile_items"][t]),
                       sc["card_points"], sc["last_trick"], i["deal_total"][t]))
        log("   totals after deal:", i["totals"])
        if i.get("ended_on_declarations"):
            log("   ENDS ON DECLARATIONS (no play)")
        else:
            log("   matto:", i["matto"], "feats:", [f for f in i["feats"]])
            log("   dealer took a trick:", i["dealer_won"], "tricks won per team:", i["won"])
            if i.get("gap_sensitive"):
                log("   a with-gaps reading would score team(s)", i["gap_sensitive"], "differently after play")
    t = infos[-1]["totals"]
    if t[0] >= 800 and t[1] >= 800:
        w = "team0" if t[0] > t[1] else "team1"
        log("GAME OVER: both teams passed 800, %s wins with more points %s" % (w, t))
    else:
        log("GAME OVER: %s passed 800 %s" % ("team0" if t[0] >= 800 else "team1", t))


def describe_terz(name, deals, infos, violations, notes=()):
    log("=" * 100)
    log("FILE", name)
    log("violations:", violations or "none")
    for n in notes:
        log("note:", n)
    for k, (d, i) in enumerate(zip(deals, infos)):
        log("-- deal %d dealer %d; declarer seat %d %s; take %d; widow to side %d (%s)"
            % (k, d["dealer"], i["declarer"], i["kind"], i["take"], i["widow_to"],
               "declarer" if i["widow_to"] == 0 else "opponents"))
        for s, items in i["decl_items"].items():
            if items:
                log("   declare seat %d: %s = %d" % (s, fmt_items(items), items_points(items)))
        for sd in (0, 1):
            sc = i["scores"][sd]
            log("   %s: declarations %d, after play %d [%s], card points %d, last trick %d -> %d"
                % ("declarer " if sd == 0 else "opponents", sc["declarations"], sc["combinations"],
                   fmt_items(i["pile_items"][sd]), sc["card_points"], sc["last_trick"], sc["total"]))
        log("   declarer tricks %d/%d%s; winner side %s; game points %d; per seat %s; totals %s"
            % (i["won_decl"], len(i["tricks"]), " ALL TRICKS" if i.get("all_tricks") else "",
               "declarer" if i["winner_side"] == 0 else "opponents", i["gp"], i["seat_gp"], i["totals"]))
        log("   matto:", i["matto"], "feats:", i["feats"])
        if i.get("gap_sensitive"):
            log("   a with-gaps reading would score side(s)", i["gap_sensitive"], "differently after play")


def score_event_index(deal, party, reason=None):
    for j, e in enumerate(deal["events"]):
        if e["type"] == "score" and e["party"] == party and (reason is None or e.get("reason") == reason):
            return j
    raise KeyError


def total_event_index(deal, party):
    for j, e in enumerate(deal["events"]):
        if e["type"] == "total" and e["party"] == party:
            return j
    raise KeyError


def carry(deals, k, party, delta):
    """The recorder's slip carries into this deal's and later totals (sheet arithmetic)."""
    for d in deals[k:]:
        d["events"][total_event_index(d, party)]["points"] += delta


def has(info, pred):
    return any(pred(f) for f in info["feats"])


def matto_at(pos=None, last=None, lost=None):
    def p(f):
        return f[0] == "matto" and (pos is None or f[2] == pos) and (last is None or f[3] == last) and (
            lost is None or f[4] == (not lost))
    return p


def mor_tie(f):
    return f[0] == "moretti_tie" and f[4]


# ------------------------------------------------------------------ Ottocento files
def f01():
    opts = [
        {"matto_plan": "last", "check": lambda i, t: has(i, matto_at(last=True))},
        {"matto_plan": "lead", "check": lambda i, t: has(i, matto_at(pos=0, last=False))},
        {"matto_plan": ("pos_lose", 1), "check": lambda i, t: has(i, matto_at(pos=1, lost=True))},
        {"matto_plan": ("pos_lose", 3), "check": lambda i, t: has(i, matto_at(pos=3, lost=True))},
        {"matto_plan": ("pos_lose", 2), "check": lambda i, t: has(i, matto_at(pos=2, lost=True))},
    ]
    deals, infos = otto_session(101, opts, first_dealer=3, max_deals=5)
    name = "01-otto-whole-game-clean.json"
    write(name, otto_doc(deals, meta={"round": "tarocchini-spec9", "what": "a whole game from 0 to 800, split score lines"}))
    describe_otto(name, deals, infos, (0, 0), [])


def f02():
    opts = [{"matto_plan": "lead", "split": False,
             "check": lambda i, t: has(i, matto_at(pos=0, last=False))}]
    deals, infos = otto_session(202, opts, first_dealer=0, max_deals=8)
    name = "02-otto-whole-game-matto-led.json"
    write(name, otto_doc(deals, meta={"round": "tarocchini-spec9", "what": "a whole game, the Matto led in every deal, one score line a team"}))
    describe_otto(name, deals, infos, (0, 0), [])


def f03():
    opts = [
        {"matto_plan": ("pos_lose", 1), "check": lambda i, t: has(i, matto_at(pos=1, lost=True))},
        {"matto_plan": ("pos_lose", 2), "check": lambda i, t: has(i, matto_at(pos=2, lost=True))},
        {"matto_plan": ("pos_lose", 3), "check": lambda i, t: has(i, matto_at(pos=3, lost=True))},
        {"matto_plan": "last", "check": lambda i, t: has(i, matto_at(last=True, pos=0))},
        {"matto_plan": "last", "check": lambda i, t: has(i, matto_at(last=True, lost=True))},
    ]
    deals, infos = otto_session(303, opts, first_dealer=1, max_deals=8)
    name = "03-otto-whole-game-matto-followed.json"
    write(name, otto_doc(deals, meta={"round": "tarocchini-spec9", "what": "the Matto played second, third, fourth to tricks the other side won, led to the last trick, played to the last trick"}))
    describe_otto(name, deals, infos, (0, 0), [])


def f04(mt, seed, name):
    lp = {s: "low_trumps" for s in range(4)}
    opts = [{"lead_pref": lp, "mt": mt, "check": lambda i, t: any(mor_tie(f) for f in i["feats"])}]
    deals, infos = otto_session(seed, opts, first_dealer=2, max_deals=8)
    rules = {"moretti_tie": mt} if mt != "last_played" else None
    write(name, otto_doc(deals, rules=rules, meta={"round": "tarocchini-spec9", "what": "Moretti of equal rank, %s" % mt}))
    describe_otto(name, deals, infos, (0, 0), [], notes=[
        "moretti_tie feats: (trick, winner seat by %s, winner by the other reading, sides differ)" % mt])


CONTATORI_DEALS = [
    # Angel Mondo Sun + Matto as Moon + Bagatto as 16 (the one pair of wild cards allowed together), 15 14
    {1: ["T20", "T19", "T18", "MATTO", "T0", "T15", "T14", "T1", "T2", "1S", "1C"],
     3: ["KS", "KB", "KC", "KD", "QS", "QB"], 0: ["T17", "T16"]},
    # suit run K Q [Matto] J A; trumps 20 19 18 17 [Bagatto=16] and no second wild at 15
    {2: ["KC", "QC", "JC", "1C", "MATTO", "T20", "T19", "T18", "T17", "T0", "T14"],
     1: ["1S", "1B", "1D", "T16", "T15"]},
    # four aces + both contatori (6), four Moretti + both contatori (6), Angel [Matto=19] 18 17 16 [Bagatto=15]
    {3: ["1S", "1B", "1C", "1D", "T1", "T2", "T3", "T4", "MATTO", "T0", "T20", "T18", "T17", "T16"],
     2: ["KS", "QS", "NS", "JS", "KD", "QD", "ND", "JD", "T19", "T15"]},
]


def f06():
    opts = []
    for fx in CONTATORI_DEALS[:2]:
        opts.append({"fixed": fx})
    opts.append({})
    deals, infos = otto_session(606, opts, first_dealer=0, max_deals=8)
    name = "06-otto-contatori-sequences.json"
    write(name, otto_doc(deals, meta={"round": "tarocchini-spec9", "what": "sequences completed with the Matto and the Bagatto, cricche, doubling"}))
    describe_otto(name, deals, infos, (0, 0), [])


CRICCHE_DEALS = [
    {0: ["T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "QS", "QB", "QC", "QD", "JS", "JB", "JC"],
     1: ["NS", "NB", "NC", "ND"]},
    {1: ["T20", "T19", "T0", "KS", "KB", "KC", "KD", "NS", "NB", "NC", "ND"],
     2: ["JS", "JB", "JC", "QS", "QB", "QC"]},
]


def f07():
    opts = [{"fixed": fx} for fx in CRICCHE_DEALS] + [{}]
    deals, infos = otto_session(707, opts, first_dealer=3, max_deals=8)
    name = "07-otto-cricche.json"
    write(name, otto_doc(deals, meta={"round": "tarocchini-spec9", "what": "every cricca, of three and of four, and three cricche doubled"}))
    describe_otto(name, deals, infos, (0, 0), [])


def declare_less(h):
    items = best_items(h)
    out = []
    for i in items:
        i = dict(i)
        if i["kind"] == "cricca" and i["count"] == 4:
            i["count"] = 3
        elif i["kind"] == "sequence" and i["length"] > 3:
            i["length"] -= 1
        out.append(i)
    return out[:-1] if len(out) > 1 else out


def f08():
    opts = [
        {"fixed": {2: ["KS", "KB", "KC", "KD", "T20", "T19", "T18", "T17", "T16", "1S", "1B", "1C"]},
         "declare": {2: declare_less}},
        {"declare": {0: lambda h: [], 1: declare_less}},
        {},
    ]
    deals, infos = otto_session(808, opts, first_dealer=1, max_deals=8)
    name = "08-otto-declare-less.json"
    write(name, otto_doc(deals, meta={"round": "tarocchini-spec9", "what": "players declaring less than they hold (allowed); the captured cards counted in full"}))
    describe_otto(name, deals, infos, (0, 0), [])


def f09():
    def check(i, t):
        return i["totals"][0] >= 800 and i["totals"][1] >= 800 and i["totals"][0] != i["totals"][1]
    opts = [{"check": check, "matto_plan": "last"}]
    start = (640, 660)
    deals, infos = otto_session(909, opts, start=start, first_dealer=2, max_deals=1, tries=4000)
    name = "09-otto-both-pass-800.json"
    write(name, otto_doc(deals, start=start, meta={"round": "tarocchini-spec9", "what": "both teams pass 800 in the same deal: the one with more points wins"}))
    describe_otto(name, deals, infos, start, [])


def f10():
    def check(i, t):
        return i.get("ended_on_declarations") and i["totals"][0] < 800 <= i["totals"][1]
    opts = [{"check": check, "fixed": {1: ["T20", "T19", "T18", "T17", "T16", "T15", "MATTO", "T0"]}}]
    start = (610, 752)
    deals, infos = otto_session(1010, opts, start=start, first_dealer=0, max_deals=1, tries=4000)
    name = "10-otto-win-on-declarations.json"
    write(name, otto_doc(deals, start=start, meta={"round": "tarocchini-spec9", "what": "team1 passes 800 on its declarations: the game ends before any card is played"}))
    describe_otto(name, deals, infos, start, [])


def f11():
    def check(i, t):
        tt = i["totals"]
        return i.get("ended_on_declarations") and tt[0] >= 800 and tt[1] >= 800 and tt[0] != tt[1]
    opts = [{"check": check, "fixed": {1: ["T20", "T19", "T18", "T17", "MATTO"], 2: ["KS", "KB", "KC", "KD", "1S", "1B", "1C"]}}]
    start = (771, 765)
    deals, infos = otto_session(1111, opts, start=start, first_dealer=3, max_deals=1, tries=4000)
    name = "11-otto-both-pass-on-declarations.json"
    write(name, otto_doc(deals, start=start, meta={"round": "tarocchini-spec9", "what": "both teams pass 800 on declarations: more points wins, no play"}))
    describe_otto(name, deals, infos, start, [])


def f12():
    opts = [{}, {"revoke": (4, 2), "check": lambda i, t: i["revoked"] is not None}, {}]
    deals, infos = otto_session(1212, opts, first_dealer=2, max_deals=8)
    k = 1
    i = infos[k]
    ti, pos, card = i["revoked"]
    ev = i["play_start"] + 4 * ti + pos
    name = "12-otto-revoke.json"
    write(name, otto_doc(deals, meta={"round": "tarocchini-spec9", "what": "a whole game with one revoke, scored as played"}))
    describe_otto(name, deals, infos, (0, 0), [(k, ev, "revoke")], notes=["revoke: deal %d trick %d card %s by seat 2 (event %d) %s" % (k, ti, card, ev, deals[k]["events"][ev])])


def f13():
    # after-play combinations miscounted: the recorder counts a run completed with a contatore one card short
    def check(i, t):
        for sd in (0, 1):
            items = i["pile_items"][sd]
            if any(x["kind"] == "sequence" for x in items):
                return True
        return False
    opts = [{}, {"check": check}, {}]
    deals, infos = otto_session(1313, opts, first_dealer=0, max_deals=8)
    k = 1
    # choose the team whose after-play items include a sequence
    t = 0 if any(x["kind"] == "sequence" for x in infos[k]["pile_items"][0]) else 1
    delta = -5
    j = score_event_index(deals[k], "team%d" % t, "combinations")
    deals[k]["events"][j]["points"] += delta
    carry(deals, k, "team%d" % t, delta)
    name = "13-otto-wrong-combinations-after-play.json"
    write(name, otto_doc(deals, meta={"round": "tarocchini-spec9", "what": "after-play combinations written 5 short in deal 1; the sheet carries it"}))
    describe_otto(name, deals, infos, (0, 0), [(k, j, "wrong_score")],
                  notes=["deal %d team%d combinations written %d (rules %d); totals written carry the slip" % (
                      k, t, deals[k]["events"][j]["points"], infos[k]["scores"][t]["combinations"])])
    fin = [infos[-1]["totals"][x] + (delta if x == t else 0) for x in (0, 1)]
    log("sheet final totals", fin)


def f14():
    # declarations: three sequences declared by one player, recorder forgets to double
    def check(i, t):
        for s, items in i["decl_items"].items():
            if sum(1 for x in items if x["kind"] == "sequence") >= 3:
                return True
        return False
    opts = [{"fixed": {3: ["T20", "T19", "T18", "T1", "T2", "T3", "1S", "1D", "KB", "QB", "NB", "MATTO"]}, "check": check}, {}]
    deals, infos = otto_session(1414, opts, first_dealer=2, max_deals=8)
    k = 0
    s = [s for s, items in infos[k]["decl_items"].items() if sum(1 for x in items if x["kind"] == "sequence") >= 3][0]
    t = s % 2
    seqp = sum(10 + 5 * (x["length"] - 3) for x in infos[k]["decl_items"][s] if x["kind"] == "sequence")
    delta = -seqp
    j = score_event_index(deals[k], "team%d" % t, "declarations")
    deals[k]["events"][j]["points"] += delta
    carry(deals, k, "team%d" % t, delta)
    name = "14-otto-wrong-declaration-points.json"
    write(name, otto_doc(deals, meta={"round": "tarocchini-spec9", "what": "three sequences declared by one player, not doubled on the sheet"}))
    describe_otto(name, deals, infos, (0, 0), [(k, j, "wrong_score")],
                  notes=["deal %d seat %d declared 3+ sequences (%d points undoubled); team%d declarations written %d (rules %d)" % (
                      k, s, seqp, t, deals[k]["events"][j]["points"], infos[k]["scores"][t]["declarations"])])
    fin = [infos[-1]["totals"][x] + (delta if x == t else 0) for x in (0, 1)]
    log("sheet final totals", fin)


def f15():
    opts = [{"split": True}, {"split": True}, {}]
    deals, infos = otto_session(1515, opts, first_dealer=1, max_deals=8)
    k = 0
    t = 1
    raw = infos[k]["scores"][t]["card_points"]
    # the recorder adds the card values without taking one off each pair
    npile = len(infos[k]["piles"][t])
    delta = npile // 2
    j = score_event_index(deals[k], "team%d" % t, "card_points")
    deals[k]["events"][j]["points"] += delta
    carry(deals, k, "team%d" % t, delta)
    name = "15-otto-wrong-card-points.json"
    write(name, otto_doc(deals, meta={"round": "tarocchini-spec9", "what": "card points written without one off each pair for team1 in deal 0"}))
    describe_otto(name, deals, infos, (0, 0), [(k, j, "wrong_score")],
                  notes=["deal %d team%d card points written %d (rules %d, %d cards = %d pairs)" % (
                      k, t, raw + delta, raw, npile, npile // 2)])
    fin = [infos[-1]["totals"][x] + (delta if x == t else 0) for x in (0, 1)]
    log("sheet final totals", fin)


def f16():
    opts = [{"split": False}]
    deals, infos = otto_session(1616, opts, first_dealer=3, max_deals=8)
    k = 1
    t = 0
    delta = 100
    j = total_event_index(deals[k], "team%d" % t)
    carry(deals, k, "team%d" % t, delta)
    name = "16-otto-wrong-total.json"
    write(name, otto_doc(deals, meta={"round": "tarocchini-spec9", "what": "an addition slip of 100 in team0's running total after deal 1, carried on"}))
    describe_otto(name, deals, infos, (0, 0), [(k, j, "wrong_total")],
                  notes=["deal %d team0 total written %d (rules %d)" % (k, deals[k]["events"][j]["points"], infos[k]["totals"][0])])
    fin = [infos[-1]["totals"][x] + (delta if x == t else 0) for x in (0, 1)]
    log("sheet final totals", fin)
    return deals, infos


def f17():
    opts = [{"talon_form": True, "matto_plan": ("pos_lose", 2), "fixed": CONTATORI_DEALS[2]}, {"talon_form": True}]
    deals, infos = otto_session(1717, opts, first_dealer=0, max_deals=8)
    name = "17-otto-talon-take.json"
    write(name, otto_doc(deals, rules={"discard_credit": "dealer_trick"}, meta={"round": "tarocchini-spec9", "what": "the dealer's two cards recorded as a talon and a take"}))
    describe_otto(name, deals, infos, (0, 0), [])


# ------------------------------------------------------------------ Terziglio files
def z18():
    opts = [
        {"bids": ["gioco", "pass", "pass"], "take": 3, "matto_plan": "lead",
         "check": lambda i: i["winner_side"] == 0 and has(i, matto_at(pos=0, last=False))},
        {"bids": ["pass", "gioco", "pass"], "take": 2, "matto_plan": ("pos_lose", 1),
         "check": lambda i: i["winner_side"] == 1 and has(i, matto_at(pos=1, lost=True))},
        {"bids": ["pass", "pass", "solo"], "matto_plan": ("pos_lose", 2),
         "fixed": {1: ["T20", "T19", "T18", "T17", "T16", "T15", "T14", "KS", "KB"]},
         "check": lambda i: has(i, matto_at(pos=2, lost=True)) and i["widow_to"] == 1},
        {"bids": ["gioco", "pass", "pass"], "take": 4, "matto_plan": "last",
         "check": lambda i: i["winner_side"] == 0 and has(i, matto_at(last=True))},
    ]
    deals, infos = terz_session(1818, opts, first_dealer=2)
    name = "18-terz-game-clean.json"
    write(name, terz_doc(deals, meta={"round": "tarocchini-spec9", "what": "four deals: gioco won, gioco lost, solo (widow to the last trick), gioco"}))
    describe_terz(name, deals, infos, [])


def z19():
    opts = [
        {"bids": ["pass", "gioco", "pass"], "take": 2, "mt": "last_played",
         "lead_pref": {0: "low_trumps", 1: "low_trumps", 2: "low_trumps"},
         "check": lambda i: any(mor_tie(f) for f in i["feats"])},
        {"bids": ["pass", "pass", "solo"], "matto_plan": "last",
         "fixed": {1: ["T20", "T19", "T18", "T17", "T16", "T15", "KS", "KB", "KC"]},
         "check": lambda i: i["winner_side"] == 0 and has(i, matto_at(last=True))},
        {"bids": ["gioco", "pass", "pass"], "take": 5, "matto_plan": ("pos_lose", 1),
         "check": lambda i: has(i, matto_at(pos=1))},
    ]
    deals, infos = terz_session(1919, opts, first_dealer=0, widow_n=5)
    name = "19-terz-nineteen-cards.json"
    write(name, terz_doc(deals, rules={"preset": "nineteen"}, meta={"round": "tarocchini-spec9", "what": "19 cards each and a widow of 5"}))
    describe_terz(name, deals, infos, [])


def z20():
    opts = [
        {"bids": ["gioco", "pass", "pass"], "take": 2},
        {"bids": ["pass", "gioco", "gioco"], "take": 3},
        {"bids": ["pass", "pass", "gioco"], "take": 1},
    ]
    deals, infos = terz_session(2020, opts, first_dealer=1)
    k = 1
    name = "20-terz-illegal-bid.json"
    write(name, terz_doc(deals, meta={"round": "tarocchini-spec9", "what": "a gioco called over a gioco (deal 1)"}))
    describe_terz(name, deals, infos, [(k, 2, "illegal_bid")], notes=["deal 1: the third call repeats gioco; the first gioco bidder plays"])


def z21():
    decl = ["T%d" % n for n in range(5, 21)] + ["KS", "KB"]
    opts = [
        {"bids": ["gioco", "pass", "pass"], "take": 2, "fixed": {1: decl, "widow": ["KC", "KD"]},
         "discard_from": ["T5", "T6", "T7"], "lead_pref": {1: "trumps"},
         "check": lambda i: i.get("all_tricks") and i["winner_side"] == 0},
        {"bids": ["pass", "pass", "gioco"], "take": 3,
         "check": lambda i: i["scores"][0]["total"] == i["scores"][1]["total"]},
        {"bids": ["pass", "solo", "pass"],
         "fixed": {1: ["T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "KC", "KD"]},
         "check": lambda i: i["winner_side"] == 0},
    ]
    deals, infos = terz_session(2121, opts, first_dealer=0, tries=20000)
    name = "21-terz-all-tricks-and-tie.json"
    write(name, terz_doc(deals, meta={"round": "tarocchini-spec9", "what": "all tricks (40 game points), a tie (the declarer loses), a solo won"}))
    describe_terz(name, deals, infos, [])


def z22():
    def check_up(i):
        p = i["scores"][i["winner_side"]]["total"]
        return i["winner_side"] == 0 and p % 50 >= 46 and not i.get("all_tricks")
    opts = [
        {"bids": ["gioco", "pass", "pass"], "take": 2},
        {"bids": ["pass", "gioco", "pass"], "take": 2, "check": check_up},
        {"bids": ["gioco", "pass", "pass"], "take": 3},
    ]
    deals, infos = terz_session(2222, opts, first_dealer=1, tries=20000)
    k = 1
    ds = infos[k]["declarer"]
    j = score_event_index(deals[k], ds, "game_points")
    deals[k]["events"][j]["points"] -= 1
    for d in deals[k:]:
        d["events"][total_event_index(d, ds)]["points"] -= 1
    name = "22-terz-wrong-game-points.json"
    write(name, terz_doc(deals, meta={"round": "tarocchini-spec9", "what": "deal 1: the declarer's points less than 5 short of a multiple of 50, written rounded down"}))
    describe_terz(name, deals, infos, [(k, j, "wrong_score")],
                  notes=["deal %d declarer seat %d total %d -> %d game points; written %d, totals carry" % (
                      k, ds, infos[k]["scores"][0]["total"], infos[k]["gp"], infos[k]["gp"] - 1)])


if __name__ == "__main__":
    f01()
    f02()
    f03()
    f04("last_played", 404, "04-otto-moretti-last-played.json")
    f04("first_played", 505, "05-otto-moretti-first-played.json")
    f06()
    f07()
    f08()
    f09()
    f10()
    f11()
    f12()
    f13()
    f14()
    f15()
    f16()
    f17()
    z18()
    z19()
    z20()
    z21()
    z22()
    with open(os.path.join(HERE, "expected-model.txt"), "w") as f:
        f.write("\n".join(OUT) + "\n")
