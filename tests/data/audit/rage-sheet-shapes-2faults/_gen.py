"""Blind generator for audit round rage-sheet-shapes-2faults.

Written from the Czech Rage rules (Amigo 2000, Paluba translation, /work/shared/seeds/001_*.txt)
and the transcript format only; it does not import the validator.

Rules modelled (quotes from the source):
- deal: round r deals 11-r cards; the dealer passes clockwise; the stock's top card is turned for
  trump, action cards turned are passed over ("otáčejí se další karty ... až než se objeví nějaká
  barevná").
- bids: "Jako první musí říct svůj odhad hráč po levé ruce hráče, který rozdával karty" (dealer+1
  first, in order of play).
- play: dealer+1 leads the first trick; the trick's winner leads the next. "Musí přitom přiznat barvu
  ... Pouze pokud takovou nemá, vyloží kartu libovolné jiné barvy, akční kartu nebo trumfa." Action
  cards (the joker is one of the 16) only when unable to follow. "První barevná karta nebo žolík
  určují barvu, kterou další hráči musejí přiznat."
- winner: highest trump if any, else highest card of the colour led; a joker is the highest card
  of the colour it names, the second of two jokers for the same colour beats the first; a trick of
  action cards only (no joker) goes to its first card.
- NOTRUMP: no trump in this trick; after the trick the next stock card (past action cards) is the
  new trump. CHANGE: the next stock card is turned at once and is trump for this trick already
  ("Dosavadní barva už tedy nemá sílu trumfu ani v tomto štychu").
- score: 1 a trick, +5 per PLUS5, -5 per MINUS5 in one's tricks, +10 if the bid is met else -5.

To stay clear of readings the source leaves open, no trick holds two of NOTRUMP/CHANGE, nor a joker
together with either (a deal that would force it is reshuffled).

Faults are planted as a table would make them; the sheet-keeper writes what he believes, and his
running totals carry his own figures forward.
"""

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
COLOURS = "RBGYPO"
ACTION = ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5")
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Filip", "Gábina", "Honza"]


class Reject(Exception):
    pass


def full_deck():
    d = [f"{c}{v}" for c in COLOURS for v in range(16)]
    d += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    assert len(d) == 112
    return d


def colour(card):
    return None if card in ACTION else card[0]


def value(card):
    return int(card[1:])


def eff(card, named):
    """Effective colour of a played card (joker: the colour it names)."""
    if card == "WILD":
        return named
    return colour(card)


def lead_colour(trick):
    for _s, c, nm in trick:
        e = eff(c, nm)
        if e is not None:
            return e
    return None


class Stock:
    def __init__(self, talon):
        self.talon = talon
        self.pos = 0
        self.turned = []

    def turn(self):
        while True:
            if self.pos >= len(self.talon):
                raise Reject("stock exhausted")
            c = self.talon[self.pos]
            self.pos += 1
            self.turned.append(c)
            if c not in ACTION:
                return c[0]


def trick_winner(trick, trump):
    """trick: [(seat, card, named)], trump: colour or None for this trick."""
    L = lead_colour(trick)
    if L is None:
        return trick[0][0]

    def strength(i):
        s, c, nm = trick[i]
        if c == "WILD":
            return 100 + i  # the second joker for the same colour beats the first
        return value(c)

    for col in ([trump] if trump else []) + [L]:
        idx = [i for i, (s, c, nm) in enumerate(trick) if eff(c, nm) == col]
        if idx:
            return trick[max(idx, key=strength)][0]
    raise AssertionError


def specials_ok(trick_cards):
    nt = sum(1 for c in trick_cards if c in ("NOTRUMP", "CHANGE"))
    w = sum(1 for c in trick_cards if c == "WILD")
    return nt <= 1 and not (nt and w)


