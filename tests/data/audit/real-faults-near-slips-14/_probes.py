"""Phase-2 probes for real-faults-near-slips-14: edited copies of the round's transcripts (and a
few freshly simulated sessions from _gen.py), written to /tmp only, each validated with the
project's CLI.  Run from the worktree root:  PYTHONPATH=$PWD python tests/data/audit/real-faults-near-slips-14/_probes.py
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import _gen  # noqa: E402  (the round's own simulator; no validator import)

TMP = "/tmp/rf14_probes"
os.makedirs(TMP, exist_ok=True)


def load(name):
    with open(os.path.join(HERE, name)) as f:
        return json.load(f)


def run(tag, doc, why):
    path = os.path.join(TMP, tag + ".json")
    with open(path, "w") as f:
        json.dump(doc, f, ensure_ascii=False)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path],
        capture_output=True,
        text=True,
        env=dict(os.environ),
    ).stdout
    v = json.loads(out)
    print("=== %s: %s  [%s]" % (tag, v["status"], why))
    for p in v.get("problems", []):
        print("   PROBLEM", p)
    for d in v["deals"]:
        for a in d["annotations"]:
            print("   ", (a["deal"], a["event"], a["code"]), a["message"][:230])
        if d["settlement"].get("difference"):
            print("    diff deal", d["index"], d["settlement"]["difference"])
        c = d["computed"]
        if c.get("void"):
            print("    deal", d["index"], "void_reading", c.get("void_reading"))
    return v


def pay(frm, to, amt, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason}


def probe_false_decl_mixed():
    """01's deal 0 turned into a false-declaration void: the dealer (seat 0, 25 cards + 3) claims
    10 trumps; found after two tricks. Others' true declarations kept / returned."""
    base = load("01-revoke-void-handback-4p.json")
    d0 = base["deals"][0]
    ev = d0["events"]
    hand0 = [c for c in d0["hands"][0] if c not in ev[10]["cards"]]
    nt = sum(1 for c in hand0 if c[0] == "T") + ("JOKER" in hand0)
    assert nt < 10, nt
    head = copy.deepcopy(ev[:11])
    head.append({"type": "declare", "seat": 0, "items": [{"kind": "trumps", "count": 10, "pagat": False}]})
    head += [pay(1, 0, 10, "declaration"), pay(3, 0, 10, "declaration")]
    head += copy.deepcopy(ev[12:20])  # seat 1's and seat 3's true declarations with payments
    plays = [e for e in ev[20:] if e["type"] == "play"][:6]
    head += copy.deepcopy(plays)
    fine = [pay(0, "pagat_pool", 40, "penalty"), pay(0, "king_pool", 40, "penalty")]
    ret_false = [pay(0, 1, 10, "declaration"), pay(0, 3, 10, "declaration")]
    ret_true = [
        pay(1, 0, 5, "declaration"),
        pay(1, 3, 5, "declaration"),
        pay(1, 0, 5, "declaration"),
        pay(1, 3, 5, "declaration"),
        pay(3, 0, 10, "declaration"),
        pay(3, 1, 10, "declaration"),
    ]
    for tag, tail, why in (
        (
            "P1a-false-decl-others-kept",
            fine + ret_false,
            "false money returned, true declarations kept: kept reading",
        ),
        (
            "P1b-false-decl-all-returned",
            fine + ret_false + ret_true,
            "everything handed back: reversed reading",
        ),
        (
            "P1c-false-decl-only-true-returned",
            fine + ret_true,
            "true declarations returned, false kept: wrong either way",
        ),
    ):
        doc = copy.deepcopy(base)
        doc["deals"] = [dict(d0, events=head + tail)]
        # a one-deal session: drop the session-end lines elsewhere
        run(tag, doc, why)


def probe_sitter_pays_declaration():
    doc = load("01-revoke-void-handback-4p.json")
    ev = doc["deals"][1]["events"]
    ev.insert(8, pay(3, 0, 5, "declaration"))  # Dawid sits out deal 1 and pays a declaration
    run(
        "P2-danish-sitter-pays-declaration", doc, "the sitter charged a declaration: §17 he pays only refills"
    )


