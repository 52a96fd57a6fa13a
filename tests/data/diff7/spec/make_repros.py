"""Writes repros/*.json ({note, transcript}) and prints the engine's answer to each (PYTHONPATH = worktree)."""
import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from spec_oracle import oracle  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = {"format": "trick-transcript/1", "game": "rage", "players": ["Ann", "Bob", "Cid"], "start": {"round": 10},
        "deals": [{"dealer": 0, "hands": [["R15"], ["B3"], ["G7"]], "talon": ["Y2"],
                   "events": [{"type": "bid", "seat": 1, "bid": 0}, {"type": "bid", "seat": 2, "bid": 0}, {"type": "bid", "seat": 0, "bid": 1},
                              {"type": "play", "seat": 1, "card": "B3"}, {"type": "play", "seat": 2, "card": "G7"}, {"type": "play", "seat": 0, "card": "R15"}]}]}


def mk(f):
    d = copy.deepcopy(BASE)
    f(d)
    return d


def s(path, v):
    def f(d):
        x = d
        for p in path[:-1]:
            x = x[p]
        x[path[-1]] = v
    return f


def many(*fs):
    def f(d):
        for g in fs:
            g(d)
    return f


REPROS = {
    "base_legal": ("Control: a legal one-card Rage round (round 10). Accepted.", mk(lambda d: None)),
    "A1_whitespace_card": ("(a) Card codes with leading/trailing whitespace or a no-break space are accepted as cards: ' R15' and 'B3\\u00a0' are read as R15/B3. "
                           "Spec: codes are case-insensitive, nothing more; unknown cards reject. Expected: unknown_card at /deals/0/hands/0/0 and /deals/0/hands/1/0.",
                           mk(many(s(["deals", 0, "hands", 0, 0], " R15"), s(["deals", 0, "hands", 1, 0], "B3\u00a0"),
                                   s(["deals", 0, "events", 3, "card"], "B3\u00a0"), s(["deals", 0, "events", 5, "card"], " R15")))),
    "A2_players_masks_all": ("(a) A bad players list (a non-string name) hides every other problem: only /players is listed, not the unknown card, "
                             "the unknown deal field nor the unknown event type. Spec: a rejected verdict lists every problem found.",
                             mk(many(s(["players", 0], 7), s(["deals", 0, "hands", 2, 0], "ZZ9"), s(["deals", 0, "trump"], "R"),
                                     s(["deals", 0, "events", 0, "type"], "shuffle")))),
    "A2b_players_empty_masks_all": ("(a) players [] (or missing) likewise: only /players; the unknown card at /deals/0/hands/2/0 is not listed.",
                                    mk(many(s(["players"], []), s(["deals", 0, "hands", 2, 0], "ZZ9")))),
    "A3_event_first_problem_only": ("(a) Only the first problem of an event is listed: seat 9 (3 players), card 'ZZ9' and unknown field 'colour' in one play; "
                                    "the engine lists only /colour.",
                                    mk(many(s(["deals", 0, "events", 3, "seat"], 9), s(["deals", 0, "events", 3, "card"], "ZZ9"), s(["deals", 0, "events", 3, "colour"], 1)))),
    "A4_deal_level_masking": ("(a) A deal-level problem hides others in the same deal: an extra hand list (bad_hands) hides the unknown card inside hand 0; "
                              "a dealer out of range hides the missing Rage talon (missing_talon).",
                              mk(many(lambda d: d["deals"][0]["hands"].append([]), s(["deals", 0, "hands", 0, 0], "ZZ9"),
                                      lambda d: d["deals"].append(copy.deepcopy({**BASE["deals"][0], "dealer": 9})),
                                      lambda d: d["deals"][1].pop("talon")))),
    "C1_triple_copy_one_problem": ("(c) A card dealt three times (deck holds one) is reported once (/deals/0/hands/1/0), the third copy (/deals/0/hands/2/0) is not. "
                                   "One problem per card or per surplus copy? Per copy is the more faithful reading of 'every problem with its pointer'.",
                                   mk(many(s(["deals", 0, "hands", 1, 0], "R15"), s(["deals", 0, "hands", 2, 0], "R15")))),
    "C2_pointer_granularity": ("(c) A non-string player name and a non-number start total are reported at the container (/players, /start/totals), "
                               "not at the element (/players/1, /start/totals/2). The spec's own example points at elements (/deals/0/hands/2/5).",
                               mk(s(["start"], {"round": 10, "totals": [0, 0, "x"]}))),
    "C2b_pointer_granularity_players": ("(c) as C2: a null player name is reported at /players, not /players/1.", mk(s(["players", 1], None))),
    "C3_huge_amounts": ("(c, documented restriction) points beyond 1e12 reject (bad_value); the spec sets no bound, openapi.yaml documents it.",
                        mk(lambda d: d["deals"][0]["events"].append({"type": "score", "party": 0, "points": 10 ** 13}))),
    "C4_penalty_omitted": ("(c) Annotations without a penalty omit the `penalty` key (spec: 'and the penalty ... if any'). Accepted reading: omitted when none. "
                           "Here the score is wrong, so the verdict has a wrong_score annotation without `penalty`.",
                           mk(lambda d: d["deals"][0]["events"].append({"type": "score", "party": 0, "points": 99}))),
}


