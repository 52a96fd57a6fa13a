import json, copy
from _gen import session, transcript, Fault

out = {}
def save(name, deals, desc, infos, plant=None):
    t = transcript(deals, desc)
    json.dump(t, open(name + ".json", "w"), ensure_ascii=False, indent=1)
    out[name] = {"infos": [{k: v for k, v in i.items() if k != "decl"} | {"decl": {str(a): b for a, b in i["decl"].items()}} for i in infos], "plant": plant}

for name, seed, nd, desc in [
    ("clean_1_three_deals_ultimos", 1, 3, "Clean: 3 deals; Pagat ultimo, Pagat ultimo with a king przydupek, king ultimo."),
    ("clean_2_king_ultimo_and_przydupek", 31, 3, "Clean: 3 deals; last deal king ultimo with a simultaneous king przydupek."),
    ("clean_3_pagat_przydupek", 9, 2, "Clean: 2 deals; Pagat przydupek in deal 1."),
    ("clean_4_declarations", 7, 2, "Clean: 2 deals; three declarations in deal 0, king przydupek in deal 1."),
]:
    deals, infos = session(seed, nd)
    save(name, deals, desc, infos)

def planted(name, seed, nd, deal, plant, desc):
    deals, infos = session(seed, nd, plant=plant, plant_deal=deal)
    save(name, deals, desc, infos, plant)

planted("fault_revoke", 3, 2, 1, {"kind": "revoke", "min_trick": 6}, "One fault: a revoke in deal 1.")
planted("fault_failure_to_trump", 12, 2, 1, {"kind": "failure_to_trump", "min_trick": 3}, "One fault: a player void in the led suit, holding trumps, does not trump (deal 1).")
planted("fault_illegal_skat", 6, 2, 1, {"kind": "illegal_skat"}, "One fault: the dealer lays a king away in the skat (deal 1).")
planted("fault_missing_declaration", 4, 3, 2, {"kind": "missing_declaration"}, "One fault: a declaration due is not made, 'pas' said instead (deal 2).")
planted("fault_false_declaration", 10, 2, 1, {"kind": "false_declaration", "want_seat": 2}, "One fault: a seat declares 10 trumps it does not hold and is paid for them (deal 1).")
planted("fault_out_of_turn", 13, 2, 0, {"kind": "out_of_turn", "trick": 5}, "One fault: in deal 0's sixth trick the third hand plays before the second.")
json.dump(out, open("/tmp/ds18_info.json", "w"), indent=1, default=str)

# payment-only faults, from clean sessions
def edit(src, name, desc, fn):
    t = json.load(open(src + ".json"))
    info = fn(t)
    t["meta"]["description"] = desc
    json.dump(t, open(name + ".json", "w"), ensure_ascii=False, indent=1)
    out[name] = {"plant": info}

def wrong_decl(t):
    ev = t["deals"][1]["events"]
    i = next(i for i, e in enumerate(ev) if e.get("reason") == "declaration")
    old = ev[i]["amount"]; ev[i]["amount"] = 10
    return {"deal": 1, "event": i, "old": old, "new": 10, "ev": ev[i]}
edit("clean_2_king_ultimo_and_przydupek", "fault_wrong_payment_declaration", "One fault: an 11-trump declaration paid 10 instead of 15 by one seat (deal 1).", wrong_decl)

def wrong_przy(t):
    ev = t["deals"][1]["events"]
    i = next(i for i, e in enumerate(ev) if e.get("reason") == "king_przydupek" and e["to"] == "king_pool")
    old = ev[i]["amount"]; ev[i]["amount"] = 40
    return {"deal": 1, "event": i, "old": old, "new": 40, "ev": ev[i]}
edit("clean_4_declarations", "fault_wrong_payment_przydupek", "One fault: the king przydupek pays 40 into the King pool instead of doubling it (deal 1).", wrong_przy)

def drop_king_lost(t):
    ev = t["deals"][0]["events"]
    i = next(i for i, e in enumerate(ev) if e.get("reason") == "king_lost" and e["to"] == "king_pool")
    e = ev.pop(i)
    return {"deal": 0, "removed_at": i, "ev": e}
edit("clean_3_pagat_przydupek", "fault_missing_payment", "One fault: a king lost is paid to both players but not to the King pool (deal 0).", drop_king_lost)
json.dump(out, open("/tmp/ds18_info.json", "w"), indent=1, default=str)
