"""Independent re-check of the written records: legality with hands (where written), trick
winners from the record (exact_winners), scores/totals against the sheet."""
import glob, json, os, sys
from model import exact_winners, led_colour, colour, is_colour, round_score

for f in sorted(glob.glob("*.json")):
    rec = json.load(open(f))
    n = len(rec["players"])
    opts = rec.get("rules", {})
    start = rec.get("start") or {}
    rnd0 = start.get("round", 1)
    tot = list(start.get("totals") or [0] * n)
    ex = exact_winners(rec)
    msgs = []
    for di, deal in enumerate(rec["deals"]):
        cards = 11 - (rnd0 + di)
        ev = deal["events"]
        plays = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
        hands = [list(h) for h in deal["hands"]] if deal["hands"] else None
        # legality with hands
        if hands:
            for t in range(0, len(plays), n):
                tr = []
                for i, e in plays[t:t + n]:
                    h = hands[e["seat"]]
                    if e["card"] not in h:
                        msgs.append(f"d{di} e{i} card_not_in_hand")
                    led = led_colour(tr)
                    if led and colour(e["card"]) != led and any(colour(c) == led for c in h):
                        msgs.append(f"d{di} e{i} seat {e['seat']} follow fault {e['card']}")
                    h.remove(e["card"])
                    tr.append((e["seat"], e["card"], e.get("named")))
        # leader order
        first = (deal["dealer"] + 1) % n
        sets, nunk, good = ex[di]
        if good == 0:
            msgs.append(f"d{di} no consistent trump assignment")
        lead = first
        for t in range(0, len(plays) - len(plays) % n, n):
            seats = [e["seat"] for _, e in plays[t:t + n]]
            if seats != [(lead + k) % n for k in range(n)]:
                msgs.append(f"d{di} trick {t//n} order {seats} lead {lead}")
            ws = sets[t // n]
            lead = min(ws) if len(ws) == 1 else None
            if lead is None:
                break
        bids = {e["seat"]: e["bid"] for e in ev if e["type"] == "bid"}
        bid_seats = [e["seat"] for e in ev if e["type"] == "bid"]
        # scores if every trick known and all plays written
        full = len(plays) == n * cards and all(len(s) == 1 for s in sets)
        rec_scores = {e["party"]: e["points"] for e in ev if e["type"] == "score"}
        rec_tot = {e["party"]: e["points"] for e in ev if e["type"] == "total"}
        if full:
            won = [0] * n; pl = [0] * n; mi = [0] * n
            for t, s in enumerate(sets):
                w = next(iter(s)); won[w] += 1
                for _, e in plays[t * n:(t + 1) * n]:
                    pl[w] += e["card"] == "PLUS5"; mi[w] += e["card"] == "MINUS5"
            sc = [round_score(bids.get(s), won[s], pl[s], mi[s], won[s] == cards, cards, opts.get("durch")) if s in bids else None for s in range(n)]
            for s in range(n):
                if s in rec_scores and rec_scores[s] != sc[s]:
                    msgs.append(f"d{di} score seat {s}: rec {rec_scores[s]} rules {sc[s]}")
                tot[s] = None if (tot[s] is None or sc[s] is None) else tot[s] + sc[s]
            for s in range(n):
                if s in rec_tot and tot[s] is not None and rec_tot[s] != tot[s]:
                    msgs.append(f"d{di} total seat {s}: rec {rec_tot[s]} rules {tot[s]}")
        else:
            msgs.append(f"d{di} not fully determined (plays {len(plays)}/{n*cards}, amb {[ (t,sorted(s)) for t,s in enumerate(sets) if len(s)!=1]}); recorded scores {rec_scores}")
            # continue totals from the recorded scores
            for s in range(n):
                tot[s] = (tot[s] + rec_scores[s]) if (tot[s] is not None and s in rec_scores) else None
            if not rec_scores:
                msgs.append("   (no scores written)")
    print(f, "OK" if not msgs else "")
    for m in msgs:
        print("   ", m)
