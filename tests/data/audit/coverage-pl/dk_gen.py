"""Danish transcripts of coverage-pl, built with dk_model (my reading of the Polish source).

Run: python dk_gen.py  (writes D*.json and dk_facts.txt beside this file)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import dk_model as M

HERE = Path(__file__).parent
NAMES3 = ["Agata", "Bogdan", "Cecylia"]
NAMES4 = ["Agata", "Bogdan", "Cecylia", "Dariusz"]
FACTS: list[str] = []


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


class Session:
    def __init__(self, n: int, start_pools: dict | None = None):
        self.n = n
        self.fresh = start_pools is None
        self.pools = dict(start_pools) if start_pools else {"pagat_pool": 0, "king_pool": 0}
        self.net = {s: 0 for s in range(n)}
        self.net_pools = {"pagat_pool": 0, "king_pool": 0}
        self.deals: list[dict] = []

    def move(self, ev):
        f, t, a = ev["from"], ev["to"], ev["amount"]
        for side, sign in ((f, -1), (t, 1)):
            if isinstance(side, str):
                self.pools[side] += sign * a
                self.net_pools[side] += sign * a
            else:
                self.net[side] += sign * a


def build_deal(
    S: Session,
    dealer: int,
    hands: dict[int, list[str]],
    skat: list[str],
    res: M.DealResult,
    *,
    shown: bool = False,
    declare_from_28: bool = False,
    extra_calls: dict[int, list[dict]] | None = None,
    session_end: bool = False,
    note: str = "",
):
    """hands: as dealt (dealer 28). res: play of the deal. Returns the deal dict and appends facts."""
    n = S.n
    act = res.order
    ev: list[dict] = []
    log: list[str] = []

    def P(e):
        ev.append(e)
        S.move(e)

    if S.fresh and not S.deals:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                P(pay(s, pool, 20, "foundation"))  # §15 Fundamenty, the sitter too
    for pool in ("pagat_pool", "king_pool"):
        P(pay(dealer, pool, 5, "deal_fee"))  # §15 Rozdanie
    ev.append({"type": "discard", "seat": dealer, "cards": skat, **({"shown": True} if shown else {})})
    # declarations from the dealer, in order of play (§9, §14)
    order = [dealer]
    while len(order) < len(act):
        order.append(M.next_active(order[-1], act, n))
    decl = {}
    for s in order:
        h = hands[s] if (s == dealer and declare_from_28) else [c for c in hands[s] if not (s == dealer and c in skat)]
        items = M.holdings(h)
        decl[s] = items
        ev.append({"type": "declare", "seat": s, "items": items})
        for it in items:
            for o in act:
                if o != s:
                    P(pay(o, s, M.price(it), "declaration"))
        log.append(f"seat {s} declares {items} -> {sum(M.price(i) for i in items)} from each other player")
    # play
    k = 0
    for tno in range(1, 26):
        trick = res.trick_cards[tno - 1]
        for seat, card in trick:
            named = res.plays[k][2]
            k += 1
            for c in (extra_calls or {}).get(k - 1, []):
                ev.append(c)
            e = {"type": "play", "seat": seat, "card": card}
            if named:
                e["named"] = named
            ev.append(e)
        w = res.winners[tno - 1]
        if tno < 25:
            for seat, card in trick:
                if card in M.KINGS and seat != w:
                    for o in act:
                        if o != seat:
                            P(pay(seat, o, 5, "king_lost"))
                    P(pay(seat, "king_pool", 5, "king_lost"))
                    log.append(f"trick {tno}: {card} of seat {seat} lost to seat {w}")
                if card == M.PAGAT and seat != w:
                    for o in act:
                        if o != seat:
                            P(pay(seat, o, 5, "pagat_lost"))
                    P(pay(seat, "pagat_pool", 5, "pagat_lost"))
                    log.append(f"trick {tno}: Pagat of seat {seat} lost to seat {w}")
                if card == M.PAGAT and seat == w:
                    for o in act:
                        if o != seat:
                            P(pay(o, seat, 5, "pagat_trick"))
                    log.append(f"trick {tno}: Pagat of seat {seat} took the trick")
    # after the last trick (§15 Po ostatniej kolejce)
    last = res.trick_cards[24]
    w = res.winners[24]
    wcard = dict(last)[w]
    tout = next((s for s in act if res.tricks[s] == 25), None)
    nolo = None if tout is not None else next((s for s in act if res.tricks[s] == 0), None)
    pagat_pr = [s for s, c in last if c == M.PAGAT and s != w]
    king_pr = [s for s, c in last if c in M.KINGS and s != w]
    P0, K0 = S.pools["pagat_pool"], S.pools["king_pool"]  # contents first (pool order)
    log.append(f"last trick {last}, winner {w} with {wcard}; tout={tout} nolo={nolo} "
               f"pagat_przydupek={pagat_pr} king_przydupek={king_pr}; pools before P={P0} K={K0}")
    if tout is not None:
        for o in act:
            if o != tout:
                P(pay(o, tout, 85, "tout"))
        if P0:
            P(pay("pagat_pool", tout, P0, "tout"))
        if K0:
            P(pay("king_pool", tout, K0, "tout"))
    if nolo is not None:
        for o in act:
            if o != nolo:
                P(pay(o, nolo, 25, "nolo"))
    if tout is None and nolo is None:
        if wcard == M.PAGAT:
            for o in act:
                if o != w:
                    P(pay(o, w, 45, "pagat_ultimo"))
            P(pay("pagat_pool", w, P0, "pagat_ultimo"))
        elif wcard in M.KINGS:
            for o in act:
                if o != w:
                    P(pay(o, w, 40, "king_ultimo"))
            P(pay("king_pool", w, K0, "king_ultimo"))
    for s in pagat_pr:
        for o in act:
            if o != s:
                P(pay(s, o, 45, "pagat_przydupek"))
        P(pay(s, "pagat_pool", P0, "pagat_przydupek"))
    for s in king_pr:
        for o in act:
            if o != s:
                P(pay(s, o, 40, "king_przydupek"))
        P(pay(s, "king_pool", K0, "king_przydupek"))
    if tout is None and nolo is None and not pagat_pr and not king_pr and wcard not in M.KINGS and wcard != M.PAGAT:
        for o in act:
            if o != w:
                P(pay(o, w, 20, "last_trick"))
    for pool in ("pagat_pool", "king_pool"):
        if S.pools[pool] == 0:
            for s in range(n):
                P(pay(s, pool, 20, "refill"))  # every player, the sitter too (§15, §17)
            log.append(f"{pool} emptied: refilled by every seat")
    # card points (§15), none after a Nolo
    cp = M.card_point_totals(res, skat, dealer)
    newd = M.next_active(dealer, list(range(n)), n)  # next dealer: the next seat
    log.append(f"card points {cp}; new dealer {newd}")
    if nolo is None:
        for s in act:
            if s == newd:
                continue
            amt = M.card_point_payment(cp[s])
            if amt > 0:
                P(pay(newd, s, amt, "card_points"))
            elif amt < 0:
                P(pay(s, newd, -amt, "card_points"))
    if session_end:
        for pool in ("pagat_pool", "king_pool"):
            share = 5 * (S.pools[pool] // (5 * n))
            for s in range(n):
                P(pay(pool, s, share, "session_end"))
    deal = {"dealer": dealer, "hands": [hands.get(s, []) for s in range(n)], "events": ev}
    if note:
        deal["note"] = note
    S.deals.append(deal)
    log.append(f"pools after: {S.pools}")
    return deal, log


def deal_rest(fixed: dict[int, list[str]], sizes: dict[int, int], rng: random.Random) -> dict[int, list[str]]:
    used = {c for v in fixed.values() for c in v}
    rest = [c for c in M.deck() if c not in used]
    rng.shuffle(rest)
    out = {}
    for s, size in sizes.items():
        need = size - len(fixed.get(s, []))
        out[s] = list(fixed.get(s, [])) + rest[:need]
        rest = rest[need:]
    assert not rest
    return out


def pick_skat(hand28: list[str], forced: list[str] | None = None) -> list[str]:
    if forced:
        return forced
    free = M.free_skat_cards(hand28)
    free.sort(key=lambda c: (M.points(c), M.rank_value(c)))
    assert len(free) >= 3, hand28
    return free[:3]


def no_joker_lead(res) -> bool:
    return all(cards[0][1] != M.JOKER for cards in res.trick_cards)


def no_joker_lead_after_first(res) -> bool:
    return all(cards[0][1] != M.JOKER for cards in res.trick_cards[1:])


def search(make, check, tries=20000, seed=1, joker_lead_ok=False):
    rng = random.Random(seed)
    for _ in range(tries):
        r = make(rng)
        if r is not None and (joker_lead_ok or no_joker_lead(r[2])) and check(r):
            return r
    raise SystemExit("no solution")


def write(name: str, S: Session, names, rules=None, note="", start=None):
    t = {"format": "trick-transcript/1", "game": "danish-tarok", "players": names}
    if rules:
        t["rules"] = rules
    if start:
        t["start"] = start
    t["meta"] = {"audit": "coverage-pl", "note": note}
    t["deals"] = S.deals
    (HERE / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


# ----------------------------------------------------------------------------------------------------


def d01():
    """4 players, the dealer takes all 25 tricks (Tout): 85 from each other *active* player, both pools,
    both refilled by all four; the sitter pays nothing else. Card points beyond the table."""
    n, dealer = 4, 0
    dh = M.TRUMPS + M.KINGS + ["10H", "10D", "1S"]

    def make(rng):
        hands = deal_rest({0: dh, 3: [M.JOKER], 2: []}, {0: 28, 1: 25, 2: 0, 3: 25}, rng)
        skat = pick_skat(hands[0])
        ph = {s: [c for c in hands[s] if c not in skat] for s in hands}
        pol = {0: M.Policy(win=True, force={2: "T1"}), 3: M.Policy(force={5: M.JOKER})}
        res = M.play_deal(ph, n, dealer, pol, rng)
        return (hands, skat, res) if res else None

    hands, skat, res = search(make, lambda r: r[2].tricks[0] == 25)
    S = Session(n)
    d, log = build_deal(S, dealer, hands, skat, res, session_end=True)
    write("01-dk-4p-tout-sitter-pays-refills-only.json", S, NAMES4,
          note="Agata deals (Cecylia sits out) and takes all 25 tricks: Tout. §15 Tout, §17 the fourth player pays only foundations and refills; session ends.")
    return log


def d02():
    """The source's own example: three kings in the last trick, the King pool holding 135."""
    n, dealer = 3, 0

    def make(rng):
        hands = deal_rest({1: ["KH"], 2: ["KS"], 0: ["KC"]}, {0: 28, 1: 25, 2: 25}, rng)
        skat = pick_skat(hands[0])
        ph = {s: [c for c in hands[s] if c not in skat] for s in hands}
        pol = {1: M.Policy(reserve=["KH"]), 2: M.Policy(reserve=["KS"]), 0: M.Policy(reserve=["KC"])}
        res = M.play_deal(ph, n, dealer, pol, rng)
        if not res:
            return None
        return hands, skat, res

    def ok(r):
        res = r[2]
        if res.trick_cards[24] != [(1, "KH"), (2, "KS"), (0, "KC")]:
            return False
        # every king played before the last trick takes its trick: the King pool is 130 + 5 = 135
        for t, cards in enumerate(res.trick_cards[:24]):
            for s, c in cards:
                if c in M.KINGS and res.winners[t] != s:
                    return False
        return True

    hands, skat, res = search(make, ok, tries=200000, seed=2)
    S = Session(n, {"pagat_pool": 60, "king_pool": 130})
    d, log = build_deal(S, dealer, hands, skat, res)
    write("02-dk-three-kings-last-trick-pool-135.json", S, NAMES3, start={"pools": {"pagat_pool": 60, "king_pool": 130}},
          note="§15's example: three kings in the last trick, the King pool holding 135 (130 carried in + the dealer's 5). Bogdan's KH takes it: King Ultimo; Cecylia and Agata have a King Przydupek each.")
    return log


