"""Deal builder on top of model.py: auction scripts, events, rejection sampling."""

from __future__ import annotations

import json
import random

import model as M


class Built:
    pass


def run_auction(dealt, dealer, script, final_trump, final_goals, decl_discard=None):
    """script: list of ("bid", seat, goals, red) / ("pass", seat). Returns events, hands at play, declarer,
    talon (declarer's final discards), and per-step info."""
    hands = [list(h) for h in dealt]
    events = []
    talon = None
    first = (dealer + 1) % 3
    last_bidder = None
    decl = [s for (k, s, *_) in script if k == "bid"][-1]
    last_rank = None
    for i, step in enumerate(script):
        kind, seat = step[0], step[1]
        if kind == "pass":
            events.append({"type": "bid", "seat": seat, "bid": "pass"})
            continue
        goals, red = step[2], step[3]
        r = M.bid_rank((goals, red))
        if last_rank is not None and not r > last_rank and not (len(step) > 4 and step[4] == "illegal"):
            raise RuntimeError(f"bid not higher: {step}")
        if not (len(step) > 4 and step[4] == "illegal"):
            last_rank = r
        if talon is None:
            assert seat == first and i == 0
        else:
            hands[seat] += talon
            events.append({"type": "take", "seat": seat, "cards": list(talon)})
        if seat == decl and decl_discard is not None:
            dis = decl_discard(hands[seat], final_trump)
        elif seat == decl:
            tr = "H" if red else final_trump
            if set(final_goals) & M.NO_TRUMP_GOALS:
                dis = sorted(hands[seat], key=lambda c: -M.strength(c, None))[:2]
            else:
                keep = []
                if "ulti" in final_goals and tr:
                    keep.append("7" + tr)
                dis = M.choose_discard(hands[seat], tr, keep)
        else:
            dis = M.choose_discard(hands[seat], None)
        for c in dis:
            hands[seat].remove(c)
        talon = list(dis)
        events.append({"type": "discard", "seat": seat, "cards": list(dis)})
        events.append({"type": "bid", "seat": seat, "bid": {"goals": list(goals), "red": bool(red)}})
        last_bidder = seat
    assert last_bidder == decl
    return events, hands, decl, talon


def make_deal(
    rng,
    dealer,
    script,
    trump,
    goals,
    red,
    *,
    policy="greedy",
    contra=None,
    recontra=None,
    fault=None,
    cut_after=None,
    fold=False,
    declare_marriages=True,
    decl_discard=None,
):
    """One attempt. trump: suit letter for the game (H when red) or None (no-trump game).
    contra: dict goal -> (seat, level) for defender doubles; recontra: dict goal -> level.
    cut_after: number of complete tricks recorded (None = all 10)."""
    dealt = M.deal_cards(rng, dealer)
    ev, hands, decl, talon = run_auction(dealt, dealer, script, trump, goals, decl_discard)
    b = Built()
    b.dealer, b.dealt, b.decl, b.talon, b.trump, b.goals, b.red = dealer, dealt, decl, talon, trump, goals, red
    b.hands_play = [list(h) for h in hands]
    b.auction_events = ev
    b.fold = fold
    if fold:
        b.events = ev + [{"type": "call", "seat": decl, "call": "fold"}]
        b.pays = [(decl, (decl + 1) % 3, 2, "fold"), (decl, (decl + 2) % 3, 2, "fold")]
        b.info = {"fold": True}
        b.plays = []
        return b
    pol = M.policy_greedy(rng) if policy == "greedy" else M.policy_random(rng)
    plays = M.play_out(hands, decl, trump, goals, rng, pol, fault=fault)
    b.plays = plays
    # marriages
    marr = {}
    hundred_or_durch = bool(set(goals) & {"40-100", "20-100", "durchmarsch"})
    if trump and not hundred_or_durch and declare_marriages:
        for s in range(3):
            ms = M.marriages_of(hands[s], trump)
            if ms:
                marr[s] = [p for _, p in sorted(ms, key=lambda x: -x[1])]
    b.marr = marr
    # contra levels per goal (trump game: applies to both)
    lv = {}
    for gname, (seat, level) in (contra or {}).items():
        lv[gname] = level
    for gname, level in (recontra or {}).items():
        lv[gname] = level
    if trump is None and contra:
        lv2 = {}
        for gname, (seat, level) in contra.items():
            lv2[(gname, seat)] = (recontra or {}).get(gname, level)
        lv = lv2
    b.lv = lv
    pays, info, o = M.settle(decl, trump, goals, red, talon, marr, plays, contra=lv, dealt_hand_decl=hands[decl])
    b.pays, b.info, b.o = pays, info, o
    # events
    evs = list(ev)
    if trump and not red:
        evs.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    b.play_index = {}
    n_rec = len(plays) if cut_after is None else 3 * cut_after
    for i, (s, c) in enumerate(plays[:n_rec]):
        if i < 3:
            if s in marr:
                evs.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in marr[s]]})
            for gname, (cs, level) in (contra or {}).items():
                if cs == s:
                    evs.append({"type": "double", "seat": s, "target": gname, "level": level})
        b.play_index[i] = len(evs)
        evs.append({"type": "play", "seat": s, "card": c})
        if i == 2:
            for gname, level in (recontra or {}).items():
                evs.append({"type": "double", "seat": decl, "target": gname, "level": level})
    b.events = evs
    b.cut_after = cut_after
    return b


