"""Galician Tarok part of the seats-change audit (source 002, §8, §17, §20, §27).

Deal bodies (hands, talon, auction, plays) and each body's per-opponent amounts are lifted from
examples/galician-tarok; the seat handling (king, sitter), the stakes, the 10% shares and the
pool are computed here.
"""

import json
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
PERMS = [{}, {"H": "D", "D": "H", "S": "C", "C": "S"}]


def pc(c, p):
    if c == "SKIZ" or c.startswith("T"):
        return c
    return c[:-1] + p.get(c[-1], c[-1])


def load_bodies():
    out = []
    for name, i in (("clean", 0), ("clean", 1), ("revoke", 0), ("wrong-payment", 0)):
        d = json.loads((ROOT / f"examples/galician-tarok/{name}.json").read_text())
        deal = d["deals"][i]
        ev = [e for e in deal["events"] if e["type"] != "payment"]
        pays = [e for e in deal["events"] if e["type"] == "payment"]
        items = []  # (reason, amount, player_receives)
        player = None
        take = False
        for e in pays:
            r = e.get("reason")
            if r in ("game", "trull", "four_kings", "pagat_ultimo", "tarocks", "volat"):
                if isinstance(e["to"], int) and isinstance(e["from"], int):
                    # count each reason once (per opponent)
                    if not any(x[0] == r for x in items):
                        # player = the seat on one side alone
                        items.append((r, e["amount"], e["from"], e["to"]))
            if e["from"] == "pool" and r is None:
                take = True
        # the player is the seat that appears in every item on its own side
        allp = [e for e in pays if isinstance(e["from"], int) and isinstance(e["to"], int)]
        froms = {x["from"] for x in allp}
        tos = {x["to"] for x in allp}
        recv = []
        for r, a, f, t in items:
            recv.append((r, a, len(tos) == 1 and t in tos and f != t))
        player = list(tos)[0] if len(tos) == 1 else list(froms)[0]
        out.append({"dealer": deal["dealer"], "hands": deal["hands"], "talon": deal["talon"], "events": ev,
                    "player": player, "items": [(r, a, (t == player)) for r, a, f, t in items], "take": take,
                    "src": f"{name}[{i}]"})
    return out


def build(players, deals):
    """deals: {body, perm, king, sitter(None|seat), stake_from(optional override), ...}."""
    bodies = load_bodies()
    n = len(players)
    pool = Fraction(0)
    net = {k: Fraction(0) for k in list(range(n)) + ["pool"]}
    out = []
    notes = []
    need_stake = True
    for di, spec in enumerate(deals):
        b = bodies[spec["body"]]
        p = PERMS[spec["perm"]]
        evs = []

        def pay(f, t, a, reason):
            nonlocal pool
            a = Fraction(a)
            evs.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": reason})
            net[f] -= a
            net[t] += a
            if f == "pool":
                pool -= a
            if t == "pool":
                pool += a

        king = spec["king"]
        sitter = spec.get("sitter")
        present = [s for s in range(n) if s != sitter]
        if n == 3:
            active_order = [(king + k) % n for k in (1, 2, 3)]
            participants = present
        else:
            seq = [(king + k) % n for k in range(1, n)]
            active_order = [s for s in seq if s != sitter and s != king]
            participants = [s for s in present]
        assert len(active_order) == 3
        e = b["dealer"]
        m = {(e + 1) % 3: active_order[0], (e + 2) % 3: active_order[1], e: active_order[2]}
        hands = [[] for _ in range(n)]
        for bs, s in m.items():
            hands[s] = [pc(c, p) for c in b["hands"][bs]]
        talon = [pc(c, p) for c in b["talon"]]
        for ev in b["events"]:
            ev = dict(ev)
            if "seat" in ev:
                ev["seat"] = m[ev["seat"]]
            if "card" in ev:
                ev["card"] = pc(ev["card"], p)
            if "cards" in ev:
                ev["cards"] = [pc(c, p) for c in ev["cards"]]
            evs.append(ev)
        if need_stake:
            for s in spec.get("stake_from", participants):
                pay(s, "pool", 10, "pool_stake")
            need_stake = False
        player = m[b["player"]]
        others = [s for s in participants if s != player]  # helpers and, with four or five, the king
        wins = {s: Fraction(0) for s in participants}
        for r, a, to_player in b["items"]:
            for o in others:
                if to_player:
                    wins[player] += a
                    if spec.get("skip_pay") == (r, o):
                        continue
                    pay(o, player, a, r)
                else:
                    pay(player, o, a, r)
                    wins[o] += a
        if b["take"]:
            pay("pool", player, pool, "pool_ultimo")
            need_stake = True
        for s in participants:
            if wins[s] > 0:
                pay(s, "pool", wins[s] / 10, "pool_share")
        notes.append({"deal": di, "king": king, "sitter": sitter, "active": active_order, "player": player,
                      "items": b["items"], "take": b["take"], "src": b["src"], "pool_after": pool})
        out.append({"dealer": king, "hands": hands, "talon": talon, "events": evs})
    return out, net, pool, notes
