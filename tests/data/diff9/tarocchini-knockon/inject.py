"""A naive, hand-style fault injector for Tarocchini transcripts (Ottocento and Terziglio).

Written from the source (shared/seeds/004_c8bdb85b1ac896b0.txt), the transcript format and the
code names of docs/rules/tarocchini.md only -- not from the engine. Each kind edits a clean
record the way a person writing a test transcript by hand would, and returns the ONE finding
that person expects: {deal, event, code, seat}.

A careful writer keeps the rest of the record consistent: the cards each seat plays stay its
own, the trick winners stay the same and (for "careful" kinds) every card stays on the same
side's pile, so the written scores stay right. `own_model` below is our own small replay of the
play (follow suit, trump when void, trick winner) used only to choose such edits; kinds marked
CARELESS skip those checks, and `implied()` says what the record then really implies besides.
"""
from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]   # S B, high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D, high -> low
FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}


def suit(c: str) -> str:
    if c == "MATTO":
        return "M"
    if c[0] == "T" and c[1:].isdigit():
        return "T"
    return c[-1]


def tnum(c: str) -> int:
    return int(c[1:])


def strength(c: str) -> int:
    s = suit(c)
    if s == "T":
        n = tnum(c)
        return 1 if 1 <= n <= 4 else n  # Moretti one rank
    if s == "M":
        return -1
    r = c[:-1]
    order = LONG if s in "SB" else ROUND
    return 100 - order.index(r)


def points(c: str) -> int:
    if c in FIVE:
        return 5
    if suit(c) in "SBCD":
        return {"Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)
    return 1


def lead_suit(cards: list[str]) -> str | None:
    for c in cards:
        if c != "MATTO":
            return suit(c)
    return None


def trick_winner(plays: list[tuple[int, str]], moretti_tie: str = "last_played") -> int:
    """Index into plays of the winning card (source: highest trump, else highest of suit led;
    Moretti of one rank, the last played highest; the Matto never wins)."""
    ls = lead_suit([c for _, c in plays])
    best = None
    for i, (_, c) in enumerate(plays):
        if c == "MATTO":
            continue
        s = suit(c)
        if best is None:
            best = i
            continue
        bc = plays[best][1]
        bs = suit(bc)
        if s == "T" and bs != "T":
            best = i
        elif s == bs and (s == "T" or s == ls):
            if strength(c) > strength(bc):
                best = i
            elif strength(c) == strength(bc) and s == "T" and moretti_tie == "last_played":
                best = i
    return best


def n_players(doc) -> int:
    return 4 if doc["game"].endswith("ottocento") else 3


def declarer_of(deal) -> int | None:
    order = {"pass": 0, "gioco": 1, "solo": 2}
    best, who = 0, None
    for e in deal["events"]:
        if e["type"] == "bid" and order.get(e["bid"], 0) > best:
            best, who = order[e["bid"]], e["seat"]
    return who


def contract_of(deal) -> str | None:
    order = {"pass": 0, "gioco": 1, "solo": 2}
    best = 0
    for e in deal["events"]:
        if e["type"] == "bid" and order.get(e["bid"], 0) > best:
            best = order[e["bid"]]
    return {0: None, 1: "gioco", 2: "solo"}[best]


def own_model(doc, di: int) -> dict[str, Any] | None:
    """Replay deal di: faults (follow / trump / in hand), tricks, winners, piles. None if not played."""
    deal = doc["deals"][di]
    if deal["hands"] is None:
        return None
    n = n_players(doc)
    tie = (doc.get("rules") or {}).get("moretti_tie", "last_played")
    hands = [Counter(h) for h in deal["hands"]]
    otto = n == 4
    if otto and deal.get("talon"):
        hands[deal["dealer"]].update(deal["talon"])
    faults, tricks, cur = [], [], []
    leader = (deal["dealer"] + 1) % n
    discards: list[str] = []
    for ei, e in enumerate(deal["events"]):
        t = e["type"]
        if t == "take" and not otto:
            hands[e["seat"]].update(e["cards"])
        elif t == "discard":
            hands[e["seat"]].subtract(e["cards"])
            discards += e["cards"]
        elif t == "play":
            s, c = e["seat"], e["card"]
            h = hands[s]
            if h[c] <= 0:
                faults.append((ei, s, "card_not_in_hand"))
            else:
                ls = lead_suit([x for _, x, _ in cur])
                if c != "MATTO" and ls is not None and suit(c) != ls:
                    held = [x for x, k in h.items() if k > 0 and x != "MATTO"]
                    if any(suit(x) == ls for x in held):
                        faults.append((ei, s, "revoke"))
                    elif ls != "T" and suit(c) != "T" and any(suit(x) == "T" for x in held):
                        faults.append((ei, s, "failure_to_trump"))
                h[c] -= 1
            cur.append((s, c, ei))
            if len(cur) == n:
                w = trick_winner([(a, b) for a, b, _ in cur], tie)
                tricks.append({"plays": list(cur), "winner": cur[w][0]})
                cur = []
    return {"faults": faults, "tricks": tricks, "discards": discards, "complete": not cur and len(tricks) > 0,
            "hands_left": hands}


def side_of(doc, deal, seat: int):
    if n_players(doc) == 4:
        return seat % 2
    d = declarer_of(deal)
    return "D" if seat == d else "O"


def piles(doc, di: int, m) -> dict:
    """Cards per side from the tricks (the Matto and the discard left aside: compared as is)."""
    deal = doc["deals"][di]
    out: dict = {}
    for t in m["tricks"]:
        sd = side_of(doc, deal, t["winner"])
        out.setdefault(sd, Counter()).update(c for _, c, _ in t["plays"])
    return {k: sorted(v.elements()) for k, v in out.items()}


def play_events(deal):
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]


