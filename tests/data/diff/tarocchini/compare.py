"""Differential comparison: oracle.py vs replays.sim.tarocchini + validator.

Usage: PYTHONPATH=/work/wt-diff-tarocchini python compare.py [N_SESSIONS] [START_SEED]
"""
from __future__ import annotations
import collections, copy, json, random, sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import oracle  # noqa: E402
from replays.sim.tarocchini import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

PLAY_CODES = {"revoke", "failure_to_trump"}


def score_events(deal):
    rec = collections.defaultdict(dict)
    for e in deal["events"]:
        if e["type"] == "score":
            rec[str(e["party"])][e.get("reason")] = rec[str(e["party"])].get(e.get("reason"), 0) + e["points"]
    return rec


def positive(doc, verdict, stats, dis):
    game = doc["game"]
    n = len(doc["players"])
    rules = doc.get("rules", {})
    if verdict["status"] != "clean":
        dis["sim_not_clean"].append((doc["_seed"], verdict["status"], verdict.get("summary")))
    for di, deal in enumerate(doc["deals"]):
        r = oracle.replay_deal(deal, game, n, rules)
        if not r["tricks"]:
            continue
        key = (doc["_seed"], doc["_variant"], rules, di)
        stats["deals"] += 1
        stats["plays"] += r["plays"]
        for i in r["illegal"]:
            dis["oracle_illegal_in_sim"].append(key + (i, deal["events"][i]))
        for i in r["not_in_hand"]:
            dis["not_in_hand_in_sim"].append(key + (i,))
        for x in r["lead_mismatch"]:
            dis["lead_mismatch"].append(key + x)
        for cards, seats, w in r["tricks"]:
            mo = [c for c in cards if oracle.is_moretto(c)]
            top_trump = max((oracle.trump_rank(c) for c in cards if oracle.suit_of(c) == "T"), default=None)
            if len(mo) >= 2 and top_trump == 1:
                stats["cov_moretti_tie_tricks"] += 1
            if cards[0] == "MATTO":
                stats["cov_matto_led"] += 1
        if "MATTO" in r["tricks"][-1][0]:
            stats["cov_matto_last_trick"] += 1
        if any(v == 0 for v in r["won"].values()):
            stats["cov_side_no_tricks"] += 1
        if game.endswith("ottocento") and not any(w == deal["dealer"] for _, _, w in r["tricks"]):
            stats["cov_dealer_no_tricks"] += 1
        comp = verdict["deals"][di].get("computed", {})
        mine_w = [w for _, _, w in r["tricks"]]
        if comp.get("trick_winners") is not None and comp["trick_winners"] != mine_w:
            dis["trick_winners_vs_engine"].append(key + (mine_w, comp["trick_winners"]))
        pts = comp.get("points", {})
        for sd in r["card_points"]:
            if sd in pts:
                stats["side_counts"] += 1
                odd = all(len(p) % 2 for p in r["piles"].values())
                if odd and pts[sd]["card_points"] == r["card_points"][sd] - 1:
                    dis["odd_piles_engine_docks"].append(key + (sd,))
                elif pts[sd]["card_points"] != r["card_points"][sd]:
                    dis["card_points_vs_engine"].append(
                        key + (sd, r["card_points"][sd], pts[sd]["card_points"], len(r["piles"][sd]),
                               comp.get("widow")))
                if pts[sd]["last_trick"] != r["last_trick"][sd]:
                    dis["last_trick_vs_engine"].append(key + (sd, r["last_trick"][sd], pts[sd]["last_trick"]))
        rec = score_events(deal)
        if game.endswith("ottocento"):
            for sd in r["card_points"]:
                rs = rec.get(sd, {})
                if "card_points" in rs:
                    stats["recorded_card_points"] += 1
                    if rs["card_points"] != r["card_points"][sd]:
                        dis["card_points_vs_recorded"].append(key + (sd, r["card_points"][sd], rs["card_points"]))
                if "last_trick" in rs and rs["last_trick"] != r["last_trick"][sd]:
                    dis["last_trick_vs_recorded"].append(key + (sd, r["last_trick"][sd], rs["last_trick"]))
                if sd in pts and rs:
                    mine_total = (pts[sd]["declarations"] + pts[sd]["combinations"]
                                  + r["card_points"][sd] + r["last_trick"][sd])
                    stats["recorded_totals"] += 1
                    if sum(rs.values()) != mine_total:
                        dis["deal_total_vs_recorded"].append(key + (sd, mine_total, sum(rs.values())))
        elif pts:
            tot = {sd: pts[sd]["declarations"] + pts[sd]["combinations"] + r["card_points"][sd]
                   + r["last_trick"][sd] for sd in ("declarer", "opponents")}
            # the odd cross-pair (source silent, see REPORT): try docking either side
            alts = set()
            odd = all(len(p) % 2 for p in r["piles"].values())
            for off in (["declarer", "opponents"] if odd else [None]):
                t2 = {sd: tot[sd] - (1 if sd == off else 0) for sd in tot}
                alts.add(oracle.terziglio_game_points(t2["declarer"], t2["opponents"], r["contract"], r["won"], rules))
            if len(alts) > 1:
                dis["odd_pair_side_changes_result"].append(key + (tuple(sorted(alts)), (comp.get("winner"), comp.get("game_points")), tot))
            if odd:
                off = (comp.get("widow") or {}).get("odd_pair_off")
                stats["odd_pair_off:%s:%s" % (off, "result_depends" if len(alts) > 1 else "result_same")] += 1
                tot = {sd: tot[sd] - (1 if sd == off else 0) for sd in tot}
            winner, gp = oracle.terziglio_game_points(tot["declarer"], tot["opponents"],
                                                      r["contract"], r["won"], rules)
            stats["terziglio_gp"] += 1
            if (winner, gp) != (comp.get("winner"), comp.get("game_points")):
                dis["terziglio_gp_vs_engine"].append(key + ((winner, gp), (comp.get("winner"), comp.get("game_points")), tot, r["contract"], r["won"]))
            # winners_score reading: each seat of the winning side writes gp, the others 0
            if rules.get("settlement", "winners_score") == "winners_score":
                exp = {str(s): (gp if r["side"](s) == winner else 0) for s in range(n)}
                got = {p: sum(v.values()) for p, v in rec.items()}
                if got and got != exp:
                    dis["terziglio_recorded_vs_mine"].append(key + (exp, got))


