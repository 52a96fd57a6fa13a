"""Blind generator for the gd-fragment-pay-45p audit round (Galician tarok, Szczepanski, seeds/002).

Four- and five-player payment records taken up mid-session: start.totals (not all 0), no
start.pools, so the pool's content is unknown until an announced ultimo takes it or a failed one
pays its content in. Every figure below is computed here from the source, not from the engine.

Readings taken from the source (see EXPECTED.md for the quotes):
- §8: at four the dealer (the king) plays no cards but shares the result as a helper; at five one
  seat sits out (no play, no result) for a round of four deals, the other four play as at four.
- §14/§18: every group of three cards counts its points less 2 (tricks, the player's discard, the
  three talon cards he did not buy, which count for the helpers); 33 is lost; a three bought with
  the first packet: 3 x (points over 33) + 30 won, 3 x (points short of 33) + 30 lost (single).
- §17/§20: the player is paid by / pays each helper and the king alike.
- §6/§27: an announced pagat ultimo is 100 from/to each other seat in the deal; made, the player
  takes the pool; failed, he pays its whole content into it.
- §27: each seat in the deal stakes 10 into an empty pool (the deal after a take); 10% of every
  win goes in (game and ultimo; not the pool taken); an all-pass costs each of the three 5; the
  dealer's fee where the rules name one.
- The pool's content at a take or a failed ultimo's pay-in is what it holds at that point of the
  record: after this deal's dealer fee and stakes, before this deal's 10% shares (written after it).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent

SUITS = "HDSC"
PIP = {"H": "1", "D": "1", "S": "10", "C": "10"}
SUIT_RANK = {"K": 4, "Q": 3, "N": 2, "J": 1}


def deck() -> list[str]:
    cards = []
    for s in SUITS:
        for r in ("K", "Q", "N", "J"):
            cards.append(r + s)
        cards.append(PIP[s] + s)
    cards += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    return cards


def is_t(c: str) -> bool:
    return c == "SKIZ" or c.startswith("T")


def trank(c: str) -> int:
    return 22 if c == "SKIZ" else int(c[1:])


def suit(c: str) -> str:
    return c[-1]


def srank(c: str) -> int:
    return SUIT_RANK.get(c[0], 0) if not c[0].isdigit() else 0


def value(c: str) -> int:
    if is_t(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def group_points(cards: list[str]) -> int:
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return list(hand)
    if is_t(led):
        ts = [c for c in hand if is_t(c)]
        return ts or list(hand)
    same = [c for c in hand if not is_t(c) and suit(c) == suit(led)]
    if same:
        return same
    ts = [c for c in hand if is_t(c)]
    return ts or list(hand)


def winner(trick: list[tuple[int, str]]) -> int:
    ts = [(trank(c), s) for s, c in trick if is_t(c)]
    if ts:
        return max(ts)[1]
    led = suit(trick[0][1])
    return max((srank(c), s) for s, c in trick if not is_t(c) and suit(c) == led)[1]


# ---------------------------------------------------------------------------------------- seats
def roles(n: int, dealer: int, sitter: int | None) -> tuple[list[int], list[int]]:
    """(active seats in order from the forehand, seats in the result)."""
    active = []
    s = dealer
    while len(active) < 3:
        s = (s + 1) % n
        if s != dealer and s != sitter:
            active.append(s)
    inres = [x for x in range(n) if x != sitter]
    return active, inres


def schedule(n: int, first_dealer: int, sitter: int | None, pos: int, ndeals: int):
    """Dealers (and sitters at five): the deal passes to the next seat, skipping the seat sitting
    out; at five the seat sitting out changes to the next seat after four deals (§8 'przez jedną
    kolejkę, t.j. w czasie czterokrotnego rozdzielania kart')."""
    out = []
    d, s, p = first_dealer, sitter, pos
    for _ in range(ndeals):
        out.append((d, s))
        if n == 5:
            p += 1
            if p == 4:
                p = 0
                s = (s + 1) % 5
        nd = (d + 1) % n
        while n == 5 and nd == s:
            nd = (nd + 1) % n
        d = nd
    return out


# ----------------------------------------------------------------------------------- one deal
def play_deal(rng: random.Random, n: int, dealer: int, sitter: int | None, kind: str):
    """Search shuffles until the deal has the outcome `kind` with whole 10% shares and no silent
    premium (trull, four kings, silent ultimo, volat) that would muddy the figures."""
    active, inres = roles(n, dealer, sitter)
    for _attempt in range(200000):
        cards = deck()
        rng.shuffle(cards)
        talon = cards[:6]
        hands = {a: cards[6 + 12 * i : 18 + 12 * i] for i, a in enumerate(active)}
        if kind == "allpass":
            # nobody with a hand worth a three: at most 6 tarocks each, no pagat with 7+
            if max(sum(is_t(c) for c in h) for h in hands.values()) > 6:
                continue
            return dict(active=active, inres=inres, hands=hands, talon=talon, kind=kind)
        ult = kind.startswith("ult")
        if ult:
            cands = [
                a for a in active if "T1" in hands[a] and sum(is_t(c) for c in hands[a] + talon[:3]) >= 8
            ]
        else:
            cands = [
                a
                for a in active
                if sum(is_t(c) for c in hands[a] + talon[:3]) >= 7 and "T1" not in hands[a] + talon[:3]
            ]
        if not cands:
            continue
        player = rng.choice(cands)
        full = hands[player] + talon[:3]
        throwable = [c for c in full if not is_t(c) and c[0] != "K"]
        if len(throwable) < 3:
            continue
        throwable.sort(key=lambda c: (value(c), rng.random()))
        discard = throwable[:3]
        hand = {a: list(h) for a, h in hands.items()}
        hand[player] = [c for c in full if c not in discard]
        plays = []
        pile = {a: [] for a in active}
        leader = active[0]
        ult_fail = False
        last_trick = None
        for t in range(12):
            order = active[active.index(leader) :] + active[: active.index(leader)]
            trick = []
            for s in order:
                led = trick[0][1] if trick else None
                lg = legal(hand[s], led)
                if s == player and ult:
                    keep = [c for c in lg if c != "T1"]
                    if keep:
                        lg = keep
                    if led is None:
                        ts = sorted((c for c in lg if is_t(c)), key=trank)
                        if ts:
                            lg = [ts[-1]]
                c = rng.choice(lg)
                if s == player and c == "T1" and t < 11 and ult:
                    ult_fail = True
                hand[s].remove(c)
                trick.append((s, c))
                plays.append((s, c))
            w = winner(trick)
            pile[w] += [c for _, c in trick]
            leader = w
            last_trick = (trick, w)
        helpers = [a for a in active if a != player]
        if all(len(pile[h]) == 0 for h in helpers) or len(pile[player]) == 0:
            continue
        ppile = pile[player] + discard
        hpile = pile[helpers[0]] + pile[helpers[1]] + talon[3:]
        bad = False
        for side in (ppile, hpile):
            if all(c in side for c in ("SKIZ", "T21", "T1")):
                bad = True
            if all(("K" + s) in side for s in SUITS):
                bad = True
        if bad:
            continue
        trick, w = last_trick
        pagat_last = [s for s, c in trick if c == "T1"]
        made = w == player and pagat_last == [player]
        if not ult and made:
            continue  # a silent ultimo (50) would muddy the figures
        p = group_points(ppile)
        won = p > 33
        V = 3 * (p - 33) + 30 if won else 3 * (33 - p) + 30
        if V % 10:
            continue
        if kind == "win" and not won:
            continue
        if kind == "loss" and won:
            continue
        if kind == "ult_made" and not (made and won and not ult_fail):
            continue
        if kind == "ult_fail" and (made or won):
            continue
        # the deal as dealt: the player's 12 cards
        return dict(
            active=active,
            inres=inres,
            hands=hands,
            talon=talon,
            kind=kind,
            player=player,
            discard=discard,
            plays=plays,
            points=p,
            won=won,
            V=V,
            ult=ult,
            made=made,
        )
    raise RuntimeError("no deal found for " + kind)


# ------------------------------------------------------------------------------------- a file
def build(spec: dict) -> tuple[dict, dict]:
    rng = random.Random(spec["seed"])
    n = spec["n"]
    names = spec["names"]
    stake = 10
    fee = (spec.get("rules") or {}).get("pool_dealer_fee", 0)
    sched = schedule(n, spec["dealer"], spec.get("sitter"), spec.get("pos", 0), len(spec["deals"]))
    totals = list(spec["totals"])
    C0 = -sum(totals)  # what the pool holds (the engine is not told)
    pool = C0  # physical content, by what the record pays in and out
    known = False
    stake_due = spec.get("stake_due", False)
    faults = {}
    for f in spec.get("faults", []):
        faults.setdefault(f["deal"], []).append(f)
    out_deals = []
    info = []
    expected_viol = []
    ses_exp = {str(i): 0 for i in range(n)} | {"pool": 0}
    ses_rec = {str(i): 0 for i in range(n)} | {"pool": 0}
    for di, kind in enumerate(spec["deals"]):
        dealer, sitter = sched[di]
        d = play_deal(rng, n, dealer, sitter, kind)
        fs = faults.get(di, [])
        ev = []
        exp = {str(i): 0 for i in range(n)} | {"pool": 0}  # by the rules
        rec = {str(i): 0 for i in range(n)} | {"pool": 0}  # as paid
        notes = []

        def pay(frm, to, amount, reason, rule_amount=None, rule=True):
            ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
            rec[str(frm)] -= amount
            rec[str(to)] += amount
            if rule:
                ra = amount if rule_amount is None else rule_amount
                exp[str(frm)] -= ra
                exp[str(to)] += ra

        def exp_only(frm, to, amount):
            exp[str(frm)] -= amount
            exp[str(to)] += amount

        pool_before = pool if known else None
        if fee:
            pay(dealer, "pool", fee, "pool_deal")
            pool += fee
        if stake_due:
            for s in d["inres"]:
                if any(f["type"] == "missing_stake" and f["seat"] == s for f in fs):
                    exp_only(s, "pool", stake)
                    expected_viol.append(
                        (di, None, "missing_payment", f"{names[s]}'s stake of {stake} missing")
                    )
                    notes.append(f"FAULT: {names[s]}'s stake missing")
                    continue
                pay(s, "pool", stake, "pool_stake")
                pool += stake
            stake_due = False
        for f in fs:
            if f["type"] == "sitter_stake":
                expected_viol.append(
                    (di, len(ev), "unexpected_payment", f"{names[sitter]} sits out and stakes")
                )
                pay(sitter, "pool", stake, "pool_stake", rule=False)
                pool += stake
                notes.append(f"FAULT: {names[sitter]} (sitting out) stakes {stake}")
        hands_out = [[] for _ in range(n)]
        for a in d["active"]:
            hands_out[a] = d["hands"][a]
        # auction
        if kind == "allpass":
            for a in d["active"]:
                ev.append({"type": "bid", "seat": a, "bid": "pass"})
            for a in d["active"]:
                pay(a, "pool", 5, "pool_pass")
                pool += 5
        else:
            P = d["player"]
            for a in d["active"]:
                ev.append({"type": "bid", "seat": a, "bid": "three" if a == P else "pass"})
            ev.append({"type": "take", "seat": P, "cards": d["talon"][:3]})
            ev.append({"type": "discard", "seat": P, "cards": d["discard"]})
            ev.append(
                {"type": "announce", "seat": P, "items": [{"kind": "pagat_ultimo"}] if d["ult"] else []}
            )
            k = d["active"].index(P)
            for a in d["active"][k + 1 :] + d["active"][:k]:
                ev.append({"type": "announce", "seat": a, "items": []})
            for s, c in d["plays"]:
                ev.append({"type": "play", "seat": s, "card": c})
            others = [s for s in d["inres"] if s != P]
            wins = {s: 0 for s in d["inres"]}
            V = d["V"]
            for s in others:
                amt = V
                for f in fs:
                    if f["type"] == "game_pay" and f["seat"] == s:
                        amt = V + f["delta"]
                        expected_viol.append((di, len(ev), "wrong_payment", f"game {amt} for {V}"))
                        notes.append(f"FAULT: game payment of {names[s]} written {amt} (rules {V})")
                if d["won"]:
                    pay(s, P, amt, "game", V)
                    wins[P] += V
                else:
                    pay(P, s, amt, "game", V)
                    wins[s] += V
            if d["ult"]:
                for s in others:
                    amt = 100
                    for f in fs:
                        if f["type"] == "ult_pay" and f["seat"] == s:
                            amt = 100 + f["delta"]
                            expected_viol.append((di, len(ev), "wrong_payment", f"ultimo {amt} for 100"))
                            notes.append(f"FAULT: ultimo payment of {names[s]} written {amt} (rules 100)")
                    if d["made"]:
                        pay(s, P, amt, "pagat_ultimo", 100)
                        wins[P] += 100
                    else:
                        pay(P, s, amt, "pagat_ultimo", 100)
                        wins[s] += 100
                # the pool
                if d["made"]:
                    amt = pool
                    for f in fs:
                        if f["type"] == "take":
                            assert known
                            amt = pool + f["delta"]
                            expected_viol.append(
                                (di, len(ev), "wrong_payment", f"take {amt}, pool holds {pool}")
                            )
                            notes.append(f"FAULT: take written {amt} (pool holds {pool})")
                    if known:
                        pay("pool", P, amt, "pool_ultimo", pool)
                        notes.append(f"take {amt} (pool known: {pool})")
                    else:
                        pay("pool", P, amt, "pool_ultimo")
                        notes.append(f"take {amt} of an unknown pool (stands as written)")
                    pool -= amt
                    known = True
                    stake_due = True
                else:
                    amt = pool
                    was_known = known
                    pay(P, "pool", amt, "pool_ultimo")
                    notes.append(
                        f"failed ultimo pays in {amt} ({'judged' if was_known else 'gives the unknown content'})"
                    )
                    pool += amt
                    known = True
            # shares: 10% of every win
            for s in d["inres"]:
                if wins[s]:
                    sh = wins[s] // 10
                    assert wins[s] % 10 == 0
                    amt = sh
                    for f in fs:
                        if f["type"] == "share" and f["seat"] == s:
                            amt = sh + f["delta"]
                            expected_viol.append((di, len(ev), "wrong_payment", f"share {amt} for {sh}"))
                            notes.append(f"FAULT: share of {names[s]} written {amt} (rules {sh})")
                    pay(s, "pool", amt, "pool_share", sh)
                    pool += amt
        # totals
        rec_tot = []
        for i in range(n):
            totals[i] += rec[str(i)]
        if spec.get("totals_written"):
            for i in range(n):
                w = totals[i]
                for f in fs:
                    if f["type"] == "total" and f["seat"] == i:
                        w = totals[i] + f["delta"]
                        expected_viol.append((di, len(ev), "wrong_total", f"total {w} for {totals[i]}"))
                        notes.append(f"FAULT: {names[i]}'s total written {w} (sheet {totals[i]})")
                        if f.get("carry", True):
                            totals[i] = w
                ev.append({"type": "total", "party": i, "points": w})
                rec_tot.append(w)
        deal = {"dealer": dealer, "hands": hands_out, "talon": d["talon"], "events": ev}
        out_deals.append(deal)
        for k2 in ses_exp:
            ses_exp[k2] += exp[k2]
            ses_rec[k2] += rec[k2]
        info.append(
            dict(
                deal=di,
                dealer=dealer,
                sitter=sitter,
                kind=kind,
                player=d.get("player"),
                points=d.get("points"),
                V=d.get("V"),
                pool_before=pool_before,
                pool_after=pool if known else None,
                expected={k2: v for k2, v in exp.items() if v},
                recorded={k2: v for k2, v in rec.items() if v},
                difference={k2: exp[k2] - rec[k2] for k2 in exp if exp[k2] != rec[k2]},
                notes=notes,
                totals=list(totals),
            )
        )
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": names,
        "start": {"totals": spec["totals"]},
        "meta": {"audit": "gd-fragment-pay-45p", "story": spec["story"]},
        "deals": out_deals,
    }
    if spec.get("rules"):
        doc["rules"] = spec["rules"]
    return doc, dict(
        info=info,
        viol=expected_viol,
        C0=C0,
        final_pool=pool if known else None,
        ses_exp={k: v for k, v in ses_exp.items() if v},
        ses_rec={k: v for k, v in ses_rec.items() if v},
        ses_diff={k: ses_exp[k] - ses_rec[k] for k in ses_exp if ses_exp[k] != ses_rec[k]},
    )


