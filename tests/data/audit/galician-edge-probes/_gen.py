"""Blind generator for the galician-edge-probes audit round.

Written from Szczepanski's rules (seed 002, Polish) and the transcript format only; it does not
import the validator. Every deal is found by a seeded search: cards are dealt under constraints,
the play is a simple legal greedy policy (with scripted overrides for the edge tricks), and a
predicate keeps the deal only when it shows the edge wanted. Every payment is computed here.

Run: python _gen.py   (writes NN-*.json next to this file, and prints a summary for EXPECTED.md)
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = (
    [r + s for s in SUITS for r in "KQNJ"] + list(PIP.values()) + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
)
assert len(DECK) == 42
HONOURS = {"SKIZ", "T21", "T1"}
KINGS = {"KH", "KD", "KS", "KC"}
PLAYERS3 = ["Adam", "Bożena", "Czesław"]
PLAYERS4 = ["Adam", "Bożena", "Czesław", "Danuta"]
# §18: multiplier and addend per contract; volat value per contract
MULT = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
VOLAT = {"three": 300, "two": 400, "one": 500, "solo": 600}
TAROCKS_VALUE = {10: 50, 11: 100, 12: 150}


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or c.startswith("T")


def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]


def points(c: str) -> int:
    """§3 and §7: pagat, mond, skiz 5; other tarocks 1; K5 Q4 N3 J2, ten/ace 1."""
    if c in HONOURS:
        return 5
    if is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def strength(c: str) -> int:
    if c == "SKIZ":
        return 100
    if is_tarock(c):
        return 50 + int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def group_points(cards: list[str]) -> int:
    """§14: a trick of three counts its cards' values less 2."""
    assert len(cards) % 3 == 0
    return sum(points(c) for c in cards) - 2 * (len(cards) // 3)


def trick_winner(trick: list[tuple[int, str]]) -> int:
    """§4/§5: the highest tarock wins, else the highest card of the suit led."""
    led = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if is_tarock(c) and not is_tarock(b):
            best = (s, c)
        elif is_tarock(c) and is_tarock(b) and strength(c) > strength(b):
            best = (s, c)
        elif not is_tarock(c) and not is_tarock(b) and suit(c) == led and strength(c) > strength(b):
            best = (s, c)
    return best[0]


def legal(hand: list[str], trick: list[tuple[int, str]]) -> list[str]:
    """§5: follow the suit led; without it, a tarock; a tarock led: any tarock (higher or lower);
    without tarocks any card."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarock(c)]
    return tar if tar else list(hand)


class Deal:
    def __init__(self, n: int, dealer: int):
        self.n = n
        self.dealer = dealer
        self.active = [s for s in range(n) if not (n == 4 and s == dealer)]
        self.king = dealer if n == 4 else None
        self.forehand = (dealer + 1) % n

    def order_from(self, s: int) -> list[int]:
        out = []
        for i in range(self.n):
            t = (s + i) % self.n
            if t in self.active:
                out.append(t)
        return out


def simulate(
    deal: Deal,
    hands: dict[int, list[str]],
    player: int,
    rng: random.Random,
    ultimo_seat: int | None = None,
    reserve: dict[int, set] | None = None,
    overrides: dict[tuple[int, int], str] | None = None,
    helper_greedy=True,
    player_weak=False,
):
    """Play 12 tricks; returns list of (leader, [(seat, card)], winner) and list of plays."""
    hands = {s: list(h) for s, h in hands.items()}
    reserve = reserve or {}
    overrides = overrides or {}
    tricks = []
    leader = deal.forehand
    for t in range(12):
        trick: list[tuple[int, str]] = []
        for s in deal.order_from(leader):
            opts = legal(hands[s], trick)
            if (t, s) in overrides:
                c = overrides[(t, s)]
                if c not in opts:
                    return None
            else:
                # §6: the announcer of ultimo may not give the pagat up before the last trick
                if s == ultimo_seat and t < 11 and "T1" in opts and len(opts) > 1:
                    opts = [c for c in opts if c != "T1"]
                res = reserve.get(s, set())
                if t < 11:
                    o2 = [c for c in opts if c not in res]
                    if o2:
                        opts = o2
                c = choose(opts, trick, s, player, rng, player_weak)
            hands[s].remove(c)
            trick.append((s, c))
        w = trick_winner(trick)
        tricks.append((leader, trick, w))
        leader = w
    return tricks


def choose(opts, trick, s, player, rng, player_weak):
    side = lambda x: x == player  # noqa: E731
    if not trick:
        # lead: random, slightly preferring low cards
        opts = sorted(opts, key=lambda c: (strength(c), c))
        return (
            opts[min(int(rng.random() * len(opts) * rng.random()), len(opts) - 1)]
            if rng.random() < 0.5
            else rng.choice(opts)
        )
    w = trick_winner(trick)
    winning_side_mine = side(w) == side(s)
    cands = []
    for c in opts:
        if trick_winner(trick + [(s, c)]) == s:
            cands.append(c)
    if player_weak and s == player:
        return min(opts, key=lambda c: (strength(c) if not cands or c not in cands else 999, points(c), c))
    if cands and not winning_side_mine:
        return min(cands, key=lambda c: (strength(c), c))
    if winning_side_mine:
        # give points to the partner's trick (non-tarock high points), else the lowest
        nont = [c for c in opts if not is_tarock(c)]
        if nont:
            return max(nont, key=lambda c: (points(c), c))
    return min(opts, key=lambda c: (points(c), strength(c), c))


def deal_cards(rng, deal: Deal, musts: dict, forbid: dict, talon_must: list | None = None, talon_forbid=None):
    """musts: seat -> cards it must hold (as dealt); forbid: seat -> predicate(card) True if not allowed."""
    rest = [c for c in DECK if not any(c in m for m in musts.values()) and c not in (talon_must or [])]
    rng.shuffle(rest)
    hands = {s: list(musts.get(s, [])) for s in deal.active}
    talon = list(talon_must or [])
    # fill talon first, then hands
    slots = [("talon", None)] * (6 - len(talon))
    for s in deal.active:
        slots += [("hand", s)] * (12 - len(hands[s]))
    rng.shuffle(slots)
    for kind, s in slots:
        ok = None
        for c in rest:
            if kind == "talon":
                if talon_forbid and talon_forbid(c):
                    continue
            elif forbid.get(s) and forbid[s](c):
                continue
            ok = c
            break
        if ok is None:
            return None
        rest.remove(ok)
        if kind == "talon":
            talon.append(ok)
        else:
            hands[s].append(ok)
    rng.shuffle(talon)
    if talon_must:
        # keep the required ones where they were asked (first packet = first three)
        others = [c for c in talon if c not in talon_must]
        talon = list(talon_must) + others
    for s in hands:
        rng.shuffle(hands[s])
    return hands, talon


def side_cards(tricks, player):
    p, h = [], []
    for _, trick, w in tricks:
        (p if w == player else h).extend(c for _, c in trick)
    return p, h


def settle(deal: Deal, spec: dict, tricks, pool_before: float, stakes_due: bool):
    """Compute every payment of a deal from the source. Returns (payments, summary dict)."""
    player = spec["player"]
    contract = spec["contract"]
    k = spec.get("k", 1)
    m, a = MULT[contract]
    opps = [s for s in range(deal.n) if s != player]  # helpers and, with four, the king
    pcards, hcards = side_cards(tricks, player)
    pts = sum(group_points([c for _, c in tr]) for _, tr, w in tricks if w == player)
    if contract != "solo":
        pts += group_points(spec["discard"])  # the laid-away cards are the player's (interpretation)
    ptricks = sum(1 for _, _, w in tricks if w == player)
    renonce = spec.get("renonce", False)  # §12/§13/§21/§22: game lost unconditionally
    announced = {it["kind"]: it for it in spec.get("announce", {}).get(player, [])}
    out = []  # (from, to, amount, reason)
    summary = {"player_points": pts, "player_tricks": ptricks}

    def pay_each(to_player: bool, amount, reason):
        if amount == 0:
            return
        for o in opps:
            out.append((o, player, amount, reason) if to_player else (player, o, amount, reason))

    # game / volat (§18); volat replaces the game (interpretation)
    if ptricks == 12 and not renonce:
        v = VOLAT[contract] * (2 if "volat" in announced else 1)
        pay_each(True, v, "volat")
        summary["game"] = f"player volat +{v}"
    elif ptricks == 0:
        v = VOLAT[contract] * k * (2 if "volat" in announced else 1)
        pay_each(False, v, "volat")
        summary["game"] = f"helpers' volat: player pays {v} to each"
    elif renonce:
        if pts > 33:
            amt = a * k  # option consolation=as_lost_game: the addend counted as a lost game
        else:
            amt = ((33 - pts) * m + a) * k
        pay_each(False, amt, "game")
        summary["game"] = f"lost unconditionally ({pts} pts): pays {amt} to each"
    elif pts > 33:
        amt = (pts - 33) * m + a
        pay_each(True, amt, "game")
        summary["game"] = f"won {pts} pts: +{amt} from each"
    else:
        amt = ((33 - pts) * m + a) * k
        pay_each(False, amt, "game")
        summary["game"] = f"lost {pts} pts: pays {amt} to each"

    # trull (§15): gathered together in one side's tricks
    trull_p = HONOURS <= set(pcards)
    trull_h = HONOURS <= set(hcards)
    if "trull" in announced and not renonce:
        if trull_p:
            pay_each(True, 100, "trull")
        else:
            pay_each(False, 100, "trull")
    elif trull_p and not renonce:
        pay_each(True, 50, "trull")
    if trull_h:
        pay_each(False, 50, "trull")
    summary["trull"] = "player" if trull_p else ("helpers" if trull_h else None)
    # four kings (§19)
    kp = KINGS <= set(pcards)
    kh = KINGS <= set(hcards)
    if kp and not renonce:
        pay_each(True, 100, "four_kings")
    if kh:
        pay_each(False, 100, "four_kings")
    summary["four_kings"] = "player" if kp else ("helpers" if kh else None)
    # tarocks (§20), tarocks_paid=always
    if "tarocks" in announced and not renonce:
        pay_each(True, TAROCKS_VALUE[announced["tarocks"]["count"]], "tarocks")
    # pagat ultimo (§6, §27): only the player's counts
    last_leader, last_trick, last_w = tricks[-1]
    pagat_won_last = last_w == player and any(s == player and c == "T1" for s, c in last_trick)
    pagat_early = spec.get("pagat_early", False)
    ult = None
    if "pagat_ultimo" in announced:
        if pagat_won_last and not pagat_early:
            if not renonce:
                pay_each(True, 100, "pagat_ultimo")
                ult = "made"
        else:
            pay_each(False, 100, "pagat_ultimo")
            ult = "failed"
    elif pagat_won_last and not renonce:
        pay_each(True, 50, "pagat_ultimo")
        ult = "silent"
    summary["ultimo"] = ult
    summary["last_trick"] = [(s, c) for s, c in last_trick]
    summary["last_winner"] = last_w

    # pool (§27)
    pool_pay = []
    pool = pool_before
    if stakes_due:
        for s in range(deal.n):
            pool_pay.append((s, "pool", spec.get("stake", 10), "pool_stake"))
            pool += spec.get("stake", 10)
    net = {s: 0 for s in range(deal.n)}
    for f, t, amt, _ in out:
        net[f] -= amt
        net[t] += amt
    if ult == "made":
        pool_pay.append(("pool", player, pool, "pool_ultimo"))
        taken = pool
        pool = 0
    elif ult == "failed":
        pool_pay.append((player, "pool", pool, "pool_ultimo"))
        taken = -pool
        pool = pool * 2
    else:
        taken = 0
    shares = {}
    for s in range(deal.n):
        if net[s] > 0:
            sh = round(net[s] * spec.get("percent", 10) / 100, 6)
            shares[s] = sh
            pool_pay.append((s, "pool", sh, "pool_share"))
            pool += sh
    summary["net_before_pool"] = net
    summary["pool_taken"] = taken
    summary["shares"] = shares
    summary["pool_after"] = round(pool, 6)
    return out + pool_pay, summary, ult


def ev_payments(pays):
    out = []
    for f, t, amt, reason in pays:
        amt = int(amt) if float(amt).is_integer() else amt
        out.append({"type": "payment", "from": f, "to": t, "amount": amt, "reason": reason})
    return out


def build(deal: Deal, spec: dict, hands: dict, talon: list, tricks, pays):
    """Assemble the transcript deal and index every event."""
    events = []
    if spec.get("redeal_only"):
        events.append({"type": "redeal", "seat": spec["redeal_seat"], "reason": "no_tarock"})
    else:
        for s, b in spec["bids"]:
            events.append({"type": "bid", "seat": s, "bid": b})
        if spec["contract"] != "solo":
            events.append({"type": "take", "seat": spec["player"], "cards": spec["take"]})
            d = {"type": "discard", "seat": spec["player"], "cards": spec["discard"]}
            if spec.get("shown"):
                d["shown"] = True
            events.append(d)
        for s in [spec["player"]] + [x for x in deal.order_from(spec["player"]) if x != spec["player"]]:
            events.append({"type": "announce", "seat": s, "items": spec.get("announce", {}).get(s, [])})
        for _, trick, _ in tricks:
            for s, c in trick:
                events.append({"type": "play", "seat": s, "card": c})
        events.extend(ev_payments(pays))
    hl = [hands.get(s, []) for s in range(deal.n)]
    return {"dealer": deal.dealer, "hands": hl, "talon": talon, "events": events}


def hand_after(spec, hands, player):
    h = list(hands[player])
    if spec["contract"] != "solo":
        h += spec["take"]
        for c in spec["discard"]:
            h.remove(c)
    return h


def pick_discard(hand, n=3, tarocks=0):
    """Lay away the n cheapest suit cards that are no king (§13), with `tarocks` plain tarocks."""
    tar = sorted([c for c in hand if is_tarock(c) and c not in HONOURS], key=strength)[:tarocks]
    suitc = sorted([c for c in hand if not is_tarock(c) and c not in KINGS], key=lambda c: (points(c), c))
    d = tar + suitc[: n - len(tar)]
    return d if len(d) == n else None


def no_incidental(summary, allow=()):
    ok = True
    if summary["trull"] and "trull" not in allow:
        ok = False
    if summary["four_kings"] and "kings" not in allow:
        ok = False
    if summary["ultimo"] and "ultimo" not in allow:
        ok = False
    if summary["player_tricks"] in (0, 12) and "volat" not in allow:
        ok = False
    return ok


def search(
    name,
    n,
    dealer,
    player,
    contract,
    bids,
    musts,
    forbid,
    pred,
    seed,
    announce=None,
    ultimo=False,
    reserve=None,
    overrides=None,
    discard_tarocks=0,
    shown=False,
    talon_must=None,
    talon_forbid=None,
    player_weak=False,
    allow=(),
    pool_before=0.0,
    stakes_due=False,
    renonce=False,
    pagat_early=False,
    tries=200000,
    discard_override=None,
):
    rng = random.Random(seed)
    deal = Deal(n, dealer)
    for _ in range(tries):
        r = deal_cards(rng, deal, musts, forbid, talon_must, talon_forbid)
        if r is None:
            continue
        hands, talon = r
        spec = {
            "player": player,
            "contract": contract,
            "bids": bids,
            "announce": announce or {},
            "renonce": renonce,
            "pagat_early": pagat_early,
        }
        if contract != "solo":
            spec["take"] = talon[:3]
            full = hands[player] + talon[:3]
            d = discard_override(full) if discard_override else pick_discard(full, 3, discard_tarocks)
            if d is None:
                continue
            spec["discard"] = d
            spec["shown"] = shown
        ph = {s: (hand_after(spec, hands, s) if s == player else hands[s]) for s in deal.active}
        tricks = simulate(
            deal,
            ph,
            player,
            rng,
            ultimo_seat=player if ultimo else None,
            reserve=reserve,
            overrides=overrides,
            player_weak=player_weak,
        )
        if tricks is None:
            continue
        pays, summary, _ = settle(deal, spec, tricks, pool_before, stakes_due)
        if not no_incidental(summary, allow):
            continue
        if not pred(hands, talon, spec, tricks, summary, ph):
            continue
        return {
            "name": name,
            "deal": deal,
            "spec": spec,
            "hands": hands,
            "talon": talon,
            "tricks": tricks,
            "pays": pays,
            "summary": summary,
            "ph": ph,
            "pool_before": pool_before,
            "stakes_due": stakes_due,
        }
    raise SystemExit(f"no deal found for {name}")


def resettle(d, **changes):
    """Rebuild a found deal with a changed spec/tricks (a variant) and recompute payments."""
    d = copy.deepcopy(d)
    d["spec"].update(changes)
    pays, summary, _ = settle(d["deal"], d["spec"], d["tricks"], d["pool_before"], d["stakes_due"])
    d["pays"], d["summary"] = pays, summary
    return d


def replay(d, rng_seed, overrides=None, ultimo=None, reserve=None):
    """Replay a found deal's hands with a changed spec (e.g. discard) and fresh policy play."""
    d = copy.deepcopy(d)
    deal, spec = d["deal"], d["spec"]
    player = spec["player"]
    ph = {s: (hand_after(spec, d["hands"], s) if s == player else d["hands"][s]) for s in deal.active}
    tricks = simulate(
        deal, ph, player, random.Random(rng_seed), ultimo_seat=ultimo, reserve=reserve, overrides=overrides
    )
    if tricks is None:
        return None
    d["tricks"] = tricks
    d["ph"] = ph
    pays, summary, _ = settle(deal, spec, tricks, d["pool_before"], d["stakes_due"])
    d["pays"], d["summary"] = pays, summary
    return d


def count_t(cards):
    return sum(1 for c in cards if is_tarock(c))


def event_index(dd, pred):
    for i, e in enumerate(dd["events"]):
        if pred(e):
            return i
    raise ValueError


# ----------------------------------------------------------------------------------- the deals
def not_t(c):
    return is_tarock(c)


def main():  # noqa: C901
    files = {}
    notes = {}

    # D1: announced pagat ultimo made by the player (3p, fresh session: stakes, pool taken)
    d1 = search(
        "ultimo-made",
        3,
        2,
        0,
        "three",
        [(0, "three"), (1, "pass"), (2, "pass")],
        musts={0: ["T1", "SKIZ", "T20", "T19", "T18", "T17"]},
        forbid={0: lambda c: c == "T21"},
        pred=lambda h, t, s, tr, sm, ph: (
            sm["ultimo"] == "made" and sm["player_points"] > 33 and count_t(ph[0]) < 10
        ),
        seed=101,
        announce={0: [{"kind": "pagat_ultimo"}]},
        ultimo=True,
        allow=("ultimo",),
        stakes_due=True,
        talon_forbid=lambda c: is_tarock(c) or c in KINGS,
    )
    # D2: skiz, mond and pagat in one trick, led by the player (silent trull, 50)
    d2 = search(
        "trull-one-trick",
        3,
        0,
        1,
        "three",
        [(1, "three"), (2, "pass"), (0, "pass")],
        musts={1: ["SKIZ"], 2: ["T21"], 0: ["T1"]},
        forbid={1: lambda c: c in ("T21", "T1")},
        overrides={(0, 1): "SKIZ", (0, 2): "T21", (0, 0): "T1"},
        pred=lambda h, t, s, tr, sm, ph: (
            sm["trull"] == "player" and sm["player_points"] > 33 and count_t(ph[1]) < 10
        ),
        seed=102,
        allow=("trull",),
        talon_forbid=lambda c: is_tarock(c) or c in KINGS,
    )
    # D4: solo, exactly 33 -> lost; D4b: solo, 34 -> won
    solo_forbid = {}
    d4 = search(
        "solo-33",
        3,
        1,
        2,
        "solo",
        [(2, "solo"), (0, "pass"), (1, "pass")],
        musts={2: ["SKIZ", "T21", "T20", "T19"]},
        forbid=solo_forbid,
        pred=lambda h, t, s, tr, sm, ph: (
            sm["player_points"] == 33 and "T1" not in [c for _, c in tr[-1][1]] and count_t(ph[2]) < 10
        ),
        seed=104,
        talon_forbid=lambda c: c in HONOURS or c in KINGS,
    )
    d4b = search(
        "solo-34",
        3,
        2,
        0,
        "solo",
        [(0, "solo"), (1, "pass"), (2, "pass")],
        musts={0: ["SKIZ", "T21", "T20", "T19"]},
        forbid=solo_forbid,
        pred=lambda h, t, s, tr, sm, ph: (
            sm["player_points"] == 34 and "T1" not in [c for _, c in tr[-1][1]] and count_t(ph[0]) < 10
        ),
        seed=105,
        talon_forbid=lambda c: c in HONOURS or c in KINGS,
    )
    # D10: four players, the king (dealer 0) shares the helpers' win; each winner pays 10%
    d10 = search(
        "king-shares",
        4,
        0,
        2,
        "three",
        [(1, "pass"), (2, "three"), (3, "pass")],
        musts={},
        forbid={2: lambda c: c in ("SKIZ", "T21", "T20", "T1")},
        pred=lambda h, t, s, tr, sm, ph: (
            sm["player_points"] < 33 and count_t(ph[2]) < 10 and all(count_t(ph[x]) < 10 for x in (1, 3))
        ),
        seed=110,
        talon_forbid=lambda c: c in HONOURS or c in KINGS,
        pool_before=100.0,
    )

    # D9: four players; a helper holds no tarock and plays on, throwing a suit card when void
    def d9_pred(h, t, s, tr, sm, ph):
        if count_t(ph[3]) != 0:
            return False
        for _, trick, _ in tr:
            led = suit(trick[0][1])
            for st, c in trick:
                if st == 3 and led != suit(c):
                    return sm["player_points"] > 33 and count_t(ph[2]) < 10
        return False

    d9 = search(
        "no-tarock-helper",
        4,
        1,
        2,
        "three",
        [(2, "three"), (3, "pass"), (0, "pass")],
        musts={},
        forbid={3: is_tarock},
        pred=d9_pred,
        seed=109,
        talon_forbid=lambda c: c in HONOURS or c in KINGS,
    )
    # D5: the helpers take every trick (volat against the player)
    # the player lays the pagat away and a king stays in the unbought packet, so that no trull and
    # no four kings are gathered in tricks beside the volat
    weak = {"T1", "T2", "T3", "T4", "T5", "T6", "T7", "JH", "JD", "1D", "JS", "10S"}
    d5 = search(
        "helper-volat",
        3,
        0,
        1,
        "three",
        [(1, "three"), (2, "pass"), (0, "pass")],
        musts={1: sorted(weak)},
        forbid={},
        talon_must=["JC", "10C", "T8", "KC", "QC", "NC"],
        discard_override=lambda full: ["JC", "10C", "T1"],
        pred=lambda h, t, s, tr, sm, ph: sm["player_tricks"] == 0 and "T1" not in [c for _, c in tr[-1][1]],
        seed=105,
        allow=("volat",),
        player_weak=True,
        pool_before=60.0,
        talon_forbid=lambda c: c in HONOURS or c in KINGS,
    )
    # D11: a helper wins the last trick with the pagat (nothing is paid for it, §27)
    d11 = search(
        "helper-ultimo",
        3,
        1,
        2,
        "three",
        [(2, "three"), (0, "pass"), (1, "pass")],
        musts={0: ["T1"]},
        forbid={2: lambda c: c == "T1"},
        reserve={0: {"T1"}},
        pred=lambda h, t, s, tr, sm, ph: (
            sm["last_winner"] == 0
            and ("T1" in [c for st, c in tr[-1][1] if st == 0])
            and sm["player_points"] > 33
            and count_t(ph[2]) < 10
        ),
        seed=111,
        talon_forbid=lambda c: c in HONOURS or c in KINGS,
    )
    # D6: tape / three / pass (holding the pagat) / pass; the player lays a tarock away, shows it
    # and announces ten tarocks
    d6 = search(
        "tarock-discard-shown",
        3,
        2,
        1,
        "three",
        [(0, "tape"), (1, "three"), (2, "pass"), (0, "pass")],
        musts={2: ["T1"]},
        forbid={0: lambda c: c == "T1", 1: lambda c: c == "T1"},
        pred=lambda h, t, s, tr, sm, ph: count_t(ph[1]) == 10 and sm["player_points"] > 33,
        discard_tarocks=1,
        shown=True,
        announce={1: [{"kind": "tarocks", "count": 10}]},
        seed=106,
        talon_forbid=lambda c: c in HONOURS or c in KINGS,
        pool_before=40.0,
        talon_must=None,
    )
    # D7: the player keeps eleven tarocks and announces eleven
    d7 = search(
        "eleven-tarocks",
        3,
        0,
        1,
        "three",
        [(1, "three"), (2, "pass"), (0, "pass")],
        musts={1: ["T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T12"]},
        forbid={1: lambda c: c == "T1" or c == "SKIZ"},
        pred=lambda h, t, s, tr, sm, ph: (
            count_t(ph[1]) == 11 and sm["player_points"] > 33 and any(c in KINGS for c in ph[1])
        ),
        announce={1: [{"kind": "tarocks", "count": 11}]},
        seed=107,
        talon_forbid=lambda c: c in HONOURS or c in KINGS,
        pool_before=40.0,
    )

    # ---------------------------------------------------------------- variants
    # 06: the announced ultimo lost in the last trick: a helper keeps a tarock for it
    d1b = search(
        "ultimo-lost",
        3,
        2,
        0,
        "three",
        [(0, "three"), (1, "pass"), (2, "pass")],
        musts={0: ["T1", "SKIZ", "T20", "T19", "T18", "T17"], 1: ["T2"]},
        forbid={0: lambda c: c == "T21"},
        reserve={1: {"T2"}},
        pred=lambda h, t, s, tr, sm, ph: (
            sm["ultimo"] == "failed" and "T1" in [c for st, c in tr[-1][1] if st == 0] and count_t(ph[0]) < 10
        ),
        seed=201,
        announce={0: [{"kind": "pagat_ultimo"}]},
        ultimo=True,
        allow=("ultimo",),
        stakes_due=True,
        talon_forbid=lambda c: is_tarock(c) or c in KINGS,
    )
    # 07: from D1, the player gives the pagat up voluntarily before the last trick
    d1e = None
    leaders = [ld for ld, _, _ in d1["tricks"]]
    for t in range(10, 4, -1):
        if leaders[t] != 0:
            continue
        # the same play up to trick t, where the player (more cards in hand) leads the pagat
        ov = {(i, s): c for i, (_, trick, _) in enumerate(d1["tricks"][:t]) for s, c in trick}
        ov[(t, 0)] = "T1"
        for sd in range(1, 400):
            cand = replay(d1, sd, overrides=ov, ultimo=0)
            if cand is None:
                continue
            cand["spec"]["pagat_early"] = True
            pays, summary, _ = settle(
                cand["deal"], cand["spec"], cand["tricks"], cand["pool_before"], cand["stakes_due"]
            )
            cand["pays"], cand["summary"] = pays, summary
            if no_incidental(summary, ("ultimo",)):
                d1e = cand
                d1e["early_trick"] = t
                break
        if d1e:
            break
    assert d1e, "no early-pagat variant"
    # 08: D2 with the trull announced by the player who holds only the skiz (caught in play)
    d2a = copy.deepcopy(d2)
    d2a["spec"]["announce"] = {1: [{"kind": "trull"}]}
    d2a["stakes_due"] = True  # a fresh session: the stakes found the pool
    d2a = resettle(d2a)

    # 09: D7 with a king laid away (§13)
    def king_discard(full):
        base = pick_discard(full)
        kings = [c for c in full if c in KINGS]
        return [kings[0]] + base[:2]

    d7k = None
    for sd in range(1, 400):
        tmp = copy.deepcopy(d7)
        full = d7["hands"][1] + d7["talon"][:3]
        tmp["spec"]["discard"] = king_discard(full)
        tmp["spec"]["renonce"] = True
        cand = replay(tmp, sd)
        if cand and no_incidental(cand["summary"]) and cand["summary"]["player_points"] > 33:
            d7k = cand
            break
    assert d7k
    # 10: D6 without "shown" (§22): the game lost unconditionally
    d6u = resettle(d6, shown=False, renonce=True)
    # 11: D7 announcing ten while holding eleven (§21)
    d7w = resettle(d7, announce={1: [{"kind": "tarocks", "count": 10}]}, renonce=True)

    pools3 = {"pools": {"pool": 40}}

    def transcript(players, deals, rules=None, start=None, note=""):
        t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": players}
        if rules:
            t["rules"] = rules
        if start:
            t["start"] = start
        t["deals"] = deals
        t["meta"] = {"round": "galician-edge-probes", "note": note}
        return t

    def B(d):
        return build(d["deal"], d["spec"], d["hands"], d["talon"], d["tricks"], d["pays"])

    # pools carried: file 01 starts fresh
    files["01-base3-ultimo-made-trull.json"] = None
    # deal 0 (fresh, stakes, ultimo takes the pool); deal 1: stakes again after the pool was won
    p_after_0 = d1["summary"]["pool_after"]
    d2s = copy.deepcopy(d2)
    d2s["pool_before"], d2s["stakes_due"] = p_after_0, True
    d2s = resettle(d2s)
    files["01-base3-ultimo-made-trull.json"] = transcript(
        PLAYERS3,
        [B(d1), B(d2s)],
        note="deal 0: announced pagat ultimo made, pool taken; deal 1: skiz, mond, pagat in one trick",
    )
    notes["01"] = [d1["summary"], d2s["summary"]]

    d4.update(pool_before=40.0)
    d4 = resettle(d4)
    d4b["pool_before"] = d4["summary"]["pool_after"]
    d4b = resettle(d4b)
    files["02-base3-solo-33-34.json"] = transcript(
        PLAYERS3,
        [B(d4), B(d4b)],
        start=pools3,
        note="deal 0: solo, player takes exactly 33 (lost); deal 1: solo, 34 (won)",
    )
    notes["02"] = [d4["summary"], d4b["summary"]]

    d9["pool_before"] = d10["summary"]["pool_after"]
    d9 = resettle(d9)
    files["03-base4-king-notarock.json"] = transcript(
        PLAYERS4,
        [B(d10), B(d9)],
        start={"pools": {"pool": 100}},
        note="4 players: deal 0 the king shares the helpers' win, each winner pays 10%; deal 1 a helper without tarocks",
    )
    notes["03"] = [d10["summary"], d9["summary"]]

    d11["pool_before"] = d5["summary"]["pool_after"]
    d11 = resettle(d11)
    files["04-base3-helper-volat-ultimo.json"] = transcript(
        PLAYERS3,
        [B(d5), B(d11)],
        start={"pools": {"pool": 60}},
        note="deal 0: the helpers take every trick; deal 1: a helper wins the last trick with the pagat",
    )
    notes["04"] = [d5["summary"], d11["summary"]]

    d7["pool_before"] = d6["summary"]["pool_after"]
    d7 = resettle(d7)
    files["05-base3-tarocks-licitation.json"] = transcript(
        PLAYERS3,
        [B(d6), B(d7)],
        start=pools3,
        note="deal 0: tape/three/pass/pass, a tarock laid away and shown, ten tarocks; deal 1: eleven tarocks",
    )
    notes["05"] = [d6["summary"], d7["summary"]]

    files["06-ultimo-lost-last-trick.json"] = transcript(
        PLAYERS3, [B(d1b)], note="announced pagat ultimo: the pagat is beaten in the last trick"
    )
    notes["06"] = [d1b["summary"]]
    files["07-pagat-released-early.json"] = transcript(
        PLAYERS3,
        [B(d1e)],
        note=f"deal 0 of 01 with the pagat led voluntarily in trick {d1e['early_trick']} (announced ultimo)",
    )
    notes["07"] = [d1e["summary"], {"early_trick": d1e["early_trick"]}]
    files["08-trull-announced-caught.json"] = transcript(
        PLAYERS3,
        [B(d2a)],
        note="deal 1 of 01 (fresh) with the trull announced by the holder of the skiz alone; caught in play",
    )
    notes["08"] = [d2a["summary"]]
    d7k["pool_before"] = 40.0
    d7k = resettle(d7k)
    files["09-discard-king.json"] = transcript(
        PLAYERS3, [B(d7k)], start=pools3, note="deal 1 of 05 with a king laid away (§13)"
    )
    notes["09"] = [d7k["summary"]]
    files["10-tarock-discard-unshown.json"] = transcript(
        PLAYERS3,
        [B(d6u)],
        start=pools3,
        note="deal 0 of 05 with the laid-away tarock not shown while ten tarocks are announced (§22)",
    )
    notes["10"] = [d6u["summary"]]
    d7w["pool_before"] = 40.0
    d7w = resettle(d7w)
    files["11-tarock-count-wrong.json"] = transcript(
        PLAYERS3,
        [B(d7w)],
        start=pools3,
        note="deal 1 of 05 announcing ten tarocks while holding eleven (§21)",
    )
    notes["11"] = [d7w["summary"]]
    # 12: deal 0 of 03 with the first two calls swapped (the second player speaks first)
    dd = B(d10)
    ev = dd["events"]
    ev[0], ev[1] = ev[1], ev[0]
    files["12-bid-out-of-turn.json"] = transcript(
        PLAYERS4,
        [dd],
        start={"pools": {"pool": 100}},
        note="deal 0 of 03 with seat 2 bidding before the forehand (seat 1)",
    )
    # 13: deal 0 of 05 with the pagat holder saying pass volat
    dd = B(d6)
    i = event_index(dd, lambda e: e["type"] == "bid" and e["seat"] == 2)
    dd["events"][i]["bid"] = "pass_volat"
    files["13-pass-volat-with-pagat.json"] = transcript(
        PLAYERS3,
        [dd],
        start=pools3,
        note="deal 0 of 05 with seat 2 (holding the pagat) saying pass volat (§28)",
    )
    # 14: deal 1 of 03 thrown in because seat 3 has no tarock, under the standard preset
    d9r = copy.deepcopy(d9)
    d9r["spec"] = {"redeal_only": True, "redeal_seat": 3}
    dd = build(d9r["deal"], d9r["spec"], d9r["hands"], d9r["talon"], [], [])
    files["14-no-tarock-redeal-standard.json"] = transcript(
        PLAYERS4,
        [dd],
        start={"pools": {"pool": 100}},
        note="deal 1 of 03 thrown in by the helper without a tarock, standard preset (§17: the author plays on)",
    )
    # 15: deal 0 of 03 with the king's 10% share recorded wrong (he pays twice the share)
    dd = B(d10)
    king = 0
    i = event_index(
        dd, lambda e: e["type"] == "payment" and e.get("reason") == "pool_share" and e["from"] == king
    )
    dd["events"][i]["amount"] = dd["events"][i]["amount"] * 2
    files["15-pool-share-king-wrong.json"] = transcript(
        PLAYERS4,
        [dd],
        start={"pools": {"pool": 100}},
        note="deal 0 of 03 with the king paying twice his 10% share",
    )
    notes["15"] = {"event": i}

    for name, t in files.items():
        (HERE / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    # summary for EXPECTED.md
    for name, t in files.items():
        print("==", name)
        for di, dl in enumerate(t["deals"]):
            evs = dl["events"]
            print(f" deal {di}: dealer {dl['dealer']}, {len(evs)} events")
            for i, e in enumerate(evs):
                if e["type"] in ("bid", "take", "discard", "announce", "redeal"):
                    print(f"   [{i}] {e}")
                elif e["type"] == "payment":
                    print(f"   [{i}] pay {e['from']}->{e['to']} {e['amount']} {e['reason']}")
        key = name[:2]
        if key in notes:
            print("  notes:", notes[key])
    # where the faults sit
    print(
        "07 early pagat play event:",
        event_index(
            files["07-pagat-released-early.json"]["deals"][0],
            lambda e: e["type"] == "play" and e["card"] == "T1",
        ),
    )


if __name__ == "__main__":
    main()
