"""Blind generator for audit round gd-2faults-pay-3p (Galician Tarok, 3 players, payment records).

Written from Szczepanski's rules (seed 002, Polish) alone; it does not import validator.
Run:  python _gen.py [--check]   (writes NN-*.json and prints the planted faults with event indices)

Readings used (see EXPECTED.md for quotes):
- points: each pile counted as card values minus 2 per three cards (§14); the player's pile is his
  tricks plus his discard (the unbought talon and, at solo, the whole talon go to the helpers);
  a pile of 3t+1 or 3t+2 cards is rounded to the nearest whole point (the source is silent).
- game (§18): three 3/30, two 4/40, one 5/50, solo 6/60; won (>= 34): k*(pts-33)+add, single;
  lost (<= 33): (k*(33-pts)+add) * purchase number * contra level (§10, §16, §17).
- contra (§17): a won game counts double under any contra; recontra/supracontra act on a loss only.
- purchase number: three=1, bottom=2, top=3, each reject +1 (§10); twos and ones start at 1.
- premiums paid by/to each helper: trull 50/100 (§15), four kings 100/200 (§19), ultimo 50/100 (§6),
  volat 100k, doubled when announced (§18); announced and failed pays the announced value.
- unconditional loss (§12, §13, §23): premiums of the offending player not counted; won on points
  -> consolation = add * purchase number * contra level; lost on points -> the lost game.
- pool (§27): stake 10 each at a fresh pool / after an ultimo took it; 5 each on all-pass;
  10% of every win (a seat's receipts from seats); announced ultimo made takes the pool's
  content, failed pays that content into it.
"""

import json
import random
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
SUITS = "HDSC"
PIPS = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = [r + s for s in SUITS for r in "KQNJ"] + list(PIPS.values()) + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42
PLAYERS = ["Antoni", "Bronisława", "Cyprian"]
K = {"three": 3, "two": 4, "one": 5, "solo": 6}
PACKET = {"three": 3, "two": 2, "one": 1, "solo": 0}
LADDER = ["three", "bottom", "top", "two", "one", "solo"]