def check_mut_winner(m, mv, di, k, stats, dis, tag):
    """After a legal substitution, the trick holding event k must still be won by the
    oracle's winner (only that trick: later ones may be out of turn)."""
    deal = m["deals"][di]
    n = len(m["players"])
    idx = [i for i, e in enumerate(deal["events"]) if e["type"] == "play"].index(k) // n
    r = oracle.replay_deal(deal, m["game"], n, m.get("rules", {}))
    comp = mv["deals"][di].get("computed", {}).get("trick_winners")
    if idx >= len(r["tricks"]) or comp is None or idx >= len(comp):
        return
    stats["mut_trick_winner_compared"] += 1
    if comp[idx] != r["tricks"][idx][2]:
        dis["mut_trick_winner_" + tag].append((m["rules"], di, k, r["tricks"][idx], comp[idx]))


def mutate(doc, rng):
    """Swap the card of a random play with another card of that player's current hand
    (the later play of that card gets the original one), so the dealt hands stay valid."""
    game, n = doc["game"], len(doc["players"])
    cands = [di for di, d in enumerate(doc["deals"]) if any(e["type"] == "play" for e in d["events"])]
    if not cands:
        return None
    di = rng.choice(cands)
    deal = doc["deals"][di]
    plays = [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]
    k = rng.choice(plays)
    # hand of the player at event k (oracle replay up to k)
    hands = oracle.initial_hands(deal, game)
    trick = []
    for i, e in enumerate(deal["events"][:k]):
        if e["type"] == "take":
            hands[e["seat"]] += [oracle.norm(c) for c in e["cards"]]
        elif e["type"] == "discard":
            for c in e["cards"]:
                hands[e["seat"]].remove(oracle.norm(c))
        elif e["type"] == "play":
            hands[e["seat"]].remove(oracle.norm(e["card"]))
            trick.append(oracle.norm(e["card"]))
            if len(trick) == n:
                trick = []
    seat = deal["events"][k]["seat"]
    x = oracle.norm(deal["events"][k]["card"])
    others = [c for c in hands[seat] if c != x]
    if not others:
        return None
    y = rng.choice(others)
    legal = y in oracle.legal_plays(hands[seat], trick)
    m = copy.deepcopy(doc)
    md = m["deals"][di]
    md["events"][k]["card"] = y
    for e in md["events"][k + 1:]:
        if e["type"] == "play" and oracle.norm(e["card"]) == y:
            e["card"] = x
            break
    return m, di, k, seat, x, y, legal, list(trick), sorted(hands[seat])


