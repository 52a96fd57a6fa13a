"""Blind Rage transcripts for audit round dispute-messages-7.

Written from the Czech rules (Paluba 2004, /work/shared/seeds/001_e7f9d50c98dca0e9.txt) and the
transcript format only; does not import the engine.  Seedable: python _gen.py [SEED].

Each file is a session of 4-8 players, a few rounds (start.round picks where it begins), with one
or two planted faults.  The expectations (deal, event, code) are written to _expected.txt, which
EXPECTED.md quotes.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [c + str(v) for c in COLOURS for v in range(16)] + ACTIONS
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Honza"]


def colour(card: str) -> str | None:
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def value(card: str) -> int:
    return int(card[1:])


class Restart(Exception):
    pass


def turn_trump(talon: list[str], pos: int) -> tuple[str, int]:
    """Turn cards from talon[pos] until a colour card; return (colour, next pos)."""
    while pos < len(talon):
        c = talon[pos]
        pos += 1
        if colour(c):
            return colour(c), pos
    raise Restart("stock exhausted")


def trick_winner(trick: list[tuple[int, str, str | None]], trump: str | None, notrump: bool) -> int:
    """trick: (seat, card, named). Returns the winning seat."""
    eff = []
    for i, (seat, card, named) in enumerate(trick):
        if card == "WILD":
            eff.append((seat, named, 16 + i * 0.01))  # later joker of the same colour is stronger
        elif colour(card):
            eff.append((seat, colour(card), value(card)))
        else:
            eff.append((seat, None, -1))
    if not notrump and trump:
        tr = [e for e in eff if e[1] == trump]
        if tr:
            return max(tr, key=lambda e: e[2])[0]
    led = next((e[1] for e in eff if e[1]), None)
    if led is None:
        return trick[0][0]
    return max((e for e in eff if e[1] == led), key=lambda e: e[2])[0]


def led_colour(trick) -> str | None:
    for _seat, card, named in trick:
        if card == "WILD":
            return named
        if colour(card):
            return colour(card)
    return None


def play_round(rng, hands, talon, leader, n, fault=None):
    """Play a round.  fault: None or dict(kind=..., min_trick=...).  Returns plays, winners, info."""
    hands = [list(h) for h in hands]
    trump, pos = turn_trump(talon, 0)
    trumps = [trump]
    plays = []  # (seat, card, named, trick_index)
    winners = []
    cards = len(hands[0])
    fault_at = None  # index into plays
    for t in range(cards):
        trick = []
        notrump = False
        changed = False
        for k in range(n):
            seat = (leader + k) % n
            h = hands[seat]
            lc = led_colour(trick)
            follow = [c for c in h if lc and (colour(c) == lc)]
            named = None
            chosen = None
            if fault and fault_at is None and t >= fault.get("min_trick", 0) and k > 0 and follow:
                acts = [c for c in h if not colour(c)]
                offs = [c for c in h if colour(c) and colour(c) != lc]
                if fault["kind"] == "revoke" and offs:
                    chosen = rng.choice(offs)
                elif fault["kind"] == "action_able":
                    pref = [c for c in acts if c in ("PLUS5", "MINUS5")]
                    if pref:
                        chosen = rng.choice(pref)
                if chosen:
                    fault_at = len(plays)
            if (
                chosen is None
                and fault
                and fault["kind"] == "wild_unnamed"
                and fault_at is None
                and t >= fault.get("min_trick", 0)
                and t < cards - 1
                and k > 0
                and lc
                and not follow
                and "WILD" in h
            ):
                others = [c for c in COLOURS if c != lc and c != trumps[-1]]
                chosen, named = "WILD", rng.choice(others)
                fault_at = len(plays)
            if chosen is None:
                legal = follow if follow else list(h)
                # avoid NOTRUMP with CHANGE or two NOTRUMPs in one trick (the source does not say)
                ok = [
                    c
                    for c in legal
                    if not (c == "NOTRUMP" and (notrump or changed)) and not (c == "CHANGE" and notrump)
                ]
                if not ok:
                    raise Restart("action conflict")
                chosen = rng.choice(ok)
                if chosen == "WILD":
                    named = lc if (lc and rng.random() < 0.5) else rng.choice(COLOURS)
            h.remove(chosen)
            if chosen == "NOTRUMP":
                notrump = True
            if chosen == "CHANGE":
                changed = True
                trump, pos = turn_trump(talon, pos)
                trumps.append(trump)
            trick.append((seat, chosen, named))
            plays.append((seat, chosen, named, t))
        w = trick_winner(trick, trump, notrump)
        winners.append(w)
        if notrump:
            trump, pos = turn_trump(talon, pos)
            trumps.append(trump)
        leader = w
    if fault and fault_at is None:
        raise Restart("fault not placed")
    return plays, winners, {"trumps": trumps, "talon_used": pos, "fault_at": fault_at}


def round_scores(plays, winners, bids, n, cards, durch):
    tricks = [winners.count(s) for s in range(n)]
    action = [0] * n
    by_trick: dict[int, list[str]] = {}
    for seat, card, _named, t in plays:
        by_trick.setdefault(t, []).append(card)
    for t, cs in by_trick.items():
        w = winners[t]
        action[w] += 5 * cs.count("PLUS5") - 5 * cs.count("MINUS5")
    scores = []
    for s in range(n):
        tp = tricks[s] * (2 if durch and cards > 1 and tricks[s] == cards else 1)
        bp = 10 if bids[s] == tricks[s] else -5
        scores.append(tp + bp + action[s])
    return scores, tricks


def make_bids(rng, n, cards, pmo, first):
    bids = [0] * n
    total = 0
    for k in range(n):
        s = (first + k) % n
        hi = min(cards, cards // n + 2)
        b = rng.randint(0, hi)
        if pmo and k == n - 1 and total + b == cards:
            b = b + 1 if b + 1 <= cards else b - 1
        bids[s] = b
        total += b
    return bids


def build_session(seed, n, rounds, rules, faults, start_round=1, start_totals=None):
    """faults: {deal_index: [fault dicts]}.  Returns (transcript, expectations)."""
    rng = random.Random(seed)
    pmo = rules.get("plus_minus_one", False)
    hidden = rules.get("hidden_bid", False)
    secret = rules.get("secret_bid", False)
    durch = rules.get("durch", False)
    dealer = rng.randrange(n)
    totals_rule = list(start_totals or [0] * n)
    totals_sheet = list(start_totals or [0] * n)
    deals = []
    expect = []
    for d in range(rounds):
        rnd = start_round + d
        cards = 11 - rnd
        fl = faults.get(d, [])
        kinds = {f["kind"] for f in fl}
        play_fault = next((f for f in fl if f["kind"] in ("revoke", "action_able", "wild_unnamed")), None)
        for attempt in range(2000):
            deck = list(DECK)
            rng.shuffle(deck)
            hands = [deck[i * cards : (i + 1) * cards] for i in range(n)]
            talon = deck[n * cards :]
            first = (dealer + 1) % n
            try:
                plays, winners, info = play_round(rng, hands, talon, first, n, play_fault)
            except Restart:
                continue
            want = next((f for f in fl if f["kind"] == "want_durch"), None)
            if want and not any(winners.count(s) == cards for s in range(n)):
                continue
            if "not_in_hand" in kinds and not _nih_candidates(plays, winners, hands, talon, info, n):
                continue
            if "out_of_turn" in kinds and not _oot_candidates(plays, n):
                continue
            break
        else:
            raise SystemExit(f"no deal found for seed {seed} deal {d}")
        bids = make_bids(rng, n, cards, pmo, first)
        if "pmo" in kinds:
            # the last bidder (dealer) makes the bids add up to the cards dealt
            others = sum(bids[s] for s in range(n) if s != dealer)
            if others > cards:
                # lower the others until it fits
                for s in range(n):
                    while others > cards and bids[s] > 0 and s != dealer:
                        bids[s] -= 1
                        others -= 1
            bids[dealer] = cards - others
        rng_seat = None
        if "bid_range" in kinds:
            rng_seat = (first + 1) % n
            bids[rng_seat] = cards + 1
        scores, tricks = round_scores(plays, winners, bids, n, cards, durch)
        # events
        bid_order = [(first + k) % n for k in range(n)]
        if hidden or secret:
            rng.shuffle(bid_order)
        bid_events = [{"type": "bid", "seat": s, "bid": bids[s]} for s in bid_order]
        play_events = []
        for seat, card, named, _t in plays:
            e = {"type": "play", "seat": seat, "card": card}
            if card == "WILD":
                e["named"] = named
            play_events.append(e)
        fault_notes = []
        if play_fault:
            i = info["fault_at"]
            if play_fault["kind"] == "wild_unnamed":
                del play_events[i]["named"]
            fault_notes.append(("play", i, {"revoke": "revoke", "action_able": "action_card_while_able_to_follow",
                                            "wild_unnamed": "wild_without_colour"}[play_fault["kind"]]))
        if "not_in_hand" in kinds:
            i, newcard = _nih_candidates(plays, winners, hands, talon, info, n)[0]
            play_events[i]["card"] = newcard
            fault_notes.append(("play", i, "card_not_in_hand"))
        if "out_of_turn" in kinds:
            i = _oot_candidates(plays, n)[0]
            play_events[i], play_events[i + 1] = play_events[i + 1], play_events[i]
            fault_notes.append(("play", i, "out_of_turn"))
        bid_fault_pos = None
        if "bid_oot" in kinds:
            bid_events[1], bid_events[2] = bid_events[2], bid_events[1]
            fault_notes.append(("bid", 1, "bid_out_of_turn"))
        if "bid_range" in kinds:
            j = next(k for k, e in enumerate(bid_events) if e["seat"] == rng_seat)
            fault_notes.append(("bid", j, "bid_out_of_range"))
        if "pmo" in kinds:
            j = next(k for k, e in enumerate(bid_events) if e["seat"] == dealer)
            fault_notes.append(("bid", j, "bid_forbidden_plus_minus_one"))
        events = []
        late = next((f for f in fl if f["kind"] == "bid_late"), None)
        if secret:
            # secret bids: written on paper, recorded anywhere before the scores (here after trick 1)
            cut = n
            events = play_events[:cut] + bid_events + play_events[cut:]
            bid_base, play_base = cut, 0
            play_idx = lambda i: i if i < cut else i + n  # noqa: E731
            bid_idx = lambda j: cut + j  # noqa: E731
        elif late:
            # one bid (the last written) recorded after the first card
            lb = bid_events.pop()
            events = bid_events + play_events[:1] + [lb] + play_events[1:]
            play_idx = lambda i: n - 1 + i if i < 1 else n + i  # noqa: E731
            bid_idx = lambda j: j  # noqa: E731
            fault_notes.append(("abs", n, "bid_out_of_turn"))
        else:
            events = bid_events + play_events
            play_idx = lambda i: n + i  # noqa: E731
            bid_idx = lambda j: j  # noqa: E731
        sheet_scores = list(scores)
        for f in fl:
            if f["kind"] == "wrong_score":
                s = f["seat"] % n
                sheet_scores[s] += f["delta"]
        score_base = len(events)
        for s in range(n):
            events.append({"type": "score", "party": s, "points": sheet_scores[s]})
        for f in fl:
            if f["kind"] == "wrong_score":
                fault_notes.append(("abs", score_base + f["seat"] % n, "wrong_score"))
        total_base = len(events)
        for s in range(n):
            totals_rule[s] += scores[s]
            totals_sheet[s] += sheet_scores[s]
        wt = next((f for f in fl if f["kind"] == "wrong_total"), None)
        if wt:
            s = wt["seat"] % n
            totals_sheet[s] += wt["delta"]
            fault_notes.append(("abs", total_base + s, "wrong_total"))
        if not any(f["kind"] == "no_totals" for f in fl):
            for s in range(n):
                events.append({"type": "total", "party": s, "points": totals_sheet[s]})
        for where, i, code in fault_notes:
            ev = play_idx(i) if where == "play" else bid_idx(i) if where == "bid" else i
            expect.append([d, ev, code])
        deals.append(
            {
                "dealer": dealer,
                "hands": hands,
                "talon": talon,
                "events": events,
                "_computed": {
                    "round": rnd,
                    "bids": bids,
                    "tricks": tricks,
                    "trumps": info["trumps"],
                    "winners": winners,
                    "scores": scores,
                    "totals_rule": list(totals_rule),
                },
            }
        )
        dealer = (dealer + 1) % n
    tr = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", **rules},
        "players": NAMES[:n],
        "meta": {"event": "dispute-messages-7 (blind audit)", "seed": seed},
        "deals": deals,
    }
    st = {}
    if start_round != 1:
        st["round"] = start_round
    if start_totals:
        st["totals"] = start_totals
    if st:
        tr["start"] = st
    expect.sort()
    return tr, expect


def _nih_candidates(plays, winners, hands, talon, info, n):
    """A discard (off-colour, not trump, trick without action cards) written as another value of
    its colour that no hand holds and the stock never turns."""
    out = []
    used = set(talon[: info["talon_used"]])
    by_trick: dict[int, list[int]] = {}
    for i, p in enumerate(plays):
        by_trick.setdefault(p[3], []).append(i)
    for t, idxs in by_trick.items():
        cs = [plays[i][1] for i in idxs]
        if any(not colour(c) for c in cs):
            continue
        lc = colour(cs[0])
        trump_now = info["trumps"][0] if len(info["trumps"]) == 1 else None
        if trump_now is None:
            return []
        for i in idxs[1:]:
            seat, card, _n, _t = plays[i]
            c = colour(card)
            if c == lc or c == trump_now or seat == winners[t]:
                continue
            for v in range(16):
                cand = c + str(v)
                if cand in talon and cand not in used:
                    out.append((i, cand))
                    break
    return out


def _oot_candidates(plays, n):
    out = []
    for i in range(len(plays) - 1):
        if i % n in (1,) and plays[i][3] == plays[i + 1][3]:
            t = plays[i][3]
            trick = [p for p in plays if p[3] == t]
            if all(colour(p[1]) for p in trick):
                out.append(i)
    return out


SESSIONS = [
    # (file, players, rounds, rules, faults, start_round, start_totals)
    ("01-clean-4p", 4, 3, {}, {}, 1, None),
    ("02-revoke-wrongtotal-5p", 5, 3, {}, {0: [{"kind": "revoke", "min_trick": 2}],
                                           2: [{"kind": "wrong_total", "seat": 2, "delta": 10}]}, 6, [12, -3, 20, 7, 0]),
    ("03-action-able-wrongscore-6p", 6, 2, {}, {0: [{"kind": "action_able", "min_trick": 0}],
                                                1: [{"kind": "wrong_score", "seat": 4, "delta": 15}]}, 4, None),
    ("04-wild-unnamed-4p", 4, 2, {}, {1: [{"kind": "wild_unnamed", "min_trick": 0}]}, 2, None),
    ("05-card-not-in-hand-7p", 7, 2, {}, {1: [{"kind": "not_in_hand"}]}, 5, None),
    ("06-out-of-turn-bid-oot-8p", 8, 2, {}, {0: [{"kind": "bid_oot"}], 1: [{"kind": "out_of_turn"}]}, 3, None),
    ("07-bid-range-5p", 5, 2, {}, {1: [{"kind": "bid_range"}]}, 7, None),
    ("08-pmo-forbidden-4p", 4, 3, {"plus_minus_one": True}, {1: [{"kind": "pmo"}]}, 6, None),
    ("09-hidden-late-bid-6p", 6, 2, {"hidden_bid": True}, {1: [{"kind": "bid_late"}]}, 7, None),
    ("10-secret-wrongscore-5p", 5, 2, {"secret_bid": True}, {1: [{"kind": "wrong_score", "seat": 0, "delta": -15}]}, 6, None),
    ("11-durch-4p", 4, 3, {"durch": True}, {0: [{"kind": "want_durch"}], 1: [{"kind": "wrong_score", "seat": 1, "delta": -3}],
                                          2: [{"kind": "want_durch"}]}, 8, None),
    ("12-pmo-hidden-dealer-7p", 7, 2, {"plus_minus_one": True, "hidden_bid": True},
     {0: [{"kind": "pmo"}], 1: [{"kind": "wrong_total", "seat": 5, "delta": -10}]}, 8, None),
    ("13-nodurch-allTricks-revoke-6p", 6, 2, {}, {0: [{"kind": "want_durch"}], 1: [{"kind": "revoke", "min_trick": 0},
                                                                                   {"kind": "wrong_score", "seat": 3, "delta": 15}]}, 8, None),
    ("14-full-session-4p", 4, 10, {}, {4: [{"kind": "action_able", "min_trick": 1}], 9: [{"kind": "wrong_total", "seat": 1, "delta": 1}]}, 1, None),
]


def main(seed: int = 7) -> None:
    allexp = {}
    for k, (name, n, rounds, rules, faults, sr, stt) in enumerate(SESSIONS):
        tr, exp = build_session(seed * 100 + k, n, rounds, rules, faults, sr, stt)
        comp = [dd.pop("_computed") for dd in tr["deals"]]
        (HERE / f"{name}.json").write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n")
        allexp[name] = {"expect": exp, "computed": comp}
    (HERE / "_expected.txt").write_text(json.dumps(allexp, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