def d03():
    """Nolo: Cecylia takes no trick and plays KH to the last trick (przydupek, paid despite Nolo);
    Bogdan takes the last trick with the Pagat, but the Nolo cancels the Ultimo; no card points."""
    n, dealer = 3, 0
    low_h = ["10H", "9H", "8H", "7H", "6H", "5H"]
    nh = ["KH"] + low_h + ["1S", "2S", "3S", "1C", "2C", "3C", "10D", "9D", "8D", "T2", "T3"]

    def make(rng):
        hands = deal_rest({2: nh, 1: ["T1"]}, {0: 28, 1: 25, 2: 25}, rng)
        skat = pick_skat(hands[0])
        ph = {s: [c for c in hands[s] if c not in skat] for s in hands}
        pol = {2: M.Policy(reserve=["KH"], lose=True), 1: M.Policy(reserve=["T1"], win=False), 0: M.Policy(win=False)}
        res = M.play_deal(ph, n, dealer, pol, rng)
        return (hands, skat, res) if res else None

    def ok(r):
        res = r[2]
        last = dict(res.trick_cards[24])
        return res.tricks[2] == 0 and last.get(2) == "KH" and last.get(1) == "T1" and res.winners[24] == 1

    hands, skat, res = search(make, ok, tries=400000, seed=3)
    S = Session(n, {"pagat_pool": 50, "king_pool": 75})
    d, log = build_deal(S, dealer, hands, skat, res)
    write("03-dk-nolo-cancels-ultimo-przydupek-stands.json", S, NAMES3, start={"pools": {"pagat_pool": 50, "king_pool": 75}},
          note="Cecylia takes no trick (Nolo) and loses KH in the last trick (King Przydupek, paid whatever the Nolo); Bogdan takes the last trick with the Pagat, which the Nolo cancels; no card points after a Nolo.")
    return log