def states(doc, di):
    """Yield (k, seat, hand_before, trick_before) for every play of deal di."""
    game, n = doc["game"], len(doc["players"])
    deal = doc["deals"][di]
    hands = oracle.initial_hands(deal, game)
    trick = []
    for k, e in enumerate(deal["events"]):
        if e["type"] == "take":
            hands[e["seat"]] += [oracle.norm(c) for c in e["cards"]]
        elif e["type"] == "discard":
            for c in e["cards"]:
                hands[e["seat"]].remove(oracle.norm(c))
        elif e["type"] == "play":
            yield k, e["seat"], list(hands[e["seat"]]), list(trick)
            hands[e["seat"]].remove(oracle.norm(e["card"]))
            trick.append(oracle.norm(e["card"]))
            if len(trick) == n:
                trick = []


def swap(doc, di, k, y):
    m = copy.deepcopy(doc)
    md = m["deals"][di]
    x = oracle.norm(md["events"][k]["card"])
    md["events"][k]["card"] = y
    for e in md["events"][k + 1:]:
        if e["type"] == "play" and oracle.norm(e["card"]) == y:
            e["card"] = x
            break
    return m


def situation(hand, trick):
    led = oracle.led_suit(trick)
    if led is None:
        return "lead" if not trick else "after_matto_lead_2nd"
    tag = "after_matto_lead:" if trick[0] == "MATTO" else ""
    if any(oracle.suit_of(c) == led for c in hand):
        return tag + "can_follow"
    if any(oracle.suit_of(c) == "T" for c in hand):
        return tag + "void_has_trump"
    return tag + "void_no_trump"


def targeted(doc, rng, stats, dis):
    """Mutations aimed at the Matto: play it instead of another card; play another card
    instead of it; and any substitution inside a trick the Matto led."""
    seed = doc["_seed"]
    clean = {k: v for k, v in doc.items() if not k.startswith("_")}
    for di, deal in enumerate(clean["deals"]):
        cands = []
        for k, seat, hand, trick in states(clean, di):
            card = oracle.norm(deal["events"][k]["card"])
            if "MATTO" in hand and card != "MATTO":
                cands.append(("play_matto_instead", k, hand, trick, "MATTO"))
            if card == "MATTO" and len(hand) > 1:
                cands.append(("replace_matto", k, hand, trick, rng.choice([c for c in hand if c != "MATTO"])))
            if trick and trick[0] == "MATTO" and len(hand) > 1:
                cands.append(("in_matto_led_trick", k, hand, trick, rng.choice([c for c in hand if c != card])))
        by = collections.defaultdict(list)
        for c in cands:
            by[c[0]].append(c)
        for kind, lst in by.items():
            kind, k, hand, trick, y = rng.choice(lst)
            legal = y in oracle.legal_plays(hand, trick)
            sit = situation(hand, trick)
            m = swap(clean, di, k, y)
            mv = validate(m)
            tag = "%s/%s/%s" % (kind, sit, "legal" if legal else "illegal")
            stats["tmut:" + tag] += 1
            stats["targeted_mutations"] += 1
            if mv["status"] == "rejected":
                dis["t_mutant_rejected"].append((seed, doc["_variant"], clean["rules"], di, k))
                continue
            anns = [a for a in mv["deals"][di]["annotations"] if a.get("event") == k]
            flagged = [a["code"] for a in anns if a["code"] in PLAY_CODES and a["severity"] == "violation"]
            if legal:
                m["_seed"] = seed
                check_mut_winner(m, mv, di, k, stats, dis, "targeted")
            if bool(flagged) == legal:
                dis["tmut_" + tag].append((seed, doc["_variant"], clean["rules"], di, k,
                    deal["events"][k], "->", y, "trick", trick, "hand", sorted(hand),
                    [(a["code"], a["message"]) for a in anns]))


