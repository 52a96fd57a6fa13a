"""Write the transcripts and the model's figures (facts.fig.json.txt, figures.md)."""

import json

import gen

gen.main()
facts = {}
lines = []
for name, (t, summ) in gen.FILES.items():
    with open(name + ".json", "w") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")
    facts[name] = {"expected": t["meta"]["expected"], "deals": summ}
    lines.append(f"### {name}\n")
    lines.append("expected: " + json.dumps(t["meta"]["expected"]) + "\n")
    lines.append(
        "| deal | dealer | tricks | card points | net per seat in the deal | totals after | pools after |"
    )
    lines.append("|---|---|---|---|---|---|---|")
    prevnet = [0] * len(t["players"])
    for d in summ:
        net = d["net_after"]
        delta = [a - b for a, b in zip(net, prevnet, strict=False)]
        prevnet = net
        tr = "void" if d["annulled"] else d["tricks"]
        lines.append(
            f"| {d['deal']} | {d['dealer']} | {tr} | {d['points'] or '-'} | {delta} | {net} | {d['pools_after']} |"
        )
    lines.append("")
with open("facts.fig.json.txt", "w") as f:
    json.dump(facts, f, indent=1)
with open("figures.md", "w") as f:
    f.write("# Model figures per file (rules, penalties included)\n\n" + "\n".join(lines) + "\n")
print(len(gen.FILES))
