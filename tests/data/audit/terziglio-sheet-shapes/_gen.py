"""Blind generator: Terziglio (Tarocchini, 3 players, bidding) score sheets in several shapes.

Written from the Russian source text (004_c8bdb85b1ac896b0.txt) and the transcript format only.
Does not import validator.  Run:  python _gen.py  (writes NN-*.json and _facts.txt here).

Scoring as the source gives it ("Терцильо / Подсчет очков"):
  each side adds all its points as in Ottocento: combinations declared before play, combinations in
  the captured cards, card points counted in pairs (1 off each pair), 6 for the last trick;
  the declarer must have MORE than the opponents (a tie is a loss); the winning side's points are
  rounded down to a multiple of 50 unless less than 5 short of the next one (then up); /50 = game
  points; doubled in a solo; a side that took every trick gets 40 game points without counting.
  The sheet writes the game points to each player of the winning side (losers 0).

Where the source is open (contatori as wild cards, runs with gaps, what the triple bonus doubles,
combinations in the widow, opponents' piles pooled or not) every deal is scored under several
readings
and only deals whose winner and game points agree under all of them are used (boundary deals: the
winning side's points agree exactly).  Card counts of both sides are kept even (no odd card to pair).
The Matto is only played where its own side wins the trick (no exchange of a low card needed).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
PLAYERS = ["Alberto", "Bice", "Carlo"]

LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
SUITS = "SBCD"
DECK = [r + s for s in SUITS for r in LONG] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}
COURT_VAL = {"K": 5, "Q": 4, "N": 3, "J": 2}


def value(c: str) -> int:
    if c in FIVE:
        return 5
    if c.startswith("T"):
        return 1
    r = c[:-1]
    return COURT_VAL.get(r, 1)


def suit_of(c: str) -> str:
    if c == "MATTO":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_key(c: str) -> int:
    """Higher is stronger within its suit (Moretti T1-T4 equal)."""
    if c.startswith("T"):
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n
    r, s = c[:-1], c[-1]
    order = LONG if s in "SB" else ROUND
    return len(order) - order.index(r)


def trick_winner(cards: list[tuple[int, str]]) -> int:
    """cards: (seat, card) in play order; Matto never wins; equal Moretti: last played wins."""
    best: tuple[int, str] | None = None
    for seat, c in cards:
        if c == "MATTO":
            continue
        if best is None:
            best = (seat, c)
            continue
        s, bs = suit_of(c), suit_of(best[1])
        if s == "T" and bs != "T":
            best = (seat, c)
        elif s == bs:
            rc, rb = rank_key(c), rank_key(best[1])
            if rc > rb or (s == "T" and rc == rb == 1):
                best = (seat, c)
    assert best is not None
    return best[0]


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        return follow + (["MATTO"] if "MATTO" in hand else [])
    trumps = [c for c in hand if suit_of(c) == "T"]
    if trumps:
        return trumps + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seq_pts(n: int) -> int:
    return 10 + 5 * (n - 3) if n >= 3 else 0


def seq_evaluators(pile: set[str], gapless: bool) -> list[tuple[str, object]]:
    """Each sequence candidate as (name, f(w) -> length or 0), w = contatori it may use."""
    ev: list[tuple[str, object]] = []

    def suit_f(s: str):
        def f(w: int) -> int:
            if "K" + s not in pile:
                return 0
            if gapless:
                L, used = 1, 0
                for r in ["Q", "N", "J", "1"]:
                    if r + s in pile:
                        L += 1
                    elif used < w:
                        L += 1
                        used += 1
                    else:
                        break
                ok = L >= 3 and (("Q" + s in pile) or ("N" + s in pile))
                return L if ok else 0
            courts = sum(r + s in pile for r in "QNJ")
            if courts == 0:
                return 0
            fill = min(w, 3 - courts)
            if courts + fill < 2:
                return 0
            return 1 + courts + fill + ("1" + s in pile)

        return f

    for s in SUITS:
        ev.append((f"seq suit {s}", suit_f(s)))
    for name, cards in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in SUITS])):
        m = sum(c in pile for c in cards)

        def f(w: int, m: int = m) -> int:
            if m < 2:
                return 0
            L = min(6, m + w)
            return L if L >= 3 else 0

        ev.append((f"seq {name}", f))

    def trump_f(w: int) -> int:
        if "T20" not in pile:
            return 0
        if gapless:
            L, used, prev_wild, prev_grande, realg = 1, 0, False, False, 0
            for n in range(19, 4, -1):
                c = f"T{n}"
                if c in pile:
                    L += 1
                    prev_wild = False
                    realg += n >= 17
                elif used < w and (not prev_wild or (prev_grande and n == 16)):
                    L += 1
                    used += 1
                    prev_wild, prev_grande = True, n >= 17
                else:
                    break
            return L if L >= 3 and realg >= 1 else 0
        g = sum(f"T{n}" in pile for n in (19, 18, 17))
        fill = min(w, 3 - g)
        if g < 1 or g + fill < 2:
            return 0
        L = 1 + g + fill
        if g + fill == 3:
            n = 16
            while n >= 5 and f"T{n}" in pile:
                L += 1
                n -= 1
        return L

    ev.append(("seq trumps", trump_f))
    return ev


def combos(pile: set[str], p: dict) -> tuple[int, list[str]]:
    out_c = []
    for kind, (cards, three, four) in CRICCA.items():
        n = sum(c in pile for c in cards)
        if n >= 3:
            out_c.append((f"cricca {kind} x{n}", four if n == 4 else three))
    w = sum(c in pile for c in ("T0", "MATTO"))
    evs = seq_evaluators(pile, p["gapless"])
    if p["wild"] == "reuse":
        assigns = [[w] * len(evs)]
    else:  # each contatore serves one sequence at most: try every placement
        assigns = []
        k = len(evs) + 1
        for x in range(k**w):
            a = [0] * len(evs)
            for j in range(w):
                slot = (x // k**j) % k
                if slot < len(evs):
                    a[slot] += 1
            assigns.append(a)
    best = None
    for a in assigns:
        out_s = []
        for (name, f), wi in zip(evs, a, strict=True):
            L = f(wi)
            if L >= 3:
                out_s.append((f"{name} len {L}", seq_pts(L)))
        pc = sum(x for _, x in out_c)
        ps = sum(x for _, x in out_s)
        if p["double"] == "group":
            tot = pc * (2 if len(out_c) >= 3 else 1) + ps * (2 if len(out_s) >= 3 else 1)
        elif p["double"] == "all":
            tot = (pc + ps) * (2 if len(out_c) >= 3 or len(out_s) >= 3 else 1)
        else:
            tot = pc + ps
        if best is None or tot > best[0]:
            best = (tot, [n for n, _ in out_c + out_s])
    assert best is not None
    return best


PROFILES = {
    "main": dict(wild="reuse", gapless=True, double="group", widow_combos=True),
    "once": dict(wild="once", gapless=True, double="group", widow_combos=True),
    "gaps": dict(wild="reuse", gapless=False, double="group", widow_combos=True),
    "dblall": dict(wild="reuse", gapless=True, double="all", widow_combos=True),
    "nowidow": dict(wild="reuse", gapless=True, double="group", widow_combos=False),
}


def game_points(p: int) -> int:
    return (p + 4) // 50


# ---------------------------------------------------------------- a deal
class Reject(Exception):
    pass


def declared_items(hand: list[str]) -> list[dict]:
    """Declare only plain cricche of courts actually held (at most two, no contatori)."""
    items = []
    for kind in ("kings", "queens", "knights", "jacks"):
        n = sum(c in hand for c in CRICCA[kind][0])
        if n >= 3 and len(items) < 2:
            items.append({"kind": "cricca", "of": kind, "count": n})
    return items


def item_points(items: list[dict]) -> int:
    return sum(CRICCA[i["of"]][2 if i["count"] == 4 else 1] for i in items)


def play_deal(
    rng: random.Random,
    dealer: int,
    declarer: int,
    contract: str,
    widow_n: int = 8,
    revoke_at: int | None = None,
    bad_discard: bool = False,
    declare: bool = True,
    hands_in: list[list[str]] | None = None,
    widow_in: list[str] | None = None,
    all_tricks: bool = False,
    pre=lambda m: True,
    exact: bool = False,
) -> dict:
    per = (62 - widow_n) // 3
    if hands_in is None:
        deck = DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * per : (i + 1) * per] for i in range(3)]
        widow = deck[3 * per :]
        # the bidder holds the strongest hand (trumps, Kings)
        hands.sort(key=lambda h: -sum(2 * (suit_of(c) == "T") + (c[0] == "K") for c in h))
        hands = hands[-declarer:] + hands[:-declarer] if declarer else hands
    else:
        hands, widow = [h[:] for h in hands_in], widow_in[:]
    dealt = [h[:] for h in hands]
    if "MATTO" in hands[declarer]:
        raise Reject("matto with declarer")
    events: list[dict] = []
    eldest = (dealer + 1) % 3
    for k in range(3):
        s = (eldest + k) % 3
        events.append({"type": "bid", "seat": s, "bid": contract if s == declarer else "pass"})
    facts: dict = {"dealer": dealer, "declarer": declarer, "contract": contract}
    pile_widow = list(widow)
    if contract == "gioco" and all_tricks:
        take, disc = ["KB"], ["6S"]
        hands[declarer] = [c for c in dealt[declarer] if c not in disc] + take
        pile_widow = [c for c in widow if c not in take] + disc
        events.append({"type": "take", "seat": declarer, "cards": take})
        events.append({"type": "discard", "seat": declarer, "cards": disc})
        facts["take"], facts["discard"] = take, disc
    elif contract == "gioco":
        k = rng.choice([2, 3])
        cand = [c for c in widow if c != "MATTO"]
        take = rng.sample(cand, k)
        hand = hands[declarer] + take
        if bad_discard:
            kings = [c for c in hand if c[0] == "K" and not c.startswith("T") and c not in take]
            if not kings:
                raise Reject("no king to discard")
            low = sorted([c for c in hand if c not in FIVE and suit_of(c) not in "T"], key=value)[: k - 1]
            disc = [kings[0]] + low
        else:
            low = sorted([c for c in hand if c not in FIVE and suit_of(c) != "T"], key=value)
            if len(low) < k:
                raise Reject("cannot discard")
            disc = low[:k]
        hands[declarer] = [c for c in dealt[declarer] if c not in disc] + [c for c in take if c not in disc]
        assert len(hands[declarer]) == per
        pile_widow = [c for c in widow if c not in take] + disc
        events.append({"type": "take", "seat": declarer, "cards": take})
        events.append({"type": "discard", "seat": declarer, "cards": disc})
        facts["take"], facts["discard"] = take, disc
    declared = [[], [], []]
    for k in range(3):
        s = (eldest + k) % 3
        items = declared_items(hands[s]) if declare else []
        declared[s] = items
        events.append({"type": "declare", "seat": s, "items": items})
    # play
    won: list[list[str]] = [[], [], []]
    tricks = [0, 0, 0]
    leader = eldest
    matto_owner = next((s for s in range(3) if "MATTO" in hands[s]), None)
    revoke_ev = None
    last_winner = None
    for t in range(per):
        played: list[tuple[int, str]] = []
        for k in range(3):
            s = (leader + k) % 3
            hand = hands[s]
            led = None
            for _, c in played:
                if c != "MATTO":
                    led = suit_of(c)
                    break
            opts = legal(hand, led)
            if k == 0:
                opts = [c for c in opts if c != "MATTO"]
                if not opts:
                    raise Reject("matto lead")
                if all_tricks and s == declarer:
                    opts = sorted(opts, key=lambda c: (suit_of(c) == "T", rank_key(c)))[-1:]
            choice = None
            if revoke_at is not None and t == revoke_at and k > 0 and s != declarer and led:
                off = [c for c in hand if suit_of(c) not in (led, "X")]
                if any(suit_of(c) == led for c in hand) and off and led != "T":
                    choice = rng.choice(off)
                    revoke_ev = len(events)
                    facts["revoke"] = (s, choice, led, [c for c in hand if suit_of(c) == led])
                else:
                    raise Reject("revoke impossible")
            if choice is None and s == matto_owner and "MATTO" in hand and k == 2:
                partner = 3 - declarer - s
                cur = trick_winner(played)
                if cur == partner:
                    choice = "MATTO"
            if choice is None:
                non = [c for c in opts if c != "MATTO"] or opts
                choice = rng.choice(non)
            hand.remove(choice)
            played.append((s, choice))
            events.append({"type": "play", "seat": s, "card": choice})
        w = trick_winner(played)
        tricks[w] += 1
        for s, c in played:
            if c == "MATTO":
                if (s == declarer) != (w == declarer):
                    raise Reject("matto exchange")
                won[s].append(c)
            else:
                won[w].append(c)
        leader = w
        last_winner = w
    if revoke_at is not None and revoke_ev is None:
        raise Reject("no revoke")
    dec_tricks = tricks[declarer]
    if all_tricks != (dec_tricks == per):
        raise Reject("all tricks mismatch")
    if dec_tricks == 0:
        raise Reject("declarer no trick")
    # the widow's owner
    if contract == "gioco":
        widow_to = declarer if dec_tricks >= 1 else (declarer + 1) % 3
    else:
        widow_to = last_winner
    facts.update(tricks=tricks, last=last_winner, widow_to=widow_to, declared=declared, revoke_ev=revoke_ev)
    opp = [s for s in range(3) if s != declarer]
    # card points
    dec_cards = won[declarer] + (pile_widow if widow_to == declarer else [])
    opp_cards = won[opp[0]] + won[opp[1]] + (pile_widow if widow_to != declarer else [])
    assert len(dec_cards) + len(opp_cards) == 62
    if len(dec_cards) % 2:
        raise Reject("odd pile")
    cp_dec = sum(map(value, dec_cards)) - len(dec_cards) // 2
    cp_opp = sum(map(value, opp_cards)) - len(opp_cards) // 2
    assert cp_dec + cp_opp == 87
    lt_dec = 6 if last_winner == declarer else 0
    decl_dec = item_points(declared[declarer])
    decl_opp = item_points(declared[opp[0]]) + item_points(declared[opp[1]])
    res = {}
    for name, p in PROFILES.items():
        wid = pile_widow if p["widow_combos"] else []
        dpile = set(won[declarer]) | (set(wid) if widow_to == declarer else set())
        opile = set(won[opp[0]]) | set(won[opp[1]]) | (set(wid) if widow_to != declarer else set())
        co, on = combos(opile, p)
        cd, dn = combos(dpile, p)
        P_dec = decl_dec + cd + cp_dec + lt_dec
        P_opp = decl_opp + co + cp_opp + (6 - lt_dec)
        if all_tricks:
            win, gp, P = "declarer", 40, None
        elif P_dec > P_opp:
            win, gp, P = "declarer", game_points(P_dec), P_dec
        else:
            win, gp, P = "opponents", game_points(P_opp), P_opp
        if contract == "solo" and not all_tricks:
            gp *= 2
        res[name] = dict(
            win=win, gp=gp, P=P, P_dec=P_dec, P_opp=P_opp, combos_dec=(cd, dn), combos_opp=(co, on)
        )
        if name == "main" and not pre(res[name]):
            raise Reject("condition")
    keys = {(r["win"], r["gp"]) for r in res.values()}
    if len(keys) != 1:
        raise Reject("readings differ")
    if exact and len({r["P"] for r in res.values()}) != 1:
        raise Reject("points differ")
    m = res["main"]
    facts.update(
        cp_dec=cp_dec,
        cp_opp=cp_opp,
        lt_dec=lt_dec,
        decl_dec=decl_dec,
        decl_opp=decl_opp,
        main=m,
        Ps={k: (r["P_dec"], r["P_opp"]) for k, r in res.items()},
        exactP=len({r["P"] for r in res.values()}) == 1,
    )
    scores = [0, 0, 0]
    if m["win"] == "declarer":
        scores[declarer] = m["gp"]
    else:
        for s in opp:
            scores[s] = m["gp"]
    facts["scores"] = scores
    deal = {"dealer": dealer, "hands": dealt, "talon": widow, "events": events}
    return {"deal": deal, "facts": facts}


def find(seed: int, pre, exact: bool = False, **kw) -> dict:
    rng = random.Random(seed)
    for _ in range(400000):
        try:
            return play_deal(rng, pre=pre, exact=exact, **kw)
        except Reject:
            continue
    raise RuntimeError(f"no deal for {kw} under seed {seed}")


def robust(m):
    """The winning side's points at least 6 from a rounding edge under the main reading."""
    p = m["P"]
    return p is None or (6 <= (p + 4) % 50 <= 43)


