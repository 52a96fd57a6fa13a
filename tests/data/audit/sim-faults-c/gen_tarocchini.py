"""Tarocchini (004_c8bdb85b1ac896b0.txt, Russian): own simulator for Ottocento and Terziglio.

Reading used:
- ranks: S B K Q N J 10 9 8 7 6 1; C D K Q N J 1 6 7 8 9 10; trumps 20..5, Moretti T1-T4 equal
  (the last played of them highest), T0 lowest; Matto excuses following, never wins, goes back
  to its player's side (our deals: the trick it goes to is won by that side, so no card is given).
- follow suit, else trump, else anything ("игрок, который не может следовать масти, должен
  козырять, если это возможно").
- card values (table): Angel, World, Bagatto, Matto, kings 5; queens 4; knights 3; jacks 2; all
  other cards 1; counted in pairs, 1 off each pair; last trick 6 (93 in all).
- cricche (no contatori): tarocchi (T20 T19 T0 Matto) 18/36, kings 17/34, queens 14/28,
  knights 13/26, jacks 12/24.
- sequences 10 for 3 cards, +5 a card; contatori (Matto, Bagatto) fill missing cards, never the
  Angel or a King, one contatore may serve several sequences. Phase 2 (REPORT b3): trumps = the
  Angel + at least two of World, Sun, Moon (one real, the other may be a contatore, a gap
  allowed), the numbered trumps 16, 15, ... only after all three grande (no two contatori in a
  row except Moon+16); suit = the King + at least two of Queen, Knight, Jack (one real), the Ace
  only after all three; Moretti and Aces: two real + contatori, up to 6. (The first version ran
  trumps and suits without gaps.)
- three or more cricche (or sequences) made at once double those points: per declaration and
  per side's captured cards.
- Ottocento: 15 each, the dealer 2 more and 2 away (no 5-point card); the discard counts for
  the dealer's side if the dealer takes a trick; eldest declares first and leads.
- Terziglio: 18 each + 8 widow; pass / gioco / solo; gioco exchanges with the widow (no 5-point
  card laid away), the widow counts for the declarer if he takes a trick; the declarer needs
  more points than the opponents; the winners' points rounded down to 50 (up when less than 5
  short), /50 = game points for each winning player (x2 solo).
"""

import random

from common import Log, play, write

LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
SUITS = "SBCD"
FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}


def deck():
    d = []
    for s in SUITS:
        ranks = LONG if s in "SB" else ROUND
        d += [f"{r}{s}" for r in ranks]
    d += [f"T{i}" for i in range(21)]
    d.append("MATTO")
    return d


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "MATTO":
        return None
    return "T" if is_trump(c) else c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    if is_trump(c):
        n = int(c[1:])
        if 1 <= n <= 4:
            return 2
        if n == 0:
            return 1
        return n
    s = c[-1]
    order = LONG if s in "SB" else ROUND
    return 100 - order.index(rank(c))


def value(c):
    if c in FIVE:
        return 5
    if is_trump(c):
        return 1
    return {"Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


CRICCA = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28), "knights": (13, 26), "jacks": (12, 24)}


def cricca_cards(kind):
    if kind == "tarocchi":
        return ["T20", "T19", "T0", "MATTO"]
    r = {"kings": "K", "queens": "Q", "knights": "N", "jacks": "J"}[kind]
    return [f"{r}{s}" for s in SUITS]


def seq_points(n):
    return 10 + 5 * (n - 3)


