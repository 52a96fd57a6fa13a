"""print the per-deal figures of every file (from fig-NN.json) as markdown lines."""
import glob
import json

for fn in sorted(glob.glob("figs/fig-*.json")):
    F = json.load(open(fn))
    name = sorted(glob.glob(fn[9:11] + "-*.json"))[0]
    print("### " + name)
    if F.get("games"):
        print("games won:", F["games"])
    for k, d in enumerate(F["deals"]):
        print(f"- deal {k}: dealer {d['dealer']}, tricks per seat {d['tricks_per_seat']}, last trick seat {d['last_trick_seat']}, Matto {d['matto']}{' (low card handed over)' if d['matto_exchange'] else ''}")
        dec = {s: v for s, v in d["declared"].items() if v}
        print(f"  - declared: {dec}")
        if "team" in d:
            print(f"  - discard {d['discard']} -> team{d['discard_to_team']}")
            for s in ("0", "1"):
                t = d["team"][s]
                print(f"  - team{s}: decl {t['declarations']} + after-play {t['combinations']} {t['after_play_items']} + cards {t['card_points']} + last {t['last_trick']} = **{t['total']}**")
        else:
            print(f"  - declarer seat {d['declarer']} {d['contract']}; widow {d['widow_final']} -> side {d['widow_to_side']} (0 = declarer); all tricks side {d['all_tricks_side']}")
            for s in d.get("side", {}):
                t = d["side"][s]
                print(f"  - side{s}: decl {t['declarations']} + after-play {t['combinations']} {t['after_play_items']} + cards {t['card_points']} + last {t['last_trick']} = **{t['total']}**")
            print(f"  - winner side {d['winner_side']}, game points {d['game_points']}")
        print(f"  - written scores {d['written_scores']} at events {d['score_events']}; totals {d['totals_written']} at events {d['total_events']}" + (f"; PLANTED {d['planted']}" if d.get("planted") else "") + (f"; game won by {d['game_won_by']}" if d.get("game_won_by") else ""))
        if d["flags"]:
            print(f"  - readings involved: {d['flags']}")
