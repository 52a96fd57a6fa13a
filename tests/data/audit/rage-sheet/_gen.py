"""Blind Rage score-sheet transcripts (audit rage-sheet).

Written from the Czech Rage rules only (/work/shared/seeds/001_e7f9d50c98dca0e9.txt, "Vyhodnocení
kola", "Zvláštní pravidla pro akční karty", "Varianty") and the transcript format. The play of each
round is simulated by the small referee below (my reading of the source); every score is computed
by `round_score` below from the source's scoring paragraph, never by the engine.

Run: python tests/data/audit/rage-sheet/_gen.py  (writes sNN.json and EXPECTED.md beside it)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + ACTIONS


def colour(card: str) -> str | None:
    return None if card in ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5") else card[0]


def value(card: str) -> int:
    return int(card[1:])


class Bad(Exception):
    """A simulated round ran into a situation the source leaves unclear: redeal it."""


def next_trump(talon: list[str], idx: int) -> tuple[int, str]:
    # "Jestliže byla otočena akční karta, otáčejí se další karty z balíčku, až než se objeví nějaká barevná."
    while colour(talon[idx]) is None:
        idx += 1
    return idx, talon[idx][0]


def play_round(hands, talon, leader, rng):
    """Plays a round with random legal cards. Returns plays [(seat, card, named)], winners, per-seat
    tricks, plus5/minus5 counts, and the trumps seen."""
    n = len(hands)
    hands = [list(h) for h in hands]
    idx, trump = next_trump(talon, 0)
    trumps = [trump]
    plays = []
    winners = []
    plus = [0] * n
    minus = [0] * n
    for _trick in range(len(hands[0])):
        trick = []  # (seat, card, effective colour)
        led = None
        no_trump = False
        switch = 0
        for k in range(n):
            seat = (leader + k) % n
            h = hands[seat]
            follow = [c for c in h if led is not None and colour(c) == led]
            choices = follow if follow else list(h)
            # keep clear of what the source leaves open: a second NOTRUMP/CHANGE in one trick
            if switch:
                alt = [c for c in choices if c not in ("NOTRUMP", "CHANGE")]
                if alt:
                    choices = alt
            card = rng.choice(choices)
            h.remove(card)
            named = None
            if card == "WILD":
                own = [colour(c) for c in h if colour(c)]
                named = led if led else (rng.choice(own) if own else rng.choice(COLOURS))
                if led and not follow:
                    named = rng.choice([trump, led, rng.choice(COLOURS)]) if trump else led
            if card in ("NOTRUMP", "CHANGE"):
                switch += 1
                if switch > 1:
                    raise Bad
                if card == "NOTRUMP":
                    # "karta ... určující trumfovou barvu se ihned otočí. V tomto štychu nebude žádná barva trumfová."
                    no_trump = True
                    trump = None
                else:
                    # "Nová barevná karta určuje barvu trumfu pro aktuální štych a pro zbytek kola."
                    idx, trump = next_trump(talon, idx + 1)
                    trumps.append(trump)
            eff = named if card == "WILD" else colour(card)
            if led is None and eff is not None:
                led = eff
            trick.append((seat, card, eff))
            plays.append((seat, card, named))
        # the winner
        if led is None:
            win = trick[0][0]  # only action cards, no joker: the first card
        else:

            def strength(i):
                seat, card, eff = trick[i]
                v = 16 + i if card == "WILD" else value(card)  # a second joker of a colour beats the first
                return v

            pool = [i for i, t in enumerate(trick) if trump and t[2] == trump]
            if not pool:
                pool = [i for i, t in enumerate(trick) if t[2] == led]
            win = trick[max(pool, key=strength)][0]
        winners.append(win)
        for _s, c, _e in trick:
            if c == "PLUS5":
                plus[win] += 1
            if c == "MINUS5":
                minus[win] += 1
        if no_trump:
            # "Po štychu se odkryje vrchní karta z balíku ..."
            idx, trump = next_trump(talon, idx + 1)
            trumps.append(trump)
        leader = win
    tricks = [winners.count(s) for s in range(n)]
    return plays, winners, tricks, plus, minus, trumps


def round_score(bid, tricks, plus, minus, cards, durch):
    """Vyhodnocení kola: +1 a trick, +5 a PLUS5, -5 a MINUS5, +10 for the bid made, -5 for it missed.
    Durch (variant): all tricks of the round to one player: 2 a trick, not in the one-card round."""
    per = 2 if (durch and tricks == cards and cards > 1) else 1
    return per * tricks + 5 * plus - 5 * minus + (10 if bid == tricks else -5)


def deal(n, cards, rng, fixed=None, talon_top=None):
    """fixed: {seat: [cards]} (the rest of that hand random); talon_top: the first cards of the stock."""
    fixed = fixed or {}
    talon_top = talon_top or []
    deck = list(DECK)
    for c in [c for h in fixed.values() for c in h] + talon_top:
        deck.remove(c)
    rng.shuffle(deck)
    hands = []
    for s in range(n):
        h = list(fixed.get(s, []))
        while len(h) < cards:
            h.append(deck.pop())
        hands.append(h)
    talon = talon_top + deck
    return hands, talon


def choose_bids(tricks, cards, rng, exact_p=0.5):
    bids = []
    for t in tricks:
        if rng.random() < exact_p:
            bids.append(t)
        else:
            opts = [b for b in (t - 1, t + 1, t + 2) if 0 <= b <= cards]
            bids.append(rng.choice(opts))
    return bids


def make_round(n, rnd, dealer, rng, *, fixed=None, talon_top=None, want=None, pm1=False, force_pm1_equal=False,
               bids=None, durch=False, exact_p=0.5):
    cards = 11 - rnd
    for _attempt in range(5000):
        hands, talon = deal(n, cards, rng, fixed, talon_top)
        try:
            plays, winners, tricks, plus, minus, trumps = play_round(hands, talon, (dealer + 1) % n, rng)
        except Bad:
            continue
        if want and not want(tricks, plus, minus, plays, trumps):
            continue
        b = list(bids) if bids else choose_bids(tricks, cards, rng, exact_p)
        order = [(dealer + 1 + k) % n for k in range(n)]
        last = order[-1]
        if pm1 and not bids:
            others = sum(b[s] for s in order[:-1])
            forbidden = cards - others
            if force_pm1_equal:
                if not 0 <= forbidden <= cards:
                    continue
                b[last] = forbidden
            elif b[last] == forbidden:
                b[last] = forbidden + 1 if forbidden + 1 <= cards else forbidden - 1
                if b[last] < 0:
                    continue
        scores = [round_score(b[s], tricks[s], plus[s], minus[s], cards, durch) for s in range(n)]
        return dict(rnd=rnd, cards=cards, dealer=dealer, hands=hands, talon=talon, plays=plays, winners=winners,
                    tricks=tricks, plus=plus, minus=minus, trumps=trumps, bids=b, scores=scores, order=order)
    raise RuntimeError("no round found")


def events_for(r, *, sheet, totals_after, bid_mode="open", rng=None, score_override=None, total_override=None):
    """sheet: 'both' | 'scores' | 'totals'. Returns events and {label: index}."""
    ev = []
    marks = {}
    bid_events = [{"type": "bid", "seat": s, "bid": r["bids"][s]} for s in r["order"]]
    if bid_mode == "hidden":
        rng.shuffle(bid_events)
        while [e["seat"] for e in bid_events] == r["order"]:
            rng.shuffle(bid_events)
    if bid_mode in ("open", "hidden"):
        for e in bid_events:
            if e["seat"] == r["order"][-1]:
                marks["last_bid"] = len(ev)
            ev.append(e)
    for seat, card, named in r["plays"]:
        e = {"type": "play", "seat": seat, "card": card}
        if named:
            e["named"] = named
        ev.append(e)
    if bid_mode == "secret":
        for e in bid_events:
            ev.append(e)
    n = len(r["hands"])
    if sheet in ("both", "scores"):
        for s in range(n):
            pts = r["scores"][s]
            if score_override and s in score_override:
                pts = score_override[s]
                marks[f"score{s}"] = len(ev)
            ev.append({"type": "score", "party": s, "points": pts})
    if sheet in ("both", "totals"):
        for s in range(n):
            pts = totals_after[s]
            if total_override and s in total_override:
                pts = total_override[s]
                marks[f"total{s}"] = len(ev)
            ev.append({"type": "total", "party": s, "points": pts})
    return ev, marks


def transcript(players, deals, rules=None, start=None, note=""):
    t = {"format": "trick-transcript/1", "game": "rage"}
    if rules:
        t["rules"] = {"preset": "standard", **rules}
    t["players"] = players
    if start:
        t["start"] = start
    t["meta"] = {"audit": "rage-sheet", "note": note}
    t["deals"] = deals
    return t


NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eliška", "František", "Gábina", "Honza"]
OUT = {}
EXP = []


def session(name, n, first_round, rounds, dealer0, seed, *, sheet="both", rules=None, start_totals=None,
            start_round=False, bid_mode="open", per_round=None, slip=None, note="", expect_note=""):
    """per_round: {k: kwargs for make_round}. slip: (k, kind, seat, delta) with kind score|total|sheet-score
    (sheet-score: the score written wrong and every later total carried from it, the sheet's arithmetic)."""
    rng = random.Random(seed)
    rules = rules or {}
    per_round = per_round or {}
    totals = list(start_totals) if start_totals else [0] * n
    written = list(totals)  # the sheet's own running totals
    deals = []
    lines = []
    expected = []
    for k in range(rounds):
        rnd = first_round + k
        dealer = (dealer0 + k) % n
        kw = dict(per_round.get(k, {}))
        r = make_round(n, rnd, dealer, rng, pm1=rules.get("plus_minus_one", False), durch=rules.get("durch", False),
                       **kw)
        totals = [totals[s] + r["scores"][s] for s in range(n)]
        score_override = None
        total_override = None
        written_scores = list(r["scores"])
        if slip and slip[0] == k:
            _, kind, seat, delta = slip
            if kind in ("score", "sheet-score"):
                score_override = {seat: r["scores"][seat] + delta}
                written_scores[seat] += delta
        new_written = [written[s] + written_scores[s] for s in range(n)]
        if slip and slip[0] == k and slip[1] == "total":
            _, _, seat, delta = slip
            total_override = {seat: new_written[seat] + delta}
            new_written[seat] += delta
        if sheet == "totals":
            # a totals-only sheet: each total is the last one written plus the round's score by the rules
            pass
        ev, marks = events_for(r, sheet=sheet, totals_after=new_written, bid_mode=bid_mode, rng=rng,
                               score_override=score_override, total_override=total_override)
        written = new_written
        d = {"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": ev}
        deals.append(d)
        lines.append(
            f"  - deal {k} (round {rnd}, {r['cards']} cards, dealer {dealer}): trumps {r['trumps']}, bids {r['bids']}, "
            f"tricks {r['tricks']}, PLUS5 won {r['plus']}, MINUS5 won {r['minus']}, scores {r['scores']}, "
            f"totals by the rules {totals}" + (f", sheet writes {written}" if written != totals else "")
        )
        if slip and slip[0] == k:
            _, kind, seat, delta = slip
            if kind in ("score", "sheet-score"):
                expected.append(f"deal {k} event {marks[f'score{seat}']}: wrong_score seat {seat}, written "
                                f"{r['scores'][seat] + delta}, correct {r['scores'][seat]}")
            else:
                expected.append(f"deal {k} event {marks[f'total{seat}']}: wrong_total seat {seat}, written "
                                f"{total_override[seat]}, correct {new_written[seat] - delta} "
                                f"(later totals carried from the slip are the sheet's arithmetic: no further finding)")
        if kw.get("force_pm1_equal"):
            expected.append(f"deal {k} event {marks['last_bid']}: bid_forbidden_plus_minus_one seat "
                            f"{r['order'][-1]} (bids {r['bids']} add up to {r['cards']})")
    st = {}
    if start_totals:
        st["totals"] = start_totals
    if start_round:
        st["round"] = first_round
    t = transcript(NAMES[:n], deals, rules, st or None, note)
    OUT[name] = t
    EXP.append((name, note, rules, st, sheet, bid_mode, lines, expected, totals, expect_note))
    return t


def has_action(*names):
    def f(tricks, plus, minus, plays, trumps):
        played = [c for _s, c, _n in plays]
        return all(x in played for x in names)

    return f


def main():
    # s01: fresh session, 4 players, rounds 1-3, score and total lines, PLUS5 and MINUS5 in tricks. Clean.
    session("s01", 4, 1, 3, 0, 101,
            per_round={0: dict(fixed={1: ["PLUS5"], 2: ["MINUS5"]}), 1: dict(fixed={0: ["MINUS5", "PLUS5"]})},
            note="fresh, 4 players, rounds 1-3, score+total, PLUS5/MINUS5 in tricks; clean")
    # s02: the same kind; one score written as if the bid were made (+10 instead of -5). One slip.
    session("s02", 4, 1, 3, 2, 102,
            per_round={1: dict(fixed={3: ["PLUS5"]})},
            slip=(1, "sheet-score", 1, 15),
            note="fresh, 4 players, rounds 1-3, score+total; seat 1's round-2 score written 15 high "
                 "(bid counted as made), totals carried from it")
    # s03: totals only, 5 players, rounds 1-3, stock opened by an action card. Clean.
    session("s03", 5, 1, 3, 4, 103, sheet="totals",
            per_round={0: dict(talon_top=["PLUS5", "CHANGE", "G7"], fixed={0: ["PLUS5"]}),
                       2: dict(fixed={3: ["MINUS5"]})},
            note="fresh, 5 players, rounds 1-3, totals only (no score lines); round 1's stock opens PLUS5, "
                 "CHANGE, G7 (trump green); clean")
    # s04: totals only; seat 2's round-2 total added wrong (+10), round 3 carried from it. One slip.
    session("s04", 5, 1, 3, 1, 104, sheet="totals", slip=(1, "total", 2, 10),
            per_round={1: dict(fixed={2: ["MINUS5"]})},
            note="fresh, 5 players, rounds 1-3, totals only; seat 2's round-2 total 10 too high, round-3 total "
                 "carried from it")
    # s05: scores only, 3 players, rounds 1-4, MINUS5 and PLUS5. Clean.
    session("s05", 3, 1, 4, 0, 105, sheet="scores",
            per_round={0: dict(fixed={1: ["MINUS5", "MINUS5"]}), 2: dict(fixed={2: ["PLUS5"], 0: ["MINUS5"]})},
            note="fresh, 3 players, rounds 1-4, scores only; clean")
    # s06: scores only; a MINUS5 the winner took counted as +5 (score 10 too high). One slip.
    session("s06", 3, 1, 3, 1, 106, sheet="scores",
            per_round={1: dict(fixed={0: ["MINUS5"]}, want=lambda t, p, m, pl, tr: m[2] == 1 and p[2] == 0)},
            slip=(1, "score", 2, 10),
            note="fresh, 3 players, rounds 1-3, scores only; seat 2 took a MINUS5 in round 2 and the sheet "
                 "counted it +5")
    # s07: taken up mid-way: start.round 6, start.totals; rounds 6-8, score+total. Clean.
    session("s07", 4, 6, 3, 1, 107, start_totals=[23, -4, 31, 8], start_round=True,
            per_round={0: dict(fixed={2: ["PLUS5"]}), 2: dict(fixed={0: ["MINUS5"]})},
            note="mid-way: start.round 6, start.totals [23, -4, 31, 8]; rounds 6-8, score+total; clean")
    # s08: mid-way from round 8 to the end (round 10); seat 3's first total written without the start total
    # carried correctly (5 low). One slip.
    session("s08", 4, 8, 3, 3, 108, start_totals=[40, 12, -7, 25], start_round=True,
            per_round={1: dict(fixed={1: ["PLUS5"]})},
            slip=(0, "total", 3, -5),
            note="mid-way: start.round 8, start.totals [40, 12, -7, 25], rounds 8-10 (the end); seat 3's round-8 "
                 "total 5 low, carried on")
    # s09: plus_minus_one, 4 players, rounds 1-3. Clean (the dealer never makes the bids add up).
    session("s09", 4, 1, 3, 0, 109, rules={"plus_minus_one": True},
            per_round={0: dict(fixed={3: ["PLUS5"]})},
            note="plus_minus_one, 4 players, rounds 1-3, score+total; clean")
    # s10: plus_minus_one; the dealer's bid in round 2 makes the bids add up to 9. One fault.
    session("s10", 4, 1, 3, 1, 110, rules={"plus_minus_one": True},
            per_round={1: dict(force_pm1_equal=True)},
            note="plus_minus_one; in round 2 the last bidder (dealer) makes the bids add up to the cards dealt; "
                 "scores as played")
    # s11: hidden_bid: bids written in an order other than the seats', all before the first card. 6 players.
    session("s11", 6, 1, 3, 2, 111, rules={"hidden_bid": True}, bid_mode="hidden",
            per_round={2: dict(fixed={5: ["MINUS5"], 4: ["PLUS5"]})},
            note="hidden_bid, 6 players, rounds 1-3, bids recorded out of seat order before the first card; clean")
    # s12: secret_bid: bids written after the last card, before the scores. Mid-way (start.round 4).
    session("s12", 4, 4, 3, 0, 112, rules={"secret_bid": True}, bid_mode="secret",
            start_totals=[10, 3, -2, 15], start_round=True,
            per_round={1: dict(fixed={1: ["PLUS5", "MINUS5"]})},
            note="secret_bid, start.round 4, start.totals [10, 3, -2, 15]; bids recorded after the plays; clean")

    # durch rounds: one seat holds the top trumps of the colour turned and takes every trick
    def durch_round(seat, cards, top):
        trumps = [f"{top}{15 - i}" for i in range(cards)]

        def want(t, p, m, pl, tr):
            return t[seat] == cards and len(tr) == 1

        others_no_actions = None  # the want() keeps CHANGE/NOTRUMP out (one trump only)
        del others_no_actions
        return dict(fixed={seat: trumps}, talon_top=[f"{top}3"], want=want)

    # s13: durch on; start.round 8; round 8 (3 cards) a durch by seat 1 (bid 3: 2*3 + 10 = 16), round 9 normal,
    # round 10 seat 2 takes the only trick (1 + 10 = 11, not doubled).
    session("s13", 4, 8, 3, 0, 113, rules={"durch": True}, start_totals=[30, 22, 17, 41], start_round=True,
            per_round={0: dict(**durch_round(1, 3, "R"), bids=[0, 3, 1, 0]),
                       2: dict(fixed={2: ["Y15"]}, talon_top=["Y2"], bids=[0, 0, 1, 0],
                               want=lambda t, p, m, pl, tr: t[2] == 1)},
            note="durch, start.round 8, start.totals [30, 22, 17, 41]; round 8 seat 1 takes all 3 tricks; "
                 "round 10 seat 2 takes the one trick (not doubled); clean")
    # s14: durch on; a 4-card durch (round 7) written as if the variant were off (1 a trick): 4 low. One slip.
    session("s14", 3, 7, 2, 2, 114, rules={"durch": True}, start_totals=[5, -10, 18], start_round=True,
            per_round={0: dict(**durch_round(0, 4, "B"), bids=[4, 0, 1])},
            slip=(0, "sheet-score", 0, -4),
            note="durch, 3 players, start.round 7; seat 0's durch of 4 tricks written 1 a trick (4 low), "
                 "totals carried")
    # s15: CHANGE/NOTRUMP and the bonus cards in one round; the winner of a trick with MINUS5 written as if
    # it were not there (5 high). One slip.
    session("s15", 4, 1, 2, 3, 115,
            per_round={0: dict(fixed={0: ["CHANGE", "MINUS5"], 1: ["NOTRUMP", "PLUS5"]},
                               want=lambda t, p, m, pl, tr: m[2] == 1 and p[2] == 0)},
            slip=(0, "sheet-score", 2, 5),
            note="fresh, rounds 1-2, CHANGE and NOTRUMP in play; seat 2 took the MINUS5 and it was left off "
                 "(score 5 high), totals carried")

    for name, t in OUT.items():
        (HERE / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")

    md = ["# rage-sheet: expected verdicts (written blind, before running the engine)", "",
          "Source: /work/shared/seeds/001_e7f9d50c98dca0e9.txt (Rage, Czech, Paluba 2004).", "",
          "- Score (\"Vyhodnocení kola\"): \"Za každý vyhraný štych dostane hráč jeden plusový bod. Za každou kartu "
          "„+5“ ve svých štychách dostane hráč pět plusových bodů. Za každou kartu „-5“ … pět minusových bodů. "
          "Jestliže se hráčův odhad shoduje s počtem štychů … deset plusových bodů. … neshoduje … pět minusových "
          "bodů.\" = +1 a trick, +5 a PLUS5 taken, -5 a MINUS5 taken, +10 for the bid made, -5 missed.",
          "- Totals (\"Konec hry\"): \"každému hráči sečtou výsledky všech deseti kol\" = a running total is the sum "
          "of the round scores (start.totals carried in).",
          "- Action cards: \"„+5“: Vítěz štychu, ve kterém se nachází tato karta, dostane na konci kola 5 plusových "
          "bodů navíc\" (likewise -5): the trick's winner, not the player of the card.",
          "- Trump turned: \"Jestliže byla otočena akční karta, otáčejí se další karty z balíčku, až než se objeví "
          "nějaká barevná.\"",
          "- Plus/minus one: \"Celkový počet štychů, které si hráči předpověděli, se nesmí shodovat s počtem možných "
          "štychů v daném kole.\" = the bids may not add up to the cards dealt; the last bidder is the one barred.",
          "- Skrytý tip (hidden): bids written at once and revealed, so the recorded order is free (before play).",
          "- Tajná předpověď (secret): \"ten se zveřejní až na konci kola\" = bids revealed only at the end of the "
          "round: recorded after the plays.",
          "- Durch: \"Jestliže jeden hráč vyhrál všechny štychy kola, dostane za každý štych dva plusové body místo "
          "jednoho. To neplatí v posledním kole, kde jde jen o jediný štych.\" = 2 a trick for a sweep, not in "
          "round 10.",
          "",
          "Per file: the rounds as my referee (the generator) plays them, scores by the source's paragraph, and the "
          "verdict that must come back. Events are indexed from 0 within the deal.", ""]
    for name, note, rules, st, sheet, bid_mode, lines, expected, totals, expect_note in EXP:
        md.append(f"## {name}.json")
        md.append(f"{note}. rules {rules or 'standard'}, start {st or 'fresh'}, sheet: {sheet}, bids: {bid_mode}.")
        md.extend(lines)
        md.append(f"  - final totals by the rules: {totals}")
        if expected:
            md.append("  - **verdict: violations**, exactly: " + "; ".join(expected))
        else:
            md.append("  - **verdict: clean**")
        if expect_note:
            md.append("  - " + expect_note)
        md.append("")
    (HERE / "EXPECTED.md").write_text("\n".join(md))


if __name__ == "__main__":
    main()
