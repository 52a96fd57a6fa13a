"""The two transcripts that must be rejected (see EXPECTED.md). Run after make_ulti.py and make_rage.py."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def write(name, doc):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


def main():
    # 19: Ulti, a card that does not exist (11H) and a card dealt twice
    d = load("08-ulti-clean-party.json")
    h = d["deals"][0]["hands"]
    h[0][3] = "11H"
    h[2][5] = h[1][0]
    d["meta"] = {"description": "A hand with an unknown card (deal 0, seat 0, 4th card) and a card dealt twice (seat 2, 6th card)."}
    write("19-ulti-rejected-cards.json", d)
    # 20: Rage, an option value that is not allowed and an event seat that is not at the table
    d = load("01-rage-revoke.json")
    d["rules"] = {"plus_minus_one": "yes"}
    d["deals"][0]["events"][2]["seat"] = 7
    d["meta"] = {"note": "plus_minus_one written as 'yes'; the third bid of round 8 names seat 7 at a table of four."}
    write("20-rage-rejected-option-seat.json", d)


if __name__ == "__main__":
    main()