def d04():
    """Pagat Ultimo and a King Przydupek in one last trick: KH led, the Pagat trumps it."""
    n, dealer = 3, 0

    def make(rng):
        hands = deal_rest({0: ["KH"], 1: ["T1"]}, {0: 28, 1: 25, 2: 25}, rng)
        skat = pick_skat(hands[0])
        ph = {s: [c for c in hands[s] if c not in skat] for s in hands}
        pol = {0: M.Policy(reserve=["KH"]), 1: M.Policy(reserve=["T1"])}
        res = M.play_deal(ph, n, dealer, pol, rng)
        return (hands, skat, res) if res else None

    def ok(r):
        res = r[2]
        last = res.trick_cards[24]
        d = dict(last)
        return last[0] == (0, "KH") and d[1] == "T1" and res.winners[24] == 1 and not d[2].startswith("T")

    hands, skat, res = search(make, ok, tries=400000, seed=4)
    S = Session(n)
    d, log = build_deal(S, dealer, hands, skat, res)
    write("04-dk-pagat-ultimo-over-king-przydupek.json", S, NAMES3,
          note="Fresh session, one deal: Agata leads KH to the last trick, Bogdan trumps it with the Pagat: Pagat Ultimo (45 each, the Pagat pool, refilled by all) and Agata's King Przydupek (40 each, the King pool doubled).")
    return log