N4 = ["Adam", "Bożena", "Czesław", "Danuta"]
N5 = ["Adam", "Bożena", "Czesław", "Danuta", "Eryk"]

SPECS = [
    # ---------------------------------------------------------------- four players (king = dealer)
    dict(
        file="01-4p-take-unknown-stake-failed-known-clean",
        seed=101,
        n=4,
        names=N4,
        dealer=2,
        totals=[212, -95, 41, -243],
        totals_written=True,
        deals=["win", "loss", "ult_made", "win", "ult_fail", "loss"],
        story="unknown pool taken by an ultimo in deal 2, staked anew by all four in deal 3 (the king too), a failed ultimo in deal 4 pays the known content in",
    ),
    dict(
        file="02-4p-fee-failed-reveals-take-known-clean",
        seed=202,
        n=4,
        names=N4,
        dealer=0,
        rules={"pool_dealer_fee": 2},
        totals=[-130, 310, -88, -157],
        deals=["loss", "ult_fail", "allpass", "win", "ult_made", "win", "loss"],
        story="dealer fee 2; a failed ultimo in deal 1 pays the unknown content (it is known from there); all-pass in 2; ultimo takes the known pool in 4; stakes anew in 5",
    ),
    dict(
        file="03-4p-take-unknown-late-game-pay-and-total",
        seed=303,
        n=4,
        names=N4,
        dealer=1,
        totals=[66, 154, -201, -84],
        totals_written=True,
        deals=["win", "ult_made", "loss", "allpass", "win", "loss", "win"],
        faults=[
            dict(deal=5, type="game_pay", seat=None, delta=-10),
            dict(deal=6, type="total", seat=None, delta=20),
        ],
        story="unknown pool taken in deal 1, stakes in 2; late: a game payment 10 short (deal 5) and a total 20 over (deal 6)",
    ),
    dict(
        file="04-4p-failed-reveals-wrong-take-missing-stake",
        seed=404,
        n=4,
        names=N4,
        dealer=3,
        totals=[-40, 175, -260, 60],
        deals=["win", "ult_fail", "loss", "win", "ult_made", "win"],
        faults=[dict(deal=4, type="take", delta=-25), dict(deal=5, type="missing_stake", seat=None)],
        story="failed ultimo pays the unknown content (deal 1); the known pool taken 25 short (deal 4); one stake missing in the next deal (5)",
    ),
    dict(
        file="05-4p-fee-allpass-take-unknown-take-known-clean",
        seed=505,
        n=4,
        names=N4,
        dealer=1,
        rules={"pool_dealer_fee": 1},
        totals=[143, -52, -77, -90],
        totals_written=True,
        deals=["allpass", "ult_made", "loss", "win", "allpass", "ult_made", "win", "loss"],
        story="dealer fee 1; all-pass fees; unknown pool taken (deal 1), stakes in 2; all-pass in 4; the known pool taken in 5, stakes again in 6",
    ),
    dict(
        file="06-4p-unknown-throughout-share-and-total-then-take",
        seed=606,
        n=4,
        names=N4,
        dealer=0,
        totals=[88, -140, 203, -251],
        totals_written=True,
        deals=["loss", "win", "allpass", "loss", "win", "loss", "ult_made"],
        faults=[
            dict(deal=4, type="share", seat=None, delta=-2),
            dict(deal=5, type="total", seat=None, delta=-10),
        ],
        story="pool unknown until the last deal's take; late: a 10% share 2 short (deal 4) and a total 10 under (deal 5)",
    ),
    dict(
        file="07-4p-take-unknown-then-wrong-take-and-ult-pay",
        seed=707,
        n=4,
        names=N4,
        dealer=2,
        totals=[-61, -19, 133, -118],
        deals=["ult_made", "win", "loss", "win", "loss", "ult_made"],
        faults=[dict(deal=5, type="ult_pay", seat=None, delta=-50), dict(deal=5, type="take", delta=10)],
        story="unknown pool taken in deal 0, stakes in 1; in the last deal the king's ultimo payment is 50 short and the known pool is taken 10 over",
    ),
    # ----------------------------------------------------------- five players (one sits out)
    dict(
        file="08-5p-take-unknown-stake-four-clean",
        seed=808,
        n=5,
        names=N5,
        dealer=3,
        sitter=1,
        pos=1,
        totals=[120, -31, -205, 96, -60],
        totals_written=True,
        deals=["win", "ult_made", "loss", "win", "loss", "win"],
        story="unknown pool taken in deal 1; deal 2 staked by the four in the deal (not the seat sitting out); the seat sitting out changes after deal 2",
    ),
    dict(
        file="09-5p-fee-failed-allpass-take-known-clean",
        seed=909,
        n=5,
        names=N5,
        dealer=0,
        sitter=4,
        pos=0,
        rules={"pool_dealer_fee": 2},
        totals=[-77, 45, 180, -99, -141],
        deals=["win", "ult_fail", "allpass", "loss", "win", "ult_made", "loss", "win"],
        story="dealer fee 2; failed ultimo pays the unknown content in (deal 1); all-pass (2); the known pool taken (5), stakes by the four in deal 6",
    ),
    dict(
        file="10-5p-take-unknown-missing-stake-and-total",
        seed=1010,
        n=5,
        names=N5,
        dealer=2,
        sitter=0,
        pos=2,
        totals=[35, 160, -144, -71, -90],
        totals_written=True,
        deals=["loss", "win", "win", "loss", "ult_made", "win", "loss"],
        faults=[
            dict(deal=5, type="missing_stake", seat=None),
            dict(deal=6, type="total", seat=None, delta=30),
        ],
        story="unknown pool taken in deal 4; late: one stake missing in deal 5, a total 30 over in deal 6",
    ),
    dict(
        file="11-5p-failed-reveals-wrong-take-and-game-pay",
        seed=1111,
        n=5,
        names=N5,
        dealer=1,
        sitter=3,
        pos=3,
        totals=[-150, 74, -66, 201, -119],
        deals=["ult_fail", "win", "loss", "allpass", "win", "ult_made", "loss"],
        faults=[dict(deal=5, type="take", delta=-40), dict(deal=6, type="game_pay", seat=None, delta=10)],
        story="failed ultimo pays the unknown content in (deal 0); the known pool taken 40 short (deal 5); a game payment 10 over (deal 6)",
    ),
    dict(
        file="12-5p-unknown-allpass-failed-late-clean",
        seed=1212,
        n=5,
        names=N5,
        dealer=4,
        sitter=2,
        pos=0,
        totals=[51, -188, 90, 23, -101],
        totals_written=True,
        deals=["win", "allpass", "loss", "win", "loss", "ult_fail"],
        story="the pool unknown until a failed ultimo in the last deal pays its content in",
    ),
    dict(
        file="13-5p-take-unknown-sitter-stakes-and-total",
        seed=1313,
        n=5,
        names=N5,
        dealer=0,
        sitter=2,
        pos=2,
        totals=[-25, 98, -160, 77, -70],
        totals_written=True,
        deals=["win", "loss", "win", "ult_made", "loss", "win"],
        faults=[dict(deal=4, type="sitter_stake"), dict(deal=5, type="total", seat=None, delta=-15)],
        story="unknown pool taken in deal 3; in deal 4 the seat sitting out stakes too; a total 15 under in deal 5",
    ),
    dict(
        file="14-5p-fee-take-unknown-take-known-clean",
        seed=1414,
        n=5,
        names=N5,
        dealer=3,
        sitter=0,
        pos=1,
        rules={"pool_dealer_fee": 1},
        totals=[0, -143, 92, 160, -190],
        totals_written=True,
        deals=["ult_made", "win", "loss", "allpass", "ult_made", "win", "loss"],
        story="dealer fee 1; unknown pool taken in deal 0, stakes by the four in deal 1; the known pool taken in deal 4, stakes by the four (another seat sits out) in deal 5",
    ),
]


