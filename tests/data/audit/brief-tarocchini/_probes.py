"""Phase 2 probes: single mutations of this round's transcripts, each with the verdict the source
implies. Run from the worktree root: PYTHONPATH=$PWD python tests/data/audit/brief-tarocchini/_probes.py"""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / f"{name}.json").read_text())


def codes(tr):
    v = validate(tr)
    if v["status"] == "rejected":
        return "REJECTED " + str([(p.get("pointer"), p.get("code")) for p in v.get("problems", [])][:3])
    return [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


def probe(title, expect, tr):
    print(f"{title}\n   expected {expect}\n   engine   {codes(tr)}")


# P1: the Ottocento dealer lays away a 5-point trump or the Matto instead of a low card.
base = load("01-otto-clean-session")
d0 = base["deals"][0]
hand = d0["hands"][d0["dealer"]]
for five in ("T20", "T19", "T0", "MATTO"):
    if five in hand:
        tr = copy.deepcopy(base)
        ev = tr["deals"][0]["events"]
        old = ev[0]["cards"][0]
        ev[0]["cards"][0] = five
        # the dealer then plays the low card he kept where he would have played the five-pointer
        for e in ev:
            if e["type"] == "play" and e["card"] == five:
                e["card"] = old
        probe(
            f"P1 dealer discards {five} (keeps {old})",
            "illegal_discard at (0, 0); maybe revoke/score follow-ons",
            tr,
        )

# P2: a Terziglio solo declarer exchanges with the widow (the source: no exchange in solo).
tr = load("09-terz-clean-session")
deal = tr["deals"][1]
ev = deal["events"]
decl = next(e["seat"] for e in ev if e["type"] == "bid" and e["bid"] == "solo")
i = next(k for k, e in enumerate(ev) if e["type"] == "declare")
ev.insert(i, {"type": "take", "seat": decl, "cards": [deal["talon"][0]]})
ev.insert(i + 1, {"type": "discard", "seat": decl, "cards": [deal["talon"][0]]})
probe(
    "P2 solo declarer takes a widow card and lays it straight back",
    "a violation at the take (no exchange in solo)",
    tr,
)

# P3: a player who passed bids again (gioco) after the gioco.
tr = load("13-terz-out-of-turn")
ev = tr["deals"][0]["events"]
bids = [k for k, e in enumerate(ev) if e["type"] == "bid"]
print("   P3 auction:", [ev[k] for k in bids])
first_pass = next(k for k in bids if ev[k]["bid"] == "pass")
ev.insert(bids[-1] + 1, {"type": "bid", "seat": ev[first_pass]["seat"], "bid": "solo"})
probe("P3 a passed player comes back with solo", "illegal_bid or a reading (the source does not say)", tr)

# P4: the wrong player leads a trick (the second-last trick's loser leads the next).
tr = load("01-otto-clean-session")
ev = tr["deals"][1]["events"]
plays = [k for k, e in enumerate(ev) if e["type"] == "play"]
t = 5
lead = plays[t * 4]
# rotate trick t so that the next seat leads: cards stay with their seats, order changes
trick = [ev[k] for k in plays[t * 4 : t * 4 + 4]]
probe_ev = trick[1:] + trick[:1]
for k, e in zip(plays[t * 4 : t * 4 + 4], probe_ev):
    ev[k] = e
probe(
    "P4 trick 6 of deal 1 led by the seat after the winner of trick 5",
    "out_of_turn at the lead (and maybe follow-ons)",
    tr,
)

# P5: a payment on an Ottocento sheet.
tr = load("01-otto-clean-session")
tr["deals"][0]["events"].append({"type": "payment", "from": 0, "to": 1, "amount": 5})
probe("P5 a payment written after deal 0", "unexpected_payment at (0, last)", tr)

# P6: an Ottocento total written per the rules while the score line was wrong (no carry of the slip).
tr = load("06-otto-wrong-score")
ev = tr["deals"][1]["events"]
for e in ev:
    if e["type"] == "total" and e["party"] == "team1":
        e["points"] += 10
probe(
    "P6 06 with team1's total written right (231) after the short combinations line", "wrong_score only", tr
)

# P7: the session goes on after a team reached 800.
tr = load("05-otto-out-of-turn")
extra = copy.deepcopy(load("06-otto-wrong-score")["deals"][1])  # dealt by seat 1, the dealer due
extra["events"] = [e for e in extra["events"] if e["type"] not in ("score", "total")]
tr["deals"].append(extra)
probe(
    "P7 a third deal recorded (no sheet lines) after team0 reached 912",
    "some violation (the game ended at 800)",
    tr,
)

# P8: Terziglio revoke by trumping while holding the led suit.
tr = load("09-terz-clean-session")
ev = tr["deals"][0]["events"]
hands = [list(h) for h in tr["deals"][0]["hands"]]
print("   (P8 is covered by 10; skipped)")

# P9: a Terziglio opponent declares a cricca of kings holding fewer than three kings.
tr = load("14-terz-wrong-score")
deal = tr["deals"][1]
ev = deal["events"]
for k, e in enumerate(ev):
    if e["type"] == "declare":
        kings = [c for c in deal["hands"][e["seat"]] if c.startswith("K")]
        if len(kings) < 3:
            e["items"] = e["items"] + [{"kind": "cricca", "of": "kings", "count": 3}]
            probe(
                f"P9 seat {e['seat']} (kings {kings}) declares three kings at event {k}",
                f"false_declaration at (1, {k})",
                tr,
            )
            break

# P10: the gioco declarer takes three widow cards but lays away only two.
tr = load("09-terz-clean-session")
ev = tr["deals"][0]["events"]
k = next(k for k, e in enumerate(ev) if e["type"] == "discard")
print("   P10 take/discard:", ev[k - 1], ev[k])
ev[k]["cards"] = ev[k]["cards"][:-1]
probe("P10 one card fewer laid away than taken", "a violation at the discard (hand size)", tr)

# P13: the Ottocento dealer lays away three cards.
tr = load("01-otto-clean-session")
d = tr["deals"][0]
hand = d["hands"][d["dealer"]]
played = {e["card"] for e in d["events"] if e["type"] == "play"}
spare = [c for c in hand if c not in d["events"][0]["cards"] and c not in played]
print("   P13 cards the dealer never plays besides the discard:", spare)
d["events"][0]["cards"] = d["events"][0]["cards"] + [
    next(c for c in hand if c not in d["events"][0]["cards"])
]
probe("P13 three cards laid away", "a violation at the discard", tr)
