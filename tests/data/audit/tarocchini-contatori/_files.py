SEEDS = {
    "o01-suit-gap-matto": 1210,
    "o02-trump-gap-bagatto-wrongscore": 1085,
    "o03-trump-two-contatori-apart": 1206,
    "o04-trump-contatori-consecutive-false": 1065,
    "o05-trump-17-16-exception": 1001,
    "o06-suit-no-king-false": 1003,
    "o07-cricca-kings-with-matto-false": 1000,
    "o08-one-bagatto-two-sequences": 1004,
    "o09-three-sequences-of-three": 1562,
    "o10-three-cricche-doubling-wrongscore": 1048,
    "o11-pile-kings-with-matto-wrongscore": 1492,
    "t01-gioco-suit-gap-bagatto": 1071,
    "t02-contatore-for-angel-false": 1009,
    "t03-solo-three-sequences-of-three": 1054,
    "t04-pile-trumps-consecutive-contatori-wronggp": 1492
}

# File specs for _gen.py (exec'd there: uses its names). One function per transcript.
# fixed: cards a seat must hold (the rest dealt from the seeded shuffle); a card a seat must NOT
# hold is given to another seat explicitly.


@reg("o01-suit-gap-matto")
def _(seed):
    # seat 0: K Q J A of cups and the Matto: K Q (Matto for N) J A = 5 cards, 20
    return ottocento(
        "o01", 3,
        {0: ["KC", "QC", "JC", "1C", "MATTO"], 1: ["NC"], 3: ["6S", "7S"]},
        seed, ["6S", "7S"],
        {0: [seq("suit", 5, "C")]},
    )


def _o02_plant(doc):
    i, e = find_score(doc, "team1", "declarations")
    e["points"] = 30  # the recorder counted the Bagatto's sequence as 7 cards (it is 6: 25)


@reg("o02-trump-gap-bagatto-wrongscore")
def _(seed):
    # seat 1: Angel Mondo (Bagatto for the Sun) Moon 16 15 = 6 cards, 25; T14 and the Matto elsewhere
    return ottocento(
        "o02", 0,
        {1: ["T20", "T19", "T17", "T16", "T15", "T0"], 2: ["T18", "MATTO"], 3: ["T14"], 0: ["8B", "9B"]},
        seed, ["8B", "9B"],
        {1: [seq("trumps", 6)]},
        plant=_o02_plant,
    )


@reg("o03-trump-two-contatori-apart")
def _(seed):
    # seat 2: 20 19 18 (C for 17) 16 (C for 15) 14 13 = 8 cards, 35; tarocchi 4 (Angel Mondo Bagatto Matto) 36
    return ottocento(
        "o03", 1,
        {2: ["T20", "T19", "T18", "T16", "T14", "T13", "T0", "MATTO"], 0: ["T17", "T15"], 3: ["T12"], 1: ["8C", "9C"]},
        seed, ["8C", "9C"],
        {2: [cricca("tarocchi", 4), seq("trumps", 8)]},
    )


@reg("o04-trump-contatori-consecutive-false")
def _(seed):
    # seat 1: 20 19 18 17 16 (C 15)(C 14) 13: two contatori in a row (not 17/16) end the run: 6 at most
    return ottocento(
        "o04", 2,
        {1: ["T20", "T19", "T18", "T17", "T16", "T13", "T0", "MATTO"], 0: ["T15"], 3: ["T14"], 2: ["8D", "9D"]},
        seed, ["8D", "9D"],
        {1: [seq("trumps", 8)]},
        scores="none",
    )


@reg("o05-trump-17-16-exception")
def _(seed):
    # seat 0: 20 19 18 (C 17)(C 16) 15 14 = 7 cards, 30: the one pair of contatori the source allows
    return ottocento(
        "o05", 3,
        {0: ["T20", "T19", "T18", "T15", "T14", "T0", "MATTO"], 1: ["T17"],
         2: ["T16", "T1", "T2", "T3", "1S", "1B", "1D"], 3: ["T13", "6B", "7B"]},
        seed, ["6B", "7B"],
        {0: [seq("trumps", 7)], 2: [seq("moretti", 3), seq("aces", 3)]},
    )


@reg("o06-suit-no-king-false")
def _(seed):
    # seat 3: Q N J A of batons and the Bagatto, no King: a contatore cannot stand for the King
    return ottocento(
        "o06", 2,
        {3: ["QB", "NB", "JB", "1B", "T0"], 1: ["KB"], 2: ["6D", "7D"]},
        seed, ["6D", "7D"],
        {3: [seq("suit", 5, "B")]},
        scores="none",
    )


@reg("o07-cricca-kings-with-matto-false")
def _(seed):
    # seat 2: K of swords, K of batons and the Matto declared as three kings (no contatore in a cricca);
    # its tarocchi three (Angel, Bagatto, Matto) is good
    return ottocento(
        "o07", 3,
        {2: ["KS", "KB", "MATTO", "T20", "T0"], 0: ["KC", "T19"], 1: ["KD"], 3: ["8S", "9S"]},
        seed, ["8S", "9S"],
        {2: [cricca("tarocchi", 3), cricca("kings", 3)]},
        scores="none",
    )


@reg("o08-one-bagatto-two-sequences")
def _(seed):
    # seat 1: two Moretti, two Aces and the Bagatto only: moretti 3 and aces 3 both need it
    return ottocento(
        "o08", 0,
        {1: ["T1", "T2", "1C", "1D", "T0"], 0: ["T3", "1S", "10B", "9B"], 2: ["T4", "1B", "MATTO"]},
        seed, ["10B", "9B"],
        {1: [seq("moretti", 3), seq("aces", 3)]},
    )