FROM_RUN = {  # (game, mutation) -> note; the document is the mutated simulated session kept in examples.json
    ("tarocchini-ottocento", "ev.score.points=frac"): "(c) A fractional score (2.5) rejects as bad_value in Tarocchini (Rage, Danish, Ulti read it and judge it). Spec: points is a number; a wrong score should be a violation (wrong_score), not a rejection.",
    ("ulti", "ev.announce.items.empty"): "(c) Ulti announce with items [] rejects; the spec gives [] as 'pass / nothing' for declare only, so rejecting it for announce is defensible.",
    ("galician-tarok", "ev.payment.amount=neg"): "(c) A negative payment amount rejects in Galician Tarok and Ulti (Danish documents 'amounts are 0 or more'); the spec is silent.",
    ("danish-tarok", "ev.payment.from=pagat_pool"): "(c) A payment from a pool to the same pool rejects (bad_party at /to); the spec does not say whether from == to is malformed.",
    ("tarocchini-ottocento", "deal.drop.talon"): "(c) Ottocento without a talon and 15-card hands: the engine blames the dealer's hand (bad_hand_size, expects 17 with the widow in it), the oracle the missing talon. Spec: talon required 'when the game has one'; the digest lets the widow ride in the dealer's hand.",
    ("tarocchini-ottocento", "ev.score.retype.reason=\"str\""): "(c) Ottocento score reason outside the digest's vocabulary rejects; the spec makes reason optional and free.",
}


def main():
    os.makedirs(os.path.join(HERE, "repros"), exist_ok=True)
    ex = json.load(open(os.path.join(HERE, "examples.json")))
    for x in ex:
        key = (x["key"][0], x["key"][1])
        if key in FROM_RUN:
            name = "C_run_" + key[0] + "_" + key[1].replace("/", "_").replace('"', "")
            REPROS[name] = (FROM_RUN.pop(key), x["doc"])
    for name, (note, doc) in REPROS.items():
        with open(os.path.join(HERE, "repros", name + ".json"), "w") as fh:
            json.dump({"note": note, "transcript": doc}, fh, ensure_ascii=False, indent=1)
        v = validate(copy.deepcopy(doc))
        o = oracle(doc)
        print(f"{name}: engine {v['status']} {[(p['pointer'], p['code']) for p in v.get('problems') or []]} "
              f"{[a['code'] + (' (no penalty key)' if 'penalty' not in a else '') for dl in v['deals'] for a in dl['annotations']]}"
              f"\n    oracle {o['status']} {o['problems']}")


if __name__ == "__main__":
    main()
