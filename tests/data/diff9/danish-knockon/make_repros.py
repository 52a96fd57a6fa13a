"""Build repros/<name>.json from the samples compare.py left: the planted session cut down to
the faulted deal (start.pools = the pools before it, as the record's payments leave them) when
the cut verdict shows the same discrepancy; else the whole session."""
from __future__ import annotations

import copy
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
from inject import inject  # noqa: E402

from replays.sim.danish_tarok import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

# name, class, kind, sample signature, note
REPROS = [
    ("A1-pool-take-same-deal", "a", "pool_extra_same_deal", "wrong_payment_at_same-deal",
     "An unexpected 5 into the King pool is planted earlier in the SAME deal as a king przydupek/ultimo; the writer "
     "computes the przydupek (or the ultimo take) from the pool as his own record leaves it. The engine reports the "
     "planted unexpected_payment and ALSO a wrong_payment at the pool-content payment ('the rules make it N'), though "
     "15.pools says a pool-content payment is right by the rules' pool OR by the pool as the record's payments left it. "
     "The same edit in an EARLIER deal is accepted (pool_extra_earlier_deal: all exact). Expected: only the planted finding."),
    ("A1b-pool-take-same-deal-missing-fine", "a", "swap12_nofine", "wrong_payment_at_same-deal",
     "Out-of-turn lead with the fines left unwritten, a king przydupek later in the same deal paid as the record's pool "
     "held it: the two missing fines are the rules' consequence (b), the extra wrong_payment at the przydupek is the "
     "same same-deal pool knock-on as A1."),
    ("A1c-pool-take-fines-written-at-end", "a", "swap12_fines_at_end", "wrong_payment_at_same-deal",
     "Out of turn, the 20+20 fines written at the end of the deal; a king przydupek earlier in the record paid as the "
     "record's pool then held it: wrong_payment at the przydupek (same same-deal pool knock-on as A1)."),
    ("A6-joker-demand-recorded-after-joker", "a", "ok_joker_demand_mid_trick", "false_joker_demand_at_same-deal",
     "A valid Joker demand in the third-last trick, written just before the demander's own card; the Joker (led or "
     "played earlier in that trick, the others having taken back their cards as §12 describes) stands before the call "
     "in the trick as finally played. The engine calls it false_joker_demand ('already played', large) with two "
     "missing fines. §12 fines a demand when the Joker 'was used earlier in the game and no player still has it'; "
     "a Joker played in the demanded trick itself is the demand being met."),
    ("A2-card-not-in-hand-then-revokes", "a", "not_in_hand_skat", "revoke_at_same-deal",
     "A follower's card is replaced by a skat card of the same suit (a human 'card not in hand'). The engine keeps the "
     "card he really played in his hand for the rest of the deal, so every later trick of that suit he could not follow "
     "becomes a revoke (several, irreparable): the deal is voided, 40+40 fines and every payment of the deal turned "
     "unexpected. Expected: card_not_in_hand only; the seat ends the deal with exactly that one card unplayed, so the "
     "engine should take the card not in hand as standing for it (or at least infer no revoke from a card the record "
     "shows him never playing)."),
    ("A2b-dealer-plays-skat-card-then-revokes", "a", "not_in_hand_dealer_skat", "revoke_at_same-deal",
     "Same as A2 with the dealer playing one of his own skat cards instead of the card he held."),
    ("A2c-own-card-twice-then-revokes", "a", "not_in_hand_own_twice", "revoke_at_same-deal",
     "Same as A2 with a card the seat had already played written again in place of the card he held."),
    ("A3-duplicate-card-owner-flagged", "a", "not_in_hand_dup", "card_not_in_hand_at_same-deal",
     "A follower's card is replaced by one another seat holds and plays later. Besides the planted card_not_in_hand "
     "(and A2's revokes), the owner's later play of his own dealt card is ALSO card_not_in_hand ('already played'). "
     "With dealt hands the owner is known; only the first (wrong) play should be flagged."),
    ("A4-duplicate-deal-fee-first-copy", "a", "pay_extra_dup", "different_event",
     "A deal-fee payment written twice: the engine flags the FIRST copy as unexpected, every other duplicated "
     "reason gets the second copy flagged. A writer expects the second copy."),
    ("A5-swap-joker-lead-then-revoke", "a", "swap12_joker_trick", "revoke_at_same-deal",
     "The first two cards of a Joker-led trick written in swapped order (the Joker carries `named`, the third card "
     "follows that named suit). The engine reads the second card as the lead and the third card as a revoke "
     "(irreparable): deal void, fines, all payments unexpected. The out_of_turn ruling itself accepts records with "
     "the lead and the next card swapped; the `named` on the Joker and the third card's suit show the Joker was led."),
    ("C1-swap-joker-follower-first-not-named", "c", "swap12_joker_trick", "joker_not_named_at_same-event",
     "A trick whose second card was the Joker written with the Joker first (out of turn): the engine adds "
     "joker_not_named at the same event. The record literally shows an unnamed Joker lead; but the next card comes "
     "from the skipped seat, i.e. a swapped record, where the Joker was a follower."),
    ("C2-dealer-field-only", "c", "wrong_dealer_field", "misdeal_at_same-deal",
     "Only the deal's `dealer` field is miswritten (next seat). The engine believes the field over the 28-card hand, "
     "the discard and the declarations' and lead's order: misdeal, illegal_skat, out_of_turn, declaration_before_dealer, "
     "sitter_acted... A writer expects wrong_dealer alone."),
    ("C3-payment-to-wrong-pool", "c", "pay_wrong_pool", "different_code",
     "A king_lost/pagat_lost pool payment written to the other pool: unexpected_payment + missing_payment, not one "
     "wrong_payment."),
    ("C3b-card-points-to-old-dealer", "c", "card_points_wrong_seat", "different_code",
     "A card-point payment written to the old dealer instead of the new one: unexpected_payment + missing_payment."),
    ("C4-pool-netting-hides-planted", "c", "pool_extra_then_take", "missing",
     "An unexpected payment by the seat that later takes that pool (Tout/ultimo) in the same deal, the take written as "
     "the record's pool: the engine nets seat<->pool and gives one payment_reason warning, not the planted "
     "unexpected_payment."),
    ("C5-void-keep-declarations", "c", "revoke_keep", "unexpected_payment_at_same-deal",
     "A revoke, the deal stopped, fines paid, the declarations paid before play NOT handed back (§18 literal: only a "
     "false declaration's money goes back): unexpected_payment for each declaration payment (18.void ruling)."),
    ("C6-dealer-declare-missing-out-of-turn", "c", "missing_decl_event", "declaration_out_of_turn_at_same-deal",
     "The dealer's whole declare left out (he held a declaration): besides missing_declaration, the others' declarations "
     "get declaration_out_of_turn warnings, though 'a seat that never declares is treated as having passed'."),
    ("B1-dealer-declares-last", "b", "dealer_declares_last", "declaration_before_dealer_at_same-deal",
     "The dealer's declaration written after both others: each of them declared before the dealer (§18 large, each), "
     "so two declaration_before_dealer and the second one's fines missing."),
    ("B2-penalty-event-only", "b", "swap12_penalty_event_only", "missing_payment_at_same-deal",
     "Out of turn with a `penalty` event and no fine payments: missing_payment x2 (penalty events are not payments)."),
    ("B3-revoke-full-play", "b", "revoke_full", None,
     "A revoke with fines but the rest of the deal kept as played: the void's settlement consequences."),
    ("B4-king-lost-extra", "b", "pay_extra_king", "unexpected_payment_at_same-deal",
     "A king-lost payment set (3 payments) for a king that won: three unexpected_payment."),
    ("B6-wrong-dealer-after-redeal-fee", "b", "wrong_dealer", "missing_payment_at_same-deal",
     "The writer shifts a redealt deal to the next seat: that seat now deals out of turn and owes the dealer's fee "
     "the same dealer dealing again did not (15.deal-fee: whoever deals pays)."),
    ("B5-missing-declare-two-items", "b", "missing_decl_event", "missing_declaration_at_same-deal",
     "A declare with two items left out: two missing_declaration (each holding is its own declaration)."),
]