def combos(cards, use_contatori=True):
    """Max combinations in a set of cards. Returns (items, points)."""
    cs = set(cards)
    C = sum(1 for c in ("T0", "MATTO") if c in cs) if use_contatori else 0
    cricche = []
    for kind, (p3, p4) in CRICCA.items():
        n = sum(1 for c in cricca_cards(kind) if c in cs)
        if n >= 3:
            cricche.append(({"kind": "cricca", "of": kind, "count": n}, p3 if n == 3 else p4))
    seqs = []
    # moretti, aces
    for kind, group in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", [f"1{s}" for s in SUITS])):
        m = sum(1 for c in group if c in cs)
        if m >= 2:
            L = min(6, m + C)
            if L >= 3:
                seqs.append(({"kind": "sequence", "of": kind, "length": L}, seq_points(L)))
    # suits: the King and at least two of Queen, Knight, Jack (one real; contatori for the rest),
    # the Ace only after all three courts (real or replaced)
    for s in SUITS:
        if f"K{s}" not in cs:
            continue
        courts = [f"Q{s}", f"N{s}", f"J{s}"]
        real = sum(1 for c in courts if c in cs)
        if real == 0:
            continue
        covered = min(3, real + C)
        L = 1 + covered
        if covered == 3 and (f"1{s}" in cs or C - (3 - real) > 0):
            L += 1
        if covered >= 2:
            seqs.append(({"kind": "sequence", "of": "suit", "suit": s, "length": L}, seq_points(L)))
    # trumps: the Angel and at least two of World, Sun, Moon (one real), contatori never two in a
    # row except for the Moon and the 16; the numbered trumps only after all three grande
    if "T20" in cs:
        grande = ["T19", "T18", "T17"]
        best = 0
        import itertools
        missing = [i for i, c in enumerate(grande) if c not in cs]
        real = 3 - len(missing)
        for k in range(0, min(C, len(missing)) + 1):
            for fill in itertools.combinations(missing, k):
                if any(abs(a - b) == 1 for a in fill for b in fill if a < b):
                    continue
                covered = real + k
                if real < 1 or covered < 2:
                    continue
                L = 1 + covered
                if covered == 3:
                    left = C - k
                    prev_filled = (2 in fill)
                    prev_slot = "T17"
                    for n in range(16, 4, -1):
                        c = f"T{n}"
                        if c in cs:
                            L += 1
                            prev_filled = False
                        elif left and (not prev_filled or (prev_slot == "T17" and n == 16)):
                            left -= 1
                            L += 1
                            prev_filled = True
                        else:
                            break
                        prev_slot = c
                best = max(best, L)
        if best >= 3:
            seqs.append(({"kind": "sequence", "of": "trumps", "length": best}, seq_points(best)))
    pc = sum(p for _, p in cricche) * (2 if len(cricche) >= 3 else 1)
    ps = sum(p for _, p in seqs) * (2 if len(seqs) >= 3 else 1)
    return [i for i, _ in cricche] + [i for i, _ in seqs], pc + ps


def ambiguous(pile):
    """Would another reading of the contatori or of gaps score this pile differently?"""
    cs = set(pile)
    if combos(pile, True)[1] != combos(pile, False)[1]:
        return True
    if "T20" in cs:
        g = [c in cs for c in ("T19", "T18", "T17")]
        if sum(g) >= 2 and not (g[0] and g[1]):
            return True
    for s in SUITS:
        if f"K{s}" in cs:
            q, n, j, a = (f"{r}{s}" in cs for r in ("Q", "N", "J", "1"))
            if q + n + j >= 2 and not (q and n):
                return True
            if q and n and a and not j:
                return True
    return False


STRICT = {"on": False}