def main() -> None:
    summary = {}
    for spec in SPECS:
        # fault seats: resolve None to a concrete seat by a dry run
        doc, ex = build(spec)
        changed = False
        for f in spec.get("faults", []):
            if f.get("seat", 0) is None:
                inf = ex["info"][f["deal"]]
                if f["type"] == "game_pay":
                    others = [s for s in range(spec["n"]) if s != inf["player"] and s != inf["sitter"]]
                    f["seat"] = others[-1]
                elif f["type"] == "share":
                    # a seat that wins in that deal
                    f["seat"] = (
                        inf["player"]
                        if inf["kind"] == "win"
                        else [s for s in range(spec["n"]) if s not in (inf["player"], inf["sitter"])][0]
                    )
                elif f["type"] == "ult_pay":
                    f["seat"] = inf["dealer"]  # the king
                elif f["type"] == "missing_stake":
                    f["seat"] = inf["dealer"]
                elif f["type"] == "total":
                    f["seat"] = (inf["dealer"] + 2) % spec["n"]
                changed = True
        if changed:
            doc, ex = build(spec)
        (HERE / (spec["file"] + ".json")).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        summary[spec["file"]] = ex
    (HERE / "_figures.txt").write_text(json.dumps(summary, ensure_ascii=False, indent=1, default=str) + "\n")


if __name__ == "__main__":
    main()
