"""Build the ulti30 transcripts from the independent model (model.py)."""

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import model as M  # noqa: E402

HERE = Path(__file__).parent
PLAYERS = ["Anna", "Béla", "Csilla"]
LOG = []


def bid(seat, goals, red=False, **kw):
    b = {"goals": goals, "red": red}
    b.update(kw)
    return {"type": "bid", "seat": seat, "bid": b}


def pas(seat):
    return {"type": "bid", "seat": seat, "bid": "pass"}


class Deal:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def search(
    dealer,
    goals,
    trump,
    red=False,
    fixed=None,
    discard=None,
    predicate=None,
    opts=None,
    contra=None,
    marriages_by=None,
    keep7=None,
    prefer=None,
    seeds=range(20000),
    hand_ok=None,
    marriage_filter=None,
):
    """Find a deal where the declarer is the first bidder (dealer+1)."""
    opts = opts or {}
    decl = (dealer + 1) % 3
    for seed in seeds:
        rng = random.Random(seed)
        hands = M.deal_random(rng, dealer, fixed)
        dc = discard(hands[decl]) if discard else sorted(hands[decl], key=lambda c: (M.pts(c), c))[:2]
        if dc is None:
            continue
        after = [list(h) for h in hands]
        for c in dc:
            after[decl].remove(c)
        if hand_ok and not hand_ok(after):
            continue
        plays, winners = M.play_deal(after, decl, trump, rng, keep7=keep7, prefer=prefer)
        marr = {}
        if trump is not None and not any(g in goals for g in ("40-100", "20-100") + tuple(M.DURCH)):
            for s in range(3):
                m = M.marriages_in(after[s], trump)
                if marriage_filter:
                    m = marriage_filter(s, m)
                if m:
                    marr[s] = m
        mtot = {s: sum(v) for s, v in marr.items()}
        net, lines = M.settle(goals, red, trump, decl, winners, dc, mtot, opts, contra, after[decl])
        d = Deal(
            seed=seed,
            hands=hands,
            after=after,
            discard=dc,
            plays=plays,
            winners=winners,
            marr=marr,
            net=net,
            lines=lines,
            decl=decl,
            dealer=dealer,
            trump=trump,
            goals=goals,
            red=red,
        )
        if predicate is None or predicate(d):
            return d
    raise RuntimeError("no deal found")


def play_events(d, before=None, after1=None):
    """Plays with trick-1 extras: before[seat] = events before that seat's first card;
    after1 = events after the third card of trick 1."""
    before = before or {}
    ev = []
    for i, (s, c) in enumerate(d.plays):
        if i < 3 and s in before:
            ev.extend(before[s])
        ev.append({"type": "play", "seat": s, "card": c})
        if i == 2 and after1:
            ev.extend(after1)
    return ev


def marriage_events(d, extra=None):
    """declare events for each seat with a marriage (before its first card)."""
    b = {}
    for s, m in d.marr.items():
        b.setdefault(s, []).append(
            {"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in m]}
        )
    for s, evs in (extra or {}).items():
        b.setdefault(s, []).extend(evs)
    return b


NAMED_REASONS = {
    "party",
    "ulti",
    "40-100",
    "20-100",
    "durchmarsch",
    "open-durchmarsch",
    "betli",
    "rebetli",
    "open-betli",
    "redurchmarsch",
    "four-aces",
    "four-tens",
    "silent-ulti",
    "silent-100",
    "silent-durchmarsch",
}


def payment_events(d, tweak=None):
    ev = []
    defs = [s for s in range(3) if s != d.decl]
    for name, won, v, mult, extra in d.lines:
        for dd in defs:
            amt = v * (mult or {}).get(dd, 1)
            reason = name if name in NAMED_REASONS else None
            frm, to = (dd, d.decl) if won else (d.decl, dd)
            e = {"type": "payment", "from": frm, "to": to, "amount": amt}
            if reason:
                e["reason"] = reason
            ev.append(e)
            if extra:
                ev.append(
                    {"type": "payment", "from": frm, "to": to, "amount": extra, "reason": "ulti-penalty"}
                )
    if tweak:
        tweak(ev)
    return ev


def score_events(net, totals=None):
    ev = [{"type": "score", "party": s, "points": net[s]} for s in range(3)]
    if totals is not None:
        ev += [{"type": "total", "party": s, "points": totals[s]} for s in range(3)]
    return ev


def auction_first(d, red=None, extra=None):
    decl = d.decl
    b = bid(decl, d.goals, d.red if red is None else red, **(extra or {}))
    return [
        {"type": "discard", "seat": decl, "cards": d.discard},
        b,
        pas((decl + 1) % 3),
        pas((decl + 2) % 3),
        pas(decl),
    ]


def trump_event(d):
    if d.trump is None:
        return {"type": "announce", "seat": d.decl, "items": [{"kind": "no-trump"}]}
    return {"type": "announce", "seat": d.decl, "items": [{"kind": "trump", "suit": d.trump}]}


def write(name, rules, deals_json, desc, start=None):
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules,
        "players": PLAYERS,
    }
    if start:
        t["start"] = start
    t["meta"] = {"description": desc}
    t["deals"] = deals_json
    (HERE / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")


def deal_json(d, events):
    return {"dealer": d.dealer, "hands": d.hands, "events": events}


def log(name, d, note=""):
    LOG.append(
        f"{name}: seed={d.seed} decl={d.decl} trump={d.trump} goals={d.goals} red={d.red} "
        f"discard={d.discard} marr={d.marr} net={d.net} lines={d.lines} "
        f"tricks_decl={sum(1 for w, _t, _s in d.winners if w == d.decl)} "
        f"cp_decl={M.card_points(d.winners, [d.decl])} {note}"
    )