def card_points(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(value(c) for c in pile) - len(pile) // 2


class Reject(Exception):
    pass


def trick_winner(cards, led):
    """cards: list of (seat, card). Moretti tie: last played highest."""
    best = None
    for idx, (s, c) in enumerate(cards):
        if c == "MATTO":
            continue
        if is_trump(c):
            key = (2, strength(c), idx if strength(c) == 2 else 0)
        elif suit(c) == led:
            key = (1, strength(c), 0)
        else:
            continue
        if best is None or key > best[0]:
            best = (key, s)
    return best[1]


def play_hand(rng, hands, leader, n, team_of, fault, ev):
    """Random legal play. Returns piles per seat (tricks won), last winner, fault event, trick count."""
    piles = {s: [] for s in range(n)}
    tricks = [0] * n
    ntr = len(hands[leader])
    matto_seat = next((s for s in range(n) if "MATTO" in hands[s]), None)
    matto_at = rng.randint(1, ntr - 3)
    fault_event = None
    w = None
    for t in range(ntr):
        seats = [(leader + i) % n for i in range(n)]
        cards = []
        led = None
        for pos, s in enumerate(seats):
            h = hands[s]
            if pos == 0:
                legal = [c for c in h if c != "MATTO"] or list(h)
            else:
                fol = [c for c in h if suit(c) == led]
                if fol:
                    legal = fol
                else:
                    tr = [c for c in h if is_trump(c)]
                    legal = tr or [c for c in h if c != "MATTO"] or list(h)
                if s == matto_seat and "MATTO" in h and t >= matto_at and pos == n - 1:
                    # play the excuse last to a trick the partner side is winning
                    w0 = trick_winner(cards, led)
                    if team_of(w0) == team_of(s) and w0 != s:
                        legal = ["MATTO"]
            card = rng.choice(legal)
            if (fault.get("kind") == "revoke" and t >= fault["trick"] and "done" not in fault and pos > 0
                    and fault.get("seat") in (None, s) and led != "T"):
                fol = [c for c in h if suit(c) == led]
                tr = [c for c in h if is_trump(c)]
                if fol and tr and card != "MATTO":
                    card = rng.choice(tr)
                    fault["done"] = True
                    fault["seat"] = s
                    fault_event = len(ev) + pos
            h.remove(card)
            cards.append((s, card))
            if pos == 0:
                led = suit(card)
        if "MATTO" in [c for _, c in cards] and t == ntr - 1:
            raise Reject("matto last")
        w = trick_winner(cards, led)
        if fault.get("kind") == "out_of_turn" and t == fault["trick"]:
            p = fault["pos"]
            a, b = cards[p], cards[p + 1]
            if "MATTO" in (a[1], b[1]):
                raise Reject("matto swap")
            if is_trump(a[1]) and is_trump(b[1]) and strength(a[1]) == 2 and strength(b[1]) == 2:
                raise Reject("moretti swap")
            cards[p], cards[p + 1] = b, a
            if trick_winner(cards, led) != w:
                raise Reject("swap changes winner")
            fault["seat"] = b[0]
            fault_event = len(ev) + p
        for s, c in cards:
            ev.append(play(s, c))
        tricks[w] += 1
        for s, c in cards:
            if c == "MATTO":
                if team_of(s) != team_of(w):
                    raise Reject("matto exchange")
                piles[s].append(c)
            else:
                piles[w].append(c)
        leader = w
    if fault.get("kind") == "revoke" and "done" not in fault:
        raise Reject("revoke not placed")
    return piles, w, fault_event, tricks


def ottocento_deal(rng, dealer, fault):
    n = 4
    d = deck()
    rng.shuffle(d)
    eld = (dealer + 1) % n
    hands = [None] * n
    for i in range(n):
        hands[(eld + i) % n] = d[15 * i:15 * (i + 1)]
    hands[dealer] += d[60:62]
    orig = [list(h) for h in hands]
    ev = []
    h = hands[dealer]
    cands = [c for c in h if c not in FIVE and c != "MATTO"]
    # lay away low single cards
    disc = rng.sample(cands, 2)
    fault_event = None
    if fault.get("kind") == "illegal_discard":
        kings = [c for c in h if c in FIVE and c.startswith("K")]
        if not kings:
            raise Reject("no king")
        disc[0] = rng.choice(kings)
        fault_event = 0
    for c in disc:
        h.remove(c)
    ev.append({"type": "discard", "seat": dealer, "cards": disc})
    decl_pts = {0: 0, 1: 0}
    team_of = lambda s: s % 2  # noqa: E731
    decls = {}
    for i in range(n):
        s = (eld + i) % n
        items, pts = combos(hands[s], use_contatori=False)
        ev.append({"type": "declare", "seat": s, "items": items})
        decl_pts[team_of(s)] += pts
        decls[s] = (items, pts)
    piles, lastw, fe, tricks = play_hand(rng, hands, eld, n, team_of, fault, ev)
    if fe is not None:
        fault_event = fe
    if tricks[dealer] == 0:
        raise Reject("dealer without a trick")
    team_piles = {0: [], 1: []}
    for s in range(n):
        team_piles[team_of(s)] += piles[s]
    team_piles[team_of(dealer)] += disc
    res = {}
    if STRICT["on"] and any(ambiguous(team_piles[tm]) for tm in (0, 1)):
        raise Reject("ambiguous captured combinations")
    for tm in (0, 1):
        items, cpts = combos(team_piles[tm])
        cardp = card_points(team_piles[tm])
        last = 6 if team_of(lastw) == tm else 0
        res[tm] = {"declared": decl_pts[tm], "captured": cpts, "captured_items": items, "cards": cardp,
                   "last": last, "total": decl_pts[tm] + cpts + cardp + last}
    assert res[0]["cards"] + res[1]["cards"] + 6 == 93
    return {"dealer": dealer, "hands": orig, "events": ev}, {"res": res, "decls": decls, "fault_event": fault_event,
                                                             "tricks": tricks, "disc": disc}


def terziglio_deal(rng, dealer, bids_plan, fault):
    n = 3
    d = deck()
    rng.shuffle(d)
    eld = (dealer + 1) % n
    hands = [None] * n
    for i in range(n):
        hands[(eld + i) % n] = d[18 * i:18 * (i + 1)]
    widow = d[54:62]
    orig = [list(h) for h in hands]
    ev = []
    decl = None
    contract = None
    for off, word in bids_plan:
        s = (eld + off) % n
        ev.append({"type": "bid", "seat": s, "bid": word})
        if word != "pass":
            decl, contract = s, word
    if "MATTO" in hands[decl]:
        raise Reject("declarer holds the matto")
    remaining_widow = list(widow)
    if contract == "gioco":
        k = rng.randint(1, 3)
        take = rng.sample(widow, k)
        ev.append({"type": "take", "seat": decl, "cards": take})
        hands[decl] += take
        for c in take:
            remaining_widow.remove(c)
        cands = [c for c in hands[decl] if c not in FIVE]
        disc = rng.sample(cands, k)
        for c in disc:
            hands[decl].remove(c)
        ev.append({"type": "discard", "seat": decl, "cards": disc})
        widow_after = remaining_widow + disc
    else:
        widow_after = list(widow)
    side = lambda s: 0 if s == decl else 1  # noqa: E731
    decl_pts = {0: 0, 1: 0}
    decls = {}
    for i in range(n):
        s = (eld + i) % n
        items, pts = combos(hands[s], use_contatori=False)
        ev.append({"type": "declare", "seat": s, "items": items})
        decl_pts[side(s)] += pts
        decls[s] = (items, pts)
    piles, lastw, fault_event, tricks = play_hand(rng, hands, eld, n, side, fault, ev)
    if tricks[decl] in (0, 18):
        raise Reject("all tricks / none / odd pile")
    side_piles = {0: list(piles[decl]), 1: piles[(decl + 1) % n] + piles[(decl + 2) % n]}
    if contract == "gioco":
        side_piles[0] += widow_after
    else:
        side_piles[side(lastw)] += widow_after
    if len(side_piles[0]) % 2:
        raise Reject("odd pile")
    res = {}
    if STRICT["on"] and any(ambiguous(side_piles[sd]) for sd in (0, 1)):
        raise Reject("ambiguous captured combinations")
    for sd in (0, 1):
        items, cpts = combos(side_piles[sd])
        cardp = card_points(side_piles[sd])
        last = 6 if side(lastw) == sd else 0
        res[sd] = {"declared": decl_pts[sd], "captured": cpts, "captured_items": items, "cards": cardp,
                   "last": last, "total": decl_pts[sd] + cpts + cardp + last}
    winner = 0 if res[0]["total"] > res[1]["total"] else 1
    wp = res[winner]["total"]
    r = (wp // 50) * 50
    if wp - r > 45:
        r += 50
    gp = r // 50 * (2 if contract == "solo" else 1)
    scores = [0] * n
    for s in range(n):
        if side(s) == winner:
            scores[s] = gp
    return {"dealer": dealer, "hands": orig, "talon": widow, "events": ev}, {
        "res": res, "decls": decls, "fault_event": fault_event, "tricks": tricks, "declarer": decl,
        "contract": contract, "winner": "declarer" if winner == 0 else "opponents", "game_points": gp,
        "scores": scores, "rounded": r}


def ott_session(name, seed, dealer0, ndeals, faults=None, rules=None, strict=False):
    faults = faults or {}
    STRICT["on"] = strict
    attempt = 0
    while True:
        attempt += 1
        deals, infos = [], []
        totals = [0, 0]
        try:
            for k in range(ndeals):
                dealer = (dealer0 + k) % 4
                for a2 in range(100000):
                    rng = random.Random(f"{seed}-{attempt}-{k}-{a2}")
                    f = dict(faults.get(k, {}))
                    try:
                        dl, info = ottocento_deal(rng, dealer, f)
                        info["seed"] = f"{seed}-{attempt}-{k}-{a2}"
                        break
                    except Reject:
                        continue
                for tm in (0, 1):
                    dl["events"].append({"type": "score", "party": f"team{tm}", "points": info["res"][tm]["total"]})
                for tm in (0, 1):
                    totals[tm] += info["res"][tm]["total"]
                for tm in (0, 1):
                    dl["events"].append({"type": "total", "party": f"team{tm}", "points": totals[tm]})
                info["totals"] = list(totals)
                info["fault"] = f
                deals.append(dl)
                infos.append(info)
            if max(totals) >= 800 and ndeals > 1:
                raise Reject("game over early")
            break
        except Reject:
            continue
    doc = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "rules": rules or {"preset": "standard"},
           "players": ["Anna", "Bruno", "Carla", "Dario"],
           "meta": {"generator": "tests/data/audit/sim-faults-c/gen_tarocchini.py", "seed": seed, "attempt": attempt - 1},
           "deals": deals}
    write(name, doc)
    return infos


def terz_session(name, seed, dealer0, plans, faults=None, rules=None, wrong_total=None, strict=False):
    faults = faults or {}
    STRICT["on"] = strict
    attempt = 0
    while True:
        attempt += 1
        deals, infos = [], []
        totals = [0, 0, 0]
        try:
            for k, plan in enumerate(plans):
                dealer = (dealer0 + k) % 3
                for a2 in range(100000):
                    rng = random.Random(f"{seed}-{attempt}-{k}-{a2}")
                    f = dict(faults.get(k, {}))
                    try:
                        dl, info = terziglio_deal(rng, dealer, plan, f)
                        info["seed"] = f"{seed}-{attempt}-{k}-{a2}"
                        break
                    except Reject:
                        continue
                for s in range(3):
                    dl["events"].append({"type": "score", "party": s, "points": info["scores"][s]})
                for s in range(3):
                    totals[s] += info["scores"][s]
                for s in range(3):
                    dl["events"].append({"type": "total", "party": s, "points": totals[s]})
                info["totals"] = list(totals)
                info["fault"] = f
                deals.append(dl)
                infos.append(info)
            break
        except Reject:
            continue
    doc = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "rules": rules or {"preset": "standard"},
           "players": ["Elena", "Franco", "Giulia"],
           "meta": {"generator": "tests/data/audit/sim-faults-c/gen_tarocchini.py", "seed": seed, "attempt": attempt - 1},
           "deals": deals}
    write(name, doc)
    return infos


