"""Blind generator for the gd-netted-payments audit round (Galician Tarok, Szczepański §1-§33).

Written from the Polish source (/work/shared/seeds/002_d58cf04b7f012795.txt) and the format spec
only; it does not import the engine.  Run:  python _gen.py  (writes NN-*.json and EXPECTED.md here).

Readings used (quoted in EXPECTED.md):
- card points §3/§7/§14: pagat, mond, skiz 5, other tarocks 1; K5 Q4 N3 J2 pip 1; 2 off per three
  cards; the player's pile = his tricks + the cards he laid away; the helpers' = their tricks + the
  packet(s) not bought (solo: the whole talon, §10).  Total 66, 33 = consolation (§18).
- game §18: won (p > 33): (p-33)*3+30 (three), *6+60 (solo); lost (p <= 33): ((33-p)*m+a) times the
  purchase number (§16 'tyle razy, ile razy kupił': 1 + packets refused) and times contra (§17).
  A won game with contra counts double (recontra 4x).  The player pays/receives this from each
  helper and, at four, from the king (§17, §20).
- premiums (§6, §15, §19, §20): trull 50 / announced 100, four kings 100 / 200 (the side that has
  them in its tricks), pagat ultimo 50 / announced 100 (the player only, §27 end), tarocks 10/11/12
  announced 50/100/150.  An announced premium not made is paid by its announcer.
- pool (§27, the engine's listed defaults for the amounts the source leaves open: stake 10 each
  seat at the first deal of an empty pool and the deal after an ultimo took it, 10% of every win,
  5 from each active seat when all pass): announced ultimo made takes the pool's content (before
  this deal's shares), failed pays the content in; contra does not touch the pool.
- renonce §23: the player who trumps a suit lead holding the suit loses unconditionally; having made
  his points he pays only the consolation (the contract's addend as a lost game), his own premiums
  do not count.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_CARDS = {s: ["K" + s, "Q" + s, "N" + s, "J" + s, PIP[s]] for s in SUITS}  # high -> low
TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
DECK = [c for s in SUITS for c in SUIT_CARDS[s]] + TAROCKS
KINGS = ["KH", "KD", "KS", "KC"]
TRULL = ["T1", "T21", "SKIZ"]


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or c.startswith("T")


def trank(c: str) -> int:
    return 22 if c == "SKIZ" else int(c[1:])


def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]


def srank(c: str) -> int:
    return 5 - SUIT_CARDS[c[-1]].index(c)


def value(c: str) -> int:
    if is_tarock(c):
        return 5 if c in TRULL else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def pile_points(cards: list[str]) -> float:
    assert len(cards) % 3 == 0, cards
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return list(hand)
    ls = suit(led)
    same = [c for c in hand if suit(c) == ls]
    if same:
        return same
    tar = [c for c in hand if is_tarock(c)]
    return tar or list(hand)


def winner(trick: list[tuple[int, str]]) -> int:
    tar = [(trank(c), s) for s, c in trick if is_tarock(c)]
    if tar:
        return max(tar)[1]
    ls = suit(trick[0][1])
    return max((srank(c), s) for s, c in trick if suit(c) == ls)[1]


def num(x: float) -> float | int:
    x = round(x, 6)
    return int(x) if x == int(x) else x


# --------------------------------------------------------------------------- one deal


class DealFail(Exception):
    pass


def simulate(seed: int, n: int, dealer: int, spec: dict) -> dict:
    """Deal and play one deal by spec; raise DealFail when the outcome does not fit the spec."""
    rng = random.Random(seed)
    active = [(dealer + k) % n for k in range(1, 4)]  # forehand first; at four the dealer sits out
    forehand = active[0]
    player = active[spec.get("player_pos", 0)]
    deck = DECK[:]
    rng.shuffle(deck)
    talon, rest = deck[:6], deck[6:]
    hands = {s: rest[12 * i : 12 * i + 12] for i, s in enumerate(active)}
    # plant cards the spec wants in the player's hand (swapped with cards of other hands)
    for c in spec.get("give", []):
        if c in hands[player]:
            continue
        where = [s for s in active if c in hands[s]]
        if where:
            o = where[0]
        else:
            o = None
        cand = [x for x in hands[player] if x not in spec.get("give", [])]
        x = rng.choice(cand)
        hands[player].remove(x)
        hands[player].append(c)
        if o is None:
            talon[talon.index(c)] = x
        else:
            hands[o].remove(c)
            hands[o].append(x)
    for s in active:
        rng.shuffle(hands[s])
    dealt = {s: list(h) for s, h in hands.items()}
    out = {"seed": seed, "dealer": dealer, "n": n, "active": active, "player": player, "talon": talon}
    out["hands"] = [dealt.get(s, []) for s in range(n)]
    if spec.get("allpass"):
        out["allpass"] = True
        return out

    contract = spec.get("contract", "three")
    rejects = spec.get("reject", 0)
    packets = [talon[:3], talon[3:]]
    hand = list(hands[player])
    if contract == "three":
        taken = packets[rejects % 2]
        unbought = packets[1 - rejects % 2]
        hand += taken
        # lay away three cards: never a king (§13), no tarock (no showing needed)
        cand = [c for c in hand if not is_tarock(c) and c not in KINGS]
        if len(cand) < 3:
            raise DealFail("cannot discard")
        cand.sort(key=lambda c: (value(c), rng.random()))
        discard = cand[:3]
        for c in discard:
            hand.remove(c)
        purchase = 1 + rejects
        mult, add = 3, 30
    else:
        taken, discard, unbought, purchase = [], [], list(talon), 1
        mult, add = 6, 60
    if any(c in KINGS or c in TRULL for c in unbought):
        raise DealFail("premium card left in the talon")
    hands[player] = hand
    out.update(contract=contract, rejects=rejects, taken=taken, discard=discard, unbought=unbought)
    out.update(purchase=purchase, mult=mult, add=add)
    after = {s: list(h) for s, h in hands.items()}

    keep_pagat = spec.get("ultimo") in ("silent_made", "announced_made", "announced_failed")
    if keep_pagat and "T1" not in hand:
        raise DealFail("no pagat")
    revoke_plan = spec.get("revoke", False)
    revoke_at = None
    plays: list[tuple[int, str]] = []
    tricks = []
    lead = forehand
    for t in range(12):
        trick: list[tuple[int, str]] = []
        order = [active[(active.index(lead) + k) % 3] for k in range(3)]
        for s in order:
            h = hands[s]
            led = trick[0][1] if trick else None
            opts = legal(h, led)
            if (
                revoke_plan
                and revoke_at is None
                and s == player
                and led is not None
                and not is_tarock(led)
                and t >= 2
                and any(suit(c) == suit(led) for c in h)
                and any(is_tarock(c) and c != "T1" for c in h)
            ):
                opts = [c for c in h if is_tarock(c) and c != "T1"]
                revoke_at = len(plays)
            elif s == player and keep_pagat and len(h) > 1 and len(opts) > 1:
                opts = [c for c in opts if c != "T1"] or opts
            c = rng.choice(opts)
            h.remove(c)
            trick.append((s, c))
            plays.append((s, c))
        w = winner(trick)
        tricks.append((trick, w))
        lead = w
    if revoke_plan and revoke_at is None:
        raise DealFail("no revoke chance")
    won = {s: [c for tr, w in tricks if w == s for _, c in tr] for s in active}
    ppile = won[player] + discard
    hpile = [c for s in active if s != player for c in won[s]] + unbought
    p = pile_points(ppile)
    assert p + pile_points(hpile) == 66
    ptricks = sum(1 for _, w in tricks if w == player)
    if ptricks in (0, 12):
        raise DealFail("volat")

    def side_has(cards: list[str]) -> str | None:
        if all(c in ppile for c in cards) and all(c not in discard for c in cards):
            return "player"
        if all(c in hpile for c in cards) and all(c not in unbought for c in cards):
            return "helpers"
        return None

    trull = side_has(TRULL)
    kings = side_has(KINGS)
    last_trick, last_w = tricks[-1]
    pcard = dict(last_trick)[player]
    if pcard == "T1":
        ult = "made" if last_w == player else "lost_last"
    else:
        ult = None
    ntar = sum(1 for c in after[player] if is_tarock(c))
    out.update(
        plays=plays, tricks=tricks, points=p, trull=trull, kings=kings, ultimo=ult,
        ntarocks=ntar, revoke_at=revoke_at, ptricks=ptricks,
    )
    # check the wanted outcome
    w = spec.get("want", {})
    if "win" in w and (p > 33) != w["win"]:
        raise DealFail("win")
    if w.get("trull", None) != trull:
        raise DealFail("trull")
    if w.get("kings", None) != kings:
        raise DealFail("kings")
    u = spec.get("ultimo")
    if u in ("silent_made", "announced_made") and ult != "made":
        raise DealFail("ultimo")
    if u == "announced_failed" and ult != "lost_last":
        raise DealFail("ultimo")
    if u is None and ult == "made":
        raise DealFail("silent ultimo not wanted")
    if "tarocks" in spec and ntar != spec["tarocks"]:
        raise DealFail("tarocks")
    if "min_points" in w and p < w["min_points"]:
        raise DealFail("points")
    return out


def find(seed0: int, n: int, dealer: int, spec: dict, tries: int = 400000) -> dict:
    for k in range(tries):
        try:
            return simulate(seed0 * 1000003 + k, n, dealer, spec)
        except DealFail:
            continue
    raise SystemExit(f"no deal for {spec}")


# --------------------------------------------------------------------------- settlement


def settle(d: dict, spec: dict, pool: dict) -> dict:
    """Dues of one deal: list of (from, to, amount, reason) and the pool after it."""
    n, active = d["n"], d["active"]
    seats = list(range(n))
    dues: list[tuple] = []
    notes: list[str] = []
    if pool["need_stake"]:
        for s in seats:
            dues.append((s, "pool", 10, "pool_stake"))
        pool["content"] += 10 * n
        pool["need_stake"] = False
        notes.append(f"pool founded: {n} x 10 stake")
    if d.get("allpass"):
        for s in active:
            dues.append((s, "pool", 5, "pool_pass"))
        pool["content"] += 15
        notes.append("all pass: 5 from each of the three players")
        return {"dues": dues, "notes": notes}
    P = d["player"]
    opps = [s for s in seats if s != P]  # helpers and (at four) the king
    contra = spec.get("contra", 1)
    p = d["points"]
    items: list[tuple[str, float]] = []  # positive: each opponent pays the player
    revoke = d.get("revoke_at") is not None
    if revoke:
        # §12/§23: lost unconditionally; with his points made he pays the consolation only
        assert p > 33
        v = d["add"] * d["purchase"] * contra
        items.append(("game", -v))
        notes.append(
            f"renonce at play {d['revoke_at']}: player made {p} but loses unconditionally; "
            f"consolation {d['add']} x purchase {d['purchase']} x contra {contra} = {v} to each opponent"
        )
    elif p > 33:
        # §17: contra doubles a won game; recontra and above count 'tylko w razie, gdy gracz przegra'
        wmul = 2 if contra >= 2 else 1
        v = ((p - 33) * d["mult"] + d["add"]) * wmul
        items.append(("game", v))
        notes.append(
            f"player {p} points: won, ({p}-33)x{d['mult']}+{d['add']} x {wmul}"
            + (f" (contra level {contra}: a won game counts double only)" if contra > 2 else "")
            + f" = {v}"
        )
    else:
        v = ((33 - p) * d["mult"] + d["add"]) * d["purchase"] * contra
        items.append(("game", -v))
        notes.append(
            f"player {p} points: lost, ((33-{p})x{d['mult']}+{d['add']}) x purchase {d['purchase']}"
            f" x contra {contra} = {v}"
        )
    ann = spec.get("announce", [])
    pc = spec.get("premium_contra", {})
    if d["trull"]:
        amt = 100 if ("trull" in ann and d["trull"] == "player") else 50
        sign = 1 if d["trull"] == "player" else -1
        if not (revoke and sign > 0):
            items.append(("trull", sign * amt * pc.get("trull", 1)))
    if d["kings"]:
        amt = 200 if ("four_kings" in ann and d["kings"] == "player") else 100
        sign = 1 if d["kings"] == "player" else -1
        if not (revoke and sign > 0):
            items.append(("four_kings", sign * amt * pc.get("four_kings", 1)))
    u = spec.get("ultimo")
    if u == "silent_made" and not revoke:
        items.append(("pagat_ultimo", 50))
    elif u == "announced_made":
        items.append(("pagat_ultimo", 100 * pc.get("pagat_ultimo", 1)))
    elif u == "announced_failed":
        items.append(("pagat_ultimo", -100 * pc.get("pagat_ultimo", 1)))
    if "tarocks" in ann:
        items.append(("tarocks", {10: 50, 11: 100, 12: 150}[d["ntarocks"]]))
    for o in opps:
        for reason, a in items:
            if a > 0:
                dues.append((o, P, a, reason))
            elif a < 0:
                dues.append((P, o, -a, reason))
    net = {s: 0.0 for s in seats}
    for f, t, a, r in dues:
        if r.startswith("pool"):
            continue
        net[f] -= a
        net[t] += a
    # the pool and the ultimo (contra does not touch the pool, §27)
    content = pool["content"]
    if u == "announced_made":
        dues.append(("pool", P, content, "pool_ultimo"))
        notes.append(f"announced ultimo made: the player takes the pool's {num(content)}")
        pool["content"] = 0
        pool["need_stake"] = True
    elif u == "announced_failed":
        dues.append((P, "pool", content, "pool_ultimo"))
        notes.append(f"announced ultimo failed: the player pays the pool's {num(content)} into it")
        pool["content"] += content
    for s in seats:
        if net[s] > 0:
            sh = num(net[s] / 10)
            dues.append((s, "pool", sh, "pool_share"))
            pool["content"] += sh
    notes.append("items per opponent: " + ", ".join(f"{r} {num(a)}" for r, a in items))
    notes.append("net of inter-player dues: " + ", ".join(f"{s}: {num(net[s])}" for s in seats))
    return {"dues": [(f, t, num(a), r) for f, t, a, r in dues], "notes": notes, "net": net}


# --------------------------------------------------------------------------- rendering


def deal_events(d: dict, spec: dict) -> list[dict]:
    ev: list[dict] = []
    active, P = d["active"], d.get("player")
    if d.get("allpass"):
        for s in active:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        return ev
    pos = active.index(P)
    for k, s in enumerate(active):
        if k < pos:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        elif k == pos:
            ev.append({"type": "bid", "seat": s, "bid": d["contract"]})
        else:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
    if d["contract"] == "three":
        for _ in range(d["rejects"]):
            ev.append({"type": "call", "seat": P, "call": "reject"})
        ev.append({"type": "take", "seat": P, "cards": d["taken"]})
        ev.append({"type": "discard", "seat": P, "cards": d["discard"]})
    items = []
    for a in spec.get("announce", []):
        if a == "tarocks":
            items.append({"kind": "tarocks", "count": d["ntarocks"]})
        else:
            items.append({"kind": a})
    if spec.get("ultimo", "").startswith("announced"):
        items.append({"kind": "pagat_ultimo"})
    ev.append({"type": "announce", "seat": P, "items": items})
    helpers = [active[(pos + k) % 3] for k in (1, 2)]
    for h in helpers:
        ev.append({"type": "announce", "seat": h, "items": []})
    if spec.get("contra", 1) >= 2:
        ev.append({"type": "double", "seat": helpers[0], "target": "game", "level": 2})
    if spec.get("contra", 1) >= 4:
        ev.append({"type": "double", "seat": P, "target": "game", "level": 4})
    for tgt, lvl in spec.get("premium_contra", {}).items():
        ev.append({"type": "double", "seat": helpers[1], "target": tgt, "level": lvl})
    for s, c in d["plays"]:
        ev.append({"type": "play", "seat": s, "card": c})
    return ev


def render_payments(dues: list[tuple], shape: str, rng: random.Random) -> list[dict]:
    """The deal's dues written as a table might: see the shapes in EXPECTED.md."""
    pays: list[dict] = []

    def pay(f, t, a, r=None):
        e = {"type": "payment", "from": f, "to": t, "amount": num(a)}
        if r:
            e["reason"] = r
        return e

    if shape in ("items", "items_noreason", "items_shuffled"):
        pays = [pay(f, t, a, r if shape != "items_noreason" else None) for f, t, a, r in dues]
        if shape == "items_shuffled":
            rng.shuffle(pays)
        return pays
    # netted per pair of players
    pair: dict[tuple, float] = {}
    pool_items = []
    for f, t, a, r in dues:
        if "pool" in (f, t):
            pool_items.append((f, t, a, r))
            continue
        key = tuple(sorted((f, t)))
        sign = 1 if (f, t) == key else -1  # positive: key[0] pays key[1]
        pair[key] = pair.get(key, 0) + sign * a
    for (x, y), a in pair.items():
        if abs(a) < 1e-9:
            continue
        pays.append(pay(x, y, a) if a > 0 else pay(y, x, -a))
    if shape in ("pair_net", "pair_net_pool_first"):
        pp = [pay(f, t, a, r) for f, t, a, r in pool_items]
    else:  # pool netted per seat too
        pn: dict = {}
        for f, t, a, _r in pool_items:
            s = t if f == "pool" else f
            pn[s] = pn.get(s, 0) + (a if t == "pool" else -a)
        pp = []
        for s in sorted(pn):
            if abs(pn[s]) < 1e-9:
                continue
            pp.append(pay(s, "pool", pn[s]) if pn[s] > 0 else pay("pool", s, -pn[s]))
    if shape in ("pair_net_pool_first", "all_net_pool_first"):
        return pp + pays
    return pays + pp


