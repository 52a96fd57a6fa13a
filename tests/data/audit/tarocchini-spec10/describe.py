"""Re-scores every transcript of the folder with the blind model and prints the detail (expected.out)."""
import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import *  # noqa
from search import ambiguous  # noqa


def fmt_items(items):
    out = []
    for i in items:
        if i["kind"] == "cricca":
            out.append(f"cricca {i['of']} {i['count']}")
        else:
            out.append(f"seq {i['of']}{('/' + i['suit']) if i.get('suit') else ''} {i['length']}")
    return ", ".join(out) or "-"


def fmt_cr(cr, sq):
    a = [f"{k}x{n}={p}" for k, n, p in cr]
    b = [f"{k}{('/' + s) if s else ''}x{n}={p}" for k, s, n, p in sq]
    return "cricche[" + " ".join(a) + "] seq[" + " ".join(b) + "]"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for f in sorted(glob.glob(os.path.join(here, "*.json"))):
        d = json.load(open(f))
        print("=" * 100)
        print(os.path.basename(f), d["game"], d.get("rules", {}), "start", d.get("start"))
        for di, dl in enumerate(d["deals"]):
            ev = dl["events"]
            decls = {e["seat"]: e["items"] for e in ev if e["type"] == "declare"}
            plays = [(e["seat"], e["card"]) for e in ev if e["type"] == "play"]
            flags = set()
            idx = {i: e for i, e in enumerate(ev)}
            first_score = next(i for i, e in enumerate(ev) if e["type"] == "score")
            print(f"-- deal {di}: dealer {dl['dealer']}, events {len(ev)}, first score event index {first_score}")
            for i, e in enumerate(ev):
                if e["type"] in ("declare", "discard", "take", "bid"):
                    extra = fmt_items(e["items"]) + f" = {item_points(e['items'])}" if e["type"] == "declare" else e.get("cards", e.get("bid"))
                    print(f"   ev{i:3d} {e['type']} seat {e['seat']}: {extra}")
            if d["game"] == "tarocchini-ottocento":
                disc = next(e["cards"] for e in ev if e["type"] == "discard")
                sc, choice, piles, tricks = ottocento_deal(dl["hands"], dl["dealer"], disc, decls, plays, d.get("rules"), flags)
                sides = (0, 1)
                names = {0: "team0", 1: "team1"}
            else:
                bids = [e for e in ev if e["type"] == "bid" and e["bid"] != "pass"]
                declarer, contract = bids[-1]["seat"], bids[-1]["bid"]
                take = next((e["cards"] for e in ev if e["type"] == "take"), [])
                disc = next((e["cards"] for e in ev if e["type"] == "discard"), [])
                out = terziglio_deal(dl["hands"], dl["dealer"], dl["talon"], declarer, contract, take, disc, decls, plays, d.get("rules"), flags)
                sc, choice, piles, tricks, winner, gp, res = out
                alt = terziglio_deal(dl["hands"], dl["dealer"], dl["talon"], declarer, contract, take, disc, decls, plays, d.get("rules"), None, odd="minus1")
                names = {0: f"declarer(seat {declarer})", 1: "opponents"}
                sides = (0, 1)
            for i, (pl, w) in enumerate(tricks):
                if any(c == "MATTO" for _, c in pl):
                    ms = next(s for s, c in pl if c == "MATTO")
                    print(f"   Matto played by seat {ms} in trick {i + 1} (events), won by seat {w}")
            print(f"   last trick won by seat {tricks[-1][1]}; Matto card handed over: {choice}; flags {sorted(flags)}")
            for s in sides:
                x = sc[s]
                print(f"   {names[s]}: tricks {x['tricks']}, pile {x['n']} cards, decl {x['declarations']}, comb {x['combinations']} {fmt_cr(x['cr'], x['sq'])}, "
                      f"cards {x['card_points']}, last {x['last_trick']}, total {x['total']}")
                print(f"      pile: {' '.join(sorted(piles[s], key=DECK.index))}")
            if d["game"] == "tarocchini-terziglio":
                print(f"   winner side {names[winner]}, game points {gp}, per seat {res}; odd-card minus1 reading: per seat {alt[6]} (totals {alt[0][0]['total']}/{alt[0][1]['total']})")
            rec = [(e["party"], e.get("reason"), e["points"]) for e in ev if e["type"] in ("score",)]
            tot = [(i, e["party"], e["points"]) for i, e in enumerate(ev) if e["type"] == "total"]
            print("   recorded scores:", rec)
            print("   recorded totals:", tot)


main()