def clean_after(doc2, di, m0, expect_faults, same_piles=True, same_winners=True):
    """Our own model finds exactly expect_faults in the edited deal, winners/piles kept."""
    m = own_model(doc2, di)
    if m is None:
        return False
    if sorted(m["faults"]) != sorted(expect_faults):
        return False
    if same_winners and [t["winner"] for t in m["tricks"]] != [t["winner"] for t in m0["tricks"]]:
        return False
    if same_piles and piles(doc2, di, m) != piles(doc2, di, m0):
        return False
    return True


def played_deals(doc):
    out = []
    for di, d in enumerate(doc["deals"]):
        m = own_model(doc, di)
        if m and m["complete"] and not m["faults"] and len(m["tricks"]) >= 3:
            out.append((di, m))
    return out


def E(di, ev, code, seat):
    return {"deal": di, "event": ev, "code": code, "seat": seat}


# ---------------------------------------------------------------- play edits

def k_swap_lead2(doc, rng, careless=False):
    """Swap the first two cards of a trick (the second player plays before the leader)."""
    cands = []
    for di, m0 in played_deals(doc):
        for t in m0["tricks"]:
            (s0, c0, e0), (s1, c1, e1) = t["plays"][0], t["plays"][1]
            if "MATTO" in (c0, c1):
                continue
            if not careless and suit(c0) != suit(c1):
                continue
            d2 = shallow(doc, di)
            ev = d2["deals"][di]["events"]
            ev[e0], ev[e1] = ev[e1], ev[e0]
            if careless or clean_after(d2, di, m0, []):
                cands.append((d2, E(di, e0, "out_of_turn", s1)))
    return rng.choice(cands) if cands else None


def k_swap_lead2_any(doc, rng):
    return k_swap_lead2(doc, rng, careless=True)


def k_swap_mid(doc, rng):
    """Swap the second and third cards of a trick."""
    cands = []
    for di, m0 in played_deals(doc):
        for t in m0["tricks"]:
            (s1, c1, e1), (s2, c2, e2) = t["plays"][1], t["plays"][2]
            if "MATTO" in (c1, c2) or suit(c1) != suit(c2):
                continue
            d2 = shallow(doc, di)
            ev = d2["deals"][di]["events"]
            ev[e1], ev[e2] = ev[e2], ev[e1]
            if clean_after(d2, di, m0, []):
                cands.append((d2, E(di, e1, "out_of_turn", s2)))
    return rng.choice(cands) if cands else None


def _rotate_trick(doc, di, m0, ti, start_seat):
    """Trick ti played in seat order from start_seat (each seat's card kept)."""
    t = m0["tricks"][ti]
    n = n_players(doc)
    by_seat = {s: (c, e) for s, c, e in t["plays"]}
    evs = sorted(e for _, _, e in t["plays"])
    d2 = shallow(doc, di)
    ev = d2["deals"][di]["events"]
    orig = {s: doc["deals"][di]["events"][e] for s, (c, e) in by_seat.items()}
    for k, pos in enumerate(evs):
        ev[pos] = copy.deepcopy(orig[(start_seat + k) % n])
    return d2, evs[0]


def k_wrong_leader(doc, rng):
    """A trick led by the wrong seat (the leader's left-hand neighbour), the others following on."""
    cands = []
    n = n_players(doc)
    for di, m0 in played_deals(doc):
        for ti in range(1, len(m0["tricks"])):
            L = m0["tricks"][ti]["plays"][0][0]
            for start in ((L + 1) % n, (L - 1) % n):
                d2, e0 = _rotate_trick(doc, di, m0, ti, start)
                if any(c == "MATTO" for _, c, _ in m0["tricks"][ti]["plays"]):
                    continue
                if clean_after(d2, di, m0, []):
                    cands.append((d2, E(di, e0, "out_of_turn", start)))
    return rng.choice(cands) if cands else None


def k_matto_leads_next(doc, rng):
    """The Matto treated as winning: the next trick led by the Matto's player, others following on."""
    cands = []
    for di, m0 in played_deals(doc):
        for ti in range(len(m0["tricks"]) - 1):
            t = m0["tricks"][ti]
            ms = [s for s, c, _ in t["plays"] if c == "MATTO"]
            if not ms or ms[0] == t["winner"]:
                continue
            d2, e0 = _rotate_trick(doc, di, m0, ti + 1, ms[0])
            if clean_after(d2, di, m0, []):
                cands.append((d2, E(di, e0, "out_of_turn", ms[0])))
    return rng.choice(cands) if cands else None


def _swap_two_cards(doc, di, ea, eb):
    d2 = shallow(doc, di)
    ev = d2["deals"][di]["events"]
    ev[ea]["card"], ev[eb]["card"] = ev[eb]["card"], ev[ea]["card"]
    return d2


