import random

import danish_model as dm
from gen_common import num, pay

PLAYERS = ["Agata", "Bogdan", "Cecylia"]


def find_deal(seed, dealer, want=None):
    """First legal random deal from seed with the property want(deal) (or any)."""
    rng = random.Random(seed)
    while True:
        d = dm.play_deal(rng, dealer)
        if d is None:
            continue
        ntr = [0, 0, 0]
        for _, w in d.tricks:
            ntr[w] += 1
        if 0 in ntr:
            continue
        if want is None or want(d):
            return d


def session(specs):
    """specs: list of (seed, dealer, want).  Returns list of (deal, payments) where payments are
    dicts {ph, f, t, a, r}; ph one of 'found', 'fee', ('decl', s), ('trick', t), 'end', 'session'."""
    pools = {"pagat_pool": 0, "king_pool": 0}
    out = []
    for i, (seed, dealer, want) in enumerate(specs):
        d = find_deal(seed, dealer, want)
        pays = []
        if i == 0:
            for p in ("pagat_pool", "king_pool"):
                for s in range(3):
                    pays.append(dict(ph="found", f=s, t=p, a=20, r="foundation"))
                    pools[p] += 20
        due, pools = dm.settle(d, 3, pools, last_deal=(i == len(specs) - 1))
        for ph, f, t, a, r in due:
            ph = ph[0] if ph[0] in ("fee", "end", "session") else ph
            pays.append(dict(ph=ph, f=f, t=t, a=a, r=r))
        d.pools_end = dict(pools)
        out.append((d, pays))
    return out


def ev(p):
    return pay(p["f"], p["t"], num(p["a"]), p.get("r"), p.get("note"))


def render(d, pays):
    """Events of one deal, each payment placed by its ph."""
    evs = []
    by = {}
    for p in pays:
        by.setdefault(p["ph"] if not isinstance(p["ph"], list) else tuple(p["ph"]), []).append(p)
    for key in ("found", "fee", "pre"):
        evs += [ev(p) for p in by.get(key, [])]
    evs.append({"type": "discard", "seat": d.dealer, "cards": d.skat})
    for k in range(3):
        s = (d.dealer + k) % 3
        evs.append({"type": "declare", "seat": s, "items": [it for it, _ in d.decl[s]]})
        evs += [ev(p) for p in by.get(("decl", s), [])]
    for t, (trick, _w) in enumerate(d.tricks):
        for s, c in trick:
            evs.append({"type": "play", "seat": s, "card": c})
        evs += [ev(p) for p in by.get(("trick", t), [])]
    for key in ("end", "session", "post"):
        evs += [ev(p) for p in by.get(key, [])]
    return evs


def doc(deals_events, meta):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": meta,
        "deals": [{"dealer": d.dealer, "hands": d.hands, "events": evs} for d, evs in deals_events],
    }


def describe(sess):
    lines = []
    for i, (d, pays) in enumerate(sess):
        trick, w = d.tricks[24]
        lines.append(
            "deal %d dealer %d: skat %s; declarations %s; tricks %s; card points %s; last trick won by %d with %s (przydupek king %s pagat %s); pools after %s"
            % (
                i,
                d.dealer,
                d.skat,
                {s: [it for it, _ in v] for s, v in d.decl.items() if v},
                [sum(1 for _, x in d.tricks if x == s) for s in range(3)],
                d.points,
                w,
                d.last["card"],
                d.last["prz_k"],
                d.last["prz_p"],
                d.pools_end,
            )
        )
    return lines