def legal_options(hand, trick, rng, trump_now=None):
    """Legal (card, named) choices for a player; joker names chosen at random."""
    L = lead_colour(trick)
    if L is not None and any(colour(c) == L for c in hand):
        return [(c, None) for c in hand if colour(c) == L]
    opts = []
    for c in sorted(set(hand)):
        if c == "WILD":
            held = sorted({colour(x) for x in hand if colour(x)})
            r = rng.random()
            if L is not None and r < 0.5:
                nm = L  # a void follower's joker standing for the colour led
            elif L is not None and r < 0.7:
                nm = trump_now  # ... or for the trump colour
            else:
                nm = rng.choice(held or list(COLOURS))
            opts.append((c, nm))
        else:
            opts.append((c, None))
    return opts


def bid_value(rng, k, n):
    return max(0, min(k, round(rng.gauss(k / n, 1.0))))


def play_round(n, k, dealer, rng, plan, pm1=False):
    """Deal and play one round. plan: dict of fault kinds for this round (may be empty).

    Returns a dict with hands, talon, bid order, plays, trick data and planted play faults.
    """
    deck = full_deck()
    rng.shuffle(deck)
    hands = [deck[i * k : (i + 1) * k] for i in range(n)]
    talon = deck[n * k :]
    stock = Stock(talon)
    trump = stock.turn()
    trumps = [trump]
    first = (dealer + 1) % n
    order = [(first + i) % n for i in range(n)]
    bids = {}
    for j, s in enumerate(order):
        b = bid_value(rng, k, n)
        if pm1 and j == n - 1 and sum(bids.values()) + b == k:
            b = b + 1 if b + 1 <= k and (b == 0 or rng.random() < 0.5) else b - 1
        bids[s] = b
    held = [list(h) for h in hands]
    plays = []  # (seat, card, named)
    tricks_data = []
    faults = []  # (kind, play_index, seat, info)
    hoard = plan.get("hoard", False)
    todo = {f for f in ("revoke", "action", "joker_revoke", "action_notrump") if plan.get(f)}
    fault_tricks = set()
    min_trick = plan.get("min_trick", 0)
    leader = first
    for t in range(k):
        trick = []
        seats = [(leader + i) % n for i in range(n)]
        trick_trump = trump
        notrump = False
        change = False
        joker_target = None
        last = t == k - 1
        for pos, s in enumerate(seats):
            hand = held[s]
            L = lead_colour(trick)
            choice = None
            can_fault = t >= min_trick and t not in fault_tricks and not last
            # --- planted faults -------------------------------------------------------------
            if joker_target is not None and joker_target[0] == s:
                X = joker_target[1]
                others = [c for c in hand if colour(c) and colour(c) != X]
                choice = (rng.choice(others), None)
                faults.append(
                    (
                        "joker_revoke",
                        len(plays),
                        s,
                        {"named": X, "held": sorted(c for c in hand if colour(c) == X)},
                    )
                )
                joker_target = None
                todo.discard("joker_revoke")
            elif pos == 0 and can_fault and "joker_revoke" in todo and "WILD" in hand:
                cand = []
                for X in COLOURS:
                    for q in seats[1:]:
                        if any(colour(c) == X for c in held[q]) and any(
                            colour(c) and colour(c) != X for c in held[q]
                        ):
                            cand.append((q, X))
                            break
                if cand:
                    q, X = rng.choice(cand)
                    choice = ("WILD", X)
                    joker_target = (q, X)
                    fault_tricks.add(t)
            elif pos > 0 and L is not None and any(colour(c) == L for c in hand) and can_fault:
                if "revoke" in todo:
                    others = [c for c in hand if colour(c) and colour(c) != L]
                    if others and rng.random() < 0.5:
                        choice = (rng.choice(others), None)
                        faults.append(
                            (
                                "revoke",
                                len(plays),
                                s,
                                {"led": L, "held": sorted(c for c in hand if colour(c) == L)},
                            )
                        )
                        todo.discard("revoke")
                        fault_tricks.add(t)
                if choice is None and "action" in todo:
                    acts = [c for c in hand if c in ("PLUS5", "MINUS5")]
                    if acts and rng.random() < 0.5:
                        choice = (rng.choice(acts), None)
                        faults.append(
                            (
                                "action",
                                len(plays),
                                s,
                                {"led": L, "held": sorted(c for c in hand if colour(c) == L)},
                            )
                        )
                        todo.discard("action")
                        fault_tricks.add(t)
                if choice is None and "action_notrump" in todo:
                    if (
                        "NOTRUMP" in hand
                        and specials_ok([c for _, c, _ in trick] + ["NOTRUMP"])
                        and rng.random() < 0.5
                    ):
                        choice = ("NOTRUMP", None)
                        faults.append(
                            (
                                "action",
                                len(plays),
                                s,
                                {"led": L, "held": sorted(c for c in hand if colour(c) == L)},
                            )
                        )
                        todo.discard("action_notrump")
                        fault_tricks.add(t)
            # --- ordinary legal play --------------------------------------------------------
            if choice is None:
                opts = legal_options(hand, trick, rng, trick_trump or trump)
                cur = [c for _, c, _ in trick]
                opts = [o for o in opts if specials_ok(cur + [o[0]])]
                if joker_target is not None or any(c == "WILD" for c in cur):
                    opts = [o for o in opts if o[0] not in ("NOTRUMP", "CHANGE")]
                if not opts:
                    raise Reject("forced ambiguous special combination")
                if hoard and not last:
                    plain = [o for o in opts if o[0] not in ("WILD", "NOTRUMP", "CHANGE")]
                    opts = plain or opts
                choice = rng.choice(opts)
            card, named = choice
            hand.remove(card)
            trick.append((s, card, named))
            plays.append((s, card, named))
            if card == "CHANGE":
                change = True
                old = trick_trump
                trump = stock.turn()
                trumps.append(trump)
                trick_trump = trump
                change_info = (old, trump)
            elif card == "NOTRUMP":
                notrump = True
                trick_trump = None
        if joker_target is not None:
            raise Reject("joker target not reached")
        w = trick_winner(trick, trick_trump)
        info = {"cards": list(trick), "winner": w, "trump": trick_trump, "index": t}
        if change:
            info["change"] = change_info
        if notrump:
            info["notrump_trump"] = trump
        tricks_data.append(info)
        if notrump:
            trump = stock.turn()
            trumps.append(trump)
        leader = w
    if todo:
        raise Reject(f"planted play fault found no opportunity: {todo}")
    # keeper's view of the last trick, for mis-tracking faults
    keeper_winners = [td["winner"] for td in tricks_data]
    lt = tricks_data[-1]
    if plan.get("change_mistrack"):
        if "change" not in lt:
            raise Reject("no CHANGE in last trick")
        kw = trick_winner(lt["cards"], lt["change"][0])
        if kw == lt["winner"]:
            raise Reject("CHANGE mistrack makes no difference")
        keeper_winners[-1] = kw
        faults.append(
            (
                "change_mistrack",
                None,
                None,
                {
                    "old": lt["change"][0],
                    "new": lt["change"][1],
                    "rules_winner": lt["winner"],
                    "keeper_winner": kw,
                },
            )
        )
    if plan.get("notrump_mistrack"):
        if "notrump_trump" not in lt:
            raise Reject("no NOTRUMP in last trick")
        kw = trick_winner(lt["cards"], lt["notrump_trump"])
        if kw == lt["winner"]:
            raise Reject("NOTRUMP mistrack makes no difference")
        keeper_winners[-1] = kw
        faults.append(
            (
                "notrump_mistrack",
                None,
                None,
                {"kept": lt["notrump_trump"], "rules_winner": lt["winner"], "keeper_winner": kw},
            )
        )
    if plan.get("joker_trumped"):
        cards = lt["cards"]
        L = lead_colour(cards)
        jk = [(s, c, nm) for s, c, nm in cards if c == "WILD"]
        if len(jk) != 1 or lt["trump"] is None or jk[0][2] != L or L == lt["trump"]:
            raise Reject("no joker of the led colour in last trick")
        if lt["winner"] == jk[0][0]:
            raise Reject("joker not trumped")
        keeper_winners[-1] = jk[0][0]
        faults.append(
            (
                "joker_trumped",
                None,
                None,
                {"named": L, "trump": lt["trump"], "rules_winner": lt["winner"], "keeper_winner": jk[0][0]},
            )
        )
    return {
        "hands": hands,
        "talon": talon,
        "order": order,
        "bids": bids,
        "plays": plays,
        "tricks": tricks_data,
        "keeper_winners": keeper_winners,
        "faults": faults,
        "trumps": trumps,
    }


