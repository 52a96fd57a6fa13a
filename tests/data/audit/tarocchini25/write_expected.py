"""Write the per-file part of EXPECTED.md from the figures files and runs.txt."""

import glob
import json

from explain import explain


def fmt_items(items):
    out = []
    for it in items:
        if it["kind"] == "cricca":
            out.append(f"cricca {it['of']} {it['count']}")
        else:
            out.append(f"seq {it['of']}{'/' + it['suit'] if it.get('suit') else ''} {it['length']}")
    return ", ".join(out) or "nothing"


lines = []
for f in sorted(glob.glob("[0-9]*.json")):
    tr = json.load(open(f))
    fig = json.load(open(f.replace(".json", ".fig.json.txt")))
    name = f[:-5]
    planted = fig.get("planted")
    verdict = (
        "**clean**"
        if not planted
        else f"**violations: ({planted['deal']}, {planted['event']}, {planted['code']})** — {planted.get('what', 'seat 1 does not follow trumps although holding T0 T4 T8 T9')}"
    )
    lines.append(f"### {name}\n\nExpected: {verdict}\n")
    terz = tr["game"] == "tarocchini-terziglio"
    for di, d in enumerate(tr["deals"]):
        fd = fig["deals"][di]
        kept = [list(h) for h in d["hands"]]
        for e in d["events"]:
            if e["type"] == "take":
                kept[e["seat"]].extend(e["cards"])
            if e["type"] == "discard":
                for c in e["cards"]:
                    kept[e["seat"]].remove(c)
        head = f"- deal {di} (dealer {d['dealer']}"
        if terz:
            head += f", gioco by seat {fd['bid_seat']}"
        lines.append(head + "):")
        from model import combo_points

        for s, items in fd["declarations"].items():
            items = [{k: v for k, v in it.items() if k != "pts"} for it in items]
            run = explain(kept[int(s)])
            extra = f" — hand run {run}" if run else ""
            lines.append(f"  - seat {s} declares {fmt_items(items)} = {combo_points(items)}{extra}")
        for t in ("0", "1"):
            sc = fd["score"][t]
            label = ("declarer" if t == "0" else "opponents") if terz else f"team{t}"
            pile_run = explain(fd["piles"][t])
            lines.append(
                f"  - {label}: declarations {sc['declarations']} + after-play {sc['combinations']} "
                f"({fmt_items(sc['pile_combos'])}) + card points {sc['card_points']} + last trick {sc['last_trick']} = **{sc['total']}**"
                + (f"; pile trump run {pile_run}" if pile_run else "")
            )
        if terz:
            lines.append(
                f"  - winner side {'declarer' if fd['winner_side'] == 0 else 'opponents'}, game points {fd['game_points']}; sheet {fd['seat_pts']}; totals {fd['totals']}"
            )
        else:
            lines.append(
                f"  - totals {fd.get('totals', [fd['score']['0']['total'], fd['score']['1']['total']])}"
            )
    lines.append("")
open("expected_files.md", "w").write("\n".join(lines) + "\n")
print(len(lines))
