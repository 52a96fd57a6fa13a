"""Transcript assembly on top of model.py."""

import json
import random

from model import (
    DECK,
    N,
    Ledger,
    Play,
    card_point_payments,
    card_points,
    declarations,
    free_discards,
    is_king,
    last_trick_settlement,
    suit,
    trick_payments,
)

PLAYERS = ["Agata", "Bożena", "Czesław"]


def deal_hands(rng, dealer, fixed=None, banned=None):
    """fixed: seat -> cards that seat must hold (dealer's 28 included); banned: seat -> cards it must not hold."""
    fixed = fixed or {}
    banned = banned or {}
    sizes = [28 if s == dealer else 25 for s in range(N)]
    hands = [list(fixed.get(s, [])) for s in range(N)]
    used = {c for h in hands for c in h}
    assert len(used) == sum(len(h) for h in hands), "duplicate fixed card"
    rest = [c for c in DECK if c not in used]
    for _ in range(1000):
        rng.shuffle(rest)
        hs = [list(h) for h in hands]
        pool = list(rest)
        ok = True
        # place cards with bans first
        for c in list(pool):
            allowed = [s for s in range(N) if c not in banned.get(s, ()) and len(hs[s]) < sizes[s]]
            if not allowed:
                ok = False
                break
            # weight by remaining room
            w = [sizes[s] - len(hs[s]) for s in allowed]
            s = rng.choices(allowed, w)[0]
            hs[s].append(c)
        if ok and all(len(hs[s]) == sizes[s] for s in range(N)):
            for h in hs:
                rng.shuffle(h)
            return hs
    raise RuntimeError("cannot deal")


def default_discard(h28):
    fr = free_discards(h28)
    assert len(fr) >= 3, h28
    return fr[:3]


def dfs(p, pred, rng, prune, budget, demand):
    """Exhaustive completion from p (a Play) with a node budget. Returns a finished Play or None."""
    import copy

    count = [0]

    def rec(q):
        count[0] += 1
        if count[0] > budget:
            return None
        if q.done():
            return q if pred(q) else None
        if prune and prune(q):
            return None
        if q.tno == 22 and not q.cur.plays and demand and not q.demanded:
            holder = [s for s in range(N) if "JOKER" in q.hands[s]]
            if holder:
                others = [s for s in range(N) if s != holder[0]]
                dm = demand if isinstance(demand, int) and not isinstance(demand, bool) else rng.choice(others)
                if dm in others:
                    q.call(dm, "joker")
        seat = q.to_play()
        lg = sorted(q.legal(seat), key=DECK.index)
        rng.shuffle(lg)
        for c in lg:
            names = [None]
            if c == "JOKER" and not q.cur.plays:
                names = list("HDSCT")
                rng.shuffle(names)
            for nm in names:
                q2 = copy.deepcopy(q)
                q2.play(seat, c, nm)
                r = rec(q2)
                if r is not None:
                    return r
        return None

    return rec(p)


def find(hands25, dealer, pred, rng, weight=None, demand=False, tries=20000, hook=None, name_choice=None, greedy=(),
         dfs_from=None, prune=None, budget=3000):
    for i in range(tries):
        p = Play(hands25, dealer)
        p.hookstate = {}
        while not p.done():
            if dfs_from is not None and p.tno >= dfs_from and not p.cur.plays:
                break
            if prune and not p.cur.plays and prune(p):
                break
            if hook and hook(p, rng):
                continue
            if p.tno == 22 and not p.cur.plays and demand and not p.demanded:
                holder = [s for s in range(N) if "JOKER" in p.hands[s]]
                if holder:
                    others = [s for s in range(N) if s != holder[0]]
                    dm = demand if isinstance(demand, int) and not isinstance(demand, bool) else rng.choice(others)
                    if dm in others:
                        p.call(dm, "joker")
            seat = p.to_play()
            lg = sorted(p.legal(seat), key=DECK.index)
            if weight:
                ws = [max(weight(p, seat, c), 0) for c in lg]
                if sum(ws) == 0:
                    ws = [1] * len(lg)
                if seat in greedy:
                    m = max(ws)
                    card = rng.choice([c for c, x in zip(lg, ws) if x == m])
                else:
                    card = rng.choices(lg, ws)[0]
            else:
                card = rng.choice(lg)
            named = None
            if card == "JOKER" and not p.cur.plays:
                named = name_choice(p, seat, rng) if name_choice else rng.choice("HDSCT")
            p.play(seat, card, named)
        if prune and prune(p):
            continue
        if not p.done():
            r = dfs(p, pred, rng, prune, budget, demand)
            if r is not None:
                return r
            continue
        if pred(p):
            return p
    raise RuntimeError("no playout found")


