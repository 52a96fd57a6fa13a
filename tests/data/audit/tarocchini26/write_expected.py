# ruff: noqa: UP031
"""tarocchini26: prints the per-file part of EXPECTED.md from the figures gen.py wrote."""

import json


def otto_line(n):
    if n.get("monte"):
        return "  - deal %d: dealer %d, thrown in (all four say monte); no score." % (n["deal"], n["dealer"])
    return (
        "  - deal %d: dealer %d; team0/team1 declarations %s, captured combinations %s, card points %s, "
        "last trick %s -> score %s (recorded %s); totals by the rules %s, written %s%s"
        % (
            n["deal"],
            n["dealer"],
            n["declarations"],
            n["combinations"],
            n["card_points"],
            n["last_trick"],
            n["score"],
            n["recorded_score"],
            n["totals_by_rules"],
            n["totals_written"],
            "; game to 800 won, next deal starts a new game" if n["game_ends_by_rules"] else "",
        )
    )


def terz_line(n):
    return (
        "  - deal %d: dealer %d, %s by seat %d; declarer/opponents declarations %s, combinations %s, "
        "card points %s, last trick %s -> %s; %s win, %d game points; seat scores %s (recorded %s); "
        "totals by the rules %s, written %s"
        % (
            n["deal"],
            n["dealer"],
            n["contract"],
            n["declarer"],
            n["declarations"],
            n["combinations"],
            n["card_points"],
            n["last_trick"],
            n["points"],
            n["winner"],
            n["game_points"],
            n["seat_scores"],
            n["recorded"],
            n["totals_by_rules"],
            n["totals_written"],
        )
    )


summary = json.load(open("expected.json.txt"))
for s in summary:
    name = s["file"][:-5]
    fig = json.load(open(name + ".fig.json.txt"))
    exp = s["expected"]
    print("### {}".format(s["file"]))
    print()
    print(s["what"] + ".")
    print()
    print(
        "Expected: "
        + ("**clean**" if not exp else ", ".join("({}, {}, `{}`)".format(*tuple(e)) for e in exp))
    )
    print()
    for n in fig["deals"]:
        print(otto_line(n) if "score" in n or n.get("monte") else terz_line(n))
    print()