def score_from(n, bids, tricks_data, winners):
    tr = [0] * n
    act = [0] * n
    for td, w in zip(tricks_data, winners, strict=True):
        tr[w] += 1
        for _s, c, _nm in td["cards"]:
            if c == "PLUS5":
                act[w] += 5
            elif c == "MINUS5":
                act[w] -= 5
    sc = [tr[s] + act[s] + (10 if bids[s] == tr[s] else -5) for s in range(n)]
    return tr, act, sc


def make_session(spec):
    """spec: name, seed, n, first_round, rounds(list of dicts: shape, plan...), pm1, start_totals."""
    n = spec["n"]
    base = random.Random(spec["seed"])
    d0 = base.randrange(n)
    r0 = spec.get("first_round", 1)
    start = spec.get("start_totals", [0] * n)
    rules_tot = list(start)
    keeper_tot = list(start)
    deals = []
    expected = []
    notes = []
    for ri, rsp in enumerate(spec["rounds"]):
        rnd = r0 + ri
        k = 11 - rnd
        dealer = (d0 + ri) % n
        plan = dict(rsp.get("plan", {}))
        if any(plan.get(x) for x in ("change_mistrack", "notrump_mistrack", "joker_trumped")):
            plan["hoard"] = True
        for attempt in range(200000):
            rng = random.Random(f"{spec['seed']}-{ri}-{attempt}")
            try:
                R = play_round(n, k, dealer, rng, plan, pm1=spec.get("pm1", False))
                break
            except Reject:
                continue
        else:
            raise SystemExit(f"{spec['name']} round {rnd}: no deal found for {plan}")
        bids = R["bids"]
        tr, act, sc = score_from(n, bids, R["tricks"], [t["winner"] for t in R["tricks"]])
        ktr, kact, ksc = score_from(n, bids, R["tricks"], R["keeper_winners"])
        events = []
        order = list(R["order"])
        bid_fault = None
        if plan.get("bid_order"):
            i = plan.get("bid_swap_at", 0)
            order[i], order[i + 1] = order[i + 1], order[i]
            bid_fault = (i, order[i])
        for s in order:
            events.append({"type": "bid", "seat": s, "bid": bids[s]})
        nb = len(events)
        for s, c, nm in R["plays"]:
            e = {"type": "play", "seat": s, "card": c}
            if c == "WILD":
                e["named"] = nm
            events.append(e)
        shape = rsp["shape"]
        written = list(ksc)
        ws = plan.get("wrong_score")  # (seat, delta)
        if ws:
            written[ws[0]] += ws[1]
        score_idx = {}
        total_idx = {}
        if shape in ("both", "scores"):
            for s in range(n):
                score_idx[s] = len(events)
                events.append({"type": "score", "party": s, "points": written[s]})
        new_keeper = [keeper_tot[s] + written[s] for s in range(n)]
        wt = plan.get("wrong_total")  # (seat, delta)
        if wt:
            new_keeper[wt[0]] += wt[1]
        if shape in ("both", "totals"):
            for s in range(n):
                total_idx[s] = len(events)
                events.append({"type": "total", "party": s, "points": new_keeper[s]})
        rules_tot = [rules_tot[s] + sc[s] for s in range(n)]
        keeper_prev = list(keeper_tot)
        keeper_tot = new_keeper
        # ---- expectations ---------------------------------------------------------------
        exp = []
        for kind, pi, seat, info in R["faults"]:
            if kind in ("revoke", "joker_revoke"):
                exp.append((ri, nb + pi, "revoke", seat, f"{kind}: {info}"))
            elif kind == "action":
                exp.append((ri, nb + pi, "action_card_while_able_to_follow", seat, f"{info}"))
            else:
                for s in range(n):
                    if ksc[s] != sc[s]:
                        if s in score_idx:
                            exp.append(
                                (
                                    ri,
                                    score_idx[s],
                                    "wrong_score",
                                    s,
                                    f"{kind} {info}: rules {sc[s]}, written {written[s]}",
                                )
                            )
                        elif s in total_idx:
                            exp.append(
                                (
                                    ri,
                                    total_idx[s],
                                    "wrong_total",
                                    s,
                                    f"{kind} {info}: rules score {sc[s]}, keeper {ksc[s]}",
                                )
                            )
        if bid_fault:
            exp.append(
                (
                    ri,
                    bid_fault[0],
                    "bid_out_of_turn",
                    bid_fault[1],
                    f"seat {bid_fault[1]} bid before seat {order[bid_fault[0] + 1]} (dealer {dealer}, first bidder {(dealer + 1) % n})",
                )
            )
        if ws:
            s = ws[0]
            if s in score_idx:
                exp.append((ri, score_idx[s], "wrong_score", s, f"rules {sc[s]}, written {written[s]}"))
            elif s in total_idx:
                exp.append(
                    (ri, total_idx[s], "wrong_total", s, f"score slip {ws[1]:+} in a totals-only round")
                )
        if wt:
            s = wt[0]
            exp.append(
                (
                    ri,
                    total_idx[s],
                    "wrong_total",
                    s,
                    f"written {new_keeper[s]}, sheet arithmetic {keeper_prev[s]}+{written[s]}={keeper_prev[s] + written[s]}, rules {rules_tot[s]}",
                )
            )
        expected += exp
        notes.append(
            {
                "round": rnd,
                "cards": k,
                "dealer": dealer,
                "shape": shape,
                "trumps": R["trumps"],
                "bids": [bids[s] for s in range(n)],
                "tricks": tr,
                "actions": act,
                "scores": sc,
                "keeper_scores": ksc,
                "written_scores": written if shape in ("both", "scores") else None,
                "rules_totals": rules_tot,
                "keeper_totals": keeper_tot if shape in ("both", "totals") else None,
                "faults": [
                    (kind, (nb + pi) if pi is not None else None, seat, info)
                    for kind, pi, seat, info in R["faults"]
                ],
                "expected": exp,
            }
        )
        deals.append({"dealer": dealer, "hands": R["hands"], "talon": R["talon"], "events": events})
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", **({"plus_minus_one": True} if spec.get("pm1") else {})},
        "players": NAMES[:n],
    }
    if r0 != 1 or any(start):
        doc["start"] = {"round": r0, "totals": start}
    doc["meta"] = {
        "audit": "rage-sheet-shapes-2faults",
        "file": spec["name"],
        "seed": spec["seed"],
        "shapes": [r["shape"] for r in spec["rounds"]],
    }
    doc["deals"] = deals
    return doc, sorted((d, e, c) for d, e, c, _s, _w in expected), expected, notes