def d_ott(infos):
    out = []
    for k, i in enumerate(infos):
        r = i["res"]
        out.append(f"- deal {k}: discard {i['disc']}, declarations {{{', '.join(f'{s}: {p}' for s, (_, p) in i['decls'].items())}}}, tricks {i['tricks']}")
        for tm in (0, 1):
            x = r[tm]
            out.append(f"  - team{tm}: declared {x['declared']} + captured {x['captured']} {x['captured_items']} + cards {x['cards']} + last {x['last']} = {x['total']}")
        out.append(f"  - totals {i['totals']}")
    return "\n".join(out)


def d_terz(infos):
    out = []
    for k, i in enumerate(infos):
        r = i["res"]
        out.append(f"- deal {k}: declarer {i['declarer']} {i['contract']}, declarations {{{', '.join(f'{s}: {p}' for s, (_, p) in i['decls'].items())}}}, tricks {i['tricks']}")
        for sd, nm in ((0, "declarer"), (1, "opponents")):
            x = r[sd]
            out.append(f"  - {nm}: declared {x['declared']} + captured {x['captured']} {x['captured_items']} + cards {x['cards']} + last {x['last']} = {x['total']}")
        out.append(f"  - {i['winner']} win, {r[0 if i['winner']=='declarer' else 1]['total']} -> {i['rounded']} -> {i['game_points']} game points; scores {i['scores']}, totals {i['totals']}")
    return "\n".join(out)