def discard_mutation(doc, rng, stats, dis):
    """SRC:76 Ottocento: the dealer's discards "не могут быть картами «5 очков»";
    SRC:109 Terziglio gioco: the declarer "не может сбрасывать 5-очковые карты".
    Swap one discarded card with another card of the discarder's hand (later play of
    that card gets the discarded one); illegal iff the new card is worth 5."""
    clean = {k: v for k, v in doc.items() if not k.startswith("_")}
    game = clean["game"]
    for di, deal in enumerate(clean["deals"]):
        ev = deal["events"]
        ks = [k for k, e in enumerate(ev) if e["type"] == "discard"]
        if not ks or not any(e["type"] == "play" for e in ev):
            continue
        k = ks[0]
        seat = ev[k]["seat"]
        hand = oracle.initial_hands(deal, game)[seat]
        for e in ev[:k]:
            if e["type"] == "take" and e["seat"] == seat:
                hand += [oracle.norm(c) for c in e["cards"]]
        disc = [oracle.norm(c) for c in ev[k]["cards"]]
        rest = [c for c in hand if c not in disc]
        if not rest:
            continue
        x = rng.choice(disc)
        y = rng.choice(rest)
        legal = oracle.value(y) != 5
        m = copy.deepcopy(clean)
        me = m["deals"][di]["events"]
        me[k]["cards"] = [y if oracle.norm(c) == x else c for c in me[k]["cards"]]
        for e in me[k + 1:]:
            if e["type"] == "play" and oracle.norm(e["card"]) == y:
                e["card"] = x
                break
        mv = validate(m)
        stats["discard_mutations"] += 1
        stats["dmut_" + ("legal" if legal else "illegal")] += 1
        if mv["status"] == "rejected":
            dis["d_mutant_rejected"].append((doc["_seed"], di, k))
            continue
        anns = [a for a in mv["deals"][di]["annotations"] if a.get("event") == k]
        flagged = [a["code"] for a in anns if a["code"] == "illegal_discard"]
        if bool(flagged) == legal:
            dis["dmut_" + ("engine_flags_legal" if legal else "engine_misses_illegal")].append(
                (doc["_seed"], doc["_variant"], clean["rules"], di, k, x, "->", y,
                 [(a["code"], a["message"]) for a in anns]))


def main():
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    start = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    rng = random.Random(12345 + start)
    stats = collections.Counter()
    dis = collections.defaultdict(list)
    for s in range(start, start + N):
        variant = ["ottocento", "terziglio", None][s % 3]
        doc = simulate(s, variant=variant)
        doc["_seed"], doc["_variant"] = s, variant
        clean = {k: v for k, v in doc.items() if not k.startswith("_")}
        v = validate(clean)
        stats["sessions"] += 1
        stats["game:" + doc["game"]] += 1
        positive(doc, v, stats, dis)
        targeted(doc, rng, stats, dis)
        discard_mutation(doc, rng, stats, dis)
        # negative: two mutations per session
        for _ in range(2):
            mu = mutate(clean, rng)
            if mu is None:
                continue
            m, di, k, seat, x, y, legal, trick, hand = mu
            mv = validate(m)
            stats["mutations"] += 1
            stats["mut_legal" if legal else "mut_illegal"] += 1
            if mv["status"] == "rejected":
                dis["mutant_rejected"].append((s, variant, doc["rules"], di, k))
                continue
            anns = [a for a in mv["deals"][di]["annotations"] if a.get("event") == k]
            flagged = [a["code"] for a in anns if a["code"] in PLAY_CODES and a["severity"] == "violation"]
            if legal:
                check_mut_winner(m, mv, di, k, stats, dis, "random")
            if bool(flagged) == legal:
                dis["mutation_" + ("engine_flags_legal" if legal else "engine_misses_illegal")].append(
                    (s, variant, doc["rules"], di, k, seat, x, "->", y, "trick", trick, "hand", hand,
                     [(a["code"], a["message"]) for a in anns]))
    print(json.dumps(stats, indent=1))
    for cls, items in dis.items():
        print("==", cls, len(items))
        for it in items[:5]:
            print("  ", it)


if __name__ == "__main__":
    main()