S = ["both", "totals", "scores", "none"]


def rounds(shapes, fault_round=None, plan=None):
    out = [{"shape": sh} for sh in shapes]
    if fault_round is not None:
        out[fault_round]["plan"] = plan
    return out


SPECS = [
    {
        "name": "01-clean-3p",
        "seed": 101,
        "n": 3,
        "rounds": rounds(
            ["both", "totals", "scores", "none", "totals", "both", "scores", "scores", "none", "both"]
        ),
    },
    {
        "name": "02-clean-5p-pm1",
        "seed": 102,
        "n": 5,
        "pm1": True,
        "rounds": rounds(
            ["scores", "none", "totals", "both", "scores", "totals", "none", "none", "both", "totals"]
        ),
    },
    {
        "name": "03-clean-8p-from-round5",
        "seed": 103,
        "n": 8,
        "first_round": 5,
        "start_totals": [14, -3, 22, 7, -10, 31, 0, 5],
        "rounds": rounds(["totals", "none", "scores", "both", "scores", "totals"]),
    },
    {
        "name": "04-3p-revoke-wrong-score",
        "seed": 104,
        "n": 3,
        "rounds": rounds(
            ["scores", "both", "totals", "both", "none", "scores", "totals", "both", "none", "both"],
            3,
            {"revoke": True, "wrong_score": (2, 10)},
        ),
    },
    {
        "name": "05-4p-action-wrong-total-totals-only",
        "seed": 105,
        "n": 4,
        "rounds": rounds(
            ["both", "none", "scores", "totals", "totals", "scores", "both", "none", "totals", "both"],
            4,
            {"action": True, "wrong_total": (1, -10)},
        ),
    },
    {
        "name": "06-5p-joker-revoke-bid-order-scores-only",
        "seed": 106,
        "n": 5,
        "rounds": rounds(
            ["totals", "scores", "both", "none", "scores", "totals", "both", "scores", "none", "totals"],
            4,
            {"joker_revoke": True, "bid_order": True, "bid_swap_at": 0},
        ),
    },
    {
        "name": "07-6p-change-mistrack-revoke",
        "seed": 107,
        "n": 6,
        "rounds": rounds(
            ["none", "both", "scores", "totals", "both", "scores", "both", "none", "totals", "scores"],
            6,
            {"change_mistrack": True, "revoke": True},
        ),
    },
    {
        "name": "08-7p-notrump-mistrack-action-totals-only",
        "seed": 108,
        "n": 7,
        "rounds": rounds(
            ["scores", "totals", "none", "both", "scores", "totals", "none", "both", "totals", "scores"],
            5,
            {"notrump_mistrack": True, "action": True},
        ),
    },
    {
        "name": "09-8p-bid-order-wrong-total",
        "seed": 109,
        "n": 8,
        "rounds": rounds(
            ["both", "scores", "none", "totals", "both", "both", "scores", "totals", "none", "both"],
            5,
            {"bid_order": True, "bid_swap_at": 3, "wrong_total": (6, 1)},
        ),
    },
    {
        "name": "10-3p-wrong-score-wrong-total",
        "seed": 110,
        "n": 3,
        "rounds": rounds(
            ["totals", "none", "both", "scores", "both", "totals", "none", "both", "scores", "totals"],
            7,
            {"wrong_score": (0, -15), "wrong_total": (2, 5)},
        ),
    },
    {
        "name": "11-4p-joker-trumped-bid-order-scores-only",
        "seed": 111,
        "n": 4,
        "rounds": rounds(
            ["both", "totals", "none", "scores", "scores", "totals", "both", "none", "both", "totals"],
            4,
            {"joker_trumped": True, "bid_order": True, "bid_swap_at": 1},
        ),
    },
    {
        "name": "12-5p-blank-round-revoke-action",
        "seed": 112,
        "n": 5,
        "rounds": rounds(
            ["scores", "both", "none", "totals", "both", "none", "totals", "scores", "both", "none"],
            5,
            {"revoke": True, "action_notrump": True},
        ),
    },
    {
        "name": "13-6p-scores-only-wrong-score-revoke-carried",
        "seed": 113,
        "n": 6,
        "rounds": rounds(
            ["both", "none", "totals", "scores", "totals", "both", "none", "scores", "totals", "both"],
            3,
            {"wrong_score": (4, -5), "revoke": True},
        ),
    },
]


def main():
    only = sys.argv[1:]
    allnotes = {}
    for spec in SPECS:
        if only and spec["name"] not in only:
            continue
        doc, exp, full, notes = make_session(spec)
        (OUT / f"{spec['name']}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        allnotes[spec["name"]] = {"expected": exp, "detail": full, "rounds": notes}
        print(spec["name"], "violations" if exp else "clean", exp)
    (OUT / "_expected_gen.txt").write_text(
        json.dumps(allnotes, ensure_ascii=False, indent=1, default=str) + "\n"
    )


if __name__ == "__main__":
    main()
