"""Writes repros/B1_void_redeal_new_dealer.json: a false redeal (L280) under false_redeal_penalty =
irreparable voids the deal and the next dealer deals (L308). The engine accepts this record clean."""
import json, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from construct import build_record, write_payments
from validator.engine.validate import validate
rng = random.Random(11)
while True:
    r = build_record(rng, "king_pz", "irreparable")
    if r and r[1].get("redeal") == "false" and r[1]["players"] == 3:
        doc = r[0]
        doc["rules"] = {"false_redeal_penalty": "irreparable"}
        write_payments(doc, {"false_redeal_penalty": "irreparable"})
        break
v = validate(doc)
print("status", v["status"], [(i, a["event"], a["code"]) for i, d in enumerate(v["deals"]) for a in d["annotations"]])
json.dump({"note": "B1 (oracle fixed): redeal asked for while holding a trump, class irreparable: the deal is void and the NEW dealer deals the next deal and pays the deal fee (L308 'Unieważnienie rozdania. Rozdaje nowy Rozdający'). My first oracle kept the same dealer (L280); the engine flagged wrong_dealer. Engine right.",
           "transcript": doc}, open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "repros", "B1_void_redeal_new_dealer.json"), "w"), indent=1)