def main():
    log = Log()
    infos = ott_session("21-ottocento-clean.json", 51, 0, 2)
    log.add("21-ottocento-clean.json", "clean\n\n" + d_ott(infos))
    infos = ott_session("22-ottocento-revoke-late.json", 52, 1, 2, faults={1: {"kind": "revoke", "trick": 4}}, strict=True)
    log.add("22-ottocento-revoke-late.json", "REVOKE (trump while holding the suit led)\n\n" + d_ott(infos)
            + f"\n\nfault deal 1 event {infos[1]['fault_event']} seat {infos[1]['fault'].get('seat')}")
    infos = ott_session("23-ottocento-king-discard.json", 53, 2, 2, faults={0: {"kind": "illegal_discard"}}, strict=True)
    log.add("23-ottocento-king-discard.json", "ILLEGAL DISCARD (a king laid away)\n\n" + d_ott(infos)
            + f"\n\nfault deal 0 event {infos[0]['fault_event']}")
    infos = terz_session("24-terziglio-clean.json", 54, 0, [
        [(0, "gioco"), (1, "pass"), (2, "pass")],
        [(0, "pass"), (1, "solo"), (2, "pass")],
        [(0, "pass"), (1, "pass"), (2, "gioco")],
    ])
    log.add("24-terziglio-clean.json", "clean\n\n" + d_terz(infos))
    infos = terz_session("25-terziglio-out-of-turn-late.json", 55, 1, [
        [(0, "pass"), (1, "gioco"), (2, "pass")],
        [(0, "gioco"), (1, "pass"), (2, "pass")],
    ], faults={1: {"kind": "out_of_turn", "trick": 6, "pos": 1}}, strict=True)
    log.add("25-terziglio-out-of-turn-late.json", "CARD OUT OF TURN\n\n" + d_terz(infos)
            + f"\n\nfault deal 1 event {infos[1]['fault_event']} seat {infos[1]['fault'].get('seat')}")
    log.dump("tarocchini-notes.txt")


if __name__ == "__main__":
    main()