def dec_wins(m):
    return m["win"] == "declarer" and robust(m)


def opp_wins(m):
    return m["win"] == "opponents" and robust(m)


def dec_edge_up(m):  # 46..49 past a multiple of 50: rounds up
    return m["win"] == "declarer" and m["P"] % 50 >= 46


def opp_edge_up(m):
    return m["win"] == "opponents" and m["P"] % 50 >= 46


def dec_edge_45(m):  # 45 past: 5 short of the next multiple, not less than 5: rounds down
    return m["win"] == "declarer" and m["P"] % 50 == 45


def tie(m):
    return m["P_dec"] == m["P_opp"]


EXACT = {dec_edge_up, opp_edge_up, dec_edge_45}


# ---------------------------------------------------------------- sheet shapes
def write_sheet(deal: dict, scores, totals, shape: dict) -> dict[str, int]:
    """Append score/total events; returns the event index of each written line."""
    ev = deal["events"]
    idx = {}
    if shape.get("scores", True):
        for s in range(3):
            if shape.get("winners_only") and scores[s] == 0:
                continue
            e = {"type": "score", "party": s, "points": scores[s]}
            if shape.get("reason"):
                e["reason"] = "game_points"
            idx[f"score{s}"] = len(ev)
            ev.append(e)
    if shape.get("totals", True):
        for s in range(3):
            idx[f"total{s}"] = len(ev)
            ev.append({"type": "total", "party": s, "points": totals[s]})
    return idx


