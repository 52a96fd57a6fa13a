"""Writes the per-file part of EXPECTED.md from _expected_figures.txt (figures computed by _gen.py)."""

import json
from pathlib import Path

HERE = Path(__file__).parent
R = json.loads((HERE / "_expected_figures.txt").read_text())
CODE = {"line": "wrong_score", "total": "wrong_total"}
out = []
for r in R:
    flt = r["faults"]
    out.append(
        "### %s.json (%d players, pool before the record: unknown to the reader; %s on the writer's sheet)\n"
        % (r["name"], r["n"], r["pool0"])
    )
    out.append("Expected status: **%s**\n" % ("violations" if flt else "clean"))
    if flt:
        for f in flt:
            d = r["deals"][f["deal"]]
            if f["kind"] == "line":
                right = d["lines"][str(f["party"])] if f["party"] != "pool" else d["pool_line"]
                what = "line of %s written %s, the rules give %s" % (
                    "the pool" if f["party"] == "pool" else "seat %s" % f["party"],
                    round(right + f["delta"], 6),
                    right,
                )
            else:
                if f["party"] == "pool":
                    right = d["pool_after"]
                    what = (
                        "pool total written %s, the rules give %s, and so does the sheet's previous pool "
                        "total plus the deal's pool result (an addition slip; later pool totals carry it on)"
                    ) % (round(right + f["delta"], 6), right)
                else:
                    right = d["totals"][str(f["party"])]
                    what = (
                        "total of seat %s off by %+g from its previous written total plus its line (by the rules %s)"
                        % (f["party"], f["delta"], right)
                    )
            role = ""
            info = d["info"]
            if f["party"] == d["dealer"]:
                role = " (the king)"
            elif f["party"] == info.get("decl"):
                role = " (the player)"
            elif f["party"] != "pool":
                role = " (a helper)"
            out.append(
                "- deal %d, event %d, `%s`, party %s%s: %s.\n"
                % (f["deal"], f["event"], CODE[f["kind"]], f["party"], role, what)
            )
    out.append(
        "\n| deal | dealer (king) | sits out | contract | player | pts | value | pool before → after | pool line | lines (by the rules) |\n|---|---|---|---|---|---|---|---|---|---|\n"
    )
    for d in r["deals"]:
        i = d["info"]
        sc = i.get("scenario", "allpass")
        extra = []
        if "stake" in i:
            extra.append("stake %g" % i["stake"])
        if "take" in i:
            extra.append("takes %g" % i["take"])
        if "paid_in" in i:
            extra.append("pays in %g" % i["paid_in"])
        if "pass_fees" in i:
            extra.append("pass fees 15")
        contract = {
            "plain": "three",
            "made": "three + ultimo made",
            "failed": "three + ultimo failed",
            "allpass": "all pass",
        }[sc] + ("; " + ", ".join(extra) if extra else "")
        lines = ", ".join("%s: %g" % (k, v) for k, v in d["lines"].items())
        out.append(
            "| %d | %s | %s | %s | %s | %s | %s | %g → %g | %g%s | %s |\n"
            % (
                d["deal"],
                d["dealer"],
                "-" if d["rest"] is None else d["rest"],
                contract,
                i.get("decl", "-"),
                i.get("pts", "-"),
                i.get("value", "-"),
                d["pool_before"],
                d["pool_after"],
                d["pool_line"],
                " (written)" if d["pool_line_written"] else "",
                lines,
            )
        )
    out.append(
        "\nSession net by the rules (sum of the lines): %s; the pool ends at %g (it began at %g, which the record does not give).\n\n"
        % (", ".join("%s: %g" % (k, v) for k, v in r["session_net"].items()), r["pool_end"], r["pool0"])
    )
(HERE / "_expected_tables.md").write_text("".join(out))
