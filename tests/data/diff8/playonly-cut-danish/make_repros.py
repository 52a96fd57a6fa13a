"""Write repros/*.json from a compare.py dump (DUMP=/tmp/d8.json) and the targeted probe; print the engine's view."""
import copy, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle import referee
from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate
HERE = os.path.dirname(os.path.abspath(__file__))
D = json.load(open(sys.argv[1]))
def pick(sub, pred=lambda x: True):
    for k in D:
        if sub in k:
            for x in D[k]:
                if pred(x):
                    return x
    raise SystemExit("no " + sub)
out = {}
x = pick("card_played_twice | event | oracle [] engine ['revoke']")
out["A1_duplicate_card_proves_revoke"] = (x, "A card already played by another seat (so provably not in this hand) is taken by the engine as proof that the later player held it: revoke at the earlier play. " + x["ex"]["mut"]["desc"])
x = pick("card_played_twice | deal | oracle [] engine ['false_declaration']")
out["A1_duplicate_card_counts_for_declaration"] = (x, "A card played twice is counted in the second player's holding; a declaration is then called false/missing. " + x["ex"]["mut"]["desc"])
x = pick("skat_card_played | deal | oracle [] engine ['missing_declaration']")
out["A1_skat_card_counts_for_declaration"] = (x, "A card the recorded skat lays away, then played, is counted toward the player's declaration. " + x["ex"]["mut"]["desc"])
x = pick("extra[last_trick_25 mid_play] oracle impossible engine silent")
out["A2_impossible_extra_payment_mid_play"] = (x, "Deal cut mid-play; a last_trick payment of 25 (L239: 20) is appended; the engine takes it as recorded. " + x["ex"]["mut"]["desc"])
x = pick("extra[tout_85 mid_play] oracle impossible engine silent")
out["A2_tout_after_losing_a_trick"] = (x, "Deal cut mid-play; a tout payment to a seat that has already lost a kept trick (L221 needs all 25). " + x["ex"]["mut"]["desc"])
x = pick("extra[declaration_10 mid_play] oracle possible engine flags")
out["A4_declaration_payment_before_unseen_declaration"] = (x, "Record cut during the declarations; a declaration payment to a seat whose declare event is in the missing part is called unexpected_payment. " + x["ex"]["mut"]["desc"])
x = pick("positive | unwritten_tail(engine missing_payment, last deal)", lambda x: x["ex"]["cut_kind"].startswith("pre_last_pay"))
out["C1_record_ends_before_last_trick_payments"] = (x, "Unmutated legal record: all 75 plays kept, the record ends before the last-trick and card-point payments; the engine calls them missing_payment.")
x = pick("swap_same_seat | event | oracle [] engine ['out_of_turn']")
out["C2_joker_lead_nobody_follows_winner"] = (x, "Joker led and named, both followers (provably revoking) play a suit that is not named and no trump: who wins? " + x["ex"]["mut"]["desc"])
for name, (x, note) in out.items():
    doc = x["doc"]
    json.dump({"note": note, "case": x["ex"], "transcript": doc}, open(os.path.join(HERE, "repros", name + ".json"), "w"), indent=1)
# A3 from the targeted probe: seed 91000, 3 players, cut at event 74, seat 2 declares 10 trumps with the Pagat
doc = simulate(91000, players=3, deals=1); dl = doc["deals"][0]; dl["hands"] = None; dl["events"] = dl["events"][:74]
dl["events"][15]["items"] = [{"kind": "trumps", "count": 10, "pagat": True}]
json.dump({"note": "A3: play-only record cut after 18 tricks; Celina (seat 2) declares 10 trumps WITH the Pagat at event 15, but Agnieszka plays T1 at event 26. Engine: no false_declaration, and it demands the declaration's payments (missing_payment).",
           "transcript": doc}, open(os.path.join(HERE, "repros", "A3_pagat_flag_disproved.json"), "w"), indent=1)
for f in sorted(os.listdir(os.path.join(HERE, "repros"))):
    r = json.load(open(os.path.join(HERE, "repros", f)))
    v = validate(r["transcript"])
    print("==", f, "|", r["note"][:200])
    for di, d in enumerate(v["deals"]):
        for a in d["annotations"]:
            if a["code"] not in ("incomplete_deal",):
                print("   deal %d ev %s %s: %s" % (di, a["event"], a["code"], a["message"][:160]))
    o = referee(r["transcript"])
    print("   oracle faults:", [(i, rr["faults"]) for i, rr in enumerate(o) if rr["faults"]])
