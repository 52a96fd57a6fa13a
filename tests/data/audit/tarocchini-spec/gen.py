# ruff: noqa: UP031
"""Generate the tarocchini-spec audit transcripts from the independent model.

Run: python gen.py   (writes NN-*.json next to this file and prints the figures).
"""

import json
import os
import random

import model as M
import replay as R

HERE = os.path.dirname(os.path.abspath(__file__))
P4 = ["Anna", "Bruno", "Carla", "Dario"]
P3 = ["Elena", "Franco", "Giulia"]
FIGS = {}


# ---------------------------------------------------------------- dealing
def deal_cards(rng, sizes, force):
    """force: {seat: [cards]} that must end in that hand; the rest of the deck random."""
    deck = M.deck()
    forced = [c for cs in force.values() for c in cs]
    rest = [c for c in deck if c not in forced]
    rng.shuffle(rest)
    hands = []
    for seat, n in enumerate(sizes):
        h = list(force.get(seat, []))
        while len(h) < n:
            h.append(rest.pop())
        rng.shuffle(h)
        hands.append(h)
    return hands, rest


# ---------------------------------------------------------------- play
def play_out(n, hands, leader, rng, side_of, script=None, avoid_matto_loss=True, hook=None):
    """Random legal play.  script: {trick_no: {seat: card}} forced cards (may be illegal)."""
    hands = [list(h) for h in hands]
    plays = []
    ntricks = len(hands[0])
    for t in range(ntricks):
        trick = []
        for k in range(n):
            seat = (leader + k) % n
            led = None
            for _, c in trick:
                if c != "MATTO":
                    led = M.suit(c)
                    break
            hc = hook(t, k, seat, hands[seat], trick, led) if hook else None
            if hc:
                card = hc
            elif script and t in script and seat in script[t]:
                card = script[t][seat]
            else:
                opts = M.legal(hands[seat], led)
                if "MATTO" in opts and len(opts) > 1:
                    safe = False
                    if trick and k == n - 1 and t < ntricks - 1:
                        w, _ = M.trick_winner(trick)
                        safe = side_of(w) == side_of(seat)
                    if not safe and avoid_matto_loss:
                        opts = [c for c in opts if c != "MATTO"]
                if not opts:
                    return None
                if not trick:
                    opts = [c for c in opts if c != "MATTO"] or opts
                card = rng.choice(opts)
            if card not in hands[seat]:
                return None
            hands[seat].remove(card)
            trick.append((seat, card))
        if trick[0][1] == "MATTO":
            return None
        w, _ = M.trick_winner(trick)
        plays += trick
        leader = w
    return plays


def choose_discard(hand, k, rng):
    cands = [c for c in hand if c not in M.FIVE]
    cands.sort(key=lambda c: (M.value(c), rng.random()))
    return cands[:k]


def declare_all(hand):
    items = []
    for kind, of, n, _v in M.best_combos(hand):
        if kind == "cricca":
            items.append({"kind": "cricca", "of": of, "count": n})
        elif of.startswith("suit:"):
            items.append({"kind": "sequence", "of": "suit", "suit": of[5:], "length": n})
        else:
            items.append({"kind": "sequence", "of": of, "length": n})
    return items


def ev_play(plays):
    return [{"type": "play", "seat": s, "card": c} for s, c in plays]


def check_piles_unambiguous():
    return not any(M.ambiguous(p) for p in R.LAST_PILES)


# ---------------------------------------------------------------- Ottocento
def otto_deal(
    seed,
    dealer,
    force=None,
    decl=None,
    script=None,
    discard=None,
    cond=None,
    tries=4000,
    hook=None,
    amb_ok=False,
    matto_loss=False,
):
    """Build one clean Ottocento deal; returns (deal dict, result per team)."""
    for k in range(tries):
        rng = random.Random(seed * 100003 + k)
        sizes = [15] * 4
        sizes[dealer] = 17
        hands, rest = deal_cards(rng, sizes, force or {})
        assert not rest
        dh = list(hands[dealer])
        disc = discard or choose_discard(dh, 2, rng)
        for c in disc:
            dh.remove(c)
        after = [list(h) for h in hands]
        after[dealer] = dh
        events = [{"type": "discard", "seat": dealer, "cards": disc}]
        for i in range(1, 5):
            s = (dealer + i) % 4
            items = decl[s] if decl and s in decl else declare_all(after[s])
            events.append({"type": "declare", "seat": s, "items": items})
        if not amb_ok and any(M.ambiguous(h) for h in after):
            continue
        h0 = hook() if hook else None
        plays = play_out(4, after, (dealer + 1) % 4, rng, lambda x: x % 2, script, not matto_loss, h0)
        if plays is None or "MATTO" in [c for _, c in plays[-4:]]:
            continue
        events += ev_play(plays)
        deal = {"dealer": dealer, "hands": hands, "events": events}
        res, _, _ = R.replay_deal("tarocchini-ottocento", deal)
        tricks_dealer = sum(1 for i in range(0, 60, 4) if M.trick_winner(plays[i : i + 4])[0] == dealer)
        if tricks_dealer == 0:
            continue
        if not check_piles_unambiguous():
            continue
        if h0 is not None and not getattr(h0, "done", True):
            continue
        if cond and not cond(deal, res, plays):
            continue
        return deal, res
    raise SystemExit(f"no deal for seed {seed}")


