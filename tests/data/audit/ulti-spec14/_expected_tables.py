import json
F = json.load(open('_facts.txt'))
names = ["Anna/Béla/Csilla"]
out = []
for name, deals in F.items():
    tr = json.load(open(name + '.json'))
    out.append(f"### {name}.json\n")
    out.append(f"rules `{json.dumps(tr['rules'])}`" + (f", start totals {tr['start']['totals']}" if 'start' in tr else "") + "\n")
    out.append("| deal | dealer (due/written) | declarer | contract | trump | outcome | settlement (from→to amount reason) | net | running |")
    out.append("|---|---|---|---|---|---|---|---|---|")
    for d in deals:
        c = d['contract']
        cs = ("red " if c.get('red') else "") + "+".join(c['goals']) + (" (trumps)" if c.get('trumps') else "")
        e = d['eval']
        if e == 'fold':
            oc = "folded"
        else:
            oc = f"decl tricks {e['decl_tricks']}, card pts decl {e['decl_side']} / def {e['def_side']} (talon {e['talon_pts']})"
            if e['last_seven']:
                oc += f", trump 7 in last trick by {e['last_seven'][0]} {'won' if e['last_seven'][1] else 'lost'}"
            if d['silent']:
                oc += ", " + ",".join(d['silent'])
        pays = "; ".join(f"{f}→{t} {a} {r}" for f, t, a, r in d['payments'])
        out.append(f"| {d['deal']} | {d['dealer_due']}/{d['dealer_written']} | {d['declarer']} | {cs} | {d['trump'] or '-'} | {oc} | {pays} | {d['net']} | {d['totals_after']} |")
    out.append("")
open('_tables.md', 'w').write("\n".join(out))