def _swap_kind(doc, rng, code, careful=True):
    """A follower plays another card he holds instead of following (or trumping); the card he
    withheld is played later in the other card's place."""
    cands = []
    for di, m0 in played_deals(doc):
        tr = m0["tricks"]
        for ti, t in enumerate(tr):
            ls = lead_suit([c for _, c, _ in t["plays"]])
            for pi, (s, c, e) in enumerate(t["plays"]):
                if pi == 0 or c == "MATTO":
                    continue
                if code == "revoke" and suit(c) != ls:
                    continue
                if code == "failure_to_trump" and not (ls != "T" and suit(c) == "T"):
                    continue
                for tj in range(ti + 1, len(tr)):
                    for (s2, c2, e2) in tr[tj]["plays"]:
                        if s2 != s or c2 == "MATTO":
                            continue
                        if code == "revoke" and suit(c2) == ls:
                            continue
                        if code == "failure_to_trump" and suit(c2) == "T":
                            continue
                        d2 = _swap_two_cards(doc, di, e, e2)
                        if not careful or clean_after(d2, di, m0, [(e, s, code)]):
                            cands.append((d2, E(di, e, code, s)))
    return rng.choice(cands) if cands else None


def k_revoke(doc, rng):
    return _swap_kind(doc, rng, "revoke")


def k_failure_to_trump(doc, rng):
    return _swap_kind(doc, rng, "failure_to_trump")


def k_revoke_careless(doc, rng):
    """CARELESS: as k_revoke, but the later place not checked (the trick winners may change)."""
    return _swap_kind(doc, rng, "revoke", careful=False)


def _replace_card(doc, rng, source: str):
    cands = []
    n = n_players(doc)
    for di, m0 in played_deals(doc):
        deal = doc["deals"][di]
        allplays = {}
        for t in m0["tricks"]:
            for s, c, e in t["plays"]:
                allplays[c] = (s, e)
        deck = set(allplays) | set(m0["discards"]) | set(deal.get("talon") or [])  # sorted below
        for h in deal["hands"]:
            deck |= set(h)
        for t in m0["tricks"]:
            ls = lead_suit([c for _, c, _ in t["plays"]])
            for pi, (s, c, e) in enumerate(t["plays"]):
                if c == "MATTO":
                    continue
                for x in sorted(deck):
                    if x == c or x == "MATTO" or suit(x) != suit(c):
                        continue
                    xs, xe = allplays.get(x, (None, None))
                    if source == "unplayed" and xs is not None:
                        continue
                    if source == "other" and not (xs is not None and xs != s and xe > e):
                        continue
                    if source == "twice" and not (xs == s and xe < e):
                        continue
                    d2 = shallow(doc, di)
                    d2["deals"][di]["events"][e]["card"] = x
                    m = own_model(d2, di)
                    if m and m["faults"] == [(e, s, "card_not_in_hand")] and \
                            [tt["winner"] for tt in m["tricks"]] == [tt["winner"] for tt in m0["tricks"]]:
                        cands.append((d2, E(di, e, "card_not_in_hand", s)))
    return rng.choice(cands) if cands else None


def k_cnih_unplayed(doc, rng):
    """A card replaced by one of its suit that is in nobody's hand (laid away, or left in the widow)."""
    return _replace_card(doc, rng, "unplayed")


def k_cnih_other(doc, rng):
    """A card replaced by one of its suit that another seat holds and plays later."""
    return _replace_card(doc, rng, "other")


def k_cnih_twice(doc, rng):
    """A card replaced by one of its suit the same seat already played."""
    return _replace_card(doc, rng, "twice")


# ---------------------------------------------------------------- auction edits (Terziglio)

def _bids(deal):
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "bid"]


def _legal_seq(bids):
    order = {"pass": 0, "gioco": 1, "solo": 2}
    best = 0
    for b in bids:
        if b != "pass":
            if order[b] <= best:
                return False
            best = order[b]
    return True


def k_bid_swap(doc, rng):
    """Two consecutive bids swapped (the later speaker bids first)."""
    if n_players(doc) != 3:
        return None
    cands = []
    for di, d in enumerate(doc["deals"]):
        bi = _bids(d)
        for a, b in zip(bi, bi[1:]):
            if b != a + 1:
                continue
            ea, eb = d["events"][a], d["events"][b]
            if ea["bid"] == eb["bid"]:
                continue
            seq = [d["events"][i]["bid"] for i in bi]
            k = bi.index(a)
            seq[k], seq[k + 1] = seq[k + 1], seq[k]
            if not _legal_seq(seq):
                continue
            d2 = shallow(doc, di)
            ev = d2["deals"][di]["events"]
            ev[a], ev[b] = ev[b], ev[a]
            if declarer_of(d2["deals"][di]) != declarer_of(d) or contract_of(d2["deals"][di]) != contract_of(d):
                continue
            cands.append((d2, E(di, a, "bid_out_of_turn", eb["seat"])))
    return rng.choice(cands) if cands else None


def k_bid_not_higher(doc, rng):
    """A pass after a gioco changed to 'gioco' (not higher than the standing bid)."""
    if n_players(doc) != 3:
        return None
    cands = []
    for di, d in enumerate(doc["deals"]):
        bi = _bids(d)
        best = None
        for i in bi:
            b = d["events"][i]["bid"]
            if b == "pass" and best is not None:
                d2 = shallow(doc, di)
                d2["deals"][di]["events"][i]["bid"] = best
                cands.append((d2, E(di, i, "illegal_bid", d["events"][i]["seat"])))
            if b != "pass":
                best = b
    return rng.choice(cands) if cands else None


