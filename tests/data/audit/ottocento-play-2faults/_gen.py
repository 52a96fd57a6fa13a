"""Blind generator for the audit round ottocento-play-2faults (Tarocchini Ottocento: the play).

Written from the Russian source text (seed 004) alone; nothing here is imported from validator.
Run from the worktree root:  python tests/data/audit/ottocento-play-2faults/_gen.py [SEED]

Every figure is derived here from the source's paragraphs:
  * deck/ranks: trumps 20..5, the Moretti (1-4) of equal rank (the last one played highest), the
    Bagatto (0) lowest; long suits S B: K Q N J 10 9 8 7 6 1, round suits C D: K Q N J 1 6 7 8 9 10;
  * the Matto is no trump, wins nothing, is played as an excuse instead of following, goes back
    to its owner's pile; the owner gives a low card (1 point) to the trick's winner if an opponent;
    if the Matto's side won no trick, the Matto goes to the opponents;
  * play: follow suit; void: trump if possible; else anything;
  * card points counted in pairs, 1 off each pair; 6 for the last trick (93 in all);
  * combinations counted again on each side's captured cards after play (the ones this generator
    leaves in are only those where the readings it can think of agree, see `combos`).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
DECK = [r + s for s in SUITS for r in LONG_ORDER] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
PLAYERS = ["Alessandra", "Bartolo", "Cesarina", "Domenico"]
MORETTI = {"T1", "T2", "T3", "T4"}
CONTATORI = {"MATTO", "T0"}


def is_trump(c):
    return c.startswith("T")


def suit(c):
    return "T" if is_trump(c) else ("X" if c == "MATTO" else c[-1])


def rank(c):
    return c[:-1]


def points(c):
    if c == "MATTO":
        return 5
    if is_trump(c):
        n = int(c[1:])
        return 5 if n in (20, 19, 0) else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def trump_strength(c):
    n = int(c[1:])
    if c in MORETTI:
        return 2.5  # all four equal, between the Bagatto (0) and 5
    return n


def suit_strength(c):
    order = LONG_ORDER if c[-1] in "SB" else ROUND_ORDER
    return len(order) - order.index(rank(c))


def trick_winner(trick, tie="last_played"):
    """trick: list of (seat, card). Returns the seat that wins."""
    cards = [(s, c) for s, c in trick if c != "MATTO"]
    led = suit(cards[0][1])
    trumps = [(s, c) for s, c in cards if is_trump(c)]
    if trumps:
        best = max(trump_strength(c) for _, c in trumps)
        top = [s for s, c in trumps if trump_strength(c) == best]
        return top[-1] if tie == "last_played" else top[0]
    follow = [(s, c) for s, c in cards if suit(c) == led]
    return max(follow, key=lambda sc: suit_strength(sc[1]))[0]


def legal(hand, trick):
    if not trick:
        return sorted(hand)
    led = suit([c for _, c in trick if c != "MATTO"][0]) if any(c != "MATTO" for _, c in trick) else None
    if led is None:
        return sorted(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return sorted(same + (["MATTO"] if "MATTO" in hand else []))
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return sorted(tr + (["MATTO"] if "MATTO" in hand else []))
    return sorted(hand)


# ------------------------------------------------------------------ combinations
CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": ([f"K{s}" for s in SUITS], 17, 34),
    "queens": ([f"Q{s}" for s in SUITS], 14, 28),
    "knights": ([f"N{s}" for s in SUITS], 13, 26),
    "jacks": ([f"J{s}" for s in SUITS], 12, 24),
}


def seq_value(n):
    return 10 + 5 * (n - 3)


def run(positions, have, ncont, gaps, trumps):
    """Walk the positions (first is the head: must be real). Returns list of (pos, 'real'|'cont')."""
    if positions[0] not in have:
        return []
    out = [(positions[0], "real")]
    left = ncont
    for p in positions[1:]:
        if p in have:
            out.append((p, "real"))
            continue
        prev_cont = out[-1][1] == "cont"
        ok = left > 0
        if trumps and prev_cont and not (p == "T16" and out[-1][0] == "T17"):
            ok = False
        if ok:
            out.append((p, "cont"))
            left -= 1
        elif gaps:
            continue
        else:
            break
    return out


def combos(cards, gaps=False, cont_ace=True, double_all=False):
    have = set(cards)
    nc = len(have & CONTATORI)
    cr = []
    for name, (members, three, four) in CRICCA.items():
        k = len(have & set(members))
        if k >= 3:
            cr.append(((name, k), three if k == 3 else four))
    sq = []
    # trumps
    pos = [f"T{i}" for i in range(20, 4, -1)]
    r = run(pos, have, nc, gaps, True)
    # drop a trailing contatore that is followed by nothing? (kept: a wild card may end the run)
    grande = [x for x in r if x[0] in ("T19", "T18", "T17")]
    if len(grande) >= 2 and any(k == "real" for _, k in grande):
        sq.append((("trumps", len(r)), seq_value(len(r))))
    for s in SUITS:
        pos = [f"K{s}", f"Q{s}", f"N{s}", f"J{s}", f"1{s}"]
        if cont_ace:
            r = run(pos, have, nc, gaps, False)
        else:
            r = run(pos[:4], have, nc, gaps, False)
            if (f"1{s}" in have) and (gaps or len(r) == 4):
                r = r + [(f"1{s}", "real")]
        figs = [x for x in r if x[0][0] in "QNJ"]
        if len(figs) >= 2 and any(k == "real" for _, k in figs):
            sq.append(((f"suit{s}", len(r)), seq_value(len(r))))
    for name, members in (("moretti", MORETTI), ("aces", {f"1{s}" for s in SUITS})):
        k = len(have & members)
        if k >= 2 and k + nc >= 3:
            n = min(6, k + nc)
            sq.append(((name, n), seq_value(n)))
    c_pts = sum(v for _, v in cr)
    s_pts = sum(v for _, v in sq)
    if double_all:
        if len(cr) >= 3 or len(sq) >= 3:
            return 2 * (c_pts + s_pts), cr, sq
        return c_pts + s_pts, cr, sq
    return (2 * c_pts if len(cr) >= 3 else c_pts) + (2 * s_pts if len(sq) >= 3 else s_pts), cr, sq


def combos_unambiguous(cards):
    vals = {combos(cards, g, a, d)[0] for g in (False, True) for a in (False, True) for d in (False, True)}
    return len(vals) == 1


# ------------------------------------------------------------------ one deal
class Fail(Exception):
    pass


def play_deal(rng, dealer, hands, plan, matto_mode=None, declare=None, moretti_bias=0.6, tie="last_played"):
    """plan: list of (kind, earliest_trick). kinds: revoke, revoke_trump, no_trump, ooturn_lead,
    ooturn_swap, moretti_lead (the first Moretti's player leads after a Moretti tie).
    Returns dict with events and facts."""
    hands = [list(h) for h in hands]
    events = []
    faults = []  # (event index, code, note)
    # dealer's discard: two pips 6-10 (never a 5-point card; pips make no combination)
    pips = [
        c for c in hands[dealer] if not is_trump(c) and c != "MATTO" and rank(c) in ("6", "7", "8", "9", "10")
    ]
    if len(pips) < 2:
        raise Fail("dealer has no two pips")
    disc = rng.sample(pips, 2)
    for c in disc:
        hands[dealer].remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    decl_pts = [0, 0, 0, 0]
    for i in range(1, 5):
        s = (dealer + i) % 4
        items = (declare or {}).get(s, [])
        for it in items:
            if it["kind"] == "cricca":
                members, three, four = CRICCA[it["of"]]
                if len(set(hands[s]) & set(members)) < it["count"]:
                    raise Fail("declared cricca not held")
                decl_pts[s] += three if it["count"] == 3 else four
        events.append({"type": "declare", "seat": s, "items": items})
    pending = list(plan)
    leader = (dealer + 1) % 4
    winners = []
    tricks = []
    matto_info = None
    force_lead = None

    def last_fault_t():
        return max((int(f[2].split()[1].rstrip(":")) - 1 for f in faults), default=-1)

    for t in range(15):
        order_start = leader
        if force_lead is not None:
            order_start = force_lead[0]
            faults.append((len(events), "out_of_turn", force_lead[1]))
            force_lead = None
        elif pending and pending[0][0] == "ooturn_lead" and t >= pending[0][1] and t > last_fault_t():
            wrong = (leader + 2) % 4
            order_start = wrong
            faults.append(
                (len(events), "out_of_turn", f"trick {t + 1}: seat {wrong} led, seat {leader} was due")
            )
            pending.pop(0)
        order = [(order_start + i) % 4 for i in range(4)]
        swap_at = None
        if pending and pending[0][0] == "ooturn_swap" and t >= pending[0][1] and t > last_fault_t():
            swap_at = rng.choice([1, 2])
            pending.pop(0)
        trick = []
        rec_order = list(order)
        if swap_at is not None:
            rec_order[swap_at], rec_order[swap_at + 1] = rec_order[swap_at + 1], rec_order[swap_at]
        for pos, s in enumerate(rec_order):
            h = hands[s]
            lg = legal(h, trick)
            if not trick:
                choices = [c for c in lg if c != "MATTO"] or lg
                if choices == ["MATTO"]:
                    raise Fail("Matto would be led")
                mor = [c for c in choices if c in MORETTI]
                card = rng.choice(mor) if mor and rng.random() < moretti_bias * 0.5 else rng.choice(choices)
            else:
                led = suit(trick[0][1])
                card = None
                kind = pending[0][0] if pending and t >= pending[0][1] and t > last_fault_t() else None
                # planted faults
                if kind == "revoke" and led in SUITS and any(suit(c) == led for c in h):
                    off = [c for c in h if suit(c) not in (led, "X")]
                    if off:
                        card = rng.choice(off)
                        faults.append(
                            (
                                len(events),
                                "revoke",
                                f"trick {t + 1}: seat {s} played {card} to a {led} lead holding {sorted(c for c in h if suit(c) == led)}",
                            )
                        )
                        pending.pop(0)
                elif kind == "revoke_trump" and led == "T" and any(is_trump(c) for c in h):
                    off = [c for c in h if suit(c) in SUITS]
                    if off:
                        card = rng.choice(off)
                        faults.append(
                            (
                                len(events),
                                "revoke",
                                f"trick {t + 1}: seat {s} played {card} to a trump lead holding {sorted(c for c in h if is_trump(c))}",
                            )
                        )
                        pending.pop(0)
                elif (
                    kind == "no_trump"
                    and led in SUITS
                    and not any(suit(c) == led for c in h)
                    and any(is_trump(c) for c in h)
                ):
                    off = [c for c in h if suit(c) in SUITS]
                    if off:
                        card = rng.choice(off)
                        faults.append(
                            (
                                len(events),
                                "revoke",
                                f"trick {t + 1}: seat {s}, void in {led}, discarded {card} holding trumps {sorted(c for c in h if is_trump(c))}",
                            )
                        )
                        pending.pop(0)
                if card is None:
                    if "MATTO" in lg and matto_mode:
                        cur = trick_winner(trick, tie) if any(c != "MATTO" for _, c in trick) else None
                        want = False
                        if pos == 3 and matto_mode in ("opp", "any") and cur is not None and cur % 2 != s % 2:
                            want = True
                        if pos == 3 and matto_mode == "partner" and cur is not None and cur % 2 == s % 2:
                            want = True
                        if want and rng.random() < 0.7:
                            card = "MATTO"
                    if card is None:
                        pool = [c for c in lg if c != "MATTO"] or lg
                        if matto_mode is None and "MATTO" in lg and rng.random() < 0.15:
                            pool = ["MATTO"]
                        mor = [c for c in pool if c in MORETTI]
                        if led == "T" and mor and rng.random() < moretti_bias:
                            card = rng.choice(mor)
                        else:
                            card = rng.choice(pool)
            if swap_at is not None and pos == swap_at:
                faults.append(
                    (
                        len(events),
                        "out_of_turn",
                        f"trick {t + 1}: seat {s} played before seat {rec_order[pos + 1]}, whose turn it was",
                    )
                )
            h.remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})
        w = trick_winner(trick, tie)
        # Moretti tie: the recorder let the first Moretti's player lead next
        if (
            pending
            and pending[0][0] == "moretti_lead"
            and t >= pending[0][1]
            and t < 14
            and t >= last_fault_t()
        ):
            tr = [(s, c) for s, c in trick if is_trump(c)]
            if tr:
                best = max(trump_strength(c) for _, c in tr)
                top = [s for s, c in tr if trump_strength(c) == best]
                if best == 2.5 and len(top) >= 2 and top[0] % 2 != w % 2:
                    force_lead = (
                        top[0],
                        f"trick {t + 2}: seat {top[0]} (first Moretti of trick {t + 1}) led; seat {w} played the last Moretti and was due",
                    )
                    pending.pop(0)
        winners.append(w)
        tricks.append(trick)
        if any(c == "MATTO" for _, c in trick):
            owner = [s for s, c in trick if c == "MATTO"][0]
            matto_info = {"trick": t, "owner": owner, "winner": w}
        leader = w
    if pending:
        raise Fail(f"faults not placed: {pending}")
    return {
        "events": events,
        "faults": faults,
        "winners": winners,
        "tricks": tricks,
        "discard": disc,
        "matto": matto_info,
        "decl_pts": decl_pts,
    }


def moretti_tie_tricks(tricks):
    out = []
    for i, trick in enumerate(tricks):
        tr = [(s, c) for s, c in trick if is_trump(c)]
        if tr:
            best = max(trump_strength(c) for _, c in tr)
            top = [s for s, c in tr if trump_strength(c) == best]
            if best == 2.5 and len(top) >= 2:
                out.append((i, top))
    return out


def settle(dealer, res):
    """Returns per-team dict of lines, the cards of each side, and a description."""
    piles = {0: [], 1: []}
    for trick, w in zip(res["tricks"], res["winners"], strict=True):
        piles[w % 2].extend(c for _, c in trick)
    won = {0: any(w % 2 == 0 for w in res["winners"]), 1: any(w % 2 == 1 for w in res["winners"])}
    dealer_won = any(w == dealer for w in res["winners"])
    dteam = dealer % 2 if dealer_won else 1 - dealer % 2
    piles[dteam].extend(res["discard"])
    note = []
    m = res["matto"]
    if m:
        ot, wt = m["owner"] % 2, m["winner"] % 2
        if ot != wt:
            if won[ot]:
                piles[wt].remove("MATTO")
                piles[ot].append("MATTO")
                low = sorted(
                    c
                    for c in piles[ot]
                    if not is_trump(c) and c != "MATTO" and rank(c) in ("6", "7", "8", "9", "10")
                )
                if not low:
                    raise Fail("no pip to give for the Matto")
                piles[ot].remove(low[0])
                piles[wt].append(low[0])
                note.append(
                    f"Matto (seat {m['owner']}) played to trick {m['trick'] + 1} won by seat {m['winner']}: back to team{ot}, which gives {low[0]} (1 point) to team{wt}"
                )
            else:
                note.append(f"Matto's side team{ot} won no trick: the Matto goes to team{wt}")
        else:
            note.append(
                f"Matto (seat {m['owner']}) played to trick {m['trick'] + 1} won by partner seat {m['winner']}: no exchange"
            )
    assert len(piles[0]) + len(piles[1]) == 62 and len(piles[0]) % 2 == 0
    lines = {}
    for tm in (0, 1):
        raw = sum(points(c) for c in piles[tm])
        cp = raw - len(piles[tm]) // 2
        cpts, cr, sq = combos(piles[tm])
        decl = res["decl_pts"][tm] + res["decl_pts"][tm + 2]
        lt = 6 if res["winners"][-1] % 2 == tm else 0
        lines[tm] = {
            "declarations": decl,
            "combinations": cpts,
            "card_points": cp,
            "last_trick": lt,
            "_raw": raw,
            "_n": len(piles[tm]),
            "_cr": cr,
            "_sq": sq,
        }
    assert lines[0]["card_points"] + lines[1]["card_points"] == 87
    return lines, piles, note


REASONS = ["declarations", "combinations", "card_points", "last_trick"]


def random_hands(rng, dealer):
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [deck[i * 15 : (i + 1) * 15] for i in range(4)]
    hands[dealer] = hands[dealer] + deck[60:62]
    return hands


def make_deal(rng, dealer, plan, want, declare=None, hands=None, tries=40000, tie="last_played"):
    for _ in range(tries):
        h = hands or random_hands(rng, dealer)
        if declare and any(
            len(set(h[s]) & set(CRICCA[it["of"]][0])) < it["count"]
            for s, its in declare.items()
            for it in its
        ):
            continue
        try:
            res = play_deal(rng, dealer, h, plan, matto_mode=want.get("matto"), declare=declare, tie=tie)
            lines, piles, note = settle(dealer, res)
        except Fail:
            continue
        # both sides take at least three tricks and the dealer at least one (so neither the
        # zero-trick rules nor the discard_credit option come into these deals)
        if min(sum(1 for w in res["winners"] if w % 2 == t) for t in (0, 1)) < 3:
            continue
        if dealer not in res["winners"]:
            continue
        if not all(combos_unambiguous(piles[t]) for t in (0, 1)):
            continue
        m = res["matto"]
        mt = want.get("matto")
        if mt == "opp" and not (m and m["owner"] % 2 != m["winner"] % 2 and m["trick"] < 14):
            continue
        if mt == "partner" and not (m and m["owner"] % 2 == m["winner"] % 2 and m["owner"] != m["winner"]):
            continue
        if mt == "last" and not (m and m["trick"] == 14 and m["owner"] % 2 != m["winner"] % 2):
            continue
        if want.get("moretti_tie") and not any(
            top[0] % 2 != top[-1] % 2 for _, top in moretti_tie_tricks(res["tricks"])
        ):
            continue
        if want.get("underruff") and not has_underruff(res["tricks"]):
            continue
        if want.get("matto_while_able") and not matto_while_able(h, res):
            continue
        return h, res, lines, piles, note
    raise RuntimeError(f"no deal found for {plan} {want}")


def has_underruff(tricks):
    for trick in tricks:
        led = suit(trick[0][1])
        if led not in SUITS:
            continue
        tr = [(i, c) for i, (s, c) in enumerate(trick) if is_trump(c)]
        if len(tr) >= 2 and trump_strength(tr[1][1]) < trump_strength(tr[0][1]):
            return True
    return False


def matto_while_able(hands, res):
    m = res["matto"]
    if not m:
        return False
    trick = res["tricks"][m["trick"]]
    led = suit(trick[0][1])
    # the owner's hand at that moment: dealt hand minus cards played before
    played_before = set()
    for tr in res["tricks"][: m["trick"]]:
        played_before |= {c for _, c in tr}
    hand = set(hands[m["owner"]]) - played_before - set(res["discard"])
    return any(suit(c) == led for c in hand)


# ------------------------------------------------------------------ transcripts
def deal_record(dealer, hands, res, lines, wrong=None):
    """wrong: (team, reason, value) to write instead of the rules' figure."""
    ev = list(res["events"])
    written = {0: {}, 1: {}}
    wrong_at = None
    for tm in (0, 1):
        for r in REASONS:
            v = lines[tm][r]
            if wrong and wrong[0] == tm and wrong[1] == r:
                v = wrong[2]
                wrong_at = len(ev)
            written[tm][r] = v
            ev.append({"type": "score", "party": f"team{tm}", "points": v, "reason": r})
    return {"dealer": dealer, "hands": hands, "events": ev}, written, wrong_at


def main(seed=8128):
    rng = random.Random(seed)
    specs = []

    # (file, [(plan, want, wrong, declare, dealer)], rules)
    specs = [
        (
            "01-clean-moretti-tie-matto-exchange",
            [
                ([], {"moretti_tie": True, "matto": "opp"}, None, None, 3),
                ([], {"matto": "partner"}, None, None, 0),
            ],
            {},
        ),
        ("02-revoke-and-no-trump", [([("revoke", 2), ("no_trump", 7)], {}, None, None, 3)], {}),
        (
            "03-trump-lead-revoke-and-raw-card-points",
            [([("revoke_trump", 3)], {"matto": "opp"}, (1, "card_points", "RAW"), None, 1)],
            {},
        ),
        (
            "04-moretti-tie-wrong-leader-and-revoke",
            [([("moretti_lead", 0), ("revoke", 0)], {}, None, None, 2)],
            {},
        ),
        (
            "05-swap-and-matto-exchange-not-given",
            [([("ooturn_swap", 4)], {"matto": "opp"}, ("MATTO_OWNER", "card_points", "+1"), None, 3)],
            {},
        ),
        (
            "06-clean-matto-in-last-trick",
            [([], {"matto": "last"}, None, None, 1), ([], {"moretti_tie": True}, None, None, 2)],
            {},
        ),
        ("07-clean-matto-side-takes-no-trick", "SPECIAL_ZERO", {}),
        (
            "08-no-trump-and-last-trick-to-wrong-side",
            [([("no_trump", 5)], {}, ("LT_LOSER", "last_trick", 6), None, 0)],
            {},
        ),
        (
            "09-underruff-legal-lead-out-of-turn-and-revoke",
            [([("ooturn_lead", 3), ("revoke", 9)], {"underruff": True}, None, None, 3)],
            {},
        ),
        (
            "10-two-deals-clean-then-revoke-and-pairs",
            [
                ([], {"matto": "opp"}, None, None, 3),
                ([("revoke", 6)], {}, ("ANY", "card_points", "PAIRS2"), None, 0),
            ],
            {},
        ),
        (
            "11-matto-to-partner-two-revokes",
            [([("revoke", 1), ("revoke_trump", 8)], {"matto": "partner"}, None, None, 2)],
            {},
        ),
        (
            "12-matto-while-able-swap-and-no-trump",
            [
                (
                    [("ooturn_swap", 2), ("no_trump", 9)],
                    {"matto": "opp", "matto_while_able": True},
                    None,
                    None,
                    1,
                )
            ],
            {},
        ),
        (
            "13-clean-declaration-three-deals",
            [
                ([], {}, None, "DECL", 3),
                ([], {"moretti_tie": True}, None, None, 0),
                ([], {"matto": "opp"}, None, None, 1),
            ],
            {},
        ),
        (
            "14-moretti-first-played-option-clean",
            [([], {"moretti_tie": True}, None, None, 3)],
            {"moretti_tie": "first_played"},
        ),
    ]
    expected = {}
    figures = []
    for fname, deals_spec, rules in specs:
        doc = {
            "format": "trick-transcript/1",
            "game": "tarocchini-ottocento",
            "players": PLAYERS,
            "meta": {"audit": "ottocento-play-2faults", "file": fname},
            "deals": [],
        }
        if rules:
            doc["rules"] = dict(rules)
        exp = []
        totals = [0, 0]
        if deals_spec == "SPECIAL_ZERO":
            deals_spec = [("ZERO", {}, None, None, 3)]
        for di, (plan, want, wrong, declare, dealer) in enumerate(deals_spec):
            if plan == "ZERO":
                h, res, lines, piles, note = zero_deal(rng)
            else:
                decl = None
                if declare == "DECL":
                    decl = "DECL"
                if decl:
                    # a seat holding three Kings declares them (17)
                    for _ in range(2000):
                        h0 = random_hands(rng, dealer)
                        s = next(
                            (
                                s
                                for s in range(4)
                                if len({c for c in h0[s] if c[0] == "K" and not is_trump(c)}) == 3
                            ),
                            None,
                        )
                        if s is not None:
                            break
                    d = {s: [{"kind": "cricca", "of": "kings", "count": 3}]}
                    h, res, lines, piles, note = make_deal(rng, dealer, plan, want, declare=d, hands=None)
                else:
                    h, res, lines, piles, note = make_deal(
                        rng, dealer, plan, want, tie=rules.get("moretti_tie", "last_played")
                    )
            if rules.get("moretti_tie") == "first_played":
                pass
            wr = None
            if wrong:
                team, reason, how = wrong
                if team == "MATTO_OWNER":
                    team = res["matto"]["owner"] % 2
                if team == "LT_LOSER":
                    team = 1 - res["winners"][-1] % 2
                if team == "ANY":
                    team = rng.choice([0, 1])
                v = lines[team][reason]
                if how == "RAW":
                    v = lines[team]["_raw"]
                elif how == "+1":
                    v = v + 1
                elif how == "PAIRS2":
                    v = lines[team]["_raw"] - lines[team]["_n"]  # two off each pair instead of one
                elif isinstance(how, int):
                    v = how
                wr = (team, reason, v)
            rec, written, wrong_at = deal_record(dealer, h, res, lines, wr)
            for tm in (0, 1):
                totals[tm] += sum(written[tm].values())
            for tm in (0, 1):
                rec["events"].append({"type": "total", "party": f"team{tm}", "points": totals[tm]})
            doc["deals"].append(rec)
            for ev_i, code, why in res["faults"]:
                exp.append((di, ev_i, code, why))
            if wrong_at is not None:
                tm, reason, v = wr
                exp.append(
                    (
                        di,
                        wrong_at,
                        "wrong_score",
                        f"team{tm} {reason} written {v}, the rules give {lines[tm][reason]}",
                    )
                )
            mt = moretti_tie_tricks(res["tricks"])
            figures.append(
                f"{fname} deal {di}: dealer {dealer}; trick winners {res['winners']}; "
                + "; ".join(note)
                + (
                    f"; Moretti ties (trick, seats of the top Moretti in order) {[(i + 1, top) for i, top in mt]}"
                    if mt
                    else ""
                )
                + "\n"
                + "\n".join(
                    f"   team{tm}: {len(piles[tm])} cards, raw {lines[tm]['_raw']}, in pairs {lines[tm]['card_points']}; "
                    f"last trick {lines[tm]['last_trick']}; declarations {lines[tm]['declarations']}; "
                    f"combinations {lines[tm]['combinations']} = cricche {lines[tm]['_cr']} sequences {lines[tm]['_sq']}; "
                    f"written {written[tm]} -> total {totals[tm]}"
                    for tm in (0, 1)
                )
            )
            if max(totals) >= 800:
                # "побеждает первая команда, набравшая 800 очков": the game is over; a further
                # deal on the same sheet starts a new game from 0 (phase-2 fix, see REPORT.md)
                totals = [0, 0]
        (OUT / f"{fname}.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
        expected[fname] = exp
    (OUT / "expected.txt").write_text(
        "\n".join(
            f"{f}.json: "
            + ("clean" if not e else "violations " + json.dumps([[d, i, c] for d, i, c, _ in e]))
            + "".join(f"\n    ({d}, {i}, {c}): {w}" for d, i, c, w in e)
            for f, e in expected.items()
        )
        + "\n"
    )
    (OUT / "figures.txt").write_text("\n".join(figures) + "\n")


def zero_deal(rng):
    """Dealer 3; team1 (seats 1, 3) wins no trick; seat 1 holds the Matto."""
    dealer = 3
    suits_cards = [c for c in DECK if not is_trump(c) and c != "MATTO"]
    rng.shuffle(suits_cards)
    h0 = [f"T{i}" for i in range(20, 5, -1)]  # T20..T6
    h2 = [f"T{i}" for i in range(5, -1, -1)] + suits_cards[:9]
    rest = suits_cards[9:]  # 31 suit cards
    h1 = ["MATTO"] + rest[:14]
    h3 = rest[14:]  # 17
    hands = [h0, h1, h2, h3]
    for _ in range(2000):
        try:
            res = play_deal(rng, dealer, hands, [], matto_mode=None)
        except Fail:
            continue
        if any(w % 2 == 1 for w in res["winners"]):
            continue
        if not res["matto"]:
            continue
        lines, piles, note = settle(dealer, res)
        return hands, res, lines, piles, note
    raise RuntimeError("zero deal")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 8128)