def session(name, specs, shape, rules=None, start=None, faults=None, zero_sum=False):
    """specs: list of (seed, cond, kwargs).  faults: fn(i, facts, scores, totals) hooks."""
    deals, facts_all = [], []
    run = list(start) if start else [0, 0, 0]
    sheet_run = list(run)
    for i, (seed, cond, kw) in enumerate(specs):
        d = find(seed, cond, exact=cond in EXACT, **kw)
        f = d["facts"]
        true = list(f["scores"])
        if zero_sum:
            g = f["main"]["gp"]
            dec = f["declarer"]
            sign = 1 if f["main"]["win"] == "declarer" else -1
            true = [-sign * g] * 3
            true[dec] = 2 * sign * g
        written = list(true)
        if faults and i in faults:
            written = faults[i]["scores"](true, f)
        sh = dict(shape)
        if faults and i in faults and "shape" in faults[i]:
            sh.update(faults[i]["shape"])
        # the sheet's totals: its own arithmetic on what it wrote
        sheet_run = [sheet_run[s] + written[s] for s in range(3)]
        tot = list(sheet_run)
        if faults and i in faults and "totals" in faults[i]:
            tot = faults[i]["totals"](tot)
            sheet_run = list(tot)
        idx = write_sheet(d["deal"], written, tot, sh)
        run = [run[s] + true[s] for s in range(3)]
        f["true_scores"], f["written"], f["written_totals"], f["rule_totals"] = (
            true,
            written,
            tot,
            list(run),
        )
        f["idx"] = idx
        deals.append(d["deal"])
        facts_all.append(f)
    doc = {"format": "trick-transcript/1", "game": "tarocchini-terziglio"}
    if rules:
        doc["rules"] = rules
    doc["players"] = PLAYERS
    if start:
        doc["start"] = {"totals": list(start)}
    doc["meta"] = {"source": f"tests/data/audit/terziglio-sheet-shapes/_gen.py {name}"}
    doc["deals"] = deals
    (HERE / f"{name}.json").write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    return facts_all