# --------------------------------------------------------------------------- the sessions

# Each session: players, deals (spec per deal), shape per deal, faults.
# Fault kinds (applied to the rendered payment events of one deal):
#   ("amount", k, new)     the k-th payment event of the deal gets amount new
#   ("reverse", k)         the k-th payment event's from/to swapped
#   ("leave_out", k, x)    the k-th (netted) payment event lowered by x (a premium left out)
NAMES3 = ["Adam", "Bożena", "Czesław"]
NAMES4 = ["Adam", "Bożena", "Czesław", "Danuta"]

SESSIONS = [
    {
        "file": "01-clean-items-reasons.json",
        "players": NAMES3,
        "note": "three deals, one payment per item with its reason",
        "deals": [
            ({"want": {"win": True, "trull": "player"}, "give": TRULL}, "items"),
            ({"want": {"win": True}, "contra": 2, "player_pos": 1}, "items"),
            ({"want": {"win": False}, "player_pos": 2}, "items"),
        ],
        "faults": [],
    },
    {
        "file": "02-clean-pair-net-4p.json",
        "players": NAMES4,
        "note": "four players, payments netted per pair of players, pool payments itemized",
        "deals": [
            ({"want": {"win": True, "kings": "player"}, "give": KINGS, "announce": ["four_kings"]}, "pair_net"),
            ({"want": {"win": True, "trull": "player"}, "ultimo": "announced_made",
              "give": ["T1", "T21", "SKIZ", "T20", "T19", "T18", "T17"]}, "pair_net"),
            ({"want": {"win": True}, "player_pos": 1}, "pair_net"),
        ],
        "faults": [],
    },
    {
        "file": "03-clean-all-net-shuffled.json",
        "players": NAMES3,
        "note": "all pass, then netted pairs and netted pool lines, pool lines first; an itemized deal in shuffled order",
        "deals": [
            ({"allpass": True}, "items"),
            ({"want": {"win": True}, "ultimo": "silent_made", "give": ["T1", "T21", "T20", "T19", "T18"]}, "all_net_pool_first"),
            ({"want": {"win": True, "trull": "player"}, "give": TRULL, "announce": ["trull"], "contra": 2}, "items_shuffled"),
        ],
        "faults": [],
    },
    {
        "file": "04-wrong-pair-net.json",
        "players": NAMES3,
        "note": "netted per pair; one net amount 10 too high",
        "deals": [
            ({"want": {"win": True}}, "pair_net"),
            ({"want": {"win": True, "kings": "player"}, "give": KINGS, "player_pos": 1}, "pair_net"),
        ],
        "faults": [(1, ("amount_delta", 1, 10))],
    },
    {
        "file": "05-wrong-direction-4p.json",
        "players": NAMES4,
        "note": "four players, itemized without reasons; one game payment written the wrong way",
        "deals": [
            ({"want": {"win": True}}, "items_noreason"),
            ({"want": {"win": False}, "reject": 1}, "items_noreason"),
        ],
        "faults": [(1, ("reverse", 1))],
    },
    {
        "file": "06-premium-left-out.json",
        "players": NAMES3,
        "note": "netted per pair; the four kings left out of one helper's net",
        "deals": [
            ({"want": {"win": True}}, "pair_net"),
            ({"want": {"win": True, "kings": "player"}, "give": KINGS, "player_pos": 2}, "pair_net"),
            ({"want": {"win": True}, "player_pos": 1}, "pair_net"),
        ],
        "faults": [(1, ("amount_delta", 0, -100))],
    },
    {
        "file": "07-renonce-and-wrong-share.json",
        "players": NAMES3,
        "note": "the player trumps a suit lead holding the suit (renonce) and pays the consolation; one pool share wrong",
        "deals": [
            ({"want": {"win": True}}, "items"),
            ({"want": {"win": True, "min_points": 36}, "revoke": True, "player_pos": 1}, "items"),
        ],
        "faults": [(1, ("amount_delta", -1, 2))],
    },
    {
        "file": "08-pool-net-wrong-4p.json",
        "players": NAMES4,
        "note": "four players, all netted (pairs and pool lines); the ultimo winner's pool line wrong",
        "deals": [
            ({"want": {"win": True}}, "all_net"),
            ({"want": {"win": True, "trull": "player"}, "ultimo": "announced_made",
              "give": ["T1", "T21", "SKIZ", "T20", "T19", "T18", "T17", "T16"]}, "all_net"),
            ({"want": {"win": True}}, "all_net"),
        ],
        "faults": [(1, ("pool_line_delta", -10))],
    },
    {
        "file": "09-contra-lost-net-wrong.json",
        "players": NAMES3,
        "note": "contra on a game lost after a refused packet; one pair's net counted without the purchase number",
        "deals": [
            ({"want": {"win": True}}, "items"),
            ({"want": {"win": False}, "contra": 2, "reject": 1, "player_pos": 1}, "pair_net"),
        ],
        "faults": [(1, ("halve", 0))],
    },
    {
        "file": "10-failed-ultimo-two-faults-4p.json",
        "players": NAMES4,
        "note": "four players; an announced ultimo fails (pays 100 each and the pool's content); a payment reversed and a netted amount wrong",
        "deals": [
            ({"want": {"win": True}}, "pair_net"),
            ({"want": {"win": True}, "ultimo": "announced_failed", "give": ["T1", "T21", "T20", "T19", "T18"]}, "pair_net"),
        ],
        "faults": [(1, ("reverse", 0)), (1, ("amount_delta", 2, 5))],
    },
    {
        "file": "11-two-faults-across-deals.json",
        "players": NAMES3,
        "note": "netted pairs with pool lines netted; a wrong net in deal 0, a silent trull left out in deal 2",
        "deals": [
            ({"want": {"win": True}}, "all_net"),
            ({"allpass": True}, "all_net"),
            ({"want": {"win": True, "trull": "player"}, "give": TRULL, "player_pos": 1}, "all_net"),
        ],
        "faults": [(0, ("amount_delta", 0, -3)), (2, ("amount_delta", 1, -50))],
    },
    {
        "file": "12-clean-solo-tarocks-4p.json",
        "players": NAMES4,
        "note": "four players; solo with ten tarocks announced, netted per pair, pool lines first",
        "deals": [
            ({"want": {"win": True}, "contract": "solo", "tarocks": 10, "announce": ["tarocks"],
              "give": ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13"]}, "pair_net_pool_first"),
            ({"want": {"win": True}, "player_pos": 2}, "items_shuffled"),
        ],
        "faults": [],
    },
    {
        "file": "13-renonce-netted-4p.json",
        "players": NAMES4,
        "note": "four players; the player's renonce, settled by consolation, netted per pair: the renonce is the only fault",
        "deals": [
            ({"want": {"win": True, "min_points": 36}, "revoke": True}, "all_net"),
            ({"want": {"win": True}, "player_pos": 1}, "all_net"),
        ],
        "faults": [],
    },
    {
        "file": "14-share-wrong-direction.json",
        "players": NAMES3,
        "note": "itemized with reasons in shuffled order; one pool share written from the pool to the winner",
        "deals": [
            ({"want": {"win": True, "trull": "helpers"}, "player_pos": 2}, "items_shuffled"),
            ({"want": {"win": True}, "contra": 4, "give": ["SKIZ", "T21", "T20", "T19", "KH", "KD"]}, "items"),
        ],
        "faults": [(1, ("reverse_reason", "pool_share"))],
    },
]


def apply_fault(pays: list[dict], fault: tuple, player: int | None) -> tuple[int, str]:
    kind = fault[0]
    pidx = [i for i, e in enumerate(pays)]
    if kind == "amount_delta":
        k, delta = fault[1], fault[2]
        i = pidx[k]
        old = pays[i]["amount"]
        pays[i]["amount"] = num(old + delta)
        return i, f"amount {old} -> {pays[i]['amount']}"
    if kind == "halve":
        i = pidx[fault[1]]
        old = pays[i]["amount"]
        pays[i]["amount"] = num(old / 2)
        return i, f"amount {old} -> {pays[i]['amount']} (purchase number 2 left out)"
    if kind == "reverse":
        i = pidx[fault[1]]
        e = pays[i]
        e["from"], e["to"] = e["to"], e["from"]
        return i, f"from/to swapped: now {e['from']} -> {e['to']} {e['amount']}"
    if kind == "reverse_reason":
        i = [j for j, e in enumerate(pays) if e.get("reason") == fault[1]][0]
        e = pays[i]
        e["from"], e["to"] = e["to"], e["from"]
        return i, f"from/to swapped: now {e['from']} -> {e['to']} {e['amount']}"
    if kind == "pool_line_delta":
        i = [j for j, e in enumerate(pays) if {e["from"], e["to"]} == {"pool", player}][0]
        old = pays[i]["amount"]
        pays[i]["amount"] = num(old + fault[1])
        return i, f"pool line {old} -> {pays[i]['amount']}"
    raise ValueError(kind)


def build(sess: dict, base: int) -> tuple[dict, list[str], list[tuple]]:
    n = len(sess["players"])
    pool = {"content": 0.0, "need_stake": True}
    deals = []
    lines: list[str] = []
    expected: list[tuple] = []
    rng = random.Random(base)
    for di, (spec, shape) in enumerate(sess["deals"]):
        dealer = (n - 1 + di) % n  # seat 0 is forehand in deal 0
        d = find(base * 100 + di * 7, n, dealer, spec)
        pool_before = num(pool["content"])
        st = settle(d, spec, pool)
        ev = deal_events(d, spec)
        pays = render_payments(st["dues"], shape, rng)
        flines = []
        for fdi, fault in sess["faults"]:
            if fdi != di:
                continue
            k, what = apply_fault(pays, fault, d.get("player"))
            flines.append((len(ev) + k, what))
        ev_all = ev + pays
        deals.append({"dealer": dealer, "hands": d["hands"], "talon": d["talon"], "events": ev_all})
        # description
        lines.append(f"### deal {di} (dealer {dealer} {sess['players'][dealer]}; shape `{shape}`)")
        lines.append("")
        if d.get("allpass"):
            lines.append("- all three players pass; no play")
        else:
            P = d["player"]
            lines.append(
                f"- player seat {P} ({sess['players'][P]}), {d['contract']}"
                + (f", refused {d['rejects']} packet(s) (purchase number {d['purchase']})" if d["rejects"] else "")
                + (f", contra x{spec['contra']}" if spec.get("contra", 1) > 1 else "")
                + (f", announced {spec.get('announce', []) + (['pagat_ultimo'] if str(spec.get('ultimo','')).startswith('announced') else [])}")
            )
            lines.append(
                f"- player's pile {d['points']} card points ({d['ptricks']} tricks + laid away {d['discard']}); "
                f"trull: {d['trull']}, four kings: {d['kings']}, player's pagat in last trick: {d['ultimo']}"
            )
            if d.get("revoke_at") is not None:
                pe = len([e for e in ev if e["type"] != "play"]) + d["revoke_at"]
                s, c = d["plays"][d["revoke_at"]]
                lines.append(f"- RENONCE: event {pe}: seat {s} plays {c} to a suit lead holding that suit (§23)")
                expected.append((di, pe, "revoke"))
        lines.append(f"- pool before the deal: {pool_before}; after: {num(pool['content'])}")
        for t in st["notes"]:
            lines.append(f"- {t}")
        lines.append("- dues: " + "; ".join(f"{f}->{t} {a} {r}" for f, t, a, r in st["dues"]))
        p0 = len(ev)
        lines.append(f"- payment events {p0}..{len(ev_all) - 1}")
        for k, what in flines:
            lines.append(f"- PLANTED at event {k}: {what} -> wrong_payment")
            expected.append((di, k, "wrong_payment"))
        lines.append("")
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard"},
        "players": sess["players"],
        "meta": {"audit": "gd-netted-payments", "note": sess["note"]},
        "deals": deals,
    }
    expected.sort()
    return doc, lines, expected


def main() -> None:
    out = []
    for i, sess in enumerate(SESSIONS):
        doc, lines, exp = build(sess, 7000 + i)
        (HERE / sess["file"]).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        status = "violations" if exp else "clean"
        out.append((sess, status, exp, lines))
    head = (HERE / "_expected_head.md").read_text(encoding="utf-8") if (HERE / "_expected_head.md").exists() else ""
    md = [head]
    md.append("## Summary\n")
    md.append("| file | expected | violations (deal, event, code) |")
    md.append("|---|---|---|")
    for sess, status, exp, _ in out:
        md.append(f"| {sess['file']} | {status} | {exp} |")
    md.append("")
    for sess, status, _exp, lines in out:
        md.append(f"## {sess['file']}: {status}\n")
        md.append(sess["note"] + "\n")
        md.extend(lines)
    (HERE / "EXPECTED.md").write_text("\n".join(md) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
