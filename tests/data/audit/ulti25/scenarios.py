"""ulti25 scenarios: run `python3 scenarios.py` to rebuild every file and gen.log."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import build  # noqa: E402
from build import build as B  # noqa: E402

LOW8 = ["7H", "8H", "7D", "8D", "7S", "8S", "7C", "8C"]


def last_has(g, card, seat=None, won=None):
    w, cs = g["tricks"][-1]
    for s, c in cs:
        if c == card and (seat is None or s == seat):
            return won is None or (w == s) == won
    return False


def no7(g):
    t = g["info"]["trump"]
    return not last_has(g, "7" + t) if t else True


def def7(g, won):
    t = g["info"]["trump"]
    return any(last_has(g, "7" + t, s, won) for s in range(3) if s != g["decl"])


def dec7(g, won):
    t = g["info"]["trump"]
    return last_has(g, "7" + t, g["decl"], won)


def nomar(g):
    return not g["mar"]


# 01 betli family, clean session
B(
    "01-betli-rebetli-open-betli.json",
    [
        dict(
            goals=["betli"],
            trump=None,
            force=LOW8,
            discard="high",
            decl_obj="lose",
            def_obj="lose",
            cond=lambda f, g: f["betli"],
        ),
        dict(
            goals=["rebetli"],
            trump=None,
            force=LOW8[:5],
            discard="high",
            decl_obj="lose",
            def_obj="lose",
            auction="raise",
            cond=lambda f, g: not f["rebetli"] and f["tricks"][g["decl"]] == 1,
        ),
        dict(
            goals=["open-betli"],
            trump=None,
            force=LOW8,
            discard="high",
            decl_obj="lose",
            def_obj="lose",
            cond=lambda f, g: f["open-betli"],
        ),
    ],
    desc="Three no-trump deals: betli won (5 each), rebetli lost with one trick (declarer pays 10 each), open betli won (20 each).",
)

# 02 contras in no-trump games: only the doubler's payment is doubled
B(
    "02-betli-contra-one-defender.json",
    [
        dict(
            goals=["betli"],
            trump=None,
            force=LOW8,
            discard="high",
            decl_obj="lose",
            def_obj="lose",
            contra=[(1, "betli", 2)],
            cond=lambda f, g: f["betli"],
        ),
        dict(
            goals=["rebetli"],
            trump=None,
            force=LOW8[:6],
            discard="high",
            decl_obj="lose",
            def_obj="lose",
            contra=[(2, "rebetli", 2), (0, "rebetli", 4)],
            cond=lambda f, g: not f["rebetli"],
        ),
        dict(
            goals=["open-betli"],
            trump=None,
            force=LOW8,
            discard="high",
            decl_obj="lose",
            def_obj="lose",
            contra=[(1, "open-betli", 2), (0, "open-betli", 4), (1, "open-betli", 8)],
            cond=lambda f, g: f["open-betli"],
        ),
    ],
    start_dealer=1,
    desc="No-trump contra chains: the contra (and its recontra/subcontra) doubles only the payment between the defender who said it and the declarer.",
)

STRONG_NT = ["AS", "KS", "QS", "JS", "10S", "AH", "KH", "AD", "KD", "AC"]

# 03 durchmarsch without trumps
B(
    "03-durchmarsch-without-trumps.json",
    [
        dict(
            goals=["durchmarsch"],
            trump=None,
            force=STRONG_NT,
            announce_nt=True,
            cond=lambda f, g: f["durchmarsch"],
        ),
        dict(goals=["redurchmarsch"], trump=None, force=STRONG_NT, cond=lambda f, g: f["redurchmarsch"]),
        dict(
            goals=["open-durchmarsch"],
            trump=None,
            force=STRONG_NT[:8],
            cond=lambda f, g: not f["open-durchmarsch"],
        ),
    ],
    desc="Lone durchmarsch without trumps (no-trump announced) won 6; redurchmarsch won 12; open durchmarsch without trumps lost 24.",
)

SPADES = ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S"]
HEARTS = ["AH", "10H", "KH", "QH", "JH", "9H", "8H", "7H"]
CLUBS = ["AC", "10C", "KC", "QC", "JC", "9C", "8C", "7C"]

# 04 durchmarsch with trumps
B(
    "04-durchmarsch-with-trumps.json",
    [
        dict(
            goals=["durchmarsch"],
            trump="S",
            force=SPADES + ["AH", "AD"],
            cond=lambda f, g: f["durchmarsch"] and dec7(g, True),
        ),
        dict(
            goals=["durchmarsch"],
            trump="H",
            red=True,
            force=HEARTS[:6] + ["AS", "AD", "AC"],
            cond=lambda f, g: f["durchmarsch"] and no7(g),
        ),
        dict(
            goals=["open-durchmarsch"],
            trump="C",
            force=CLUBS[:7] + ["AH", "AS"],
            cond=lambda f, g: f["open-durchmarsch"] and no7(g),
        ),
    ],
    start_dealer=2,
    desc="Durchmarsch with trumps: spades, won, trump 7 winning the last trick (silent ulti 2 on top of 6); red durchmarsch won (12); open durchmarsch with clubs won (24).",
)

# 05 40-100 and 20-100
B(
    "05-forty-hundred-twenty-hundred.json",
    [
        dict(
            goals=["40-100"],
            trump="S",
            force=["KS", "QS", "AS", "10S", "JS", "AH", "10H", "AD"],
            cond=lambda f, g: f["40-100"] and no7(g),
        ),
        dict(
            goals=["40-100"],
            trump="H",
            red=True,
            force=["KH", "QH", "AH", "9H"],
            cond=lambda f, g: not f["40-100"] and no7(g),
        ),
        dict(
            goals=["20-100"],
            trump="D",
            force=["KC", "QC", "AD", "10D", "KD", "JD", "AS", "10S", "AC", "10C"],
            cond=lambda f, g: f["20-100"] and no7(g),
        ),
    ],
    desc="40-100 won (4 each); red 40-100 lost (declarer pays 8 each); 20-100 won with a clubs pair (8 each). No 20/40 is said in a 100 game.",
)

# 06 ulti combinations
B(
    "06-ulti-combinations.json",
    [
        dict(
            goals=["ulti", "40-100"],
            trump="S",
            force=["7S", "KS", "QS", "AS", "10S"],
            cond=lambda f, g: f["ulti_won"] and not f["40-100"],
        ),
        dict(
            goals=["ulti"],
            trump="C",
            force=["7C", "AC"],
            auction="raise",
            cond=lambda f, g: not f["ulti_won"] and f["party_won"] and f["silent100"] is None,
        ),
        dict(
            goals=["ulti", "durchmarsch"],
            trump="H",
            red=True,
            force=HEARTS + ["AS", "AD"],
            cond=lambda f, g: f["ulti_won"] and f["durchmarsch"],
        ),
    ],
    start_dealer=1,
    desc="ulti + 40-100 (ulti won, 40-100 lost, no party); ulti with party (party won, ulti lost with its 4-point penalty); red ulti + durchmarsch both won.",
)

# 07 contra chains in trump games
B(
    "07-contra-chains-trumps.json",
    [
        dict(
            goals=["ulti"],
            trump="S",
            force=["7S", "AS"],
            contra=[(1, "ulti", 2), (0, "ulti", 4), (1, "ulti", 8)],
            cond=lambda f, g: not f["ulti_won"] and f["party_won"] and f["silent100"] is None,
        ),
        dict(
            goals=["ulti", "40-100"],
            trump="D",
            force=["7D", "KD", "QD", "AD", "10D", "AS", "AC"],
            contra=[(1, "ulti", 2), (2, "40-100", 2), (0, "40-100", 4)],
            cond=lambda f, g: f["ulti_won"] and f["40-100"],
        ),
        dict(
            goals=["ulti"],
            trump="H",
            red=True,
            force=["7H", "AH"],
            contra=[(1, "party", 2), (2, "ulti", 2)],
            cond=lambda f, g: f["ulti_won"] and not f["party_won"] and f["silent100"] is None,
        ),
    ],
    start_dealer=2,
    desc="Trump-game contras cover both defenders and only the goal named: subcontra on ulti (penalty not doubled); contra+recontra on 40-100 beside a contra on ulti; red ulti with contra on party and on ulti.",
)

# 08 four aces (option)
FA = {"four_aces": True, "silent_four_aces": True}
B(
    "08-four-aces.json",
    [
        dict(
            goals=["four-aces"],
            trump="D",
            force=["AH", "AD", "AS", "AC", "10D", "KD"],
            cond=lambda f, g: (
                f["four-aces"] and f["silent100"] is None and no7(g) and not f["tricks"][g["decl"]] == 10
            ),
        ),
        dict(
            goals=["party"],
            trump="S",
            force=["AH", "AD", "AS", "AC", "10S"],
            silent_four_aces=True,
            cond=lambda f, g: (
                f["party_won"]
                and f["silent100"] is None
                and no7(g)
                and f["tricks"][g["decl"]] < 10
                and all(
                    "A" + x in sum([[c for _, c in cs] for w, cs in g["tricks"] if w == g["decl"]], [])
                    for x in "HDSC"
                )
            ),
        ),
        dict(
            goals=["four-aces"],
            trump="C",
            force=["AH", "AC", "AS"],
            cond=lambda f, g: not f["four-aces"] and f["party_won"] and f["silent100"] is None and no7(g),
        ),
    ],
    rules=dict({"preset": "standard"}, **FA),
    desc="Options four_aces and silent_four_aces: four aces (with party) won 4+1; party with silent four aces 1+2; four aces lost, party won.",
)

# 09 silent bonuses of the declarer
B(
    "09-silent-bonuses-declarer.json",
    [
        dict(
            goals=["party"],
            trump="C",
            force=["KC", "QC", "AC", "10C", "AH", "10H"],
            cond=lambda f, g: (
                f["silent100"] == g["decl"] and no7(g) and f["tricks"][g["decl"]] < 10 and f["decl_mar"] == 40
            ),
        ),
        dict(
            goals=["party"],
            trump="D",
            force=["AD", "10D", "KD", "JD", "9D", "AS", "10S", "AC", "10C", "AH"],
            cond=lambda f, g: (
                f["tricks"][g["decl"]] == 10 and no7(g) and g["decl"] not in g["mar"] and f["party_won"]
            ),
        ),
        dict(
            goals=["party"],
            trump="S",
            force=["7S", "AS", "10S", "KS", "QS"],
            contra=[(2, "party", 2)],
            cond=lambda f, g: f["silent100"] == g["decl"] and dec7(g, True) and f["tricks"][g["decl"]] < 10,
        ),
    ],
    desc="Declarer's silent bonuses: silent 100 with a 40 (replaces party: 2 each); silent durchmarsch beside the party (1+3 each); party contra'd, silent 100 (2, contra not applied) and silent ulti (2).",
)

# 10 silent bonuses of the defenders
B(
    "10-silent-bonuses-defenders.json",
    [
        dict(
            goals=["party"],
            trump="S",
            decl_obj="rand",
            eps=0.5,
            cond=lambda f, g: f["silent100"] == "def" and no7(g) and f["tricks"][g["decl"]] >= 1,
        ),
        dict(goals=["party"], trump="D", cond=lambda f, g: def7(g, True) and f["silent100"] is None),
        dict(goals=["party"], trump="C", cond=lambda f, g: def7(g, False) and f["silent100"] is None),
        dict(
            goals=["party"], trump="H", red=True, cond=lambda f, g: def7(g, False) and f["silent100"] is None
        ),
    ],
    start_dealer=1,
    desc="Defenders' silent bonuses: defenders' silent 100 (declarer pays 2 each instead of the party's 1); a defender's silent ulti (declarer pays 2 each); a defender's failed silent ulti (he pays 4 to each other player); the same in red (8).",
)

# 11 UltiNet preset
B(
    "11-ultinet-table.json",
    [
        dict(
            goals=["ulti"],
            trump="S",
            force=["7S", "AS", "10S", "KS", "QS"],
            table="ultinet",
            cond=lambda f, g: f["ulti_won"] and f["silent100"] == g["decl"],
        ),
        dict(
            goals=["four-tens"],
            trump="D",
            force=["10H", "10D", "10S", "10C", "AD", "AH", "AS", "AC", "KD", "QD"],
            table="ultinet",
            declare=False,
            cond=lambda f, g: f["four-tens"] and f["tricks"][g["decl"]] == 10 and no7(g),
        ),
        dict(
            goals=["20-100"],
            trump="C",
            force=["KH", "QH", "AC", "10C", "KC", "JC", "AS", "10S", "AD", "10D"],
            table="ultinet",
            cond=lambda f, g: f["20-100"] and no7(g),
        ),
    ],
    rules={"preset": "ultinet"},
    start_dealer=2,
    desc="UltiNet table: ulti 4 + silent 100 1 (in place of the party's 1); four tens 9 + party 1 with all ten tricks (no silent durchmarsch beside four tens); 20-100 6.",
)


# faults
def mutate_penalty(ev):
    for e in ev:
        if e["type"] == "payment" and e["reason"] == "ulti-penalty":
            e["amount"] *= 2
            break


B(
    "12-fault-penalty-doubled-by-contra.json",
    [
        dict(
            goals=["ulti"],
            trump="C",
            force=["7C", "AC"],
            contra=[(2, "ulti", 2)],
            totals=False,
            cond=lambda f, g: not f["ulti_won"] and f["party_won"] and f["silent100"] is None,
            mutate=mutate_penalty,
        ),
    ],
    desc="Planted: the first ulti penalty is recorded as 8 (doubled with the contra); the source says the contra does not apply to it (4).",
)


def mutate_betli(ev):
    decl = next(e["seat"] for e in ev if e["type"] == "bid" and e["bid"] != "pass")
    other = (decl + 2) % 3
    for e in ev:
        if e["type"] == "payment" and e["from"] == other:
            e["amount"] *= 2


B(
    "13-fault-betli-contra-both.json",
    [
        dict(
            goals=["betli"],
            trump=None,
            force=LOW8,
            discard="high",
            decl_obj="lose",
            def_obj="lose",
            contra=[(1, "betli", 2)],
            totals=False,
            cond=lambda f, g: f["betli"],
            mutate=mutate_betli,
        ),
    ],
    start_dealer=1,
    desc="Planted: in a betli one defender said contra, but both defenders are recorded paying 10; the other owes 5.",
)


def mutate_red_silent(ev):
    for e in ev:
        if e["type"] == "payment" and e["reason"] == "silent-100":
            e["amount"] //= 2
            break


B(
    "14-fault-red-silent-100-undoubled.json",
    [
        dict(
            goals=["party"],
            trump="H",
            red=True,
            force=["KH", "QH", "AH", "10H", "AS", "10S"],
            totals=False,
            cond=lambda f, g: f["silent100"] == g["decl"] and no7(g) and f["tricks"][g["decl"]] < 10,
            mutate=mutate_red_silent,
        ),
    ],
    start_dealer=2,
    desc="Planted: red party with the declarer's silent 100; the first defender is recorded paying 2 instead of 4.",
)


# --- second batch (written after the first 14 agreed with the engine; expectations committed before
# the engine saw these two files)
B(
    "15-red-and-stacked-bonuses.json",
    [
        dict(
            goals=["open-durchmarsch"],
            trump="H",
            red=True,
            force=HEARTS[:6] + ["AS", "AD", "AC"],
            cond=lambda f, g: f["open-durchmarsch"] and no7(g),
        ),
        dict(
            goals=["ulti"],
            trump="H",
            red=True,
            force=["7H", "AH"],
            contra=[(2, "ulti", 2)],
            cond=lambda f, g: not f["ulti_won"] and f["party_won"] and f["silent100"] is None,
        ),
        dict(
            goals=["party"],
            trump="S",
            force=["KS", "QS", "AS", "10S", "7S", "JS", "9S", "8S", "AH", "AD"],
            cond=lambda f, g: f["tricks"][g["decl"]] == 10 and dec7(g, True) and f["decl_mar"] == 40,
        ),
        dict(
            goals=["party"],
            trump="C",
            decl_obj="rand",
            eps=0.5,
            contra=[(1, "party", 2)],
            cond=lambda f, g: f["silent100"] == "def" and no7(g) and f["tricks"][g["decl"]] >= 1,
        ),
        dict(
            goals=["party"],
            trump="H",
            red=True,
            force=["AH", "10H", "KH", "JH", "9H", "AS", "10S", "AC", "10C", "AD"],
            cond=lambda f, g: (
                f["tricks"][g["decl"]] == 10 and no7(g) and g["decl"] not in g["mar"] and f["party_won"]
            ),
        ),
    ],
    desc="Red open durchmarsch (24, not doubled); red ulti lost under contra (16 + penalty 8); party with a 40 and all ten tricks ending with the trump 7 (silent 100 + silent durchmarsch + silent ulti); defenders' silent 100 against a contra'd party (2, undoubled); red party with silent durchmarsch (2 + 6).",
)

B(
    "16-ultinet-durchmarsch-four-aces.json",
    [
        dict(
            goals=["40-100", "durchmarsch"],
            trump="S",
            force=SPADES + ["AH", "AD"],
            table="ultinet",
            cond=lambda f, g: f["durchmarsch"] and f["40-100"] and no7(g),
        ),
        dict(
            goals=["party"],
            trump="D",
            force=["AD", "10D", "KD", "JD", "9D", "AS", "10S", "AC", "10C", "AH"],
            table="ultinet",
            cond=lambda f, g: (
                f["tricks"][g["decl"]] == 10 and no7(g) and g["decl"] not in g["mar"] and f["party_won"]
            ),
        ),
        dict(
            goals=["four-aces"],
            trump="C",
            force=["AH", "AD", "AS", "AC", "10C", "KC"],
            table="ultinet",
            cond=lambda f, g: (
                f["four-aces"] and f["silent100"] is None and no7(g) and f["tricks"][g["decl"]] < 10
            ),
        ),
    ],
    rules={"preset": "ultinet"},
    start_dealer=1,
    desc="UltiNet: 40-100 + durchmarsch (4 + 7); party with all ten tricks (1 + silent durchmarsch 4); four aces with party (3 + 1).",
)

(Path(__file__).parent / "gen.log").write_text("\n".join(build.LOG) + "\n")