def d05():
    """§12's naming rule: Bogdan leads the Joker naming diamonds; Cecylia, second, says she has none;
    Agata, third, has none either; Cecylia names spades anew and both follow spades."""
    n, dealer = 3, 0
    diamonds = [c + "D" for c in M.COURTS] + [p + "D" for p in M.RED_PIPS]

    def make(rng):
        hands = deal_rest({1: diamonds + [M.JOKER]}, {0: 28, 1: 25, 2: 25}, rng)
        if not any(c.endswith("S") for c in hands[2]) or not any(c.endswith("S") for c in hands[0]):
            return None
        skat = pick_skat(hands[0])
        ph = {s: [c for c in hands[s] if c not in skat] for s in hands}
        if not any(c.endswith("S") for c in ph[0]):
            return None
        # trick 1: Joker named D; second (2) and third (0) void in D -> 2 names S anew
        pol = {1: M.Policy(force={1: M.JOKER}, named={1: "S"})}  # model plays the trick as re-named
        res = M.play_deal(ph, n, dealer, pol, rng)
        return (hands, skat, res) if res else None

    hands, skat, res = search(make, lambda r: no_joker_lead_after_first(r[2]), seed=5, joker_lead_ok=True)
    # the transcript writes the naming as §12 tells it: named D, then the calls
    res.plays[0] = (1, M.JOKER, "D")
    calls = {1: [{"type": "call", "seat": 2, "call": "void"},
                 {"type": "call", "seat": 2, "call": "name_joker", "named": "S"}]}
    S = Session(n)
    d, log = build_deal(S, dealer, hands, skat, res, extra_calls=calls)
    log.insert(0, f"trick 1: {res.trick_cards[0]} winner {res.winners[0]} (spades after the re-naming)")
    write("05-dk-joker-renamed-by-second-player.json", S, NAMES3,
          note="§12: Bogdan leads the Joker naming diamonds; Cecylia (second) says she has none, Agata (third) has none either, so Cecylia names the Joker anew (spades) and both follow spades.")
    return log