def is_t(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_t(c) else c[-1]


def rank(c):
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def val(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_t(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def pile_points(cards):
    return round(Fraction(sum(val(c) for c in cards)) - Fraction(2, 3) * len(cards))


def trick_winner(trick):
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if is_t(c) and not is_t(b):
            best = (s, c)
        elif suit(c) == suit(b) and rank(c) > rank(b):
            best = (s, c)
    return best[0]


def legal(hand, led):
    if led is None:
        return list(hand)
    ls = suit(led)
    same = [c for c in hand if suit(c) == ls]
    if same:
        return same
    tar = [c for c in hand if is_t(c)]
    return tar or list(hand)


def family(bid):
    return "three" if bid in ("three", "bottom", "top") else bid


# ------------------------------------------------------------------ auction (my model of §10)
def run_auction(forehand, script):
    """script: list of (seat, bid). Returns (declarer, bid) or (None, None) for all-pass.
    Raises on anything my model calls illegal (planted faults are added after)."""
    active = [forehand % 3, (forehand + 1) % 3, (forehand + 2) % 3]
    spoke = set()
    passed = set()
    high = None
    holder = None
    for seat, bid in script:
        if bid in ("pass", "pass_volat"):
            passed.add(seat)
        elif bid == "hold":
            assert high is not None and holder is not None
            assert active.index(seat) < active.index(holder), "hold needs priority"
            holder = seat
        else:
            assert high is None or LADDER.index(bid) > LADDER.index(high), (bid, high)
            high, holder = bid, seat
        spoke.add(seat)
    if high is None:
        return None, None
    assert all(s in passed for s in active if s != holder), "auction not finished"
    return holder, high


# ------------------------------------------------------------------ one deal
class Plan:
    def __init__(self, **kw):
        self.dealer = kw["dealer"]
        self.auction = kw.get("auction")  # list of (rel, bid), rel 0 = forehand
        self.rejects = kw.get("rejects", 0)
        self.p_ann = kw.get("p_ann", [])  # player's announced items (kinds)
        self.doubles = kw.get("doubles", [])  # list of (role, target, level); role P/H1/H2
        self.plant = kw.get("plant", {})
        self.hands = kw.get("hands")  # rigged (hands, talon) or None
        self.pred = kw.get("pred", lambda info: True)
        self.helper_ann = kw.get("helper_ann", True)
        self.pay_fault = kw.get("pay_fault")  # function(payments, info) -> payments, description


def deal_cards(rng):
    d = DECK[:]
    rng.shuffle(d)
    return [d[6:18], d[18:30], d[30:42]], d[:6]


def simulate(plan, rng, pool, stake_due):
    if plan.hands:
        hands, talon = plan.hands(rng)
    else:
        hands, talon = deal_cards(rng)
    hands = [list(h) for h in hands]
    dealt = [list(h) for h in hands]
    dealer = plan.dealer
    fh = (dealer + 1) % 3
    ev = []
    faults = []
    info = {"pool_before": pool}
    script = [((fh + r) % 3, b) for r, b in plan.auction]
    for seat, b in script:
        ev.append({"type": "bid", "seat": seat, "bid": b})
    if "bid_oot" in plan.plant:
        # swap the first two calls: the second seat speaks before the forehand
        ev[0], ev[1] = ev[1], ev[0]
        faults.append((0, "bid_out_of_turn", f"seat {ev[0]['seat']} bids before the forehand seat {fh}"))
    P, bid = run_auction(fh, script)
    pays = []
    if stake_due:
        for s in range(3):
            pays.append((s, "pool", 10, "pool_stake"))
        pool += 30
    if P is None:
        for s in range(3):
            pays.append((s, "pool", 5, "pool_pass"))
        pool += 15
        info.update(P=None, pool_after=pool, won_pool=False)
        return finish(plan, dealt, talon, ev, pays, faults, info, pool)
    fam = family(bid)
    mult = {"three": 1, "bottom": 2, "top": 3}.get(bid, 1) + plan.rejects
    H = [(P + 1) % 3, (P + 2) % 3]
    info.update(P=P, bid=bid, fam=fam, mult=mult, H=H)
    # ---- buying
    discard = []
    helper_pile_extra = []
    if fam == "solo":
        assert plan.rejects == 0
        helper_pile_extra = list(talon)
    else:
        n = PACKET[fam]
        packets = [talon[i : i + n] for i in range(0, 6, n)]
        ordinal = {"three": 1, "bottom": 2, "top": 3}.get(bid, 1) + plan.rejects
        pk = packets[(ordinal - 1) % len(packets)]
        for _ in range(plan.rejects):
            ev.append({"type": "call", "seat": P, "call": "reject"})
        if "helper_reject" in plan.plant:
            hseat = H[plan.plant["helper_reject"]]
            ev.insert(len(ev) - plan.rejects, {"type": "call", "seat": hseat, "call": "reject"})
            faults.append((len(ev) - plan.rejects - 1, "reject_by_helper", f"helper seat {hseat} calls reject"))
        ev.append({"type": "take", "seat": P, "cards": list(pk)})
        hands[P] += pk
        helper_pile_extra = [c for c in talon if c not in pk]
        # discard: lowest non-king suit cards, no tarocks
        if "king_discard" in plan.plant:
            kings = [c for c in hands[P] if c[0] == "K" and not is_t(c)]
            others = sorted([c for c in hands[P] if not is_t(c) and c[0] != "K"], key=val)
            if not kings or len(others) < n - 1:
                return None
            discard = [kings[0]] + others[: n - 1]
        else:
            cand = sorted([c for c in hands[P] if not is_t(c) and c[0] != "K"], key=val)
            if len(cand) < n:
                return None
            discard = cand[:n]
        for c in discard:
            hands[P].remove(c)
        ev.append({"type": "discard", "seat": P, "cards": discard})
        if "king_discard" in plan.plant:
            faults.append((len(ev) - 1, "king_discarded", f"player discards {discard[0]}"))
    info["discard"] = discard
    # ---- announcements
    p_items = [{"kind": k} for k in plan.p_ann]
    pann = {"type": "announce", "seat": P, "items": p_items}
    hanns = [{"type": "announce", "seat": h, "items": []} for h in H] if plan.helper_ann else []
    if "announce_oot" in plan.plant:
        # helper H2 says 'dobrze' before the player has announced
        ev.append(hanns[1])
        faults.append((len(ev) - 1, "announce_out_of_turn", f"helper seat {H[1]} announces before the player"))
        ev.append(pann)
        ev.append(hanns[0])
    else:
        ev.append(pann)
        ev.extend(hanns)
    level = 1
    for role, target, lv in plan.doubles:
        seat = P if role == "P" else H[int(role[1]) - 1]
        ev.append({"type": "double", "seat": seat, "target": target, "level": lv})
        if role == "P" and lv == 2:
            faults.append((len(ev) - 1, "contra_by_player", "the player gives contra on his own game"))
            continue
        if target == "game":
            level = max(level, lv)
    info["level"] = level
    ult = "pagat_ultimo" in plan.p_ann
    # ---- play
    leader = fh
    if "oot_lead" in plan.plant:
        leader = P
        assert P != fh
    piles = {0: [], 1: [], 2: []}
    tricks_won = {0: 0, 1: 0, 2: 0}
    pagat_lost_early = False
    renonce = None
    last_winner_card = None
    first_play_idx = len(ev)
    for t in range(12):
        trick = []
        for k in range(3):
            seat = (leader + k) % 3
            hand = hands[seat]
            led = trick[0][1] if trick else None
            opts = legal(hand, led)
            card = None
            pl = plan.plant
            if (
                "renonce" in pl
                and renonce is None
                and t >= pl["renonce"][1]
                and led is not None
                and not is_t(led)
                and seat == (P if pl["renonce"][0] == "P" else H[int(pl["renonce"][0][1]) - 1])
                and any(suit(c) == suit(led) for c in hand)
                and any(is_t(c) and c != "T1" for c in hand)
            ):
                tar = [c for c in hand if is_t(c) and c != "T1"]
                card = rng.choice(tar)
                renonce = (len(ev), seat, card, led)
            if card is None and "pagat_early" in pl and seat == P and t == pl["pagat_early"] and "T1" in hand:
                others = [c for c in opts if c != "T1"]
                if "T1" in opts and others:
                    card = "T1"
                    info["pagat_released"] = True
                    faults.append((len(ev), "pagat_released", f"player plays the pagat voluntarily in trick {t + 1}"))
            if card is None:
                if seat == P and ult and t < 11 and "T1" in opts:
                    others = [c for c in opts if c != "T1"]
                    if others:
                        opts = others
                    else:
                        pagat_lost_early = True
                if (
                    seat == P
                    and plan.plant.get("keep_pagat")
                    and t < 11
                    and "T1" in opts
                    and len(opts) > 1
                ):
                    opts = [c for c in opts if c != "T1"]
                card = rng.choice(sorted(opts))
            hand.remove(card)
            trick.append((seat, card))
            ev.append({"type": "play", "seat": seat, "card": card})
        w = trick_winner(trick)
        piles[w] += [c for _, c in trick]
        tricks_won[w] += 1
        leader = w
        if t == 11:
            last_winner_card = dict(trick)[w]
            last_winner = w
    if "renonce" in plan.plant:
        if renonce is None:
            return None
        faults.append((renonce[0], "revoke", f"seat {renonce[1]} trumps {renonce[3]} with {renonce[2]} holding the suit"))
    if "oot_lead" in plan.plant:
        faults.append((first_play_idx, "out_of_turn", f"seat {P} leads trick 1; forehand is seat {fh}"))
    info["renonce"] = renonce
    # ---- scoring
    ppile = piles[P] + discard
    hpile = piles[H[0]] + piles[H[1]] + helper_pile_extra
    pts = pile_points(ppile)
    assert pts + pile_points(hpile) == 66, (pts, pile_points(hpile))
    info["pts"] = pts
    info["tricks_P"] = tricks_won[P]
    k = K[fam]
    add = 10 * k
    p_fault = "king_discard" in plan.plant or (renonce is not None and renonce[1] == P)
    h_fault = renonce is not None and renonce[1] != P
    info["p_fault"], info["h_fault"] = p_fault, h_fault
    volat = tricks_won[P] == 12
    info["volat"] = volat
    prem = {}
    # helper-side premiums are kept out of this round (ambiguous in the source)
    hp = piles[H[0]] + piles[H[1]]
    if all(c in hp for c in ("SKIZ", "T21", "T1")) or all(s + "" in hp for s in ("KH", "KD", "KS", "KC")):
        return None
    if (len([c for c in piles[H[0]] if c in ("SKIZ", "T21", "T1")]) == 3) or tricks_won[P] == 0:
        return None
    trull = all(c in piles[P] for c in ("SKIZ", "T21", "T1"))
    kings = all(c in piles[P] for c in ("KH", "KD", "KS", "KC"))
    ultimo_made = last_winner == P and last_winner_card == "T1"
    info.update(trull=trull, kings=kings, ultimo_made=ultimo_made, pagat_lost_early=pagat_lost_early)
    # game
    if volat and not p_fault:
        game = 100 * k * (2 if "volat" in plan.p_ann else 1)
        greason = "volat"
        gdir = +1
    elif "volat" in plan.p_ann and not p_fault:
        return None  # failed announced volat: not used in this round
    elif p_fault:
        gdir = -1
        greason = "game"
        game = (add if pts >= 34 else k * (33 - pts) + add) * mult * level
    elif h_fault:
        if pts < 34:
            return None
        gdir, greason, game = +1, "game", (k * (pts - 33) + add) * (2 if level >= 2 else 1)
    elif pts >= 34:
        gdir, greason, game = +1, "game", (k * (pts - 33) + add) * (2 if level >= 2 else 1)
    else:
        gdir, greason, game = -1, "game", (k * (33 - pts) + add) * mult * level
    info.update(game=game, gdir=gdir)
    if not p_fault:
        for kind, made, silent, ann_v in (
            ("trull", trull, 50, 100),
            ("four_kings", kings, 100, 200),
            ("pagat_ultimo", ultimo_made, 50, 100),
        ):
            if kind in plan.p_ann:
                prem[kind] = ann_v if made else -ann_v
            elif made:
                prem[kind] = silent
    info["prem"] = prem
    # mixed directions are kept out (10% of what?)
    if any((v > 0) != (gdir > 0) for v in prem.values()):
        return None
    for h in H:
        if gdir > 0:
            pays.append((h, P, game, greason))
        else:
            pays.append((P, h, game, greason))
    for kind, v in prem.items():
        for h in H:
            pays.append((h, P, v, kind) if v > 0 else (P, h, -v, kind))
    won_pool = False
    if ult and not p_fault:
        if ultimo_made:
            pays.append(("pool", P, pool, "pool_ultimo"))
            won_pool = True
            pool = 0
        else:
            pays.append((P, "pool", pool, "pool_ultimo"))
            pool += pool
    receipts = {s: 0 for s in range(3)}
    for f, to, a, _r in pays:
        if isinstance(f, int) and isinstance(to, int):
            receipts[to] += a
    for s in range(3):
        if receipts[s] > 0:
            share = Fraction(receipts[s]) / 10
            pays.append((s, "pool", share, "pool_share"))
            pool += share
    info.update(pool_after=pool, won_pool=won_pool, receipts=receipts)
    if not plan.pred(info):
        return None
    return finish(plan, dealt, talon, ev, pays, faults, info, pool)


def num(x):
    x = Fraction(x)
    return int(x) if x.denominator == 1 else float(x)


def finish(plan, dealt, talon, ev, pays, faults, info, pool):
    correct = list(pays)
    if plan.pay_fault:
        pays, desc = plan.pay_fault(list(pays), info)
    base = len(ev)
    for f, to, a, r in pays:
        ev.append({"type": "payment", "from": f, "to": to, "amount": num(a), "reason": r})
    if plan.pay_fault:
        if len(pays) != len(correct):
            i = next((j for j, (p, q) in enumerate(zip(pays, correct, strict=False)) if p != q), len(pays))
            faults.append((base + i, "wrong_payment", f"{desc}: missing {correct[i]}"))
        else:
            for i, (p, q) in enumerate(zip(pays, correct, strict=False)):
                if p != q:
                    faults.append((base + i, "wrong_payment", f"{desc}: recorded {p}, rules {q}"))
    deal = {"dealer": plan.dealer, "hands": dealt, "talon": talon, "events": ev}
    info["correct_payments"] = correct
    return deal, faults, info, pool


def search(plan, seed, pool, stake_due, tries=200000):
    for i in range(tries):
        rng = random.Random(seed * 1000003 + i)
        r = simulate(plan, rng, pool, stake_due)
        if r is not None:
            return r
    raise RuntimeError(f"no deal found for seed {seed}")


# ------------------------------------------------------------------ sessions
def session(name, plans, seed, start_pool=None, start_totals=None, rules=None, meta_note=""):
    pool = start_pool or 0
    stake_due = start_pool is None
    deals = []
    allfaults = []
    notes = []
    totals = list(start_totals or [0, 0, 0])
    for di, plan in enumerate(plans):
        deal, faults, info, pool = search(plan, seed + 17 * di, pool, stake_due)
        stake_due = info.get("won_pool", False)
        for ei, code, msg in faults:
            allfaults.append((di, ei, code, msg))
        for f, to, a, _r in info["correct_payments"]:
            if isinstance(f, int):
                totals[f] -= Fraction(a)
            if isinstance(to, int):
                totals[to] += Fraction(a)
        notes.append((di, info))
        deals.append(deal)
    doc = {"format": "trick-transcript/1", "game": "galician-tarok", "players": PLAYERS}
    if rules:
        doc["rules"] = rules
    if start_pool is not None:
        doc["start"] = {"pools": {"pool": start_pool}, "totals": start_totals}
    doc["meta"] = {"round": "gd-2faults-pay-3p", "note": meta_note}
    doc["deals"] = deals
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    return allfaults, notes, pool, totals


def A(*pairs):
    return list(pairs)


def fault_amount(idx_pred, new_amount_fn, desc):
    def f(pays, info):
        out = []
        done = False
        for p in pays:
            if not done and idx_pred(p, info):
                out.append((p[0], p[1], new_amount_fn(p[2], info), p[3]))
                done = True
            else:
                out.append(p)
        assert done, desc
        return out, desc

    return f


# rigged deals ------------------------------------------------------
def rig_volat(rng):
    # player = dealer = seat 0 (third to play in trick 1); he holds SKIZ, T21..T11
    p = ["SKIZ"] + [f"T{i}" for i in range(21, 10, -1)]
    # talon: first packet (bought) three low suit cards, second packet with T1 and a king
    talon = ["JH", "10S", "JD", "T1", "KC", "1D"]
    rest = [c for c in DECK if c not in p and c not in talon]
    rng.shuffle(rest)
    h1, h2 = rest[:12], rest[12:]
    return [p, h1, h2], talon


def rig_with(P, need):
    """A random deal in which seat P holds the cards in need (swapped in from the others)."""

    def f(rng):
        d = DECK[:]
        rng.shuffle(d)
        talon, hands = d[:6], [d[6:18], d[18:30], d[30:42]]
        for c in need:
            if c in hands[P]:
                continue
            give = rng.choice([x for x in hands[P] if x not in need])
            for h in (hands[(P + 1) % 3], hands[(P + 2) % 3], talon):
                if c in h:
                    h[h.index(c)] = give
            hands[P][hands[P].index(give)] = c
        assert sorted(hands[0] + hands[1] + hands[2] + talon) == sorted(DECK)
        return hands, talon

    return f


def game_at_rate(k2, desc, mult_override=None):
    def f(pays, info):
        k = k2
        add = 10 * k
        pts, mult, level = info["pts"], info["mult"], info["level"]
        if mult_override is not None:
            mult = mult_override
        if info["gdir"] > 0:
            g = (k * (pts - 33) + add) * (2 if level >= 2 else 1)
        else:
            g = (k * (33 - pts) + add) * mult * level
        return [(p[0], p[1], g, p[3]) if p[3] == "game" else p for p in pays], desc

    return f


def kings_wrong_way(pays, info):
    out = []
    for p in pays:
        if p[3] == "four_kings" and p[1] == info["H"][0]:
            out.append((p[1], p[0], p[2], p[3]))
        else:
            out.append(p)
    return out, "first helper's four-kings payment written the wrong way (as if made)"


def main():
    report = []

    def out(name, res):
        faults, notes, pool, totals = res
        report.append((name, faults, notes, pool, totals))

    # 01 clean: fresh session; three (first packet) / all pass / two with one reject; pass_volat
    def no_pagat(rel):
        return rel

    out(
        "01-clean-fresh-three-pass-two.json",
        session(
            "01-clean-fresh-three-pass-two.json",
            [
                Plan(dealer=0, auction=A((0, "pass"), (1, "three"), (2, "pass"))),
                Plan(dealer=1, auction=A((0, "pass"), (1, "pass"), (2, "pass"))),
                Plan(dealer=2, auction=A((0, "three"), (1, "two"), (2, "pass"), (0, "hold"), (1, "pass")), rejects=1),
            ],
            seed=101,
            meta_note="clean",
        ),
    )
    # 02 clean, taken up mid-session: announced pagat ultimo made takes the pool; next deal re-stakes
    out(
        "02-clean-mid-ultimo-takes-pool.json",
        session(
            "02-clean-mid-ultimo-takes-pool.json",
            [
                Plan(
                    dealer=1,
                    auction=A((0, "pass"), (1, "pass"), (2, "three")),
                    p_ann=["pagat_ultimo"],
                    pred=lambda i: i["ultimo_made"] and i["gdir"] > 0,
                ),
                Plan(dealer=2, auction=A((0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "pass"))),
                Plan(dealer=0, auction=A((0, "pass"), (1, "one"), (2, "pass"))),
            ],
            seed=202,
            start_pool=87,
            start_totals=[-20, -45, -22],
            meta_note="clean; taken up mid-session with the pool at 87",
        ),
    )
    # 03 clean: one with a reject, contra + recontra, the player wins (single x2 only)
    out(
        "03-clean-one-contra-recontra-won.json",
        session(
            "03-clean-one-contra-recontra-won.json",
            [
                Plan(dealer=2, auction=A((0, "pass"), (1, "three"), (2, "pass"))),
                Plan(
                    dealer=0,
                    auction=A((0, "three"), (1, "one"), (2, "pass"), (0, "pass")),
                    rejects=1,
                    doubles=[("H1", "game", 2), ("P", "game", 4)],
                    pred=lambda i: i["gdir"] > 0,
                ),
            ],
            seed=303,
            meta_note="clean",
        ),
    )

    # 04: player's renonce (wins on points -> consolation) + one consolation payment wrong
    out(
        "04-player-renonce-wrong-consolation.json",
        session(
            "04-player-renonce-wrong-consolation.json",
            [
                Plan(dealer=0, auction=A((0, "pass"), (1, "three"), (2, "pass"))),
                Plan(
                    dealer=1,
                    auction=A((0, "three"), (1, "bottom"), (2, "pass"), (0, "pass")),
                    plant={"renonce": ("P", 2)},
                    pred=lambda i: i["pts"] >= 40,
                    pay_fault=fault_amount(
                        lambda p, i: p[3] == "game" and p[1] == i["H"][1],
                        lambda a, i: 3 * (i["pts"] - 33) + 30,
                        "second helper's consolation written as the won game's value",
                    ),
                ),
                Plan(dealer=2, auction=A((0, "pass"), (1, "pass"), (2, "two"))),
            ],
            seed=404,
            meta_note="2 faults in deal 1",
        ),
    )
    # 05: king laid away (two) + wrong pool share; mid-session; with an all-pass deal first
    out(
        "05-mid-king-discard-wrong-share.json",
        session(
            "05-mid-king-discard-wrong-share.json",
            [
                Plan(dealer=2, auction=A((0, "pass"), (1, "pass"), (2, "pass"))),
                Plan(
                    dealer=0,
                    auction=A((0, "pass"), (1, "three"), (2, "two"), (1, "pass")),
                    plant={"king_discard": True},
                    pred=lambda i: i["pts"] >= 34,
                    pay_fault=fault_amount(
                        lambda p, i: p[3] == "pool_share",
                        lambda a, i: a / 2,
                        "first helper's 10% share halved",
                    ),
                ),
                Plan(dealer=1, auction=A((0, "three"), (1, "pass"), (2, "pass"))),
            ],
            seed=505,
            start_pool=64,
            start_totals=[-12, -30, -22],
            meta_note="2 faults in deal 1",
        ),
    )
    # 06: player gives contra himself + announced trull paid as silent (50 instead of 100)
    out(
        "06-player-contra-trull-underpaid.json",
        session(
            "06-player-contra-trull-underpaid.json",
            [
                Plan(dealer=1, auction=A((0, "three"), (1, "pass"), (2, "pass"))),
                Plan(
                    dealer=2,
                    auction=A((0, "pass"), (1, "three"), (2, "pass")),
                    hands=rig_with(1, ("SKIZ", "T21", "T1")),
                    p_ann=["trull"],
                    doubles=[("P", "game", 2)],
                    plant={"keep_pagat": True},
                    pred=lambda i: i["trull"] and i["gdir"] > 0 and not i["kings"],
                    pay_fault=fault_amount(
                        lambda p, i: p[3] == "trull" and p[0] == i["H"][0],
                        lambda a, i: 50,
                        "announced trull paid at the silent rate by the first helper",
                    ),
                ),
            ],
            seed=606,
            meta_note="2 faults in deal 1",
        ),
    )

    # 07: out-of-turn bid + exactly 33 points paid as a win (wrong consolation threshold)
    def as_win(pays, info):
        P = info["P"]
        out_ = []
        for f, to, a, r in pays:
            if r == "game":
                out_.append((to, f, 30, r))
            elif r == "pool_share":
                continue
            else:
                out_.append((f, to, a, r))
        out_.append((P, "pool", 6, "pool_share"))
        return out_, "33 points treated as a won game"

    out(
        "07-bid-out-of-turn-33-paid-as-win.json",
        session(
            "07-bid-out-of-turn-33-paid-as-win.json",
            [
                Plan(dealer=0, auction=A((0, "three"), (1, "pass"), (2, "pass"))),
                Plan(
                    dealer=1,
                    auction=A((0, "pass"), (1, "three"), (2, "pass")),
                    plant={"bid_oot": True},
                    pred=lambda i: i["pts"] == 33 and not i["prem"],
                    pay_fault=as_win,
                ),
                Plan(dealer=2, auction=A((0, "pass"), (1, "pass"), (2, "three"))),
            ],
            seed=707,
            meta_note="2 faults in deal 1",
        ),
    )
    # 08: after an ultimo took the pool, the next deal owes stakes; helper renonce + a stake missing
    out(
        "08-helper-renonce-stake-missing.json",
        session(
            "08-helper-renonce-stake-missing.json",
            [
                Plan(
                    dealer=0,
                    auction=A((0, "three"), (1, "pass"), (2, "pass")),
                    p_ann=["pagat_ultimo"],
                    pred=lambda i: i["ultimo_made"] and i["gdir"] > 0,
                ),
                Plan(
                    dealer=1,
                    auction=A((0, "pass"), (1, "three"), (2, "pass")),
                    plant={"renonce": ("H1", 1)},
                    pay_fault=lambda pays, info: (
                        [p for p in pays if not (p[3] == "pool_stake" and p[0] == info["H"][1])],
                        "second helper's stake left out",
                    ),
                ),
            ],
            seed=808,
            meta_note="2 faults in deal 1",
        ),
    )
    # 09: announced ultimo, pagat given up voluntarily; failed-ultimo pool payment wrong; mid-session
    out(
        "09-mid-pagat-released-pool-underpaid.json",
        session(
            "09-mid-pagat-released-pool-underpaid.json",
            [
                Plan(dealer=0, auction=A((0, "pass"), (1, "three"), (2, "pass"))),
                Plan(
                    dealer=1,
                    auction=A((0, "three"), (1, "pass"), (2, "pass")),
                    p_ann=["pagat_ultimo"],
                    plant={"pagat_early": 6},
                    pred=lambda i: i["gdir"] < 0 and i.get("pagat_released"),
                    pay_fault=fault_amount(
                        lambda p, i: p[3] == "pool_ultimo",
                        lambda a, i: 10,
                        "failed ultimo pays one stake instead of the pool's content",
                    ),
                ),
            ],
            seed=909,
            start_pool=143,
            start_totals=[-41, -70, -32],
            meta_note="2 faults in deal 1",
        ),
    )
    # 10: helper announces before the player + announced four kings failed but paid to the player
    out(
        "10-announce-out-of-turn-kings-wrong-way.json",
        session(
            "10-announce-out-of-turn-kings-wrong-way.json",
            [
                Plan(dealer=2, auction=A((0, "three"), (1, "pass"), (2, "pass"))),
                Plan(
                    dealer=0,
                    auction=A((0, "pass"), (1, "three"), (2, "pass")),
                    hands=rig_with(2, ("KH", "KD", "KS", "KC")),
                    p_ann=["four_kings"],
                    plant={"announce_oot": True},
                    pred=lambda i: i["gdir"] < 0 and not i["kings"],
                    pay_fault=kings_wrong_way,
                ),
                Plan(dealer=1, auction=A((0, "pass"), (1, "pass"), (2, "two"))),
            ],
            seed=1010,
            meta_note="2 faults in deal 1",
        ),
    )
    # 11: announced volat made; helper renonce in trick 1; one helper pays the silent volat
    out(
        "11-volat-helper-renonce-underpaid.json",
        session(
            "11-volat-helper-renonce-underpaid.json",
            [
                Plan(dealer=2, auction=A((0, "pass"), (1, "three"), (2, "pass"))),
                Plan(
                    dealer=0,
                    auction=A((0, "pass"), (1, "pass"), (2, "three")),
                    hands=rig_volat,
                    p_ann=["volat"],
                    plant={"renonce": ("H2", 0)},
                    pred=lambda i: i["volat"] and i["renonce"] is not None,
                    pay_fault=fault_amount(
                        lambda p, i: p[3] == "volat" and p[0] == i["H"][1],
                        lambda a, i: 300,
                        "announced volat paid at the silent 300 by the second helper",
                    ),
                ),
            ],
            seed=1111,
            meta_note="2 faults in deal 1",
        ),
    )
    # 12: solo, the player leads trick 1 instead of the forehand; solo paid at the ones' rate
    out(
        "12-mid-solo-lead-out-of-turn-ones-rate.json",
        session(
            "12-mid-solo-lead-out-of-turn-ones-rate.json",
            [
                Plan(dealer=1, auction=A((0, "three"), (1, "pass"), (2, "pass"))),
                Plan(
                    dealer=2,
                    auction=A((0, "three"), (1, "solo"), (2, "pass"), (0, "pass")),
                    plant={"oot_lead": True},
                    pay_fault=game_at_rate(5, "solo game paid at the ones' rate (5 and 50)"),
                ),
            ],
            seed=1212,
            start_pool=52,
            start_totals=[-30, -4, -18],
            meta_note="2 faults in deal 1",
        ),
    )
    # 13: fourth two (three rejects) with contra, lost; a helper calls 'reject'; paid as the third two
    out(
        "13-fourth-two-helper-reject-lost-as-third.json",
        session(
            "13-fourth-two-helper-reject-lost-as-third.json",
            [
                Plan(dealer=0, auction=A((0, "pass"), (1, "pass"), (2, "three"))),
                Plan(
                    dealer=1,
                    auction=A((0, "three"), (1, "two"), (2, "pass"), (0, "pass")),
                    rejects=3,
                    doubles=[("H2", "game", 2)],
                    plant={"helper_reject": 0},
                    pred=lambda i: i["gdir"] < 0,
                    pay_fault=game_at_rate(4, "fourth two paid as the third (x3)", mult_override=3),
                ),
                Plan(dealer=2, auction=A((0, "pass"), (1, "three"), (2, "pass"))),
            ],
            seed=1313,
            meta_note="2 faults in deal 1",
        ),
    )
    return report


def figures(rep):
    """Per file and deal: the figures EXPECTED.md quotes (payments with their event indices)."""
    lines = []
    for name, faults, notes, _pool, _totals in rep:
        doc = json.loads((HERE / name).read_text())
        lines.append(f"### {name}")
        for di, info in notes:
            deal = doc["deals"][di]
            if info.get("P") is None:
                lines.append(f"- deal {di}: all pass; pool {float(info['pool_before']):g} -> {float(info['pool_after']):g}")
            else:
                lines.append(
                    f"- deal {di}: dealer {deal['dealer']}, player {info['P']} {info['bid']} (x{info['mult']}), "
                    f"contra level {info['level']}, player's points {info['pts']}, tricks {info['tricks_P']}, "
                    f"game {info['game']} {'to' if info['gdir'] > 0 else 'from'} the player per helper, premiums "
                    f"{info['prem']}, pool {float(info['pool_before']):g} -> {float(info['pool_after']):g}"
                )
            rec = [(i, e) for i, e in enumerate(deal["events"]) if e["type"] == "payment"]
            corr = info["correct_payments"]
            recs = [(e["from"], e["to"], e["amount"], e["reason"]) for _, e in rec]
            cors = [(f, t, num(a), r) for f, t, a, r in corr]
            if recs != cors:
                lines.append(f"  - recorded: {[(i, (e['from'], e['to'], e['amount'], e['reason'])) for i, e in rec]}")
                lines.append(f"  - rules:    {cors}")
        for di, ei, code, msg in faults:
            lines.append(f"- FAULT deal {di} event {ei} {code}: {msg}")
    return "\n".join(lines)


if __name__ == "__main__":
    rep = main()
    if "--figures" in sys.argv:
        print(figures(rep))
        sys.exit(0)
    for name, faults, notes, pool, totals in rep:
        print(name, "pool after:", float(pool), "totals:", [float(t) for t in totals])
        for di, info in notes:
            keep = {k: v for k, v in info.items() if k not in ("correct_payments",)}
            print("  deal", di, {k: (float(v) if isinstance(v, Fraction) else v) for k, v in keep.items()})
        for f in faults:
            print("  FAULT", f)
    if "--check" in sys.argv:
        pass