def k_bid_twice(doc, rng):
    """A player speaks twice: an extra 'pass' by the eldest right after the auction."""
    if n_players(doc) != 3:
        return None
    cands = []
    for di, d in enumerate(doc["deals"]):
        bi = _bids(d)
        if len(bi) < 3:
            continue
        first = d["events"][bi[0]]["seat"]
        d2 = shallow(doc, di)
        d2["deals"][di]["events"].insert(bi[-1] + 1, {"type": "bid", "seat": first, "bid": "pass"})
        cands.append((d2, E(di, bi[-1] + 1, "bid_out_of_turn", first)))
    return rng.choice(cands) if cands else None


def k_bid_missing(doc, rng):
    """The last speaker's 'pass' left out of the auction."""
    if n_players(doc) != 3:
        return None
    cands = []
    for di, d in enumerate(doc["deals"]):
        bi = _bids(d)
        if len(bi) != 3 or d["events"][bi[-1]]["bid"] != "pass":
            continue
        if any(d["events"][i]["bid"] == "solo" for i in bi[:-1]):
            continue  # a solo ends the auction: the last word is optional
        nxt = bi[-1] + 1
        if nxt >= len(d["events"]) or d["events"][nxt]["type"] in ("score", "total"):
            continue
        d2 = shallow(doc, di)
        seat = d["events"][bi[-1]]["seat"]
        del d2["deals"][di]["events"][bi[-1]]
        cands.append((d2, E(di, bi[-1], "missing_bid", seat)))
    return rng.choice(cands) if cands else None


# ---------------------------------------------------------------- widow edits

def k_discard_five(doc, rng):
    """The dealer (Ottocento) / gioco declarer lays away a 5-point card: a card of his discard
    swapped with a 5-point card he plays later, which he then plays in that card's place."""
    cands = []
    for di, m0 in played_deals(doc):
        d = doc["deals"][di]
        dis = [i for i, e in enumerate(d["events"]) if e["type"] == "discard"]
        if len(dis) != 1:
            continue
        de = dis[0]
        seat = d["events"][de]["seat"]
        for t in m0["tricks"]:
            for s, c, e in t["plays"]:
                if s != seat or c not in FIVE:
                    continue
                for k, x in enumerate(d["events"][de]["cards"]):
                    d2 = shallow(doc, di)
                    d2["deals"][di]["events"][de]["cards"][k] = c
                    d2["deals"][di]["events"][e]["card"] = x
                    # the card laid away stays on the same side's pile: the trick goes to his side
                    if side_of(doc, d, t["winner"]) != side_of(doc, d, seat):
                        continue
                    if any(x["type"] == "declare" and x["seat"] == seat and x["items"] for x in d["events"]):
                        continue  # a careful writer leaves a declarer's declared cards alone
                    if clean_after(d2, di, m0, [], same_piles=False):
                        cands.append((d2, E(di, de, "illegal_discard", seat)))
    return rng.choice(cands) if cands else None


def k_take_wrong_seat(doc, rng):
    """Ottocento: the widow's take written for the eldest instead of the dealer."""
    if n_players(doc) != 4:
        return None
    cands = []
    for di, d in enumerate(doc["deals"]):
        for i, e in enumerate(d["events"]):
            if e["type"] == "take":
                d2 = shallow(doc, di)
                s = (d["dealer"] + 1) % 4
                d2["deals"][di]["events"][i]["seat"] = s
                cands.append((d2, E(di, i, "illegal_take", s)))
    return rng.choice(cands) if cands else None


# ---------------------------------------------------------------- declarations

SEQ_MAX = {"trumps": 16, "moretti": 6, "aces": 6, "suit": 5}


def k_decl_overstate(doc, rng):
    """A declared item made one bigger (a sequence one card longer, a cricca of 3 written as 4)."""
    cands = []
    for di, d in enumerate(doc["deals"]):
        if own_model(doc, di) is None:
            continue
        for i, e in enumerate(d["events"]):
            if e["type"] != "declare":
                continue
            for k, it in enumerate(e["items"]):
                d2 = shallow(doc, di)
                it2 = d2["deals"][di]["events"][i]["items"][k]
                if it["kind"] == "cricca":
                    if it["count"] != 3:
                        continue
                    it2["count"] = 4
                else:
                    if it["length"] >= SEQ_MAX[it["of"]]:
                        continue
                    it2["length"] += 1
                kept = _kept_hand(doc, di, e["seat"])
                if kept is None or _can_hold(kept, it2):
                    continue
                cands.append((d2, E(di, i, "false_declaration", e["seat"])))
    return rng.choice(cands) if cands else None


def _can_hold(kept, it):
    """Upper bound: could the kept hand make this item (counting contatori as wild everywhere)?"""
    cont = len(kept & {"T0", "MATTO"})
    if it["kind"] == "cricca":
        if it["of"] == "tarocchi":
            have = len(kept & {"T20", "T19", "T0", "MATTO"})
        else:
            r = {"kings": "K", "queens": "Q", "knights": "N", "jacks": "J"}[it["of"]]
            have = sum(1 for c in kept if suit(c) in "SBCD" and c[:-1] == r)
        return have >= it["count"]
    of, L = it["of"], it["length"]
    if of == "trumps":
        real = sum(1 for c in kept if suit(c) == "T" and tnum(c) >= 5)
    elif of == "moretti":
        real = sum(1 for c in kept if suit(c) == "T" and 1 <= tnum(c) <= 4)
    elif of == "aces":
        real = sum(1 for c in kept if suit(c) in "SBCD" and c[:-1] == "1")
    else:
        real = sum(1 for c in kept if suit(c) == it["suit"] and c[:-1] in ("K", "Q", "N", "J", "1"))
    return real + cont >= L


