"""Probes on doubtful points (not pinned). Run from the worktree root with PYTHONPATH=$PWD."""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, "tests")

import _gen as G  # noqa: E402
from test_audit_corpus import violations  # noqa: E402

from validator.engine.validate import validate  # noqa: E402


def load(name):
    return json.loads((HERE / f"{name}.json").read_text())


def show(title, doc):
    v = validate(copy.deepcopy(doc))
    print(f"== {title}: {v['status']} {violations(v)}")
    for d in v["deals"]:
        for a in d["annotations"]:
            pen = a.get("penalty") or {}
            print(
                f"   {(a['deal'], a['event'], a['code'])} {a['severity']}: {a['message']} {pen.get('class', '')}"
            )
        if d["settlement"].get("difference"):
            print(f"   deal {d['index']} difference {d['settlement']['difference']}")
        c = d["computed"]
        print(
            f"   deal {d['index']} computed dealer={c.get('dealer')} redeal={c.get('redeal')} void={c.get('void')}"
        )


def doc_of(S):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": G.NAMES3 if S.n == 3 else G.NAMES4,
        "deals": S.deals,
    }


def main():
    # P1: a misdeal found before play, redealt, no fine paid at all
    d = load("04-3p-clean-misdeal-before-play")
    d["deals"][0]["events"] = [e for e in d["deals"][0]["events"] if e.get("reason") != "penalty"]
    show("P1 04 without the small fine", d)

    # P2: 12 with the dealer paying the irreparable fine
    d = load("12-3p-void-overholder-pays")
    for e in d["deals"][0]["events"]:
        if e.get("reason") == "penalty":
            e["from"] = 0
    show("P2 12 with the dealer paying 40+40", d)

    # P3: the dealer himself holds no trump and asks for a redeal
    rng = random.Random(7)
    S = G.Session(3, 0)
    G.redeal_deal(S, rng, 0, fee=True, foundations=True, asker=0)
    G.played_deal(S, rng, 0, fee=False)
    show("P3 dealer (28 cards, no trump) asks for the redeal", doc_of(S))

    # P4: the redeal asked for after the skat and the declarations
    d = load("01-3p-clean-redeal-no-trumps")
    ev = d["deals"][0]["events"]
    h0 = d["deals"][0]["hands"][0]
    pips = [c for c in h0 if G.is_pip(c)][:3]
    red = ev.pop()
    ev += [{"type": "discard", "seat": 0, "cards": pips}] + [
        {"type": "declare", "seat": s, "items": []} for s in (0, 1, 2)
    ]
    ev.append(red)
    show("P4 redeal after skat and declarations", d)

    # P4b: the redeal asked for after the first lead
    d2 = copy.deepcopy(d)
    ev = d2["deals"][0]["events"]
    red = ev.pop()
    lead = next(c for c in d2["deals"][0]["hands"][1] if G.honour(c) == 0 and c != "JOKER")
    ev += [{"type": "play", "seat": 1, "card": lead}, red]
    show("P4b redeal after the first lead", d2)

    # P5: small misdeal, and the next deal goes to the next dealer (with his fee)
    rng = random.Random(11)
    S = G.Session(3, 0)
    G.misdeal_before_play(S, rng, 0, fee=True, foundations=True, sizes={0: 28, 1: 26, 2: 24})
    G.played_deal(S, rng, 1, fee=True)
    show("P5 small misdeal then dealer 1", doc_of(S))

    # P6: false redeal refused, play goes on, no fine recorded
    d = load("07-3p-false-redeal-refused-fined")
    ev = d["deals"][0]["events"]
    d["deals"][0]["events"] = [e for e in ev if e.get("reason") != "penalty"]
    show("P6 07 without the fine (king_lost fault kept; indexes shift by 2)", d)

    # P7: 07 under false_redeal_penalty=small
    d = load("07-3p-false-redeal-refused-fined")
    d["rules"] = {"false_redeal_penalty": "small"}
    show("P7 07 with false_redeal_penalty=small", d)

    # P8: 09 with the (wrong) dealer paying a fee in deal 1
    d = load("09-3p-void-then-same-dealer")
    d["deals"][1]["events"][0:0] = [
        {"type": "payment", "from": 1, "to": "pagat_pool", "amount": 5, "reason": "deal_fee"},
        {"type": "payment", "from": 1, "to": "king_pool", "amount": 5, "reason": "deal_fee"},
    ]
    show("P8 09 with dealer 1 paying a fee in deal 1", d)

    # P9: 11 where the sitter's redeal is followed by the next dealer (as if deal 0 were abandoned)
    show("P9 06 as is (computed flags)", load("06-3p-false-redeal-granted"))

    # P10: a misdeal after the first lead, and the same dealer redeals without fee (as for a small one)
    d = load("05-4p-clean-void-after-lead")
    show("P10 05 as is", d)


if __name__ == "__main__":
    main()
