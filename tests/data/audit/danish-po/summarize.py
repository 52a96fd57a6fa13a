import json
OUT = json.load(open("facts.txt"))
for name, v in OUT.items():
    print(f"### {name}\n")
    exp = v["expected"]
    print("Expected violations: " + (", ".join(f"(deal {d}, event {e}, `{c}`)" for d, e, c in exp) if exp else "none (clean)") + "\n")
    print("| deal | dealer | tricks | card points | last trick (winner) | premiums | net per party (0,1,2[,3],P,K) | pools after (P,K) |")
    print("|---|---|---|---|---|---|---|---|")
    for i, f in enumerate(v["facts"]):
        if not f.get("complete"):
            print(f"| {i} | {f['dealer']} | (record stops) | — | — | — | — | — |")
            continue
        tw = f["tricks_won"]; cp = f["card_points"]
        seats = sorted(int(k) for k in tw)
        net = f["net_deal"]
        keys = [k for k in net]
        print(f"| {i} | {f['dealer']} | " + " ".join(f"{s}:{tw[str(s)] if str(s) in tw else tw[s]}" for s in seats)
              + " | " + " ".join(f"{s}:{cp[str(s)] if str(s) in cp else cp[s]}" for s in seats)
              + f" | {' '.join(s_+':'+c for s_,c in [(str(a),b) for a,b in f['last_trick']])} ({f['last_winner']}) | {', '.join(f['premiums'])} | "
              + " ".join(f"{net[k]:+d}" for k in keys) + f" | {f['pools_after']['pagat_pool']},{f['pools_after']['king_pool']} |")
    if v["extra"]:
        print("\nPlant / facts: `" + json.dumps(v["extra"], default=str) + "`")
    print()