def probe_same_dealer_after_void():
    s = _gen.DanishSession(_gen.DK4, 1405)
    d0, _ = _gen.danish_deal(s, 0, {"accept": _gen.plain_end}, first=True)

    def acc5(sim, active):
        return not sim["decls"][active[0]] and not sim["decls"][active[1]]

    d1, _ = _gen.danish_deal(s, 1, {"illegal_skat": True, "accept": acc5})
    d2, _ = _gen.danish_deal(s, 1, {"accept": _gen.plain_end})
    doc = {"format": "trick-transcript/1", "game": "danish-tarok", "players": _gen.DK4, "deals": [d0, d1, d2]}
    run(
        "P3-danish-same-dealer-after-void",
        doc,
        "§18 'Rozdaje nowy Rozdający': the void deal's dealer deals again",
    )


def probe_galician_pool_parties():
    doc = load("11-king-laid-away-pass-5p.json")
    doc["deals"][0]["events"].insert(48, pay(4, "pool", 10, "pool_stake"))
    run("P4-gt5-sitter-pays-stake", doc, "5p sitter pays the stake too (§27 'każdy w grze udział biorący')")
    doc = load("10-wrong-tarock-count-then-all-pass-4p.json")
    doc["deals"][1]["events"].append(pay(2, "pool", 5, "pool_pass"))
    run("P5-gt4-king-pays-pass-fee", doc, "the king pays a pass fee (§27 'wszyscy trzej grający')")
    doc = load("11-king-laid-away-pass-5p.json")
    ev = doc["deals"][2]["events"]
    ev.insert(47, pay(4, 1, 54, "game"))
    ev[-1]["amount"] = 21.6
    run("P6-gt5-sitter-charged-game", doc, "5p sitter pays the player's game like a helper")
    doc = load("13-king-says-contra-4p.json")
    ev = doc["deals"][0]["events"]
    for e in ev:
        if e["type"] == "payment" and e.get("reason") == "game":
            e["amount"] = 84
        if e["type"] == "payment" and e.get("reason") == "pool_share":
            e["amount"] = 25.2
    run("P7-gt4-king-contra-counted", doc, "the table doubles the game on the king's contra")


def probe_sitter_rotation():
    # sitter changes in the middle of a kolejka
    s = _gen.GalicianSession(_gen.GT5, 1411, sitter=4)
    d0, _ = _gen.galician_deal(s, 0, {"player_pos": 1, "accept": _gen.gt_no_silent})
    s.sitter = 3
    d1, _ = _gen.galician_deal(s, 1, {"player_pos": 0, "accept": _gen.gt_no_silent})
    doc = {"format": "trick-transcript/1", "game": "galician-tarok", "players": _gen.GT5, "deals": [d0, d1]}
    run("P8-gt5-sitter-changes-mid-kolejka", doc, "§8: one sitter for four deals")
    # a full kolejka then the next: sitter 4 for dealers 0..3, then sitter 0 and dealer 4
    s = _gen.GalicianSession(_gen.GT5, 1499, sitter=4)
    deals = []
    for dl in range(4):
        d, _ = _gen.galician_deal(s, dl, {"player_pos": dl % 3, "accept": _gen.gt_no_silent})
        deals.append(d)
    s.sitter = 0
    d, _ = _gen.galician_deal(s, 4, {"player_pos": 0, "accept": _gen.gt_no_silent})
    deals.append(d)
    doc = {"format": "trick-transcript/1", "game": "galician-tarok", "players": _gen.GT5, "deals": deals}
    v = run(
        "P9-gt5-next-kolejka", doc, "after four deals the next seat sits out (my guess: seat 0, dealer 4)"
    )
    for d in v["deals"]:
        c = d["computed"]
        print(
            "     deal", d["index"], "dealer", c["dealer"], "king", c["king"], "sitting_out", c["sitting_out"]
        )


def probe_void_deal_totals():
    doc = load("01-revoke-void-handback-4p.json")
    ev = doc["deals"][0]["events"]
    for party, pts in ((0, -130), (1, -40), (2, 0), (3, -40), ("pagat_pool", 125), ("king_pool", 125)):
        ev.append({"type": "total", "party": party, "points": pts})
    run(
        "P10-danish-void-deal-sheet-forgets-sitter",
        doc,
        "the sheet after the void deal writes the sitter 0, forgetting his foundations (-40)",
    )


if __name__ == "__main__":
    probe_void_deal_totals()
    probe_false_decl_mixed()
    probe_sitter_pays_declaration()
    probe_same_dealer_after_void()
    probe_galician_pool_parties()
    probe_sitter_rotation()