def d06():
    """§13: the dealer's 28 cards are all kings, Joker or declaration cards: he must lay away three
    declaration cards, says which, and is paid for every declaration of the 28 cards."""
    n, dealer = 3, 0
    dh = [f"T{i}" for i in range(1, 18)] + [M.JOKER] + M.KINGS + ["QH", "NH", "JH", "QS", "NS", "JS"]
    assert len(dh) == 28

    def make(rng):
        hands = deal_rest({0: dh}, {0: 28, 1: 25, 2: 25}, rng)
        skat = ["QH", "NH", "JH"]
        ph = {s: [c for c in hands[s] if c not in skat] for s in hands}
        res = M.play_deal(ph, n, dealer, {0: M.Policy(force={3: M.JOKER})}, rng)
        return (hands, skat, res) if res else None

    hands, skat, res = search(make, lambda r: min(r[2].tricks.values()) > 0, seed=6)
    assert not M.free_skat_cards(hands[0])
    S = Session(n)
    d, log = build_deal(S, dealer, hands, skat, res, shown=True, declare_from_28=True)
    write("06-dk-skat-unavoidable-declaration-cards-shown.json", S, NAMES3,
          note="§13: every card of Agata's 28 is a king, the Joker or part of a declaration (17 trumps + Joker, rich kings, rich heart and spade cavalry), so she lays away QH NH JH, shows them, and is paid for the declarations of her 28 cards.")
    return log


def joker_hook_factory(kind: str, fired: dict):
    def hook(tno, leader, h, act, n):
        if fired.get("tno") or tno > 22 or M.JOKER not in h[leader]:
            return None
        b = M.next_active(leader, act, n)
        c = M.next_active(b, act, n)
        for X in "HDSC":
            if any(M.suit(x) == X for x in h[b] + h[c]) or not any(M.suit(x) == X for x in h[leader]):
                continue
            if kind == "claim":
                # the third claims the naming: both follow a suit Y they hold
                for Y in "HDSC":
                    if Y != X and any(M.suit(x) == Y for x in h[b]) and any(M.suit(x) == Y for x in h[c]):
                        fired.update(tno=tno, leader=leader, b=b, c=c, X=X, Y=Y)
                        return (M.JOKER, X, Y)
            elif kind == "auto":
                if any(M.suit(x) == "T" for x in h[b] + h[c]):
                    continue
                if M.JOKER in h[b] + h[c]:
                    continue
                fired.update(tno=tno, leader=leader, b=b, c=c, X=X)
                return (M.JOKER, X, "AUTO")
        return None
    return hook


