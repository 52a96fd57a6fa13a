"""Galician transcripts of coverage-pl, built with gl_model (my reading of Szczepański's §1-§33).

Run: python gl_gen.py  (writes the Galician .json files and gl_facts.txt beside this file)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import gl_model as M

HERE = Path(__file__).parent
POOL_RULES = {"pool": True, "pool_stake": 10, "pool_win_percent": 10, "pool_pass_fee": 5, "pool_dealer_fee": 0}


def pay(frm, to, amount, reason):
    amount = round(amount, 2)
    if amount == int(amount):
        amount = int(amount)
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


class Session:
    def __init__(self, n: int):
        self.n = n
        self.pool = 0.0
        self.pool_won = False
        self.deals: list[dict] = []
        self.net = {s: 0.0 for s in range(n)}


def seats_of(n: int, dealer: int, sitter: int | None):
    """active (playing) seats in order of play from the forehand, and the king."""
    king = dealer if n >= 4 else None
    out = []
    s = dealer
    while len(out) < 3:
        s = (s + 1) % n
        if s not in (king, sitter):
            out.append(s)
    return out, king


def stake_payments(S: Session, n: int, king, sitter):
    ev = []
    if S.pool == 0 or S.pool_won:
        # §27 "Do żydka wkłada każdy w grze udział biorący pewną kwotę": the three players and, at
        # four or five, the king, who shares the result (§8); not the one sitting out at five
        for s in range(n):
            if s != sitter:
                ev.append(pay(s, "pool", POOL_RULES["pool_stake"], "pool_stake"))
                S.pool += POOL_RULES["pool_stake"]
        S.pool_won = False
    return ev


def all_pass_deal(S: Session, dealer: int, sitter, rng: random.Random):
    n = S.n
    act, king = seats_of(n, dealer, sitter)
    cards = M.deck()
    rng.shuffle(cards)
    hands = {s: [] for s in range(n)}
    talon = cards[:6]
    for i, s in enumerate(act):
        hands[s] = cards[6 + 12 * i: 18 + 12 * i]
    ev = stake_payments(S, n, king, sitter)
    for s in act:
        ev.append({"type": "bid", "seat": s, "bid": "pass"})
    for s in act:
        ev.append(pay(s, "pool", POOL_RULES["pool_pass_fee"], "pool_pass"))  # §27 danina after three passes
        S.pool += POOL_RULES["pool_pass_fee"]
    S.deals.append({"dealer": dealer, "hands": [hands[s] for s in range(n)], "talon": talon, "events": ev})
    return [f"deal {len(S.deals)-1}: dealer {dealer} sitter {sitter}: all pass; pool {S.pool}"]


def game_deal(
    S: Session,
    dealer: int,
    sitter,
    hands: dict[int, list[str]],
    talon: list[str],
    bids: list[tuple[int, str]],
    player: int,
    contract: str,
    purchase_events: list[dict],
    bought: list[str],
    purchase_no: int,
    discards: list[list[str]],
    announces: list[tuple[int, list[dict]]],
    doubles: list[tuple[int, str, int]],
    res: M.Play,
    shown: bool = False,
):
    n = S.n
    act, king = seats_of(n, dealer, sitter)
    opponents = [s for s in range(n) if s != player and s != sitter]  # helpers and, at 4/5, the king
    helpers = [s for s in act if s != player]
    log = []
    ev = stake_payments(S, n, king, sitter)
    for s, b in bids:
        ev.append({"type": "bid", "seat": s, "bid": b})
    ev += purchase_events
    for d in discards:
        e = {"type": "discard", "seat": player, "cards": d}
        if shown:
            e["shown"] = True
        ev.append(e)
    discard = discards[-1] if discards else []
    for s, items in announces:
        ev.append({"type": "announce", "seat": s, "items": items})
    levels: dict[str, int] = {}
    for s, target, lvl in doubles:
        ev.append({"type": "double", "seat": s, "target": target, "level": lvl})
        levels[target] = max(levels.get(target, 1), lvl)
    for s, c in res.plays:
        ev.append({"type": "play", "seat": s, "card": c})
    # --- counting (§14, §10 solo talon, piles) ---
    p_pile = [c for t, w in zip(res.tricks, res.winners) if w == player for _, c in t] + discard
    unbought = [c for c in talon if c not in bought]
    h_pile = [c for t, w in zip(res.tricks, res.winners) if w != player for _, c in t] + unbought
    pp, hp = M.pile_points(p_pile), M.pile_points(h_pile)
    assert pp + hp == 66
    won, val = M.game_value(contract, pp)
    p_tricks = [t for t, w in zip(res.tricks, res.winners) if w == player]
    volat = len(p_tricks) == 12
    ann = {s: items for s, items in announces}
    p_ann = {it["kind"]: it for it in ann.get(player, [])}
    glv = levels.get("game", 1)
    log.append(f"player {player} {contract} purchase {purchase_no}: points {pp}/{hp}, won={won}, value {val}, volat={volat}, contra {levels}")
    flows: list[tuple[int, str]] = []  # (+v: each opponent pays the player v; -v: the player pays each opponent)
    if volat:
        v = M.VOLAT[contract] * (2 if "volat" in p_ann else 1)
        flows.append((v * (2 if glv >= 2 else 1), "volat"))
    elif won:
        flows.append((val * (2 if glv >= 2 else 1), "game"))  # §16 won: once; §17 contra: double
    else:
        flows.append((-val * purchase_no * glv, "game"))  # §16, §17: times purchases, times contra level
    # premiums (§6, §15, §19, §20), settled between the player and each opponent
    trick_cards_p = {c for t in p_tricks for _, c in t}
    trick_cards_h = {c for t, w in zip(res.tricks, res.winners) if w != player for _, c in t}
    h_ann = {}
    for s in helpers:
        for it in ann.get(s, []):
            h_ann.setdefault(it["kind"], it)

    def prem_level(kind, made):
        lv = levels.get(kind, 1)
        if lv == 1:
            return 1
        return 2 if made else lv

    for kind, cards, silent, loud in (("trull", {M.SKIZ, M.MOND, M.PAGAT}, 50, 100), ("four_kings", set(M.KINGS), 100, 200)):
        p_made, h_made = cards <= trick_cards_p, cards <= trick_cards_h
        if kind in p_ann:
            lv = prem_level(kind, p_made)
            flows.append(((loud if p_made else -loud) * lv, kind))
        if kind in h_ann:
            flows.append(((-loud) if h_made else loud, kind))
        if kind not in p_ann and kind not in h_ann:
            if p_made:
                flows.append((silent, kind))
            elif h_made:
                flows.append((-silent, kind))
    # ultimo: the player's only (§27)
    last = res.tricks[-1]
    ult_made = res.winners[-1] == player and dict(last).get(player) == M.PAGAT
    pool_flow = []
    if "pagat_ultimo" in p_ann:
        lv = prem_level("pagat_ultimo", ult_made)
        flows.append(((100 if ult_made else -100) * lv, "pagat_ultimo"))
        pool_flow.append(("take" if ult_made else "pay", S.pool))
    elif ult_made:
        flows.append((50, "pagat_ultimo"))
    for s in helpers + [player]:
        for it in ann.get(s, []):
            if it["kind"] == "tarocks":
                v = {10: 50, 11: 100, 12: 150}[it["count"]]
                flows.append((v if s == player else -v, "tarocks"))  # §20 bezwarunkowo
    net = {s: 0.0 for s in range(n)}
    for v, reason in flows:
        for o in opponents:
            if v > 0:
                ev.append(pay(o, player, v, reason))
            else:
                ev.append(pay(player, o, -v, reason))
            net[o] -= v
            net[player] += v
        log.append(f"  {reason}: {v:+} with each of {opponents}")
    for kind, amt in pool_flow:
        if kind == "take":
            ev.append(pay("pool", player, amt, "pool_ultimo"))
            S.pool -= amt
            S.pool_won = True
        else:
            ev.append(pay(player, "pool", amt, "pool_ultimo"))
            S.pool += amt
        log.append(f"  pool_ultimo: {kind} {amt}")
    for s in range(n):
        if net[s] > 0:
            sh = net[s] * POOL_RULES["pool_win_percent"] / 100
            ev.append(pay(s, "pool", sh, "pool_share"))
            S.pool += sh
            log.append(f"  pool_share: seat {s} pays {sh} (net {net[s]})")
    log.append(f"  pool after: {S.pool}")
    S.deals.append({"dealer": dealer, "hands": [hands.get(s, []) for s in range(n)], "talon": talon, "events": ev})
    return log


def deal_fixed(fixed: dict, act: list[int], talon_fixed: list[str] | None, rng: random.Random, talon_bottom=None):
    used = {c for v in fixed.values() for c in v} | set(talon_fixed or []) | set(talon_bottom or [])
    rest = [c for c in M.deck() if c not in used]
    rng.shuffle(rest)
    hands = {}
    for s in act:
        need = 12 - len(fixed.get(s, []))
        hands[s] = list(fixed.get(s, [])) + rest[:need]
        rest = rest[need:]
    tt = list(talon_fixed or [])
    tb = list(talon_bottom or [])
    need = 6 - len(tt) - len(tb)
    talon = tt + rest[:need] + tb
    rest = rest[need:]
    assert not rest
    return hands, talon


def low_discard(hand: list[str], k: int = 3) -> list[str]:
    c = [x for x in hand if not M.is_tarock(x) and x not in M.KINGS]
    c.sort(key=lambda x: (M.value(x), x))
    return c[:k]


def write(name, S, names, note, rules=None):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "rules": dict(POOL_RULES, **(rules or {})),
         "players": names, "meta": {"audit": "coverage-pl", "note": note}, "deals": S.deals}
    (HERE / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


N3 = ["Adam", "Bożena", "Czesław"]
N4 = ["Adam", "Bożena", "Czesław", "Danuta"]
N5 = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]


def three_game(rng, S, dealer, sitter, fixed, talon_top, bids, player, announces_fn, doubles, policies, ok, tries=100000, talon_bottom=None):
    """A 'three' taken as the top packet, the three lowest non-tarock non-king cards laid away."""
    act, king = seats_of(S.n, dealer, sitter)
    for _ in range(tries):
        hands, talon = deal_fixed(fixed, act, talon_top, rng, talon_bottom)
        bought = talon[:3]
        ph = {s: list(hands[s]) for s in act}
        full = ph[player] + bought
        disc = low_discard(full)
        if len(disc) < 3:
            continue
        ph[player] = [c for c in full if c not in disc]
        anns = announces_fn(hands, ph)
        if anns is None:
            continue
        res = M.play(ph, act, act[0], policies, rng)
        if res is None or not ok(res, hands, talon, ph):
            continue
        return hands, talon, bought, disc, anns, res
    raise SystemExit("no solution")


def helper_order(act, player):
    i = act.index(player)
    return [act[(i + 1) % 3], act[(i + 2) % 3]]


# ------------------------------------------------------------------------------------------------------


def g01():
    """4 players: the king (dealer) shares the helpers' side: a helper's announced ten tarocks are paid
    by the player to each helper *and the king* (§20), and the helper's contra doubles the lost game to
    the king too (§17)."""
    rng = random.Random(11)
    S = Session(4)
    dealer, player = 0, 2
    act, king = seats_of(4, dealer, None)  # [1, 2, 3]

    def anns(hands, ph):
        if sum(M.is_tarock(c) for c in hands[3]) != 10:
            return None
        return [(2, []), (3, [{"kind": "tarocks", "count": 10}]), (1, [])]

    def ok(res, hands, talon, ph):
        p = [c for t, w in zip(res.tricks, res.winners) if w == player for _, c in t]
        return M.pile_points(p + low_discard(hands[player] + talon[:3])) < 25

    fixed = {3: ["T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "SKIZ", "KH", "KS"]}
    hands, talon, bought, disc, an, res = three_game(
        rng, S, dealer, None, fixed, None, [(1, "pass"), (2, "three"), (3, "pass")], player, anns,
        [(1, "game", 2)], {2: M.Policy(lose=True)}, ok)
    log = game_deal(S, dealer, None, hands, talon, [(1, "pass"), (2, "three"), (3, "pass")], player, "three",
                    [{"type": "take", "seat": player, "cards": bought}], bought, 1, [disc], an, [(1, "game", 2)], res)
    write("09-gl-4p-king-paid-helpers-tarocks-and-contra.json", S, N4,
          "Four players: Adam deals and is the king. Czesław plays a three and loses; Danuta announced ten tarocks and Bożena said contra. §20: the player pays the tarocks to each helper and the king; §17: the doubled game too; the king pays his stake (§8, §27).")
    return log


def g02():
    """5 players: Edward sits out deals 0-3 (one round of four deals), then the next seat (Adam) sits
    out; the sitter neither plays nor pays (§8); the king (dealer) shares the result."""
    rng = random.Random(12)
    S = Session(5)
    log = []
    for d in range(4):
        log += all_pass_deal(S, d, 4, rng)
    dealer, sitter, player = 4, 0, 1
    act, king = seats_of(5, dealer, sitter)  # [1, 2, 3]

    def anns(hands, ph):
        return [(1, []), (2, []), (3, [])]

    def ok(res, hands, talon, ph):
        return True

    hands, talon, bought, disc, an, res = three_game(
        rng, S, dealer, sitter, {}, None, [], player, anns, [], {}, ok)
    hands[0], hands[4] = [], []
    log += game_deal(S, dealer, sitter, hands, talon, [(1, "three"), (2, "pass"), (3, "pass")], player, "three",
                     [{"type": "take", "seat": player, "cards": bought}], bought, 1, [disc], an, [], res)
    write("10-gl-5p-sitter-round-of-four-deals.json", S, N5,
          "Five players: Edward sits out the first four deals (each thrown in after three passes), then Adam, the next seat, sits out deal 4, dealt by Edward (the king). §8, §26, §27.")
    return log


def g03():
    """Solo: no buying; the whole talon counts for the helpers (§10); won, 6·d + 60 (§18)."""
    rng = random.Random(13)
    S = Session(3)
    dealer, player = 0, 1
    act = [1, 2, 0]
    fixed = {1: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "KH", "KD", "KS", "QH", "T15"]}
    for _ in range(100000):
        hands, talon = deal_fixed(fixed, act, None, rng)
        if not any(M.value(c) >= 3 for c in talon):
            continue
        res = M.play(hands, act, 1, {1: M.Policy(win=True)}, rng)
        if res is None:
            continue
        p = [c for t, w in zip(res.tricks, res.winners) if w == player for _, c in t]
        if len(p) == 36 or M.pile_points(p) <= 33:
            continue
        break
    log = game_deal(S, dealer, None, hands, talon, [(1, "solo"), (2, "pass"), (0, "pass")], player, "solo", [], [], 1, [],
                    [(1, []), (2, []), (0, [])], [], res)
    write("11-gl-solo-talon-for-helpers.json", S, N3,
          "Bożena plays a solo: no buying, the whole talon (with court cards in it) counts for the helpers (§10), the game 6·d + 60 (§18).")
    return log


def g04():
    """Volat: the player takes all twelve tricks with a three: 300 in place of the game (§18), with the
    silent trull (§15) and four kings (§19) gathered in his tricks."""
    rng = random.Random(14)
    S = Session(3)
    dealer, player = 0, 1
    act = [1, 2, 0]
    ph_fixed = ["SKIZ"] + [f"T{i}" for i in range(11, 22)]
    top = ["JH", "1D", "10S"]
    for _ in range(10000):
        hands, talon = deal_fixed({1: ph_fixed}, act, top, rng)
        if any(k in talon for k in M.KINGS):
            continue
        bought = talon[:3]
        ph = {s: list(hands[s]) for s in act}
        disc = list(top)
        res = M.play(ph, act, 1, {1: M.Policy(win=True)}, rng)
        if res and all(w == player for w in res.winners):
            break
    log = game_deal(S, dealer, None, hands, talon, [(1, "three"), (2, "pass"), (0, "pass")], player, "three",
                    [{"type": "take", "seat": player, "cards": bought}], bought, 1, [disc], [(1, []), (2, []), (0, [])], [], res)
    write("12-gl-volat-three-with-silent-trull-and-kings.json", S, N3,
          "Bożena buys the top three, lays the same three cards away and takes all twelve tricks: volat 300 (§18), with the skiz, mond and pagat (trull, §15) and the four kings (§19) in her tricks, unannounced.")
    return log


def g05():
    """§27b: the player announces ultimo without the pagat; its holder says contra ultimo: the ultimo is
    lost (doubled) and the player pays the pool, but the game he won counts for him; the helper's pagat
    takes the last trick and earns nothing (§27)."""
    rng = random.Random(15)
    S = Session(3)
    dealer, player = 0, 1
    act = [1, 2, 0]
    fixed = {1: ["SKIZ", "T21", "T20", "T19", "T18", "KH", "KD", "KS", "KC", "QH", "QD"], 2: ["T1"]}

    def anns(hands, ph):
        return [(1, [{"kind": "pagat_ultimo"}]), (2, []), (0, [])]

    def ok(res, hands, talon, ph):
        p = [c for t, w in zip(res.tricks, res.winners) if w == player for _, c in t]
        last = dict(res.tricks[-1])
        return (M.pile_points(p + low_discard(hands[player] + talon[:3])) > 40 and last.get(2) == "T1"
                and res.winners[-1] == 2)

    hands, talon, bought, disc, an, res = three_game(
        rng, S, dealer, None, fixed, None, [], player, anns, [], {2: M.Policy(reserve=["T1"]), 1: M.Policy(win=True)}, ok,
        tries=400000)
    assert M.PAGAT not in bought
    log = game_deal(S, dealer, None, hands, talon, [(1, "three"), (2, "pass"), (0, "pass")], player, "three",
                    [{"type": "take", "seat": player, "cards": bought}], bought, 1, [disc], an, [(2, "pagat_ultimo", 2)], res)
    write("13-gl-ultimo-without-pagat-contra-ultimo.json", S, N3,
          "§27b: Bożena announces ultimo holding no pagat; Czesław, who holds it, says contra ultimo. She wins the game (it counts for her), loses the ultimo doubled and pays the pool's content into it; Czesław's pagat takes the last trick and earns nothing (§27 'Ultimo liczy się tylko graczowi').")
    return log


def g06():
    """The fifth three (§10 'może obejrzeć czwartą i wrócić się do piątej trójki'), lost under contra,
    recontra and supracontra: (3·d + 30) × 5 × 8 to each helper (§16-§18)."""
    rng = random.Random(16)
    S = Session(3)
    dealer, player = 0, 1
    act = [1, 2, 0]
    bids = [(1, "three"), (2, "bottom"), (0, "pass"), (1, "hold"), (2, "top"), (1, "hold"), (2, "pass")]

    def anns(hands, ph):
        return [(1, []), (2, []), (0, [])]

    def ok(res, hands, talon, ph):
        p = [c for t, w in zip(res.tricks, res.winners) if w == player for _, c in t]
        return M.pile_points(p + low_discard(hands[player] + talon[:3])) < 30

    dbl = [(2, "game", 2), (1, "game", 4), (0, "game", 8)]
    hands, talon, bought, disc, an, res = three_game(rng, S, dealer, None, {}, None, bids, player, anns, dbl,
                                                     {1: M.Policy(lose=True)}, ok)
    pe = [{"type": "call", "seat": 1, "call": "reject"}, {"type": "call", "seat": 1, "call": "reject"},
          {"type": "take", "seat": 1, "cards": bought}]
    log = game_deal(S, dealer, None, hands, talon, bids, player, "top", pe, bought, 5, [disc], an, dbl, res)
    write("14-gl-fifth-three-lost-supracontra.json", S, N3,
          "§10: Bożena holds the third three (wierzch), refuses it and the fourth, and goes back to the top packet as the fifth three; contra, recontra, supracontra; she loses: the game × 5 purchases × 8.")
    return log


def g07():
    """Silent ultimo lost: the player's pagat, not announced, is beaten in the last trick (§6 pays a
    failed ultimo only when announced)."""
    rng = random.Random(17)
    S = Session(3)
    dealer, player = 0, 1
    act = [1, 2, 0]

    def anns(hands, ph):
        return [(1, []), (2, []), (0, [])]

    def ok(res, hands, talon, ph):
        last = res.tricks[-1]
        d = dict(last)
        return d.get(1) == "T1" and res.winners[-1] != 1

    hands, talon, bought, disc, an, res = three_game(rng, S, dealer, None, {1: ["T1"]}, None, [], player, anns, [],
                                                     {1: M.Policy(reserve=["T1"])}, ok)
    log = game_deal(S, dealer, None, hands, talon, [(1, "three"), (2, "pass"), (0, "pass")], player, "three",
                    [{"type": "take", "seat": player, "cards": bought}], bought, 1, [disc], an, [], res)
    write("15-gl-silent-pagat-beaten-last-trick.json", S, N3,
          "Bożena plays a three and keeps her pagat, unannounced, to the last trick, where a helper's tarock beats it: no ultimo is paid (§6 'Ultimo zapowiedziane a nie zrobione ... płaci').")
    return log


def g08():
    """§25: the discard may be changed until the player has declared the game and the helpers have given
    their consent: a second discard before the announcements replaces the first."""
    rng = random.Random(18)
    S = Session(3)
    dealer, player = 0, 1
    act = [1, 2, 0]

    def anns(hands, ph):
        return [(1, []), (2, []), (0, [])]

    for _ in range(100000):
        hands, talon = deal_fixed({}, act, None, rng)
        bought = talon[:3]
        full = hands[player] + bought
        cand = [x for x in full if not M.is_tarock(x) and x not in M.KINGS]
        if len(cand) < 4:
            continue
        cand.sort(key=lambda x: (M.value(x), x))
        first = cand[:3]
        second = cand[:2] + [cand[3]]
        ph = {s: list(hands[s]) for s in act}
        ph[player] = [c for c in full if c not in second]
        res = M.play(ph, act, 1, {}, rng)
        if res is None:
            continue
        # the card laid away first and taken back must be played, and must matter for following
        break
    log = game_deal(S, dealer, None, hands, talon, [(1, "three"), (2, "pass"), (0, "pass")], player, "three",
                    [{"type": "take", "seat": player, "cards": bought}], bought, 1, [first, second], anns(None, None), [], res)
    log.insert(0, f"first discard {first}, replaced by {second} before any announcement")
    write("16-gl-discard-changed-before-consent.json", S, N3,
          "§25: Bożena lays away three cards, then changes one of them before she announces and before the helpers say 'dobrze' ('jeżeli już grę zadeklarował, a partnerzy swe przyzwolenie dali, nie wolno żadnej karty z tych, które złożył, zmienić'): the second discard stands, with no fault.")
    return log


def g09():
    """A helper announces the trull and the helpers gather it: the player pays 100 to each helper (§15,
    §20 'Ten sam stosunek zachodzi')."""
    rng = random.Random(19)
    S = Session(3)
    dealer, player = 0, 1
    act = [1, 2, 0]

    def anns(hands, ph):
        return [(1, []), (2, [{"kind": "trull"}]), (0, [])]

    def ok(res, hands, talon, ph):
        h = {c for t, w in zip(res.tricks, res.winners) if w != player for _, c in t}
        return {"SKIZ", "T21", "T1"} <= h

    hands, talon, bought, disc, an, res = three_game(rng, S, dealer, None, {2: ["SKIZ", "T21", "T1"]}, None, [], player, anns, [],
                                                     {}, ok)
    log = game_deal(S, dealer, None, hands, talon, [(1, "three"), (2, "pass"), (0, "pass")], player, "three",
                    [{"type": "take", "seat": player, "cards": bought}], bought, 1, [disc], an, [], res)
    write("17-gl-helper-trull-announced-made.json", S, N3,
          "Czesław (a helper) announces the trull, holding skiz, mond and pagat; the helpers gather all three in their tricks: the player pays 100 to each helper (§15).")
    return log


def g10():
    """(written in phase 2, after the first engine run) §25 as in g08, the card taken back and the one laid
    away instead of unequal value, so the reading changes the piles."""
    rng = random.Random(20)
    S = Session(3)
    dealer, player = 0, 1
    act = [1, 2, 0]
    for _ in range(100000):
        hands, talon = deal_fixed({}, act, None, rng)
        bought = talon[:3]
        full = hands[player] + bought
        cand = [x for x in full if not M.is_tarock(x) and x not in M.KINGS]
        if len(cand) < 4:
            continue
        cand.sort(key=lambda x: (M.value(x), x))
        first = cand[:3]
        alt = [x for x in cand[3:] if M.value(x) >= M.value(first[2]) + 2]
        if not alt:
            continue
        second = cand[:2] + [alt[-1]]
        ph = {s: list(hands[s]) for s in act}
        ph[player] = [c for c in full if c not in second]
        res = M.play(ph, act, 1, {}, rng)
        if res is None:
            continue
        break
    log = game_deal(S, dealer, None, hands, talon, [(1, "three"), (2, "pass"), (0, "pass")], player, "three",
                    [{"type": "take", "seat": player, "cards": bought}], bought, 1, [first, second],
                    [(1, []), (2, []), (0, [])], [], res)
    log.insert(0, f"first discard {first}, replaced by {second} before any announcement")
    write("18-gl-discard-changed-unequal-values.json", S, N3,
          "§25 (as file 16, written after the first engine run): Bożena changes one card of her discard before announcing, for a card of other value; the second discard stands.")
    return log


def g11():
    """(written in phase 2) §24 'lub też wolno ją cofnąć i zmienić, dopóki nie została ... przybitą' with the
    usual 'Jeżeli partner kartę mylnie dorzucił, to zwykle wolno mu ją cofnąć i zmienić, dopóki lewa leży
    jeszcze na stole': a lead changed before the next card, and a mistaken tarock changed for the suit
    led after the third card, while the trick lies on the table."""
    rng = random.Random(21)
    S = Session(3)
    dealer, player = 0, 1
    act = [1, 2, 0]

    def anns(hands, ph):
        return [(1, []), (2, []), (0, [])]

    for _ in range(200000):
        hands, talon, bought, disc, an, res = three_game(rng, S, dealer, None, {}, None, [], player, anns, [], {},
                                                         lambda *a: True, tries=10)
        # replay to know each hand at each trick
        h = {s: list(hands[s]) for s in act}
        h[player] = [c for c in hands[player] + bought if c not in disc]
        lead_fix = follow_fix = None
        for t, cards in enumerate(res.tricks):
            later = {c for tt in res.tricks[t + 1:] for _, c in tt}
            (a, ca), (b, cb), (c3, cc) = cards
            if lead_fix is None and t >= 1:
                xs = [x for x in h[a] if x != ca and x in later]
                if xs:
                    lead_fix = (t, a, xs[0])
            if follow_fix is None and t >= 1 and M.suit(ca) != "T" and M.suit(cb) == M.suit(ca) and M.is_tarock(cc):
                tb = [x for x in h[b] if M.is_tarock(x) and M.rank(x) < M.rank(cc) and x in later]
                if tb and (lead_fix is None or lead_fix[0] != t):
                    follow_fix = (t, b, tb[0])
            for s, c in cards:
                h[s].remove(c)
        if lead_fix and follow_fix and lead_fix[0] != follow_fix[0]:
            break
    S.pool = 0
    log = game_deal(S, dealer, None, hands, talon, [(1, "three"), (2, "pass"), (0, "pass")], player, "three",
                    [{"type": "take", "seat": player, "cards": bought}], bought, 1, [disc], an, [], res)
    ev = S.deals[0]["events"]
    first_play = next(i for i, e in enumerate(ev) if e["type"] == "play")
    # insert from the later trick first so indices stay right
    fixes = sorted([("lead",) + lead_fix, ("follow",) + follow_fix], key=lambda f: -f[1])
    for kind, t, seat, card in fixes:
        i0 = first_play + 3 * t
        if kind == "lead":
            ev.insert(i0, {"type": "play", "seat": seat, "card": card})
        else:
            ev.insert(i0 + 1, {"type": "play", "seat": seat, "card": card})
            # the change comes after the third card: move the real second card after the third
            second = ev.pop(i0 + 2)
            ev.insert(i0 + 3, second)
    log.insert(0, f"lead changed: trick {lead_fix[0]+1}, seat {lead_fix[1]} first plays {lead_fix[2]}; "
                  f"mistaken follow: trick {follow_fix[0]+1}, seat {follow_fix[1]} first adds {follow_fix[2]}, "
                  f"changes it after the third card")
    write("19-gl-take-back-lead-and-mistaken-follow.json", S, N3,
          "§24 (written after the first engine run): the table lets a card be taken back until the next player covers it, and, as usual, a mistaken card added to a trick while the trick lies on the table. Bożena's lead is changed before the next card; later her own tarock, added while she holds the suit led, is changed for the suit after the third card. No fault.",
          rules={"take_back": "until_covered"})
    return log


if __name__ == "__main__":
    out = []
    for f in (g01, g02, g03, g04, g05, g06, g07, g08, g09, g10, g11):
        out.append(f"== {f.__name__}: {f.__doc__.strip()}")
        out += f()
    (HERE / "gl_facts.txt").write_text("\n".join(out) + "\n", encoding="utf-8")
    print("\n".join(out))