def _kept_hand(doc, di, seat):
    m = own_model(doc, di)
    if m is None:
        return None
    h = Counter(m["hands_left"][seat])
    for t in m["tricks"]:
        for s, c, _ in t["plays"]:
            if s == seat:
                h[c] += 1
    return {c for c, k in h.items() if k > 0}


def k_decl_add_false(doc, rng):
    """A cricca of three the hand does not hold added to a declaration (score left as written)."""
    cands = []
    ranks = {"kings": "K", "queens": "Q", "knights": "N", "jacks": "J"}
    for di, d in enumerate(doc["deals"]):
        for i, e in enumerate(d["events"]):
            if e["type"] != "declare":
                continue
            kept = _kept_hand(doc, di, e["seat"])
            if kept is None:
                continue
            for of, r in ranks.items():
                if sum(1 for c in kept if suit(c) in "SBCD" and c[:-1] == r) <= 1:
                    d2 = shallow(doc, di)
                    d2["deals"][di]["events"][i]["items"].append({"kind": "cricca", "of": of, "count": 3})
                    cands.append((d2, E(di, i, "false_declaration", e["seat"])))
    return rng.choice(cands) if cands else None


def _move_decl(doc, rng, empty: bool):
    cands = []
    for di, d in enumerate(doc["deals"]):
        pe = play_events(d)
        if not pe:
            continue
        for i, e in enumerate(d["events"]):
            if e["type"] != "declare" or (not e["items"]) != empty:
                continue
            d2 = shallow(doc, di)
            ev = d2["deals"][di]["events"]
            x = ev.pop(i)
            # after the first trick's first card
            first = [j for j, ee in enumerate(ev) if ee["type"] == "play"][0]
            ev.insert(first + 1, x)
            cands.append((d2, E(di, first + 1, "late_declaration", e["seat"])))
    return rng.choice(cands) if cands else None


def k_decl_late_empty(doc, rng):
    """A 'nothing' declaration written after the first card."""
    return _move_decl(doc, rng, True)


def k_decl_late_items(doc, rng):
    """A declaration with items written after the first card (scores left as written)."""
    return _move_decl(doc, rng, False)


def k_decl_repeat(doc, rng):
    """A player's 'nothing' declaration written twice."""
    cands = []
    for di, d in enumerate(doc["deals"]):
        for i, e in enumerate(d["events"]):
            if e["type"] == "declare" and not e["items"]:
                d2 = shallow(doc, di)
                d2["deals"][di]["events"].insert(i + 1, copy.deepcopy(e))
                cands.append((d2, E(di, i + 1, "repeated_declaration", e["seat"])))
    return rng.choice(cands) if cands else None


# ---------------------------------------------------------------- sheet edits

def k_score_off(doc, rng):
    """One written score off by a few points (Terziglio: by one game point)."""
    cands = []
    for di, d in enumerate(doc["deals"]):
        for i, e in enumerate(d["events"]):
            if e["type"] == "score":
                for delta in ((3, -3) if n_players(doc) == 4 else (1,)):
                    if e["points"] + delta < 0:
                        continue
                    d2 = shallow(doc, di)
                    d2["deals"][di]["events"][i]["points"] += delta
                    cands.append((d2, E(di, i, "wrong_score", None)))
    return rng.choice(cands) if cands else None


def k_total_off(doc, rng):
    """One running total mis-added by 10 (Terziglio: by 1)."""
    cands = []
    for di, d in enumerate(doc["deals"]):
        for i, e in enumerate(d["events"]):
            if e["type"] == "total":
                d2 = shallow(doc, di)
                d2["deals"][di]["events"][i]["points"] += 10 if n_players(doc) == 4 else 1
                cands.append((d2, E(di, i, "wrong_total", None)))
    return rng.choice(cands) if cands else None


def _rot_deal(deal, k, n):
    d = copy.deepcopy(deal)
    d["dealer"] = (d["dealer"] + k) % n
    if d["hands"] is not None:
        d["hands"] = [d["hands"][(s - k) % n] for s in range(n)]
    for e in d["events"]:
        if "seat" in e:
            e["seat"] = (e["seat"] + k) % n
    return d


def k_dealer_wrong(doc, rng):
    """One deal (not the first) dealt by the wrong player, the deal played out from him
    (Ottocento: seats moved two places, so the teams' scores stand; Terziglio: one place, the
    seats' scores and the running totals written from them)."""
    n = n_players(doc)
    cands = []
    for di in range(1, len(doc["deals"])):
        d2 = copy.deepcopy(doc)
        k = 2 if n == 4 else rng.choice([1, 2])
        d2["deals"][di] = _rot_deal(doc["deals"][di], k, n)
        if n == 3:
            ev = d2["deals"][di]["events"]
            delta = [0, 0, 0]
            old = {e["party"]: e["points"] for e in doc["deals"][di]["events"] if e["type"] == "score"}
            for e in ev:
                if e["type"] == "score" and isinstance(e["party"], int):
                    p_old = e["party"]
                    e["party"] = (p_old + k) % n
            new = {e["party"]: e["points"] for e in ev if e["type"] == "score"}
            if set(old) != {0, 1, 2}:
                continue
            for p in range(3):
                delta[p] = new.get(p, 0) - old.get(p, 0)
            for dj in range(di, len(d2["deals"])):
                for e in d2["deals"][dj]["events"]:
                    if e["type"] == "total":
                        e["points"] += delta[e["party"]]
            # scores and totals keep their place in the written order: party order by seat
        cands.append((d2, E(di, None, "wrong_dealer", None)))
    return rng.choice(cands) if cands else None