@reg("o09-three-sequences-of-three")
def _(seed):
    # seat 0: K Q of swords + Matto, three Moretti, three Aces: three sequences of three (30) doubled: 60
    return ottocento(
        "o09", 1,
        {0: ["KS", "QS", "MATTO", "T1", "T2", "T3", "1S", "1B", "1C"],
         2: ["NS", "T4"], 3: ["JS", "1D", "T0"], 1: ["9C", "10C"]},
        seed, ["9C", "10C"],
        {0: [seq("suit", 3, "S"), seq("moretti", 3), seq("aces", 3)]},
    )


def _o10_plant(doc):
    i, e = find_score(doc, "team1", "declarations")
    e["points"] = 53  # the recorder added the three cricche and the sequence without doubling


@reg("o10-three-cricche-doubling-wrongscore")
def _(seed):
    # seat 3 (dealer): three kings, three queens, three jacks, two Moretti + Bagatto
    return ottocento(
        "o10", 3,
        {3: ["KS", "KB", "KC", "QS", "QB", "QC", "JS", "JB", "JC", "T3", "T4", "T0", "6C", "7C"],
         0: ["NS", "NB", "NC", "KD", "QD", "JD", "T1"], 1: ["T2", "MATTO"]},
        seed, ["6C", "7C"],
        {3: [cricca("kings", 3), cricca("queens", 3), cricca("jacks", 3), seq("moretti", 3)]},
        plant=_o10_plant,
    )


@reg("t01-gioco-suit-gap-bagatto")
def _(seed):
    # declarer seat 1: K Q (Bagatto for N) J A of coins = 5 (20); trumps 20..15 = 6 (25) without a contatore
    return terziglio(
        "t01", 0,
        {1: ["KD", "QD", "JD", "1D", "T0", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "KS", "KB"],
         2: ["ND"]},
        seed, 1, "gioco", [], [],
        {1: [seq("suit", 5, "D"), seq("trumps", 6)]},
        talon_fixed=["6S", "7S", "8S", "9S", "6B", "7B", "8B", "9B"],
    )


@reg("t02-contatore-for-angel-false")
def _(seed):
    # seat 2 (opponent): Mondo Sun Moon + Matto declared as a trump sequence of 4: no Angel
    return terziglio(
        "t02", 1,
        {2: ["T19", "T18", "T17", "MATTO"], 0: ["T20", "T16", "T15", "T14", "T13", "T12", "T11", "KS", "KB", "KC"]},
        seed, 0, "gioco", [], [],
        {2: [seq("trumps", 4)]},
        talon_fixed=["6S", "7S", "8S", "9S", "6B", "7B", "8B", "9B"],
        scores=False,
    )


@reg("t03-solo-three-sequences-of-three")
def _(seed):
    # solo declarer seat 2: moretti 1 2 3 (3), aces S B + Bagatto (3), K Q of cups + Matto (3): 30 doubled 60
    return terziglio(
        "t03", 1,
        {2: ["T1", "T2", "T3", "1S", "1B", "T0", "KC", "QC", "MATTO", "T20", "T19", "T18", "T17", "T16", "T15"],
         0: ["T4", "1C", "NC", "JC"], 1: ["1D"]},
        seed, 2, "solo", [], [],
        {2: [seq("moretti", 3), seq("aces", 3), seq("suit", 3, "C")]},
        talon_fixed=["6S", "7S", "8S", "9S", "6B", "7B", "8B", "9B"],
    )


@reg("o11-pile-kings-with-matto-wrongscore")
def _(seed):
    # no fixed cards: the side that keeps the Matto has two kings in its tricks; the recorder
    # counted them with the Matto as a cricca of kings (17 too many on "combinations")
    doc, info = ottocento("o11", 2, {2: ["8C", "9C"]}, seed, ["8C", "9C"], {})
    side = [t for t, p in info["piles"].items() if "MATTO" in p and sum(1 for c in p if c.startswith("K")) == 2]
    assert side
    t = side[0]
    i, e = find_score(doc, f"team{t}", "combinations")
    e["points"] += 17
    info["plant"] = (i, t)
    return doc, info


@reg("t04-pile-trumps-consecutive-contatori-wronggp")
def _(seed):
    # declarer seat 0 holds 20 19 18 17 16 13 and both contatori (15 and 14 elsewhere); declares the
    # six (20 19 18 17 16 + a contatore = 25). The recorder scored the declarer's captured trumps as
    # eight (two contatori in a row for 15 and 14: +10), which moves the game points by one.
    doc, info = terziglio(
        "t04", 2,
        {0: ["T20", "T19", "T18", "T17", "T16", "T13", "T0", "MATTO", "KS", "KB", "KC", "KD"],
         1: ["T15"], 2: ["T14"]},
        seed, 0, "gioco", [], [],
        {0: [seq("trumps", 6)]},
        talon_fixed=["6S", "7S", "8S", "9S", "6B", "7B", "8B", "9B"],
    )
    per, ok, gps = info["res"][O.rname(dict(share="A", gaps="R", acec="Y", dbl="1", scope="P", cs="N"))]
    assert per[0]["combos"][1].get("trumps") == 6
    tot0, tot1 = per[0]["total"], per[1]["total"]
    assert tot0 > tot1
    def gp(x):
        return x // 50 + (1 if x % 50 >= 46 else 0)
    assert gp(tot0 + 10) == gp(tot0) + 1 and gps[0] == gp(tot0)
    ev = doc["deals"][0]["events"]
    for e in ev:
        if e["type"] in ("score", "total") and e["party"] == 0:
            e["points"] += 1
    info["plant"] = tot0
    return doc, info
