"""ulti26 scenarios: python3 scenarios.py regenerates every file, gen.log and expected.json."""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build as B  # noqa: E402
import check  # noqa: E402


def P(**want):
    """predicate: goal outcomes as given, silent list as given (default none)."""
    sil = want.pop("silent", [])
    minmar = want.pop("marriage", False)

    def f(r):
        i = r["info"]
        if not isinstance(i, dict):
            return True
        for g, v in want.items():
            if i["out"].get(g.replace("_", "-")) != v:
                return False
        if sorted(k for k, _ in i["silent"]) != sorted(sil):
            return False
        if minmar and not any(i["mar"][s] for s in range(3)):
            return False
        return True

    return f


EXP = {}


def main():
    # 01 party session, fresh sheet
    d = [
        B.build(101, 0, ["party"], pred=P(party=True)),
        B.build(102, 1, ["party"], pred=P(party=False)),
        B.build(103, 2, ["party"], red=True, pattern="G", pred=P(party=True, marriage=True)),
        B.build(104, 0, ["party"], pred=P(party=False, marriage=True)),
    ]
    EXP["01-sheet-party-session.json"] = B.session(
        "01-sheet-party-session.json",
        d,
        desc="Score sheet: party won, party lost, red party over a party (talon taken), party lost with 20/40 said.",
    )
    # 02 ulti, carried totals
    d = [
        B.build(201, 1, ["ulti"], pred=P(party=True, ulti=True)),
        B.build(202, 2, ["ulti"], pred=P(party=True, ulti=False)),
        B.build(203, 0, ["ulti"], red=True, pred=P(party=True, ulti=True)),
        B.build(204, 1, ["ulti"], pred=P(party=False, ulti=False)),
    ]
    EXP["02-sheet-ulti-carried.json"] = B.session(
        "02-sheet-ulti-carried.json",
        d,
        start=[14, -6, -8],
        desc="Score sheet carried in: ulti won, ulti failed (with the 4-point penalty), red ulti won, ulti and party both lost.",
    )
    # 03 hundreds
    d = [
        B.build(301, 2, ["40-100"], pred=lambda r: P(**{"40-100": True})(r)),
        B.build(302, 0, ["40-100"], pred=P(**{"40-100": False})),
        B.build(303, 1, ["20-100"], pred=P(**{"20-100": True})),
        B.build(304, 2, ["40-100"], red=True, pred=P(**{"40-100": True})),
    ]
    EXP["03-sheet-hundreds.json"] = B.session(
        "03-sheet-hundreds.json", d, desc="Score sheet: 40-100 won and lost, 20-100 won, red 40-100 won."
    )
    # 04 betli / durchmarsch
    d = [
        B.build(401, 0, ["betli"], mode="betli", pred=P(betli=True)),
        B.build(402, 1, ["betli"], mode="betli", pred=P(betli=False)),
        B.build(403, 2, ["durchmarsch"], mode="durch", nt_durch=True, pred=P(durchmarsch=True)),
        B.build(404, 0, ["durchmarsch"], pred=P(durchmarsch=True)),
        B.build(405, 1, ["rebetli"], mode="betli", pattern="G", pred=P(rebetli=True)),
    ]
    EXP["04-sheet-betli-durchmarsch.json"] = B.session(
        "04-sheet-betli-durchmarsch.json",
        d,
        start=[-3, 10, -7],
        desc="Score sheet: betli won and lost, durchmarsch without trumps, durchmarsch with trumps, rebetli over a party.",
    )
    # 05 contra
    d = [
        B.build(501, 0, ["ulti"], doubles=[("ulti", "G", 2)], pred=P(party=True, ulti=True)),
        B.build(502, 1, ["party"], doubles=[("party", "H", 2), ("party", "D", 4)], pred=P(party=True)),
        B.build(503, 2, ["betli"], mode="betli", doubles=[("betli", "G", 2)], pred=P(betli=False)),
        B.build(504, 0, ["40-100"], doubles=[("40-100", "H", 2)], pred=P(**{"40-100": False})),
        B.build(505, 1, ["ulti"], doubles=[("ulti", "H", 2)], pred=P(party=True, ulti=False)),
    ]
    EXP["05-sheet-contra.json"] = B.session(
        "05-sheet-contra.json",
        d,
        desc="Score sheet: contra on ulti (won), contra+recontra on party (won), contra on betli by one defender (lost), contra on 40-100 (lost), contra on a failed ulti (penalty not doubled).",
    )
    # 06 silent bonuses
    d = [
        B.build(
            601,
            2,
            ["party"],
            pred=lambda r: P(party=True, silent=["ulti-won"])(r) and r["info"]["silent"][0][1] != r["decl"],
        ),
        B.build(
            602,
            0,
            ["party"],
            tries=20000,
            pred=lambda r: P(party=False, silent=["ulti-lost"])(r) and r["info"]["silent"][0][1] != r["decl"],
        ),
        B.build(603, 1, ["party"], pred=P(party=True, silent=["100-in-party"])),
        B.build(604, 2, ["40-100"], pred=P(**{"40-100": True, "silent": ["durch"]})),
        B.build(
            605,
            0,
            ["party"],
            red=True,
            pred=lambda r: P(party=True, silent=["ulti-won"])(r) and r["info"]["silent"][0][1] == r["decl"],
        ),
    ]
    EXP["06-sheet-silent-bonuses.json"] = B.session(
        "06-sheet-silent-bonuses.json",
        d,
        start=[0, 5, -5],
        payments=True,
        desc="Score sheet: a defender's silent ulti won and one lost, the declarer's silent 100 in a party, silent durchmarsch in a 40-100, the declarer's red silent ulti.",
    )
    # 07 fold
    d = [
        B.build(701, 1, ["party"], fold=True),
        B.build(702, 2, ["party"], pred=P(party=True)),
        B.build(703, 0, ["party"], fold=True),
    ]
    EXP["07-sheet-fold.json"] = B.session(
        "07-sheet-fold.json",
        d,
        start=[6, -2, -4],
        desc="Score sheet: the lowest party folded (2 to each defender), a party played, another fold.",
    )
    # 08 payments and sheet
    d = [
        B.build(801, 2, ["ulti"], red=True, pred=P(party=False, ulti=True)),
        B.build(802, 0, ["betli"], mode="betli", doubles=[("betli", "H", 2)], pred=P(betli=True)),
        B.build(803, 1, ["party"], pred=P(party=True, silent=["100-in-party"])),
    ]
    EXP["08-payments-and-sheet.json"] = B.session(
        "08-payments-and-sheet.json",
        d,
        payments=True,
        desc="Payments with reasons and the score sheet: red ulti won with red party lost (the source's worked example), betli with one contra won, party with silent 100.",
    )
    # 09 wrong score
    d = [
        B.build(901, 0, ["party"], pred=P(party=True)),
        B.build(902, 1, ["ulti"], pred=P(party=True, ulti=True)),
        B.build(903, 2, ["betli"], mode="betli", pred=P(betli=True)),
        B.build(904, 0, ["party"], pred=P(party=False)),
    ]
    EXP["09-fault-wrong-score.json"] = B.session(
        "09-fault-wrong-score.json",
        d,
        faults={"score": (1, 0, 2)},
        desc="One wrong score (planted in deal 1).",
    )
    # 10 wrong total
    d = [
        B.build(1001, 1, ["party"], pred=P(party=True)),
        B.build(1002, 2, ["40-100"], pred=P(**{"40-100": True})),
        B.build(1003, 0, ["party"], red=True, pred=P(party=False)),
        B.build(1004, 1, ["betli"], mode="betli", pred=P(betli=False)),
        B.build(1005, 2, ["ulti"], pred=P(party=True, ulti=True)),
    ]
    EXP["10-fault-wrong-total.json"] = B.session(
        "10-fault-wrong-total.json",
        d,
        start=[3, 3, -6],
        faults={"total": (1, 2, 10)},
        desc="One slip in an addition (deal 1), carried forward.",
    )
    # 11 revoke (revoke_penalty play_stands: score follows the play as recorded)
    d = [
        B.build(1101, 2, ["party"], pred=P(party=True)),
        B.build(1102, 0, ["party"], revoke=(2, "G"), pred=P(party=True)),
        B.build(1103, 1, ["party"], pred=P(party=False)),
    ]
    EXP["11-fault-failure-to-follow.json"] = B.session(
        "11-fault-failure-to-follow.json",
        d,
        rules={"preset": "standard", "revoke_penalty": "play_stands"},
        desc="One failure to follow suit (deal 1, trick 3); revoke_penalty play_stands, so the sheet scores the play as it went.",
    )
    # 12 all pass
    d = [B.build(1201, 0, ["party"], pred=P(party=True)), B.build(1202, 1, [], allpass=True)]
    EXP["12-fault-nobody-bids.json"] = B.session(
        "12-fault-nobody-bids.json",
        d,
        desc="Deal 1: the first bidder discards and passes, nobody bids; the sheet writes 0s. The source makes the first bidder name a game.",
    )
    # 13 six deals
    d = [
        B.build(1301, 2, ["ulti"], red=True, pred=P(party=True, ulti=False)),
        B.build(1302, 0, ["20-100"], pred=P(**{"20-100": False})),
        B.build(1303, 1, ["party"], pattern="G", red=True, pred=P(party=True)),
        B.build(1304, 2, ["durchmarsch"], red=True, pred=P(durchmarsch=True)),
        B.build(1305, 0, ["party"], tries=20000, pred=P(party=False, silent=["ulti-lost"])),
        B.build(1306, 1, ["betli"], mode="betli", pred=P(betli=True)),
    ]
    EXP["13-sheet-six-deals.json"] = B.session(
        "13-sheet-six-deals.json",
        d,
        start=[-20, 8, 12],
        desc="Six deals carried in: red ulti failed, 20-100 lost, red party over a party, red durchmarsch, silent ulti lost, betli.",
    )
    # fix event indices for the revoke and all-pass faults
    doc = json.load(open(os.path.join(B.HERE, "11-fault-failure-to-follow.json")))
    for di, i, code in check.check(doc):
        EXP["11-fault-failure-to-follow.json"].append((di, i, code))
    EXP["12-fault-nobody-bids.json"].append(
        (1, 1, "illegal_bid")
    )  # was no_contract before the engine run (REPORT B2)
    with open(os.path.join(B.HERE, "gen.log"), "w") as fh:
        fh.write("\n".join(B.LOG) + "\n")
    with open(os.path.join(B.HERE, "expected.txt"), "w") as fh:
        json.dump(EXP, fh, indent=1)


if __name__ == "__main__":
    main()