def k_monte_swap(doc, rng):
    """Two monte calls of a thrown-in deal swapped (the later player calls first)."""
    cands = []
    for di, d in enumerate(doc["deals"]):
        ri = [i for i, e in enumerate(d["events"]) if e["type"] == "redeal"]
        if len(ri) < 2 or ri[1] != ri[0] + 1:
            continue
        d2 = shallow(doc, di)
        ev = d2["deals"][di]["events"]
        ev[ri[0]], ev[ri[1]] = ev[ri[1]], ev[ri[0]]
        cands.append((d2, E(di, ri[0], "bad_monte", d["events"][ri[1]]["seat"])))
    return rng.choice(cands) if cands else None


def k_bid_rotate(doc, rng):
    """The auction opened by the wrong player (the eldest's neighbour), the others speaking in
    order from him; the same bids by the same players (the contract and declarer kept)."""
    if n_players(doc) != 3:
        return None
    cands = []
    for di, d in enumerate(doc["deals"]):
        bi = _bids(d)
        if len(bi) != 3 or bi != list(range(bi[0], bi[0] + 3)):
            continue
        by_seat = {d["events"][i]["seat"]: d["events"][i] for i in bi}
        e0 = d["events"][bi[0]]["seat"]
        start = (e0 + 1) % 3
        seq = [by_seat[(start + k) % 3]["bid"] for k in range(3)]
        if not _legal_seq(seq) or "solo" in seq[:2]:
            continue
        d2 = shallow(doc, di)
        for k, i in enumerate(bi):
            d2["deals"][di]["events"][i] = copy.deepcopy(by_seat[(start + k) % 3])
        if declarer_of(d2["deals"][di]) != declarer_of(d) or contract_of(d2["deals"][di]) != contract_of(d):
            continue
        cands.append((d2, E(di, bi[0], "bid_out_of_turn", start)))
    return rng.choice(cands) if cands else None


def k_discard_removed(doc, rng):
    """Ottocento: the dealer's discard left out of a played deal (the source: he must lay two away)."""
    if n_players(doc) != 4:
        return None
    cands = []
    for di, m0 in played_deals(doc):
        d = doc["deals"][di]
        for i, e in enumerate(d["events"]):
            if e["type"] == "discard":
                d2 = shallow(doc, di)
                del d2["deals"][di]["events"][i]
                first = [j for j, x in enumerate(d2["deals"][di]["events"]) if x["type"] == "play"][0]
                cands.append((d2, E(di, first, "missing_discard", d["dealer"])))
    return rng.choice(cands) if cands else None


def _carry(doc, di, party, delta, from_event):
    """Add delta to every total of party written at or after (di, from_event)."""
    d2 = copy.deepcopy(doc)
    for dj in range(di, len(d2["deals"])):
        for j, e in enumerate(d2["deals"][dj]["events"]):
            if dj == di and j < from_event:
                continue
            if e["type"] == "total" and e["party"] == party:
                if n_players(doc) == 4 and min(e["points"], e["points"] + delta) < 800 <= max(e["points"], e["points"] + delta) + 0:
                    return None
                if n_players(doc) == 4 and dj > di and any(
                        x["type"] == "total" and x["points"] >= 800 for x in doc["deals"][dj - 1]["events"]):
                    return d2  # a new game starts: stop carrying
                e["points"] += delta
    return d2


def k_score_off_carried(doc, rng):
    """A score off by a few points, and the running totals written on from it (a consistent sheet)."""
    cands = []
    for di, d in enumerate(doc["deals"]):
        for i, e in enumerate(d["events"]):
            if e["type"] == "score":
                delta = 3 if n_players(doc) == 4 else 1
                d2 = _carry(doc, di, e["party"], delta, i)
                if d2 is None:
                    continue
                d2["deals"][di]["events"][i]["points"] += delta
                cands.append((d2, E(di, i, "wrong_score", None)))
    return rng.choice(cands) if cands else None


def k_total_off_carried(doc, rng):
    """A total mis-added, and the later totals written on from the wrong one."""
    cands = []
    for di, d in enumerate(doc["deals"]):
        if di == len(doc["deals"]) - 1:
            continue
        for i, e in enumerate(d["events"]):
            if e["type"] == "total":
                delta = 10 if n_players(doc) == 4 else 1
                d2 = _carry(doc, di, e["party"], delta, i)
                if d2 is None:
                    continue
                cands.append((d2, E(di, i, "wrong_total", None)))
    return rng.choice(cands) if cands else None


def k_wrong_leader_any(doc, rng):
    """CARELESS: a trick led by the leader's neighbour, the others on from him, whatever the suits."""
    cands = []
    n = n_players(doc)
    for di, m0 in played_deals(doc):
        for ti in range(1, len(m0["tricks"])):
            L = m0["tricks"][ti]["plays"][0][0]
            d2, e0 = _rotate_trick(doc, di, m0, ti, (L + 1) % n)
            cands.append((d2, E(di, e0, "out_of_turn", (L + 1) % n)))
    return rng.choice(cands) if cands else None


def k_failure_to_trump_careless(doc, rng):
    """CARELESS: as failure_to_trump, the later place not checked."""
    return _swap_kind(doc, rng, "failure_to_trump", careful=False)