def minus1(scores_idx):
    def h(true, f):
        w = list(true)
        for s in scores_idx(f):
            w[s] -= 1
        return w

    return h


def winners(f):
    if f["main"]["win"] == "declarer":
        return [f["declarer"]]
    return [s for s in range(3) if s != f["declarer"]]


def main() -> None:
    out = []
    G, S = "gioco", "solo"
    R = {}

    R["01-clean-reasons-totals"] = session(
        "01-clean-reasons-totals",
        [
            (101, dec_wins, dict(dealer=0, declarer=2, contract=G)),
            (102, opp_wins, dict(dealer=1, declarer=0, contract=G)),
            (103, dec_wins, dict(dealer=2, declarer=1, contract=S)),
        ],
        dict(reason=True),
    )
    R["02-clean-bare-scores-nineteen"] = session(
        "02-clean-bare-scores-nineteen",
        [
            (201, dec_wins, dict(dealer=0, declarer=1, contract=G, widow_n=5)),
            (202, opp_wins, dict(dealer=1, declarer=2, contract=S, widow_n=5)),
            (203, dec_wins, dict(dealer=2, declarer=0, contract=G, widow_n=5)),
        ],
        dict(totals=False),
        rules={"preset": "nineteen"},
    )
    allt = all_tricks_hands()
    R["03-clean-totals-only-all-tricks"] = session(
        "03-clean-totals-only-all-tricks",
        [
            (301, dec_wins, dict(dealer=1, declarer=0, contract=G)),
            (
                302,
                lambda m: True,
                dict(
                    dealer=2,
                    declarer=0,
                    contract=G,
                    hands_in=allt[0],
                    widow_in=allt[1],
                    all_tricks=True,
                    declare=False,
                ),
            ),
            (303, dec_wins, dict(dealer=0, declarer=2, contract=S)),
        ],
        dict(scores=False),
        start=[12, 7, 20],
    )
    R["04-rounding-down-slip"] = session(
        "04-rounding-down-slip",
        [
            (401, opp_wins, dict(dealer=0, declarer=1, contract=G)),
            (402, dec_edge_up, dict(dealer=1, declarer=0, contract=G)),
            (403, dec_wins, dict(dealer=2, declarer=1, contract=S)),
        ],
        dict(reason=True),
        faults={1: {"scores": minus1(winners)}},
    )
    R["05-winners-only-rounded-up-slip"] = session(
        "05-winners-only-rounded-up-slip",
        [
            (501, dec_wins, dict(dealer=0, declarer=0, contract=G)),
            (502, dec_edge_45, dict(dealer=1, declarer=2, contract=G)),
            (503, opp_wins, dict(dealer=2, declarer=1, contract=G)),
        ],
        dict(winners_only=True, totals=False),
        faults={1: {"scores": lambda t, f: [x + (1 if x else 0) for x in t]}},
    )
    R["06-solo-not-doubled"] = session(
        "06-solo-not-doubled",
        [
            (601, dec_wins, dict(dealer=0, declarer=2, contract=G)),
            (602, dec_wins, dict(dealer=1, declarer=1, contract=S)),
            (603, opp_wins, dict(dealer=2, declarer=0, contract=G)),
        ],
        dict(reason=True),
        faults={1: {"scores": lambda t, f: [x // 2 for x in t]}},
    )
    R["07-wrong-total"] = session(
        "07-wrong-total",
        [
            (701, dec_wins, dict(dealer=0, declarer=1, contract=G)),
            (702, opp_wins, dict(dealer=1, declarer=2, contract=G)),
            (703, dec_wins, dict(dealer=2, declarer=0, contract=S)),
            (704, dec_wins, dict(dealer=0, declarer=2, contract=G)),
        ],
        dict(),
        faults={1: {"scores": lambda t, f: t, "totals": lambda tot: [tot[0] + 10, tot[1], tot[2]]}},
    )
    R["08-revoke-and-wrong-score"] = session(
        "08-revoke-and-wrong-score",
        [
            (801, dec_wins, dict(dealer=0, declarer=0, contract=G, revoke_at=4)),
            (802, opp_wins, dict(dealer=1, declarer=1, contract=G)),
            (803, dec_wins, dict(dealer=2, declarer=2, contract=G)),
        ],
        dict(reason=True, totals=False),
        faults={2: {"scores": lambda t, f: [x + (1 if x else 0) for x in t]}},
    )
    R["09-illegal-discard-king"] = session(
        "09-illegal-discard-king",
        [
            (901, dec_wins, dict(dealer=0, declarer=1, contract=G)),
            (902, dec_wins, dict(dealer=1, declarer=2, contract=G, bad_discard=True)),
            (903, opp_wins, dict(dealer=2, declarer=0, contract=S)),
        ],
        dict(reason=True),
    )
    R["10-totals-only-opponents-rounding"] = session(
        "10-totals-only-opponents-rounding",
        [
            (1001, dec_wins, dict(dealer=0, declarer=0, contract=G)),
            (
                1002,
                opp_edge_up,
                dict(dealer=1, declarer=1, contract=G),
            ),
            (1003, dec_wins, dict(dealer=2, declarer=2, contract=G)),
        ],
        dict(scores=False),
        faults={1: {"scores": minus1(winners)}},
    )
    R["11-zero-sum-declarer-not-doubled"] = session(
        "11-zero-sum-declarer-not-doubled",
        [
            (1101, dec_wins, dict(dealer=0, declarer=2, contract=G)),
            (1102, opp_wins, dict(dealer=1, declarer=0, contract=G)),
            (1103, dec_wins, dict(dealer=2, declarer=1, contract=G)),
        ],
        dict(reason=True),
        rules={"settlement": "zero_sum"},
        zero_sum=True,
        faults={2: {"scores": lambda t, f: [t[s] // 2 if s == f["declarer"] else t[s] for s in range(3)]}},
    )
    R["12-solo-lost-not-doubled"] = session(
        "12-solo-lost-not-doubled",
        [
            (1201, dec_wins, dict(dealer=0, declarer=1, contract=G)),
            (1202, opp_wins, dict(dealer=1, declarer=0, contract=S)),
        ],
        dict(reason=True, totals=False),
        faults={1: {"scores": lambda t, f: [x // 2 for x in t]}},
    )
    R["13-illegal-discard-and-total-slip"] = session(
        "13-illegal-discard-and-total-slip",
        [
            (1301, dec_wins, dict(dealer=2, declarer=0, contract=G, bad_discard=True)),
            (1302, dec_wins, dict(dealer=0, declarer=1, contract=S)),
            (1303, opp_wins, dict(dealer=1, declarer=2, contract=G)),
        ],
        dict(),
        start=[30, 15, 41],
        faults={2: {"scores": lambda t, f: t, "totals": lambda tot: [tot[0], tot[1] - 1, tot[2]]}},
    )
    R["14-clean-tie-is-a-loss"] = session(
        "14-clean-tie-is-a-loss",
        [
            (1401, dec_wins, dict(dealer=0, declarer=1, contract=G)),
            (
                1402,
                tie,
                dict(dealer=1, declarer=0, contract=G),
            ),
        ],
        dict(reason=True),
    )
    lines = []
    for name, fs in R.items():
        lines.append(f"== {name}")
        for i, f in enumerate(fs):
            m = f["main"]
            lines.append(
                f" deal {i}: dealer {f['dealer']} declarer {f['declarer']} {f['contract']}"
                f" tricks {f['tricks']} last {f['last']} widow->{f['widow_to']}"
                f" take {f.get('take')} discard {f.get('discard')}"
            )
            lines.append(
                f"   cards dec {f['cp_dec']} opp {f['cp_opp']}; last-trick dec {f['lt_dec']};"
                f" declared dec {f['decl_dec']} opp {f['decl_opp']} {f['declared']}"
            )
            lines.append(f"   combos dec {m['combos_dec']} opp {m['combos_opp']}")
            lines.append(
                f"   P_dec {m['P_dec']} P_opp {m['P_opp']} -> {m['win']} gp {m['gp']}"
                f" (exactP {f['exactP']}; readings {f['Ps']})"
            )
            lines.append(
                f"   true {f['true_scores']} written {f['written']} rule totals"
                f" {f['rule_totals']} written totals {f['written_totals']} idx {f['idx']}"
            )
            if f.get("revoke"):
                lines.append(f"   revoke {f['revoke']} at event {f['revoke_ev']}")
        out.append("\n".join(lines))
        lines = []
    (HERE / "_facts.txt").write_text("\n".join(out) + "\n", encoding="utf-8")


def all_tricks_hands():
    """Declarer (seat 0, eldest under dealer 2) holds T5..T20, KS and 6S; he takes KB from the
    widow and lays away 6S.  Sixteen trump leads from the top (the opponents hold only T0-T4,
    below T5) draw every trump; then KS and KB cannot be beaten."""
    rng = random.Random(3020)
    dec = [f"T{i}" for i in range(5, 21)] + ["KS", "6S"]
    rest = [c for c in DECK if c not in dec and c not in ("MATTO", "KB")]
    rng.shuffle(rest)
    widow = ["MATTO", "KB"] + rest[:6]
    others = rest[6:]
    return [dec, others[:18], others[18:]], widow


if __name__ == "__main__":
    main()
