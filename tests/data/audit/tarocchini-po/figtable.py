"""Print the per-deal figures for EXPECTED.md from figures-json.txt."""
import json, os
H = os.path.dirname(os.path.abspath(__file__))
F = json.load(open(os.path.join(H, "figures-json.txt")))
for name, figs in F.items():
    print("\n### " + name + "\n")
    for i, f in enumerate(figs):
        p = f["parts"]
        side = ["declarer", "opponents"] if "contract" in f else ["team0", "team1"]
        s = "- deal %d (dealer %d, seed %d)" % (i, f["dealer"], f["seed"])
        if "contract" in f:
            s += ": %s by seat %d; widow to %s" % (f["contract"], f["declarer"], side[f["widow_to_side"]])
        s += "; tricks %s" % f["tricks_won_by_side"]
        if f["matto"]:
            s += "; Matto owner side %s, trick won by side %s%s" % (side[f["matto"][0]], side[f["matto"][1]],
                 ", low card %s handed over" % f["low_card_given"] if f["low_card_given"] else "")
        print(s)
        for k in range(2):
            q = p[k]
            items = ", ".join("%s %s %s" % (x["of"], x.get("suit", ""), x.get("count", x.get("length"))) for x in q["combo_items"])
            print("  - %s: declared %d + after-play %d [%s] + cards %d (pile %d) + last %d = **%d**" % (
                side[k], q["declarations"], q["combinations"], items, q["card_points"], q["pile"], q["last_trick"], q["total"]))
        if "contract" in f:
            print("  - winner: %s, game points %d (per winning seat)" % (side[f["winner_side"]], f["game_points"]))
        if "totals_after" in f:
            print("  - totals after: %s" % f["totals_after"])
        for k in ("planted", "planted_unprovable"):
            if k in f:
                print("  - %s: %s" % (k, json.dumps(f[k])))