KINDS = {
    "swap_lead2": k_swap_lead2,
    "swap_lead2_any": k_swap_lead2_any,
    "swap_mid": k_swap_mid,
    "wrong_leader": k_wrong_leader,
    "matto_leads_next": k_matto_leads_next,
    "revoke": k_revoke,
    "revoke_careless": k_revoke_careless,
    "failure_to_trump": k_failure_to_trump,
    "cnih_unplayed": k_cnih_unplayed,
    "cnih_other": k_cnih_other,
    "cnih_twice": k_cnih_twice,
    "bid_swap": k_bid_swap,
    "bid_not_higher": k_bid_not_higher,
    "bid_twice": k_bid_twice,
    "bid_missing": k_bid_missing,
    "discard_five": k_discard_five,
    "take_wrong_seat": k_take_wrong_seat,
    "decl_overstate": k_decl_overstate,
    "decl_add_false": k_decl_add_false,
    "decl_late_empty": k_decl_late_empty,
    "decl_late_items": k_decl_late_items,
    "decl_repeat": k_decl_repeat,
    "score_off": k_score_off,
    "total_off": k_total_off,
    "dealer_wrong": k_dealer_wrong,
    "monte_swap": k_monte_swap,
    "bid_rotate": k_bid_rotate,
    "discard_removed": k_discard_removed,
    "score_off_carried": k_score_off_carried,
    "total_off_carried": k_total_off_carried,
    "wrong_leader_any": k_wrong_leader_any,
    "failure_to_trump_careless": k_failure_to_trump_careless,
}


def k_discard_not_in_hand(doc, rng):
    """The dealer / gioco declarer writes laying away a card another player holds (1 point),
    in place of one of his own 1-point cards (which he then keeps and never plays)."""
    cands = []
    for di, m0 in played_deals(doc):
        d = doc["deals"][di]
        for i, e in enumerate(d["events"]):
            if e["type"] != "discard":
                continue
            seat = e["seat"]
            others = [c for s2, h in enumerate(d["hands"]) if s2 != seat for c in h
                      if points(c) == 1 and c not in (d.get("talon") or [])]
            for k, x in enumerate(e["cards"]):
                if points(x) != 1:
                    continue
                for z in others:
                    d2 = shallow(doc, di)
                    d2["deals"][di]["events"][i]["cards"][k] = z
                    cands.append((d2, E(di, i, "illegal_discard", seat)))
    return rng.choice(cands) if cands else None


def k_take_not_in_widow(doc, rng, played: bool = False):
    """Terziglio: a card of the gioco declarer's take written as a card the widow does not hold
    (another player's 1-point card); the taken card so replaced is one he lays away (or, with
    played=True, one he plays)."""
    if n_players(doc) != 3:
        return None
    cands = []
    for di, m0 in played_deals(doc):
        d = doc["deals"][di]
        tk = [i for i, e in enumerate(d["events"]) if e["type"] == "take"]
        ds = [i for i, e in enumerate(d["events"]) if e["type"] == "discard"]
        if len(tk) != 1 or len(ds) != 1:
            continue
        take, disc = d["events"][tk[0]], d["events"][ds[0]]
        seat = take["seat"]
        played_by = {c for t in m0["tricks"] for s2, c, _ in t["plays"] if s2 == seat}
        others = [c for s2, h in enumerate(d["hands"]) if s2 != seat for c in h if points(c) == 1]
        for k, x in enumerate(take["cards"]):
            if played and x not in played_by:
                continue
            if not played and x not in disc["cards"]:
                continue
            for z in others:
                d2 = shallow(doc, di)
                d2["deals"][di]["events"][tk[0]]["cards"][k] = z
                cands.append((d2, E(di, tk[0], "illegal_take", seat)))
    return rng.choice(cands) if cands else None


def k_take_not_in_widow_played(doc, rng):
    return k_take_not_in_widow(doc, rng, played=True)


def k_decl_dup_item(doc, rng):
    """A declared item written twice in the same declaration (the same combination twice)."""
    cands = []
    for di, d in enumerate(doc["deals"]):
        for i, e in enumerate(d["events"]):
            if e["type"] == "declare" and e["items"]:
                for k, it in enumerate(e["items"]):
                    d2 = shallow(doc, di)
                    d2["deals"][di]["events"][i]["items"].insert(k + 1, copy.deepcopy(it))
                    cands.append((d2, E(di, i, "false_declaration", e["seat"])))
    return rng.choice(cands) if cands else None


def k_wrong_leader_partner(doc, rng):
    """Ottocento: a trick led by the leader's partner, the others on from him."""
    if n_players(doc) != 4:
        return None
    cands = []
    for di, m0 in played_deals(doc):
        for ti in range(1, len(m0["tricks"])):
            if any(c == "MATTO" for _, c, _ in m0["tricks"][ti]["plays"]):
                continue
            L = m0["tricks"][ti]["plays"][0][0]
            d2, e0 = _rotate_trick(doc, di, m0, ti, (L + 2) % 4)
            if clean_after(d2, di, m0, []):
                cands.append((d2, E(di, e0, "out_of_turn", (L + 2) % 4)))
    return rng.choice(cands) if cands else None