def pools_before(doc, k):
    bal = dict((doc.get("start") or {}).get("pools") or {"pagat_pool": 0, "king_pool": 0})
    for d in doc["deals"][:k]:
        for e in d["events"]:
            if e["type"] == "payment":
                if e["from"] in bal:
                    bal[e["from"]] -= e["amount"]
                if e["to"] in bal:
                    bal[e["to"]] += e["amount"]
    return bal


def sig_of(v):
    return sorted((a["code"], a.get("penalty", {}) and (a.get("penalty") or {}).get("class")) for d in v["deals"] for a in d["annotations"])


def main():
    os.makedirs(os.path.join(HERE, "repros"), exist_ok=True)
    for name, cls, kind, sig, note in REPROS:
        fn = os.path.join(HERE, "samples", f"{kind}__{sig}.json") if sig else None
        seed = None
        if fn and os.path.exists(fn):
            seed = json.load(open(fn))["seed"]
        elif sig is None:
            seed = 0
        if seed is None:
            print("no sample for", name)
            continue
        doc = simulate(seed)
        r = inject(doc, kind, random.Random(f"{seed}/{kind}"))
        if r is None:
            print("no plant", name)
            continue
        new, exp = r
        v = validate(new)
        k = exp["deal"]
        cut = {key: copy.deepcopy(new[key]) for key in ("format", "game", "players", "rules") if key in new}
        cut["start"] = {"pools": pools_before(new, k)}
        cut["deals"] = [copy.deepcopy(new["deals"][k])]
        vc = validate(cut)
        deal_anns = [a for a in v["deals"][k]["annotations"]]
        same = sorted((a["code"], a["event"]) for a in vc["deals"][0]["annotations"]) == sorted(
            (a["code"], a["event"]) for a in deal_anns) and all(not d["annotations"] for i, d in enumerate(v["deals"]) if i != k)
        tr, ve, ex = (cut, vc, dict(exp, deal=0)) if same else (new, v, exp)
        out = {"note": note, "class": cls, "kind": kind, "seed": seed, "expected_by_writer": ex,
               "engine_annotations": [{f: a.get(f) for f in ("deal", "event", "seat", "code", "severity", "message")}
                                      | {"penalty_class": (a.get("penalty") or {}).get("class")}
                                      for d in ve["deals"] for a in d["annotations"]],
               "transcript": tr}
        with open(os.path.join(HERE, "repros", name + ".json"), "w") as f:
            json.dump(out, f, indent=1)
        print(name, "cut" if same else "full", len(out["engine_annotations"]), "annotations",
              os.path.getsize(os.path.join(HERE, "repros", name + ".json")))


if __name__ == "__main__":
    main()