class Session:
    def __init__(self, name, desc, start_pools=None, players=PLAYERS, rules=None):
        self.name = name
        self.desc = desc
        self.players = players
        self.fresh = start_pools is None
        self.start_pools = dict(start_pools) if start_pools else None
        self.pools = dict(start_pools) if start_pools else {"pagat_pool": 0, "king_pool": 0}
        self.deals = []
        self.notes = []  # per deal info
        self.faults = []  # (deal, event, code, text)
        self.rules = rules
        self.session_net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}

    def add(self, dealer, hands, skat, p, *, tout=False, shown=False, play_only=False, void=None,
            penalty=None, declare_items=None, declare_order=None, note="", truncate=None,
            record_discard=True, fault=None, skip_decl_payment=(), wrong=None, extra_calls=None,
            session_end=False):
        """void: irreparable fault -> only fee/foundation/penalty payments; penalty: list of
        (after_marker, seat, amount_each_pool) markers: 'decl:<seat>' after that declare, 'trick:<i>'
        after trick i payments, 'call' after the false call, 'end' after settlement."""
        di = len(self.deals)
        ev = []
        led = Ledger(self.pools)
        marks = {}

        def payall(events):
            ev.extend(events)

        def emit_led_since(k):
            ev.extend(led.events[k:])

        if di == 0 and self.fresh:
            k = len(led.events)
            for pool in ("pagat_pool", "king_pool"):
                for s in range(N):
                    led.pay(s, pool, 20, "foundation")
            emit_led_since(k)
        k = len(led.events)
        led.pay(dealer, "pagat_pool", 5, "deal_fee")
        led.pay(dealer, "king_pool", 5, "deal_fee")
        emit_led_since(k)
        if tout:
            ev.append({"type": "announce", "seat": dealer, "items": ["tout"]})
            marks["announce"] = len(ev) - 1
        if record_discard and skat is not None:
            e = {"type": "discard", "seat": dealer, "cards": list(skat)}
            if shown:
                e["shown"] = True
            ev.append(e)
            marks["discard"] = len(ev) - 1
        pen_payments = []

        def pen(seat, amount):
            k = len(led.events)
            led.pay(seat, "pagat_pool", amount, "penalty")
            led.pay(seat, "king_pool", amount, "penalty")
            emit_led_since(k)

        decl_info = {}
        if hands is not None:
            h25 = [list(h) for h in hands]
            for c in skat:
                h25[dealer].remove(c)
            order = declare_order or [dealer, (dealer + 1) % N, (dealer + 2) % N]
            for s in order:
                base = hands[dealer] if (s == dealer and shown) else h25[s]
                exp = declarations(base)
                items = [x for x, _ in exp]
                if declare_items and s in declare_items:
                    items = declare_items[s]
                ev.append({"type": "declare", "seat": s, "items": items})
                marks[f"decl:{s}"] = len(ev) - 1
                decl_info[s] = items
                if not void and s not in skip_decl_payment:
                    k = len(led.events)
                    for _, v in exp:
                        for o in range(N):
                            if o != s:
                                led.pay(o, s, v, "declaration")
                    emit_led_since(k)
                if penalty and penalty[0] == f"decl:{s}":
                    pen(penalty[1], penalty[2])
            if penalty and penalty[0] == "decls":
                pen(penalty[1], penalty[2])
        info = None
        pts = None
        if p is not None:
            tcount = 0
            for e in p.log:
                if "_trick_end" in e:
                    i = e["_trick_end"]
                    if not void:
                        k = len(led.events)
                        trick_payments(led, p.tricks[i], i == 24)
                        emit_led_since(k)
                    marks[f"trick:{i}"] = len(ev) - 1
                    if penalty and penalty[0] == f"trick:{i}":
                        pen(penalty[1], penalty[2])
                    if truncate is not None and i == truncate:
                        break
                    continue
                ev.append(dict(e))
                if e["type"] == "call":
                    marks.setdefault("calls", []).append(len(ev) - 1)
                    if penalty and penalty[0] == "call" and e["call"] == "joker":
                        pen(penalty[1], penalty[2])
                if e["type"] == "play":
                    marks.setdefault("plays", []).append(len(ev) - 1)
            if p.done() and truncate is None:
                skat_cards = skat if skat is not None else []
                pts = card_points(p, skat_cards)
                if not void:
                    k = len(led.events)
                    info = last_trick_settlement(led, p)
                    emit_led_since(k)
                    if penalty and penalty[0] == "end":
                        pen(penalty[1], penalty[2])
                    if info["nolo"] is None:
                        k = len(led.events)
                        card_point_payments(led, pts, (dealer + 1) % N)
                        emit_led_since(k)
                else:
                    counts = [sum(1 for x in p.tricks if x.winner == s) for s in range(N)]
                    info = {"counts": counts, "void": True}
        if void and penalty and penalty[0] == "void_end":
            pen(penalty[1], penalty[2])
        if session_end:
            k = len(led.events)
            for pool in ("pagat_pool", "king_pool"):
                amt = led.pools[pool]
                assert amt % 15 == 0, (pool, amt)
                for s in range(N):
                    led.pay(pool, s, amt // 3, "session_end")
            emit_led_since(k)
        expected_net = dict(led.net)
        recorded_net = dict(led.net)
        if wrong:
            # wrong = (reason, nth, new_amount) change the nth payment with that reason
            idx = [i for i, e in enumerate(ev) if e.get("type") == "payment" and e.get("reason") == wrong[0]][wrong[1]]
            old = ev[idx]["amount"]
            ev[idx] = dict(ev[idx], amount=wrong[2])
            recorded_net[ev[idx]["from"]] -= wrong[2] - old
            recorded_net[ev[idx]["to"]] += wrong[2] - old
            marks["wrong"] = idx
            marks["wrong_old"] = old
        deal = {"dealer": dealer, "hands": None if play_only else [list(h) for h in hands], "events": ev}
        self.deals.append(deal)
        self.pools = dict(led.pools)
        for kk in self.session_net:
            self.session_net[kk] += expected_net[kk]
        self.notes.append({
            "deal": di, "dealer": dealer, "note": note, "info": info, "pts": pts, "decl": decl_info,
            "expected_net": expected_net, "recorded_net": recorded_net, "pools_after": dict(led.pools), "marks": marks,
            "skat": skat,
        })
        return marks

    def fault(self, deal, event, code, text):
        self.faults.append((deal, event, code, text))

    def to_json(self):
        d = {"format": "trick-transcript/1", "game": "danish-tarok"}
        if self.rules:
            d["rules"] = self.rules
        d["players"] = self.players
        if self.start_pools:
            d["start"] = {"pools": self.start_pools}
        d["meta"] = {"audit": "danish-spec14", "description": self.desc}
        d["deals"] = self.deals
        return d

    def write(self, folder):
        path = f"{folder}/{self.name}.json"
        with open(path, "w") as f:
            f.write(dump(self.to_json()))
        return path

    def summary(self):
        lines = [f"## {self.name}.json", "", self.desc, ""]
        if self.start_pools:
            lines.append(f"Start pools: {self.start_pools}.")
        for n in self.notes:
            i = n["info"] or {}
            net = n["expected_net"]
            s = f"- deal {n['deal']} (dealer {n['dealer']}): {n['note']}"
            if i:
                s += f" tricks {i.get('counts')}"
            if n["pts"]:
                s += f", card points {n['pts']}"
            s += f"; skat {n['skat']}"
            decl = {k: v for k, v in n["decl"].items() if v}
            if decl:
                s += f"; declarations {json.dumps(decl, ensure_ascii=False)}"
            s += f"; net {fmt_net(net)}; pools after {n['pools_after']}"
            dl = self.deals[n["deal"]]
            agg = {}
            for e in dl["events"]:
                if e.get("type") == "payment" and e["reason"] not in ("foundation", "deal_fee"):
                    agg.setdefault(e["reason"], []).append(f"{e['from']}→{e['to']} {e['amount']}")
            if agg:
                s += "; payments: " + "; ".join(f"{k}: " + ", ".join(v) for k, v in agg.items()
                                                if k not in ("declaration",))
            if n["recorded_net"] != net:
                s += f"; RECORDED net {fmt_net(n['recorded_net'])}"
            lines.append(s)
        lines.append(f"- session net (expected): {fmt_net(self.session_net)}")
        if self.faults:
            lines.append("- violations: " + "; ".join(f"({a}, {b}, `{c}`) {t}" for a, b, c, t in self.faults))
        else:
            lines.append("- violations: none")
        return "\n".join(lines)


def fmt_net(net):
    return ", ".join(f"{k}: {v:+d}" for k, v in net.items() if v)


def dump(obj):
    """JSON with one event per line."""
    out = ["{"]
    keys = list(obj)
    for ki, k in enumerate(keys):
        comma = "," if ki < len(keys) - 1 else ""
        if k == "deals":
            out.append('  "deals": [')
            for di, d in enumerate(obj["deals"]):
                out.append("    {")
                out.append(f'      "dealer": {d["dealer"]},')
                if d["hands"] is None:
                    out.append('      "hands": null,')
                else:
                    out.append('      "hands": [')
                    for hi, h in enumerate(d["hands"]):
                        out.append("        " + json.dumps(h) + ("," if hi < len(d["hands"]) - 1 else ""))
                    out.append("      ],")
                out.append('      "events": [')
                for ei, e in enumerate(d["events"]):
                    out.append("        " + json.dumps(e, ensure_ascii=False) + ("," if ei < len(d["events"]) - 1 else ""))
                out.append("      ]")
                out.append("    }" + ("," if di < len(obj["deals"]) - 1 else ""))
            out.append("  ]" + comma)
        else:
            out.append(f"  {json.dumps(k)}: {json.dumps(obj[k], ensure_ascii=False)}{comma}")
    out.append("}")
    return "\n".join(out) + "\n"
