"""Prints the per-file part of EXPECTED.md from facts.txt."""

import json

NM = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
out = []
for F in json.load(open("facts.txt")):
    out.append("### %s\n" % F["file"])
    exp = F["expected"]
    out.append(
        "Expected violations: "
        + (", ".join("(deal %d, event %d, `%s`)" % tuple(e) for e in exp) if exp else "**none (clean)**")
        + "\n"
    )
    out.append(
        "| deal | dealer | king/sitter | player: bid (purchase) | points P/H | result | game per opponent | premiums per opponent | contra | pool before→after | net per party |"
    )
    out.append("|---|---|---|---|---|---|---|---|---|---|---|")
    for i, f in enumerate(F["facts"]):
        ks = []
        if f["king"] is not None:
            ks.append("king %d" % f["king"])
        if f["sitter"] is not None:
            ks.append("sitter %d" % f["sitter"])
        net = ", ".join("%s %s" % (k, v) for k, v in f["net"].items())
        if f["declarer"] is None:
            out.append(
                "| %d | %d | %s | all pass | – | – | – | – | – | %s→%s | %s |"
                % (i, f["dealer"], " ".join(ks) or "–", f["pool_before"], f["pool_after"], net)
            )
            continue
        prem = ", ".join("%s %+d" % (a, b) for a, b in f["premiums"]) or "–"
        extra = ""
        if f.get("pool_taken") is not None:
            extra = " (ultimo takes %s)" % f["pool_taken"]
        if f.get("pool_paid") is not None:
            extra = " (failed ultimo pays %s in)" % f["pool_paid"]
        out.append(
            "| %d | %d | %s | %d: %s (%d) | %d/%d | %s | %s (value %s) | %s | %s | %s→%s%s | %s |"
            % (
                i,
                f["dealer"],
                " ".join(ks) or "–",
                f["declarer"],
                f["bid"],
                f["purchase"],
                f["points"],
                f["helpers"],
                "won" if f["won"] else "lost",
                f["game"],
                f["game_value"],
                prem,
                f["contra"],
                f["pool_before"],
                f["pool_after"],
                extra,
                net,
            )
        )
    out.append("\nFinal totals (seats): %s\n" % F["facts"][-1]["totals"])
print("\n".join(out))