def hands_at(b, ntricks):
    hs = [list(h) for h in b.hands_play]
    for s, c in b.plays[: 3 * ntricks]:
        hs[s].remove(c)
    return hs


def check_forced(b, ntricks):
    """Every legal ending after ntricks complete tricks gives the same payments net. Returns (bool, count)."""
    hs = hands_at(b, ntricks)
    tr = M.tricks_of(b.plays[: 3 * ntricks], b.decl, b.trump)
    leader = tr[-1][2] if tr else b.decl
    nets = set()
    n = 0
    for rest in M.endings(hs, b.decl, b.trump, b.goals, leader, ntricks):
        full = b.plays[: 3 * ntricks] + rest
        lv = {}
        pays, info, o = M.settle(b.decl, b.trump, b.goals, b.red, b.talon, b.marr, full, contra=b.lv, dealt_hand_decl=b.hands_play[b.decl])
        nets.add(tuple(M.net(pays)))
        n += 1
        if n > 200000:
            break
    return len(nets) == 1, n, nets


def sample(seed, maker, pred, tries=200000):
    rng = random.Random(seed)
    for i in range(tries):
        try:
            b = maker(rng)
        except (AssertionError, ValueError, IndexError, StopIteration):
            continue
        if pred(b):
            b.try_no = i
            return b
    raise RuntimeError("no deal found")


def pay_events(pays):
    return [{"type": "payment", "from": f, "to": t, "amount": a, "reason": r} for f, t, a, r in pays]


def dump(doc, path):
    """JSON with one event per line."""
    lines = ["{"]
    keys = [k for k in ("format", "game", "rules", "players", "start", "meta") if k in doc]
    for k in keys:
        lines.append(f"  {json.dumps(k)}: {json.dumps(doc[k], ensure_ascii=False)},")
    lines.append('  "deals": [')
    for di, d in enumerate(doc["deals"]):
        lines.append("    {")
        lines.append(f'      "dealer": {d["dealer"]},')
        lines.append(f'      "hands": {json.dumps(d["hands"])},')
        if "talon" in d:
            lines.append(f'      "talon": {json.dumps(d["talon"])},')
        lines.append('      "events": [')
        for ei, e in enumerate(d["events"]):
            comma = "," if ei < len(d["events"]) - 1 else ""
            lines.append(f"        {json.dumps(e, ensure_ascii=False)}{comma}")
        lines.append("      ]")
        lines.append("    }" + ("," if di < len(doc["deals"]) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    json.loads(text)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