def d07():
    """§12: the second player, void in the named suit, plays on without saying so; the third, void too,
    claims the naming (spades or another suit both hold); the second's card as finally played follows it."""
    n, dealer = 3, 0
    state = {}

    def make(rng):
        state.clear()
        hands = deal_rest({1: [M.JOKER]}, {0: 28, 1: 25, 2: 25}, rng)
        skat = pick_skat(hands[0])
        ph = {s: [c for c in hands[s] if c not in skat] for s in hands}
        res = M.play_deal(ph, n, dealer, {}, rng, lead_hook=joker_hook_factory("claim", state))
        if not res or not state:
            return None
        return hands, skat, res, dict(state)

    r = search(make, lambda r: True, seed=7, joker_lead_ok=True)
    hands, skat, res, st = r
    # the call before the third card of that trick
    idx = 3 * (st["tno"] - 1) + 2
    calls = {idx: [{"type": "call", "seat": st["c"], "call": "name_joker", "named": st["Y"]}]}
    S = Session(n)
    d, log = build_deal(S, dealer, hands, skat, res, extra_calls=calls)
    log.insert(0, f"trick {st['tno']}: Joker led by seat {st['leader']} naming {st['X']}; seat {st['b']} plays on, "
               f"seat {st['c']} claims the naming ({st['Y']}): {res.trick_cards[st['tno']-1]} winner {res.winners[st['tno']-1]}")
    write("07-dk-joker-naming-claimed-by-third.json", S, NAMES3,
          note="§12: the Joker led names a suit neither follower holds; the second plays on without saying so and loses the naming; the third claims it and names a suit both hold; the second's card as finally played follows it.")
    return log


def d08():
    """§12: neither follower holds the named suit nor a trump and neither claims the naming: the second
    player's card names the Joker automatically and the third must follow it."""
    n, dealer = 3, 0
    state = {}
    big = [M.JOKER] + [f"T{i}" for i in range(4, 22)]

    def make(rng):
        state.clear()
        hands = deal_rest({1: big}, {0: 28, 1: 25, 2: 25}, rng)
        skat = pick_skat(hands[0])
        ph = {s: [c for c in hands[s] if c not in skat] for s in hands}
        res = M.play_deal(ph, n, dealer, {1: M.Policy(win=True)}, rng, lead_hook=joker_hook_factory("auto", state))
        if not res or not state:
            return None
        t = res.trick_cards[state["tno"] - 1]
        if M.suit(t[1][1]) != M.suit(t[2][1]):
            return None  # want the third to show the following
        return hands, skat, res, dict(state)

    hands, skat, res, st = search(make, lambda r: True, seed=8, joker_lead_ok=True, tries=200000)
    S = Session(n)
    d, log = build_deal(S, dealer, hands, skat, res)
    log.insert(0, f"trick {st['tno']}: Joker led by seat {st['leader']} naming {st['X']}; followers void in it and in trumps: "
               f"{res.trick_cards[st['tno']-1]} winner {res.winners[st['tno']-1]}")
    write("08-dk-joker-named-by-second-card.json", S, NAMES3,
          note="§12: the Joker led names a suit neither follower holds, and neither holds a trump or claims the naming: the second player's card names the Joker automatically and the third follows it.")
    return log


if __name__ == "__main__":
    out = []
    for f in (d01, d02, d03, d04, d05, d06, d07, d08):
        out.append(f"== {f.__name__}: {f.__doc__.strip()}")
        out += f()
    (HERE / "dk_facts.txt").write_text("\n".join(out) + "\n", encoding="utf-8")
    print("\n".join(out))