def k_first_lead_wrong(doc, rng):
    """The first trick led by the wrong seat (not the eldest), the others following on from him."""
    cands = []
    n = n_players(doc)
    for di, m0 in played_deals(doc):
        L = m0["tricks"][0]["plays"][0][0]
        if any(c == "MATTO" for _, c, _ in m0["tricks"][0]["plays"]):
            continue
        for start in range(n):
            if start == L:
                continue
            d2, e0 = _rotate_trick(doc, di, m0, 0, start)
            if clean_after(d2, di, m0, []):
                cands.append((d2, E(di, e0, "out_of_turn", start)))
    return rng.choice(cands) if cands else None


def k_otto_take_not_in_talon(doc, rng):
    """Ottocento: one card of the dealer's written take replaced by another player's 1-point card
    (the dealer still has the two widow cards: he lays away or plays them as before)."""
    if n_players(doc) != 4:
        return None
    cands = []
    for di, m0 in played_deals(doc):
        d = doc["deals"][di]
        for i, e in enumerate(d["events"]):
            if e["type"] != "take":
                continue
            others = [c for s2, h in enumerate(d["hands"]) if s2 != e["seat"] for c in h if points(c) == 1]
            for k in range(len(e["cards"])):
                for z in others:
                    d2 = shallow(doc, di)
                    d2["deals"][di]["events"][i]["cards"][k] = z
                    cands.append((d2, E(di, i, "illegal_take", e["seat"])))
    return rng.choice(cands) if cands else None


def k_dealer_field_only(doc, rng):
    """The header slip: one deal's `dealer` written as another seat, nothing else changed."""
    n = n_players(doc)
    cands = []
    for di in range(1, len(doc["deals"])):
        for k in range(1, n):
            d2 = shallow(doc, di)
            d2["deals"][di]["dealer"] = (doc["deals"][di]["dealer"] + k) % n
            cands.append((d2, E(di, None, "wrong_dealer", None)))
    return rng.choice(cands) if cands else None


def k_discard_late(doc, rng):
    """The dealer's / declarer's discard written after the first card of the play."""
    cands = []
    for di, m0 in played_deals(doc):
        d = doc["deals"][di]
        for i, e in enumerate(d["events"]):
            if e["type"] != "discard":
                continue
            d2 = shallow(doc, di)
            ev = d2["deals"][di]["events"]
            x = ev.pop(i)
            first = [j for j, y in enumerate(ev) if y["type"] == "play"][0]
            ev.insert(first + 1, x)
            cands.append((d2, E(di, first + 1, "illegal_discard", e["seat"])))
    return rng.choice(cands) if cands else None


def k_take_after_discard(doc, rng):
    """The take and the discard written in the wrong order (discard first)."""
    cands = []
    for di, m0 in played_deals(doc):
        d = doc["deals"][di]
        ev0 = d["events"]
        for i in range(len(ev0) - 1):
            if ev0[i]["type"] == "take" and ev0[i + 1]["type"] == "discard":
                d2 = shallow(doc, di)
                ev = d2["deals"][di]["events"]
                ev[i], ev[i + 1] = ev[i + 1], ev[i]
                cands.append((d2, E(di, i + 1, "illegal_take", ev0[i]["seat"])))
    return rng.choice(cands) if cands else None


KINDS.update({
    "discard_late": k_discard_late,
    "take_after_discard": k_take_after_discard,
    "dealer_field_only": k_dealer_field_only,
    "otto_take_not_in_talon": k_otto_take_not_in_talon,
    "first_lead_wrong": k_first_lead_wrong,
    "discard_not_in_hand": k_discard_not_in_hand,
    "take_not_in_widow": k_take_not_in_widow,
    "take_not_in_widow_played": k_take_not_in_widow_played,
    "decl_dup_item": k_decl_dup_item,
    "wrong_leader_partner": k_wrong_leader_partner,
})


def _play_only(base):
    """The same edit in a play-only record: the edited deal's hands written as null."""
    def k(doc, rng):
        r = base(doc, rng)
        if r is None:
            return None
        d2, exp = r
        di = exp["deal"]
        d2 = shallow(d2, di)
        d2["deals"][di]["hands"] = None
        b = shallow(doc, di)
        b["deals"][di]["hands"] = None
        return d2, {**exp, "_base": b}
    k.__doc__ = "Play-only (hands null): " + (base.__doc__ or "")
    return k


for _name in ("revoke", "failure_to_trump", "wrong_leader", "swap_lead2", "score_off", "cnih_twice",
              "decl_add_false", "matto_leads_next"):
    KINDS["po_" + _name] = _play_only(KINDS[_name])


def inject(doc, kind: str, seed: int):
    rng = random.Random(f"{kind}/{seed}")
    return KINDS[kind](doc, rng)


def shallow(doc, di):
    """A copy of doc in which only deal di is deep-copied (cheap for candidate search)."""
    d2 = dict(doc)
    d2["deals"] = list(doc["deals"])
    d2["deals"][di] = copy.deepcopy(doc["deals"][di])
    return d2


def implied(doc0, doc2, di):
    """What the edited record implies besides the planted fault, by our own model: play faults,
    a trick led by a seat that did not win the last one, and whether any card changed side
    (then a written score may really be wrong)."""
    m0, m = own_model(doc0, di), own_model(doc2, di)
    if m is None:
        return set(), False
    out = {(e, code) for e, s, code in m["faults"]}
    n = n_players(doc2)
    prev = (doc2["deals"][di]["dealer"] + 1) % n
    for t in m["tricks"]:
        if t["plays"][0][0] != prev:
            out.add((t["plays"][0][2], "out_of_turn"))
        prev = t["winner"]
    moved = m0 is None or piles(doc2, di, m) != piles(doc0, di, m0)
    return out, moved