def otto_scores(deal, res, totals, breakdown=False):
    ev = []
    for t in (0, 1):
        if breakdown:
            for key, reason in (
                ("decl", "declarations"),
                ("combos", "combinations"),
                ("cards", "card_points"),
                ("last", "last_trick"),
            ):
                ev.append({"type": "score", "party": "team%d" % t, "points": res[t][key], "reason": reason})
        else:
            ev.append({"type": "score", "party": "team%d" % t, "points": res[t]["total"]})
    for t in (0, 1):
        totals[t] += res[t]["total"]
    for t in (0, 1):
        ev.append({"type": "total", "party": "team%d" % t, "points": totals[t]})
    deal["events"] += ev


# ---------------------------------------------------------------- Terziglio
def terz_deal(
    seed,
    dealer,
    widow,
    bids,
    force=None,
    exchange=None,
    cond=None,
    decl=None,
    script=None,
    tries=6000,
    hook=None,
    discard=None,
    solo_take=0,
    force_matto_ok=False,
):
    """bids: list of bid words in order from the eldest; exchange: number of cards taken."""
    size = 18 if widow == 8 else 19
    for k in range(tries):
        rng = random.Random(seed * 100019 + k)
        hands, talon = deal_cards(rng, [size] * 3, force or {})
        events = []
        declarer, contract = None, None
        for i, b in enumerate(bids):
            s = (dealer + 1 + i) % 3
            events.append({"type": "bid", "seat": s, "bid": b})
            if b != "pass":
                declarer, contract = s, b
        after = [list(h) for h in hands]
        if (contract == "gioco" and exchange) or solo_take:
            take = talon[: exchange or solo_take]
            after[declarer] += take
            disc = (
                discard(after[declarer], rng) if discard else choose_discard(after[declarer], len(take), rng)
            )
            for c in disc:
                after[declarer].remove(c)
            events.append({"type": "take", "seat": declarer, "cards": take})
            events.append({"type": "discard", "seat": declarer, "cards": disc})
        for i in range(1, 4):
            s = (dealer + i) % 3
            items = decl[s] if decl and s in decl else declare_all(after[s])
            events.append({"type": "declare", "seat": s, "items": items})

        def side(x, d=declarer):
            return 0 if x == d else 1

        if any(M.ambiguous(h) for h in after):
            continue
        h0 = hook() if hook else None
        plays = play_out(3, after, (dealer + 1) % 3, rng, side, script, True, h0)
        if plays is None or "MATTO" in [c for _, c in plays[-3:]]:
            continue
        if not force_matto_ok and any(
            c == "MATTO" and side(s) != side(M.trick_winner(plays[i - i % 3 : i - i % 3 + 3])[0])
            for i, (s, c) in enumerate(plays)
        ):
            continue
        events += ev_play(plays)
        deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": events}
        res, _, _ = R.replay_deal("tarocchini-terziglio", deal)
        if any(r["cards"] is None for r in res):
            continue
        if not check_piles_unambiguous():
            continue
        if h0 is not None and not getattr(h0, "done", True):
            continue
        if cond and not cond(deal, res, plays, declarer):
            continue
        return deal, res, declarer, contract
    raise SystemExit(f"no terz deal for seed {seed}")


def terz_result(res, declarer, contract):
    """Game points per seat: the winning side's points rounded to 50 (up when < 5 short), /50;
    solo doubled; a side with every trick gets 40.  Declarer must have more (tie loses)."""
    d, o = res[0], res[1]
    if o["tricks"] == 0:
        gp, win = 40, 0
    elif d["tricks"] == 0:
        gp, win = 40, 1
    else:
        win = 0 if d["total"] > o["total"] else 1
        gp = R.game_points(res[win]["total"])
        if contract == "solo":
            gp *= 2
    pts = {}
    for s in range(3):
        sd = 0 if s == declarer else 1
        pts[s] = gp if sd == win else 0
    return pts, win, gp


def terz_scores(deal, res, declarer, contract, totals):
    pts, win, gp = terz_result(res, declarer, contract)
    ev = [{"type": "score", "party": s, "points": pts[s]} for s in range(3)]
    for s in range(3):
        totals[s] += pts[s]
    ev += [{"type": "total", "party": s, "points": totals[s]} for s in range(3)]
    deal["events"] += ev
    return pts, win, gp


def write(name, game, players, deals, rules=None, start=None, note=None):
    t = {"format": "trick-transcript/1", "game": game}
    if rules:
        t["rules"] = rules
    t["players"] = players
    if start:
        t["start"] = start
    t["meta"] = {"round": "tarocchini-spec", "note": note or ""}
    t["deals"] = deals
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")


def fig(name, *lines):
    FIGS.setdefault(name, []).extend(lines)
