"""A naive, hand-style fault injector for Danish Tarok ("Ultimo") transcripts.

Written from the Polish source (shared/seeds/000_2fac32aef83ce8a1.txt) and the transcript
format, NOT from the engine: it only uses the digest's code names. Each kind edits a clean
simulated session the way a human writer would plant ONE fault, and returns the single
finding the writer expects: {"deal", "event", "code", "penalty_class"} (event None = no event,
"any" = the writer does not know which event the engine pins it to).

Writer conventions (what a human who knows §18 writes):
- a `large` fault: the faulty player pays 20 into each pool (reason "penalty") right after it;
  any later payment of a pool's contents is recomputed by hand (pool tracker below).
- an `irreparable` fault (40 into each pool, deal void, §18): planted in the LAST deal; two
  styles: "stop" = the play stops after the trick where the fault was found, the fines are
  paid, the last-trick and card-point payments are not written, and every payment of the deal
  for what the cards held (declarations, kings/Pagat lost, Pagat tricks) is handed back (the
  digest's 18.void reading); "keep" = the same but only the false declaration's money is
  handed back (§18's literal sentence), everything paid before the fault stands.
  "full" = the writer plants the card fault and the fines and leaves the rest of the deal
  as it was (did not think of the void): the void's settlement consequences are expected (b).
"""
from __future__ import annotations

import copy
import random
import re
from typing import Any

POOLS = ("pagat_pool", "king_pool")
RED = ("H", "D")


# ---------------------------------------------------------------- cards (source §3)
def suit(c: str) -> str | None:
    if c == "JOKER":
        return None
    if re.fullmatch(r"T\d+", c):
        return "T"
    return c[-1]


def strength(c: str) -> int:
    s = suit(c)
    if s is None:
        return -1
    if s == "T":
        return int(c[1:])
    r = c[:-1]
    courts = {"K": 14, "Q": 13, "N": 12, "J": 11}
    if r in courts:
        return courts[r]
    p = int(r)
    return 11 - p if s in RED else p


def is_king(c: str) -> bool:
    return suit(c) in ("H", "D", "S", "C") and c[:-1] == "K"


def is_court(c: str) -> bool:
    return suit(c) in ("H", "D", "S", "C") and c[:-1] in ("K", "Q", "N", "J")


def value(c: str) -> int:
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if suit(c) in ("H", "D", "S", "C"):
        return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)
    return 0


def holdings(hand: list[str]) -> list[dict]:
    """§14 declarations of a hand (my own reading)."""
    h = set(hand)
    out: list[dict] = []
    trumps = [c for c in h if suit(c) == "T"]
    nt = len(trumps) + (1 if "JOKER" in h else 0)
    if nt >= 10:
        out.append({"kind": "trumps", "count": nt, "pagat": "T1" in h})
    if {"JOKER", "T21", "T1"} <= h:
        n = 3
        k = 20
        while f"T{k}" in h:
            n += 1
            k -= 1
        out.append({"kind": "matadors", "count": n})
    for s in "HDSC":
        courts = [r for r in "KQNJ" if f"{r}{s}" in h]
        if len(courts) == 4:
            out.append({"kind": "cavalry", "suit": s, "form": "rich" if "JOKER" in h else "full"})
        elif len(courts) == 3 and "JOKER" in h:
            miss = [r for r in "KQNJ" if r not in courts][0]
            out.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in "HDSC" if f"K{s}" in h]
    if len(kings) == 4:
        out.append({"kind": "kings", "form": "rich" if "JOKER" in h else "full"})
    elif len(kings) == 3 and "JOKER" in h:
        out.append({"kind": "kings", "form": "half", "missing": [s for s in "HDSC" if s not in kings][0]})
    return out


def decl_value(item: dict) -> int:
    k = item["kind"]
    if k in ("trumps", "matadors"):
        base = 10 if k == "trumps" else 3
        return 10 + 5 * (item["count"] - base)
    return {"rich": 15, "full": 10, "half": 5}[item["form"]]


# ---------------------------------------------------------------- a deal's play (§10, §12)
class Deal:
    def __init__(self, doc: dict, k: int):
        self.doc = doc
        self.k = k
        self.d = doc["deals"][k]
        self.n = len(doc["players"])
        dealer = self.d["dealer"]
        self.dealer = dealer
        self.active = [s for s in range(self.n) if self.n == 3 or s != (dealer + 2) % 4]
        ev = self.d["events"]
        self.plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
        self.tricks = [self.plays[j:j + 3] for j in range(0, len(self.plays), 3)]
        self.discard = next((e["cards"] for e in ev if e["type"] == "discard"), [])

    def ev(self, i):
        return self.d["events"][i]

    def start_hands(self) -> dict[int, list[str]]:
        h = {s: list(self.d["hands"][s]) for s in range(self.n)}
        for c in self.discard:
            h[self.dealer].remove(c)
        return h

    def led_suit(self, trick: list[int]) -> str | None:
        e = self.ev(trick[0])
        if e["card"] == "JOKER":
            return e.get("named")
        return suit(e["card"])

    def winner(self, trick: list[int]) -> tuple[int, str]:
        cards = [(self.ev(i)["seat"], self.ev(i)["card"]) for i in trick]
        led = self.led_suit(trick)
        best = None
        for s, c in cards:
            if c == "JOKER":
                continue
            if suit(c) == "T":
                key = (2, strength(c))
            elif suit(c) == led:
                key = (1, strength(c))
            else:
                key = (0, 0)
            if key[0] and (best is None or key > best[0]):
                best = (key, s, c)
        if best is None:  # Joker lead, nobody followed nor trumped: second card names the suit
            led2 = suit(cards[1][1])
            for s, c in cards[1:]:
                if suit(c) == led2 and (best is None or strength(c) > best[0][1]):
                    best = ((1, strength(c)), s, c)
        return best[1], best[2]

    def check(self) -> list[tuple[int, str]]:
        """My own legality check: [(event, what)] for every play I find illegal."""
        bad = []
        hands = self.start_hands()
        leader = (self.dealer + 1) % self.n
        if leader not in self.active:
            leader = (leader + 1) % self.n
        for t, trick in enumerate(self.tricks):
            order = []
            s = leader
            for _ in range(3):
                order.append(s)
                s = (s + 1) % self.n
                if s not in self.active:
                    s = (s + 1) % self.n
            led = self.led_suit(trick)
            for pos, i in enumerate(trick):
                e = self.ev(i)
                seat, c = e["seat"], e["card"]
                if seat != order[pos]:
                    bad.append((i, "turn"))
                if c not in hands[seat]:
                    bad.append((i, "not_in_hand"))
                else:
                    if pos > 0 and c != "JOKER":
                        has_led = any(suit(x) == led for x in hands[seat])
                        has_t = any(suit(x) == "T" for x in hands[seat])
                        if suit(c) != led and has_led:
                            bad.append((i, "revoke"))
                        elif suit(c) != led and suit(c) != "T" and not has_led and has_t:
                            bad.append((i, "trump"))
                    if c == "JOKER" and t == 23:
                        bad.append((i, "joker24"))
                    hands[seat].remove(c)
            if len(trick) == 3:
                leader = self.winner(trick)[0]
        return bad


# ---------------------------------------------------------------- pools (§15)
POOL_TAKE = {"tout", "king_ultimo", "pagat_ultimo"}
POOL_PUT = {"king_przydupek", "pagat_przydupek"}


def fix_pools(doc: dict) -> None:
    """Recompute by hand every payment of a pool's contents after an edit (the writer's arithmetic)."""
    bal = dict((doc.get("start") or {}).get("pools") or {p: 0 for p in POOLS})
    for d in doc["deals"]:
        snap: dict[str, int] = {}
        for e in d["events"]:
            if e["type"] != "payment":
                continue
            r = e.get("reason")
            if r in POOL_TAKE and e["from"] in POOLS:
                p = e["from"]
                snap.setdefault(p, bal[p])
                e["amount"] = snap[p]
            elif r in POOL_PUT and e["to"] in POOLS:
                p = e["to"]
                snap.setdefault(p, bal[p])
                e["amount"] = snap[p]
            if e["from"] in POOLS:
                bal[e["from"]] -= e["amount"]
            if e["to"] in POOLS:
                bal[e["to"]] += e["amount"]


def fines(seat: int, amount: int) -> list[dict]:
    return [{"type": "payment", "from": seat, "to": p, "amount": amount, "reason": "penalty"} for p in POOLS]


def exp(k, event, code, pclass):
    return {"deal": k, "event": event, "code": code, "penalty_class": pclass}


# ---------------------------------------------------------------- helpers for card swaps
def try_swap(doc, k, i, j, want: str | None):
    """Swap the cards of plays i and j (same seat) in deal k; keep it if my check finds exactly
    the planted fault at i (want) and nothing else, and no trick changes its winner."""
    D0 = Deal(doc, k)
    wins0 = [D0.winner(t) for t in D0.tricks]
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    ev[i]["card"], ev[j]["card"] = ev[j]["card"], ev[i]["card"]
    D1 = Deal(new, k)
    wins1 = [D1.winner(t) for t in D1.tricks]
    if [w[0] for w in wins0] != [w[0] for w in wins1]:
        return None
    bad = D1.check()
    if want is None:
        return new if not bad else None
    return new if bad == [(i, want)] else None


def trick_of(D: Deal, i: int) -> int:
    for t, tr in enumerate(D.tricks):
        if i in tr:
            return t
    raise KeyError(i)


def plain(c: str) -> bool:
    """No king, Pagat, Joker, Mondo: moving it changes no §15 play payment."""
    return c not in ("JOKER", "T1", "T21") and not is_king(c)


# ---------------------------------------------------------------- void styles
VOID_REASONS_KEEP = {"foundation", "refill", "deal_fee", "penalty"}


def make_void(doc, k, fault_event, seat, style, false_items_money=None, cut_after=None):
    """Fines and the void deal as a writer records them. cut_after: last event kept (default:
    the end of the trick holding fault_event, or fault_event if before play)."""
    d = doc["deals"][k]
    ev = d["events"]
    D = Deal(doc, k)
    if cut_after is None:
        cut_after = fault_event
        if fault_event in D.plays:
            cut_after = D.tricks[trick_of(D, fault_event)][-1]
    if style == "full":
        ev[fault_event + 1:fault_event + 1] = fines(seat, 40)
        fix_pools(doc)
        return
    kept = ev[:cut_after + 1]
    # a payment written right after the trick that belongs to it (king lost etc.) is kept too
    rest = ev[cut_after + 1:]
    j = 0
    while j < len(rest) and rest[j]["type"] == "payment" and rest[j].get("reason") not in (
        "last_trick", "card_points", "refill", "tout", "king_ultimo", "pagat_ultimo", "nolo",
        "king_przydupek", "pagat_przydupek"):
        kept.append(rest[j])
        j += 1
    back = []
    if style == "stop":
        for e in kept:
            if e["type"] == "payment" and e.get("reason") not in VOID_REASONS_KEEP:
                back.append({"type": "payment", "from": e["to"], "to": e["from"], "amount": e["amount"],
                             "reason": e.get("reason")})
    elif style == "keep" and false_items_money:
        back = false_items_money
    d["events"] = kept + fines(seat, 40) + back
    fix_pools(doc)


# ---------------------------------------------------------------- the kinds
def k_swap12(doc, rng, lead_only=False):
    """The first two cards of a trick written in swapped order (the second player led)."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    if len(D.tricks) < 3:
        return None
    cands = [t for t in range(1, len(D.tricks) - 1) if len(D.tricks[t]) == 3
             and "JOKER" not in [D.ev(i)["card"] for i in D.tricks[t]]
             and len({suit(D.ev(i)["card"]) for i in D.tricks[t][:2]}) == 1]
    if not cands:
        return None
    t = rng.choice(cands)
    i, j = D.tricks[t][0], D.tricks[t][1]
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    ev[i], ev[j] = ev[j], ev[i]
    seat = ev[i]["seat"]
    ev[D.tricks[t][2] + 1:D.tricks[t][2] + 1] = fines(seat, 20)
    fix_pools(new)
    return new, exp(k, i, "out_of_turn", "large")


def k_swap23(doc, rng):
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    cands = [t for t in range(0, len(D.tricks) - 1) if len(D.tricks[t]) == 3
             and "JOKER" not in [D.ev(i)["card"] for i in D.tricks[t]]]
    if not cands:
        return None
    t = rng.choice(cands)
    i, j = D.tricks[t][1], D.tricks[t][2]
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    ev[i], ev[j] = ev[j], ev[i]
    ev[j + 1:j + 1] = fines(ev[i]["seat"], 20)
    fix_pools(new)
    return new, exp(k, i, "out_of_turn", "large")


def k_wrong_leader(doc, rng):
    """A trick led by the wrong seat (the second), the others following on from him."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    cands = [t for t in range(1, len(D.tricks) - 1) if len(D.tricks[t]) == 3
             and len({suit(D.ev(i)["card"]) for i in D.tricks[t]}) == 1
             and "JOKER" not in [D.ev(i)["card"] for i in D.tricks[t]]]
    if not cands:
        return None
    t = rng.choice(cands)
    a, b, c = D.tricks[t]
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    ea, eb, ec = ev[a], ev[b], ev[c]
    ev[a], ev[b], ev[c] = eb, ec, ea
    ev[c + 1:c + 1] = fines(eb["seat"], 20)
    fix_pools(new)
    return new, exp(k, a, "out_of_turn", "large")


def _card_swap_kind(doc, rng, want, code, style):
    k = len(doc["deals"]) - 1
    D = Deal(doc, k)
    if D.d["hands"] is None or len(D.tricks) < 25:
        return None
    hands = D.start_hands()
    cands = []
    for t in range(0, 22):
        tr = D.tricks[t]
        led = D.led_suit(tr)
        for i in tr[1:]:
            s = D.ev(i)["seat"]
            for u in range(t + 1, 25):
                for j in D.tricks[u]:
                    if D.ev(j)["seat"] == s:
                        cands.append((i, j))
    rng.shuffle(cands)
    for i, j in cands[:400]:
        ci, cj = D.ev(i)["card"], D.ev(j)["card"]
        if not (plain(ci) and plain(cj)):
            continue
        new = try_swap(doc, k, i, j, want)
        if new is None:
            continue
        seat = D.ev(i)["seat"]
        make_void(new, k, i, seat, style)
        return new, exp(k, i, code, "irreparable")
    return None


def k_revoke(doc, rng, style="stop"):
    return _card_swap_kind(doc, rng, "revoke", "revoke", style)


def k_fail_trump(doc, rng, style="stop"):
    return _card_swap_kind(doc, rng, "trump", "failure_to_trump", style)


def k_not_in_hand_skat(doc, rng):
    """A follower's card replaced by a skat card of the same suit and no card value."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    if not D.discard or len(D.tricks) < 2:
        return None
    for t in rng.sample(range(len(D.tricks) - 1), len(D.tricks) - 1):
        for i in D.tricks[t][1:]:
            c = D.ev(i)["card"]
            for w in D.discard:
                if suit(w) == suit(c) and suit(c) != "T" and value(w) == 0 and value(c) == 0:
                    new = copy.deepcopy(doc)
                    new["deals"][k]["events"][i]["card"] = w
                    D1 = Deal(new, k)
                    if [D.winner(x)[0] for x in D.tricks] != [D1.winner(x)[0] for x in D1.tricks]:
                        continue
                    return new, exp(k, i, "card_not_in_hand", None)
    return None


def k_not_in_hand_dup(doc, rng):
    """A card replaced by one another seat plays later (same suit, no value)."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    for t in rng.sample(range(len(D.tricks) - 2), max(0, len(D.tricks) - 2)):
        for i in D.tricks[t][1:]:
            c, s = D.ev(i)["card"], D.ev(i)["seat"]
            for j in D.plays:
                w = D.ev(j)["card"]
                if j > D.tricks[t][-1] and D.ev(j)["seat"] != s and suit(w) == suit(c) \
                        and suit(c) != "T" and value(w) == 0 and value(c) == 0:
                    new = copy.deepcopy(doc)
                    new["deals"][k]["events"][i]["card"] = w
                    D1 = Deal(new, k)
                    if [D.winner(x)[0] for x in D.tricks] != [D1.winner(x)[0] for x in D1.tricks]:
                        continue
                    return new, exp(k, i, "card_not_in_hand", None)
    return None


def _skat_swap(doc, rng, pred, style):
    """The dealer lays away a forbidden card; the skat card it replaces is played in its place."""
    k = len(doc["deals"]) - 1
    D = Deal(doc, k)
    if not D.discard or D.d["hands"] is None or len(D.tricks) < 25:
        return None
    di = next(i for i, e in enumerate(D.d["events"]) if e["type"] == "discard")
    kept = D.start_hands()[D.dealer]
    for i in rng.sample(D.plays, len(D.plays)):
        e = D.ev(i)
        if e["seat"] != D.dealer or not pred(e["card"]):
            continue
        for x in D.discard:
            new = copy.deepcopy(doc)
            ev = new["deals"][k]["events"]
            cards = ev[di]["cards"]
            cards[cards.index(x)] = e["card"]
            ev[i]["card"] = x
            newkept = [c for c in kept if c != e["card"]] + [x]
            if sorted(map(str, holdings(newkept)), key=str) != sorted(map(str, holdings(kept)), key=str):
                continue
            D1 = Deal(new, k)
            if D1.check():
                continue
            if [D.winner(t)[0] for t in D.tricks] != [D1.winner(t)[0] for t in D1.tricks]:
                continue
            if style == "stop":
                # found when the skat is seen: the writer stops right after the declarations
                fd = D1.plays[0] - 1
                make_void(new, k, di, D.dealer, "stop", cut_after=fd)
            else:
                make_void(new, k, di, D.dealer, "full")
            return new, exp(k, di, "illegal_skat", "irreparable")
    return None


def k_skat_king(doc, rng, style="stop"):
    return _skat_swap(doc, rng, is_king, style)


def k_skat_mondo_stop(doc, rng):
    """The Mondo in the skat (the play record stops before the first lead)."""
    k = len(doc["deals"]) - 1
    D = Deal(doc, k)
    if not D.discard or D.d["hands"] is None:
        return None
    if "T21" not in D.d["hands"][D.dealer] or "T21" in D.discard:
        return None
    kept = D.start_hands()[D.dealer]
    di = next(i for i, e in enumerate(D.d["events"]) if e["type"] == "discard")
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    x = ev[di]["cards"][0]
    ev[di]["cards"][0] = "T21"
    newkept = [c for c in kept if c != "T21"] + [x]
    if sorted(map(str, holdings(newkept))) != sorted(map(str, holdings(kept))):
        return None
    make_void(new, k, di, D.dealer, "stop", cut_after=D.plays[0] - 1)
    return new, exp(k, di, "illegal_skat", "irreparable")


def _decl_events(D):
    return [i for i, e in enumerate(D.d["events"]) if e["type"] == "declare"]


def _pay_block(ev, i):
    j = i + 1
    out = []
    while j < len(ev) and ev[j]["type"] == "payment" and ev[j].get("reason") == "declaration":
        out.append(j)
        j += 1
    return out


def k_false_decl(doc, rng, style="stop", how="over"):
    """Overstate (trumps +1) or add an item not held; others pay what was declared; found after
    the first lead: the writer stops after the first trick, fines, hands back."""
    k = len(doc["deals"]) - 1
    D = Deal(doc, k)
    if D.d["hands"] is None or not D.plays:
        return None
    ev0 = D.d["events"]
    dis = _decl_events(D)
    if not dis:
        return None
    # only one seat with declarations, so "hand back the false money" and "hand back all" agree
    declared = [i for i in dis if ev0[i]["items"]]
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    if how == "over":
        cands = [i for i in declared if any(it["kind"] == "trumps" for it in ev0[i]["items"])]
        if not cands or len(declared) != 1:
            return None
        i = cands[0]
        it = next(it for it in ev[i]["items"] if it["kind"] == "trumps")
        it["count"] += 1
        extra = 5
    elif how == "pagat":
        cands = [i for i in declared if any(it["kind"] == "trumps" and "pagat" in it for it in ev0[i]["items"])]
        if not cands or len(declared) != 1:
            return None
        i = cands[0]
        it = next(it for it in ev[i]["items"] if it["kind"] == "trumps")
        it["pagat"] = not it["pagat"]
        extra = 0
    else:  # "add": a passing seat declares full kings he does not hold
        if declared:
            return None
        i = rng.choice(dis)
        ev[i]["items"] = [{"kind": "kings", "form": "full"}]
        extra = 10
    seat = ev[i]["seat"]
    others = [s for s in D.active if s != seat]
    money = []
    if extra:
        blk = _pay_block(ev, i)
        ins = [{"type": "payment", "from": o, "to": seat, "amount": extra, "reason": "declaration"} for o in others]
        at = (blk[-1] + 1) if blk else i + 1
        ev[at:at] = ins
        money = [{"type": "payment", "from": seat, "to": o, "amount": extra, "reason": "declaration"} for o in others]
    D1 = Deal(new, k)
    make_void(new, k, D1.tricks[0][-1], seat, style, false_items_money=money)
    return new, exp(k, i, "false_declaration", "irreparable")


def k_missing_decl(doc, rng, style="stop"):
    k = len(doc["deals"]) - 1
    D = Deal(doc, k)
    if D.d["hands"] is None or not D.plays:
        return None
    ev0 = D.d["events"]
    declared = [i for i in _decl_events(D) if ev0[i]["items"]]
    if len(declared) != 1:
        return None
    i = declared[0]
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    items = ev[i]["items"]
    drop = rng.randrange(len(items))
    v = decl_value(items[drop])
    del items[drop]
    # remove that item's payments (one of each other seat, amount v; else reduce a lump)
    seat = ev[i]["seat"]
    for o in [s for s in D.active if s != seat]:
        for j in _pay_block(ev, i):
            if ev[j]["from"] == o and ev[j]["amount"] >= v:
                ev[j]["amount"] -= v
                break
    ev[:] = [e for e in ev if not (e["type"] == "payment" and e["amount"] == 0)]
    D1 = Deal(new, k)
    make_void(new, k, D1.tricks[0][-1], seat, style)
    return new, exp(k, i, "missing_declaration", "irreparable")


def k_decl_before_dealer(doc, rng):
    """A player declares before the dealer (his declare and its payments moved first)."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    dis = _decl_events(D)
    if len(dis) < 2:
        return None
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    first = dis[0]
    if ev[first]["seat"] != D.dealer:
        return None
    i = dis[1]
    blk = [i] + _pay_block(ev, i)
    moved = [ev[j] for j in blk]
    for j in reversed(blk):
        del ev[j]
    ev[first:first] = moved
    seat = moved[0]["seat"]
    # fines right after his declaration (and its payments)
    at = first + len(moved)
    ev[at:at] = fines(seat, 20)
    fix_pools(new)
    return new, exp(k, first, "declaration_before_dealer", "large")


def k_decl_swap_order(doc, rng):
    """The two non-dealers declare in the wrong order (after the dealer)."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    dis = _decl_events(D)
    if len(dis) != 3:
        return None
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    b1 = [dis[1]] + _pay_block(ev, dis[1])
    b2 = [dis[2]] + _pay_block(ev, dis[2])
    if b1[-1] + 1 != b2[0]:
        return None
    blk1 = [ev[j] for j in b1]
    blk2 = [ev[j] for j in b2]
    ev[b1[0]:b2[-1] + 1] = blk2 + blk1
    return new, exp(k, b1[0], "declaration_out_of_turn", None)


def k_late_decl(doc, rng):
    """A player repeats his (correct) declaration after the first lead."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    dis = _decl_events(D)
    if not dis or len(D.tricks) < 3:
        return None
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    src = copy.deepcopy(ev[rng.choice(dis)])
    at = D.tricks[1][0]
    ev.insert(at, src)
    return new, exp(k, at, "late_declaration", None)


def _pay_indices(doc, k):
    return [i for i, e in enumerate(doc["deals"][k]["events"]) if e["type"] == "payment"]


def k_pay_amount(doc, rng, reason=None):
    k = rng.randrange(len(doc["deals"]))
    ps = [i for i in _pay_indices(doc, k) if reason is None or doc["deals"][k]["events"][i].get("reason") == reason]
    if not ps:
        return None
    i = rng.choice(ps)
    new = copy.deepcopy(doc)
    e = new["deals"][k]["events"][i]
    e["amount"] = e["amount"] + 5 if e["amount"] <= 5 or rng.random() < 0.5 else e["amount"] - 5
    return new, exp(k, i, "wrong_payment", None)


def k_pay_missing(doc, rng, reason=None):
    k = rng.randrange(len(doc["deals"]))
    ps = [i for i in _pay_indices(doc, k) if reason is None or doc["deals"][k]["events"][i].get("reason") == reason]
    if not ps:
        return None
    i = rng.choice(ps)
    new = copy.deepcopy(doc)
    del new["deals"][k]["events"][i]
    return new, exp(k, None, "missing_payment", None)


def k_pay_extra_dup(doc, rng):
    """A payment written twice."""
    k = rng.randrange(len(doc["deals"]))
    ps = _pay_indices(doc, k)
    ps = [i for i in ps if doc["deals"][k]["events"][i].get("reason") not in ("foundation", "refill")]
    if not ps:
        return None
    i = rng.choice(ps)
    new = copy.deepcopy(doc)
    new["deals"][k]["events"].insert(i + 1, copy.deepcopy(new["deals"][k]["events"][i]))
    return new, exp(k, i + 1, "unexpected_payment", None)


def k_pay_extra_king(doc, rng):
    """A king-lost payment written for a king that took its trick."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    for t in rng.sample(range(len(D.tricks) - 1), max(0, len(D.tricks) - 1)):
        tr = D.tricks[t]
        ws, wc = D.winner(tr)
        if is_king(wc):
            new = copy.deepcopy(doc)
            ev = new["deals"][k]["events"]
            at = tr[-1] + 1
            ins = [{"type": "payment", "from": ws, "to": o, "amount": 5, "reason": "king_lost"}
                   for o in D.active if o != ws] + [
                {"type": "payment", "from": ws, "to": "king_pool", "amount": 5, "reason": "king_lost"}]
            ev[at:at] = ins
            fix_pools(new)
            return new, exp(k, "any", "unexpected_payment", None)
    return None


def k_pay_wrong_pool(doc, rng):
    """A king/Pagat-lost pool payment written to the other pool."""
    k = rng.randrange(len(doc["deals"]))
    ev0 = doc["deals"][k]["events"]
    ps = [i for i in _pay_indices(doc, k) if ev0[i].get("reason") in ("king_lost", "pagat_lost") and ev0[i]["to"] in POOLS]
    if not ps:
        return None
    i = rng.choice(ps)
    new = copy.deepcopy(doc)
    e = new["deals"][k]["events"][i]
    e["to"] = "pagat_pool" if e["to"] == "king_pool" else "king_pool"
    return new, exp(k, i, "wrong_payment", None)


def k_pay_wrong_seat(doc, rng):
    """A seat-to-seat payment written to the wrong player (3-player sessions)."""
    if len(doc["players"]) != 3:
        return None
    k = rng.randrange(len(doc["deals"]))
    ev0 = doc["deals"][k]["events"]
    ps = [i for i in _pay_indices(doc, k) if isinstance(ev0[i]["to"], int) and isinstance(ev0[i]["from"], int)
          and ev0[i].get("reason") in ("king_lost", "pagat_lost", "last_trick", "declaration", "card_points")]
    if not ps:
        return None
    i = rng.choice(ps)
    new = copy.deepcopy(doc)
    e = new["deals"][k]["events"][i]
    e["to"] = ({0, 1, 2} - {e["from"], e["to"]}).pop()
    return new, exp(k, i, "wrong_payment", None)


def _rotate_deal(d, n, by=1):
    def rs(x):
        return (x + by) % n if isinstance(x, int) else x
    d["dealer"] = rs(d["dealer"])
    d["hands"] = [d["hands"][(s - by) % n] for s in range(n)]
    for e in d["events"]:
        for f in ("seat", "from", "to", "party"):
            if f in e:
                e[f] = rs(e[f])


def k_wrong_dealer(doc, rng):
    """One deal (not the first) dealt by the next seat instead: the writer writes that deal as
    it went with the other dealer (every seat of the deal shifted by one)."""
    if len(doc["deals"]) < 2:
        return None
    k = rng.randrange(1, len(doc["deals"]))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    n = len(doc["players"])
    # the card points are paid to the seat after the one who dealt; shift the whole deal
    _rotate_deal(d, n)
    # the next deal then follows from the recorded dealer? keep later deals as they were
    return new, exp(k, "any", "wrong_dealer", None)


def _joker24(doc, rng, style):
    k = len(doc["deals"]) - 1
    D = Deal(doc, k)
    if len(D.tricks) < 25:
        return None
    ji = next((i for i in D.plays if D.ev(i)["card"] == "JOKER"), None)
    if ji is None:
        return None
    s = D.ev(ji)["seat"]
    t = trick_of(D, ji)
    if t in (22, 23) or D.tricks[t][0] == ji:
        return None
    j = next((x for x in D.tricks[23] if D.ev(x)["seat"] == s), None)
    if j is None or D.tricks[23][0] == j:
        return None
    if not plain(D.ev(j)["card"]):
        return None
    new = try_swap(doc, k, j, ji, "joker24")
    if new is None:
        return None
    make_void(new, k, j, s, style)
    return new, exp(k, j, "joker_second_last", "irreparable")


def k_joker24(doc, rng, style="stop"):
    return _joker24(doc, rng, style)


def k_joker_not_named(doc, rng):
    for k in rng.sample(range(len(doc["deals"])), len(doc["deals"])):
        D = Deal(doc, k)
        for tr in D.tricks:
            e = D.ev(tr[0])
            if e["card"] == "JOKER" and e.get("named"):
                # the writer forgets the name; the second card is of the named suit
                if suit(D.ev(tr[1])["card"]) != e["named"]:
                    continue
                new = copy.deepcopy(doc)
                del new["deals"][k]["events"][tr[0]]["named"]
                return new, exp(k, tr[0], "joker_not_named", None)
    return None


def k_false_joker_demand(doc, rng):
    """A demand for the Joker in the third-last trick after it was played."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    if len(D.tricks) < 25:
        return None
    ji = next((i for i in D.plays if D.ev(i)["card"] == "JOKER"), None)
    if ji is None or trick_of(D, ji) >= 22:
        return None
    if any(e["type"] == "call" for e in D.d["events"]):
        return None
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    at = D.tricks[22][0]
    seat = D.ev(at)["seat"]
    ev[at:at] = [{"type": "call", "seat": seat, "call": "joker"}] + fines(seat, 20)
    fix_pools(new)
    return new, exp(k, at, "false_joker_demand", "large")


def k_demand_early(doc, rng):
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    if len(D.tricks) < 12:
        return None
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    t = rng.randrange(1, 20)
    at = D.tricks[t][0]
    seat = D.ev(at)["seat"]
    ev.insert(at, {"type": "call", "seat": seat, "call": "joker"})
    return new, exp(k, at, "joker_demand_out_of_time", None)


def k_bad_announce(doc, rng):
    """A non-dealer announces Tout before the discard."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    di = next((i for i, e in enumerate(D.d["events"]) if e["type"] == "discard"), None)
    if di is None:
        return None
    new = copy.deepcopy(doc)
    seat = [s for s in D.active if s != D.dealer][0]
    new["deals"][k]["events"].insert(di, {"type": "announce", "seat": seat, "items": ["tout"]})
    return new, exp(k, di, "misplaced_announcement", None)


def k_false_redeal(doc, rng):
    """A player holding trumps asks for a redeal; the table refuses and play goes on."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    if D.d["hands"] is None or not D.plays:
        return None
    di = next((i for i, e in enumerate(D.d["events"]) if e["type"] == "discard"), None)
    if di is None:
        return None
    seat = next(s for s in D.active if s != D.dealer)
    if not any(suit(c) == "T" for c in D.d["hands"][seat]):
        return None
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    at = di + 1
    ev[at:at] = [{"type": "redeal", "seat": seat, "reason": "no_trumps"}] + fines(seat, 20)
    fix_pools(new)
    return new, exp(k, at, "redeal_with_trumps", "large")


def k_lead_out_of_turn_first(doc, rng):
    """The first trick led by the dealer instead of the player after him (others follow on)."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    if not D.tricks:
        return None
    tr = D.tricks[0]
    if len({suit(D.ev(i)["card"]) for i in tr}) != 1 or "JOKER" in [D.ev(i)["card"] for i in tr]:
        return None
    # rotate so that the third card's seat leads
    a, b, c = tr
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    ea, eb, ec = ev[a], ev[b], ev[c]
    ev[a], ev[b], ev[c] = ec, ea, eb
    ev[c + 1:c + 1] = fines(ec["seat"], 20)
    fix_pools(new)
    return new, exp(k, a, "out_of_turn", "large")


KINDS = {
    "swap12": k_swap12,
    "swap23": k_swap23,
    "wrong_leader": k_wrong_leader,
    "first_lead_wrong": k_lead_out_of_turn_first,
    "revoke_stop": lambda d, r: k_revoke(d, r, "stop"),
    "revoke_keep": lambda d, r: k_revoke(d, r, "keep"),
    "revoke_full": lambda d, r: k_revoke(d, r, "full"),
    "fail_trump_stop": lambda d, r: k_fail_trump(d, r, "stop"),
    "fail_trump_full": lambda d, r: k_fail_trump(d, r, "full"),
    "not_in_hand_skat": k_not_in_hand_skat,
    "not_in_hand_dup": k_not_in_hand_dup,
    "skat_king_stop": lambda d, r: k_skat_king(d, r, "stop"),
    "skat_king_full": lambda d, r: k_skat_king(d, r, "full"),
    "skat_mondo_stop": k_skat_mondo_stop,
    "false_decl_over": lambda d, r: k_false_decl(d, r, "stop", "over"),
    "false_decl_over_keep": lambda d, r: k_false_decl(d, r, "keep", "over"),
    "false_decl_pagat": lambda d, r: k_false_decl(d, r, "stop", "pagat"),
    "false_decl_add": lambda d, r: k_false_decl(d, r, "stop", "add"),
    "missing_decl": k_missing_decl,
    "decl_before_dealer": k_decl_before_dealer,
    "decl_swap_order": k_decl_swap_order,
    "late_decl": k_late_decl,
    "pay_amount": k_pay_amount,
    "pay_amount_declaration": lambda d, r: k_pay_amount(d, r, "declaration"),
    "pay_amount_card_points": lambda d, r: k_pay_amount(d, r, "card_points"),
    "pay_amount_refill": lambda d, r: k_pay_amount(d, r, "refill"),
    "pay_amount_foundation": lambda d, r: k_pay_amount(d, r, "foundation"),
    "pay_amount_pooltake": lambda d, r: k_pay_amount(d, r, "king_ultimo") or k_pay_amount(d, r, "tout"),
    "pay_missing": k_pay_missing,
    "pay_missing_refill": lambda d, r: k_pay_missing(d, r, "refill"),
    "pay_missing_deal_fee": lambda d, r: k_pay_missing(d, r, "deal_fee"),
    "pay_extra_dup": k_pay_extra_dup,
    "pay_extra_king": k_pay_extra_king,
    "pay_wrong_pool": k_pay_wrong_pool,
    "pay_wrong_seat": k_pay_wrong_seat,
    "wrong_dealer": k_wrong_dealer,
    "joker24_stop": lambda d, r: k_joker24(d, r, "stop"),
    "joker24_full": lambda d, r: k_joker24(d, r, "full"),
    "joker_not_named": k_joker_not_named,
    "false_joker_demand": k_false_joker_demand,
    "joker_demand_early": k_demand_early,
    "bad_announce": k_bad_announce,
    "false_redeal": k_false_redeal,
}


def inject(doc: dict, kind: str, rng: random.Random):
    return KINDS[kind](doc, rng)


# ---------------------------------------------------------------- pool knock-ons (added after the first run)
def _pool_edit_before_take(doc, rng, how, recompute=True, where=None, payer_not_taker=False):
    """Edit a payment into a pool in a deal at or before a deal where that pool's contents are
    paid out or doubled (ultimo, Tout, przydupek); the writer recomputes the later pool amount
    from his own record (recompute) or leaves it (not)."""
    takes = []
    for k, d in enumerate(doc["deals"]):
        for i, e in enumerate(d["events"]):
            if e["type"] == "payment" and e.get("reason") in POOL_TAKE | POOL_PUT:
                p = e["from"] if e["from"] in POOLS else e["to"]
                takes.append((k, i, p))
    if not takes:
        return None
    tk, ti, pool = rng.choice(takes)
    cands = []
    for k in range(0, tk + 1):
        for i, e in enumerate(doc["deals"][k]["events"]):
            if k == tk and i >= ti:
                break
            if e["type"] == "payment" and e["to"] == pool and e.get("reason") in ("king_lost", "pagat_lost", "deal_fee"):
                if where == "same" and k != tk or where == "earlier" and k == tk:
                    continue
                taker = doc["deals"][tk]["events"][ti]
                if payer_not_taker and e["from"] in (taker["from"], taker["to"]):
                    continue
                cands.append((k, i))
    if not cands:
        return None
    k, i = rng.choice(cands)
    # the pool's take must be after the edit and before the pool is next emptied: keep it simple,
    # require no other take of that pool between
    for (k2, i2, p2) in takes:
        if p2 == pool and (k2, i2) > (k, i) and (k2, i2) < (tk, ti):
            return None
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    if how == "extra":
        e = dict(ev[i])
        e["reason"] = "penalty"
        ev.insert(i + 1, e)
        ex = exp(k, i + 1, "unexpected_payment", None)
    elif how == "amount":
        ev[i]["amount"] += 5
        ex = exp(k, i, "wrong_payment", None)
    else:
        del ev[i]
        ex = exp(k, None, "missing_payment", None)
    if recompute:
        fix_pools(new)
    return new, ex


KINDS.update({
    "pool_extra_then_take": lambda d, r: _pool_edit_before_take(d, r, "extra"),
    "pool_amount_then_take": lambda d, r: _pool_edit_before_take(d, r, "amount"),
    "pool_missing_then_take": lambda d, r: _pool_edit_before_take(d, r, "missing"),
    "pool_extra_then_take_norecalc": lambda d, r: _pool_edit_before_take(d, r, "extra", False),
    "pool_amount_then_take_norecalc": lambda d, r: _pool_edit_before_take(d, r, "amount", False),
})

KINDS.update({
    "pool_extra_same_deal": lambda d, r: _pool_edit_before_take(d, r, "extra", where="same", payer_not_taker=True),
    "pool_extra_earlier_deal": lambda d, r: _pool_edit_before_take(d, r, "extra", where="earlier", payer_not_taker=True),
    "pool_amount_same_deal": lambda d, r: _pool_edit_before_take(d, r, "amount", where="same", payer_not_taker=True),
    "pool_amount_earlier_deal": lambda d, r: _pool_edit_before_take(d, r, "amount", where="earlier", payer_not_taker=True),
    "pool_missing_same_deal": lambda d, r: _pool_edit_before_take(d, r, "missing", where="same", payer_not_taker=True),
})


# ---------------------------------------------------------------- more kinds (second round)
def k_revoke_any(doc, rng):
    """A revoke in any deal (not only the last), the writer stopping the void deal and
    recomputing later pool amounts by hand."""
    k = rng.randrange(len(doc["deals"]))
    sub = copy.deepcopy(doc)
    # reuse the last-deal machinery on a cut copy, then splice back
    sub["deals"] = sub["deals"][:k + 1]
    r = _card_swap_kind(sub, rng, "revoke", "revoke", "stop")
    if r is None:
        return None
    new, ex = r
    new["deals"] = new["deals"] + copy.deepcopy(doc["deals"][k + 1:])
    # refills of a pool the voided deal no longer empties: the writer drops them, and a later deal
    # finds the pool as it is (fix_pools recomputes the takes)
    fix_pools(new)
    return new, ex


def k_dealer_declares_last(doc, rng):
    """The dealer's declaration written after the other players' (each other player declared
    before him): the writer plants one fault, the first declaration before the dealer's."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    dis = _decl_events(D)
    if len(dis) < 2 or D.ev(dis[0])["seat"] != D.dealer:
        return None
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    blk = [dis[0]] + _pay_block(ev, dis[0])
    moved = [ev[j] for j in blk]
    last = dis[-1]
    lastblk = [last] + _pay_block(ev, last)
    at = lastblk[-1] + 1
    ev[at:at] = moved
    for j in reversed(blk):
        del ev[j]
    first_other = dis[0]
    seat = ev[first_other]["seat"]
    fb = [first_other] + _pay_block(ev, first_other)
    ev[fb[-1] + 1:fb[-1] + 1] = fines(seat, 20)
    fix_pools(new)
    return new, exp(k, first_other, "declaration_before_dealer", "large")


def k_joker_withheld(doc, rng, style="stop"):
    """A valid Joker demand in the third-last trick; the holder plays another card there and
    keeps the Joker for the last trick (he played it in the last trick in the clean record)."""
    k = len(doc["deals"]) - 1
    D = Deal(doc, k)
    if len(D.tricks) < 25 or any(e["type"] == "call" for e in D.d["events"]):
        return None
    ji = next((i for i in D.plays if D.ev(i)["card"] == "JOKER"), None)
    if ji is None or trick_of(D, ji) != 24:
        return None
    holder = D.ev(ji)["seat"]
    tr = D.tricks[22]
    caller = next((D.ev(i)["seat"] for i in tr if D.ev(i)["seat"] != holder), None)
    hi = next(i for i in tr if D.ev(i)["seat"] == holder)
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    ev.insert(tr[0], {"type": "call", "seat": caller, "call": "joker"})
    hi += 1
    make_void(new, k, hi, holder, style)
    return new, exp(k, hi, "joker_withheld", "irreparable")


def k_swap12_nofine(doc, rng):
    """Out of turn, the writer not writing the fines (a §18 consequence: 2 missing fines)."""
    r = k_swap12(doc, rng)
    if r is None:
        return None
    new, ex = r
    ev = new["deals"][ex["deal"]]["events"]
    ev[:] = [e for e in ev if not (e["type"] == "payment" and e.get("reason") == "penalty")]
    fix_pools(new)
    return new, ex


def k_swap_last_trick(doc, rng):
    """The last trick's first two cards swapped."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    if len(D.tricks) < 25:
        return None
    tr = D.tricks[24]
    cards = [D.ev(i)["card"] for i in tr]
    if "JOKER" in cards or suit(cards[0]) != suit(cards[1]):
        return None
    i, j = tr[0], tr[1]
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    ev[i], ev[j] = ev[j], ev[i]
    ev[tr[2] + 1:tr[2] + 1] = fines(ev[i]["seat"], 20)
    fix_pools(new)
    return new, exp(k, i, "out_of_turn", "large")


def k_not_in_hand_dealer_skat(doc, rng):
    """The dealer plays a card he laid away (same suit and no value as the card he really played)."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    if not D.discard:
        return None
    for i in rng.sample(D.plays, len(D.plays)):
        e = D.ev(i)
        if e["seat"] != D.dealer or trick_of(D, i) >= 24:
            continue
        for w in D.discard:
            if suit(w) == suit(e["card"]) and suit(w) in "HDSC" and value(w) == 0 and value(e["card"]) == 0:
                new = copy.deepcopy(doc)
                new["deals"][k]["events"][i]["card"] = w
                D1 = Deal(new, k)
                if [D.winner(x)[0] for x in D.tricks] != [D1.winner(x)[0] for x in D1.tricks]:
                    continue
                return new, exp(k, i, "card_not_in_hand", None)
    return None


def k_not_in_hand_last_own(doc, rng):
    """A card replaced by one the seat itself plays later (played twice by him), the later
    play replaced by the card he really held there (the writer swapped two of his plays' cards
    and then corrected only the second): first occurrence is a card he holds, second one not."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    for t in rng.sample(range(1, 23), 22) if len(D.tricks) >= 25 else []:
        for i in D.tricks[t][1:]:
            s, c = D.ev(i)["seat"], D.ev(i)["card"]
            prev = [j for j in D.plays if j < D.tricks[t][0] and D.ev(j)["seat"] == s
                    and suit(D.ev(j)["card"]) == suit(c) and value(D.ev(j)["card"]) == 0 and value(c) == 0
                    and suit(c) in "HDSC"]
            if prev:
                new = copy.deepcopy(doc)
                new["deals"][k]["events"][i]["card"] = D.ev(prev[-1])["card"]
                D1 = Deal(new, k)
                if [D.winner(x)[0] for x in D.tricks] != [D1.winner(x)[0] for x in D1.tricks]:
                    continue
                return new, exp(k, i, "card_not_in_hand", None)
    return None


def k_wrong_dealer_cascade(doc, rng):
    """One deal dealt by the wrong seat, and the rotation going on from him in the later deals."""
    if len(doc["deals"]) < 2:
        return None
    k = rng.randrange(1, len(doc["deals"]))
    new = copy.deepcopy(doc)
    n = len(doc["players"])
    for d in new["deals"][k:]:
        _rotate_deal(d, n)
    return new, exp(k, "any", "wrong_dealer", None)


def k_wrong_dealer_field(doc, rng):
    """Only the deal's `dealer` field written wrong (a slip of the pen): the writer expects
    wrong_dealer; the record's skat and first lead still show the real dealer."""
    if len(doc["deals"]) < 2:
        return None
    k = rng.randrange(1, len(doc["deals"]))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    n = len(doc["players"])
    d["dealer"] = (d["dealer"] + 1) % n
    return new, exp(k, "any", "wrong_dealer", None)


def k_decl_trumps_understate(doc, rng, style="stop"):
    """A trumps declaration understated by one (and paid as declared)."""
    k = len(doc["deals"]) - 1
    D = Deal(doc, k)
    if D.d["hands"] is None or not D.plays:
        return None
    ev0 = D.d["events"]
    declared = [i for i in _decl_events(D) if ev0[i]["items"]]
    if len(declared) != 1:
        return None
    i = declared[0]
    if not any(it["kind"] == "trumps" and it["count"] >= 11 for it in ev0[i]["items"]):
        return None
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    it = next(it for it in ev[i]["items"] if it["kind"] == "trumps")
    it["count"] -= 1
    seat = ev[i]["seat"]
    for o in [s for s in D.active if s != seat]:
        for j in _pay_block(ev, i):
            if ev[j]["from"] == o and ev[j]["amount"] >= 5:
                ev[j]["amount"] -= 5
                break
    ev[:] = [e for e in ev if not (e["type"] == "payment" and e["amount"] == 0)]
    D1 = Deal(new, k)
    make_void(new, k, D1.tricks[0][-1], seat, style)
    return new, exp(k, i, "false_declaration", "irreparable")


KINDS.update({
    "revoke_any_deal": k_revoke_any,
    "dealer_declares_last": k_dealer_declares_last,
    "joker_withheld": k_joker_withheld,
    "swap12_nofine": k_swap12_nofine,
    "swap_last_trick": k_swap_last_trick,
    "not_in_hand_dealer_skat": k_not_in_hand_dealer_skat,
    "not_in_hand_own_twice": k_not_in_hand_last_own,
    "wrong_dealer_cascade": k_wrong_dealer_cascade,
    "wrong_dealer_field": k_wrong_dealer_field,
    "false_decl_under": k_decl_trumps_understate,
})


# ---------------------------------------------------------------- third round: score sheet, penalty events
def _net_by_deal(doc):
    n = len(doc["players"])
    out = []
    for d in doc["deals"]:
        net = [0] * n
        for e in d["events"]:
            if e["type"] == "payment":
                if isinstance(e["from"], int):
                    net[e["from"]] -= e["amount"]
                if isinstance(e["to"], int):
                    net[e["to"]] += e["amount"]
        out.append(net)
    return out


def add_totals(doc):
    """The writer keeps a running chip total per seat at the end of each deal."""
    run = [0] * len(doc["players"])
    for d, net in zip(doc["deals"], _net_by_deal(doc)):
        run = [a + b for a, b in zip(run, net)]
        d["events"] += [{"type": "total", "party": s, "points": run[s]} for s in range(len(run))]


def k_totals_then_pay_amount(doc, rng):
    """Totals kept by the writer from the true payments; one payment amount miswritten in an
    earlier deal (the totals stay as the table computed them)."""
    new = copy.deepcopy(doc)
    add_totals(new)
    r = k_pay_amount(new, rng)
    return r


def k_totals_recomputed_pay_amount(doc, rng):
    """One payment miswritten, the totals recomputed from the record (sheet arithmetic)."""
    r = k_pay_amount(doc, rng)
    if r is None:
        return None
    new, ex = r
    add_totals(new)
    return new, ex


def k_total_slip_carried(doc, rng):
    """One total written 5 too high; the later totals carry the slip on (sheet arithmetic)."""
    new = copy.deepcopy(doc)
    add_totals(new)
    k = rng.randrange(len(new["deals"]))
    s = rng.randrange(len(new["players"]))
    carried = False
    for kk in range(k, len(new["deals"])):
        for i, e in enumerate(new["deals"][kk]["events"]):
            if e["type"] == "total" and e["party"] == s:
                e["points"] += 5
                if kk == k:
                    at = i
    return new, exp(k, at, "wrong_total", None)


def k_total_slip_once(doc, rng):
    """One total written 5 too high, the later ones right."""
    new = copy.deepcopy(doc)
    add_totals(new)
    k = rng.randrange(len(new["deals"]))
    s = rng.randrange(len(new["players"]))
    for i, e in enumerate(new["deals"][k]["events"]):
        if e["type"] == "total" and e["party"] == s:
            e["points"] += 5
            return new, exp(k, i, "wrong_total", None)


def add_scores(doc):
    """The writer writes each seat's card points (counted by hand, §15) after the last card."""
    for k, d in enumerate(doc["deals"]):
        D = Deal(doc, k)
        if len(D.tricks) < 25 or not d.get("hands"):
            continue
        pts = [0] * D.n
        for t in D.tricks:
            w = D.winner(t)[0]
            for i in t:
                c = D.ev(i)["card"]
                if c == "JOKER" and t is not D.tricks[-1]:
                    pts[D.ev(i)["seat"]] += value(c)
                else:
                    pts[w] += value(c)
            pts[w] += 1
        pts[D.dealer] += 1 + sum(value(c) for c in D.discard)
        last = max(D.plays)
        d["events"][last + 1:last + 1] = [{"type": "score", "party": s, "points": pts[s]} for s in D.active]


def k_scores_one_off(doc, rng):
    new = copy.deepcopy(doc)
    add_scores(new)
    idx = [(k, i) for k, d in enumerate(new["deals"]) for i, e in enumerate(d["events"]) if e["type"] == "score"]
    if not idx:
        return None
    k, i = rng.choice(idx)
    new["deals"][k]["events"][i]["points"] += 1
    return new, exp(k, i, "wrong_score", None)


def k_scores_then_swap12(doc, rng):
    new = copy.deepcopy(doc)
    add_scores(new)
    return k_swap12(new, rng)


def k_swap12_penalty_event(doc, rng, pay=True):
    r = k_swap12(doc, rng)
    if r is None:
        return None
    new, ex = r
    ev = new["deals"][ex["deal"]]["events"]
    seat = ev[ex["event"]]["seat"]
    j = next(j for j in range(ex["event"], len(ev)) if ev[j]["type"] == "payment" and ev[j].get("reason") == "penalty")
    ev.insert(j, {"type": "penalty", "party": seat, "code": "out_of_turn", "amount": 20})
    if not pay:
        ev[:] = [e for e in ev if not (e["type"] == "payment" and e.get("reason") == "penalty")]
        fix_pools(new)
    return new, ex


def k_wrong_leader3(doc, rng):
    """A trick led by the third seat, the others following on from him."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    cands = [t for t in range(1, len(D.tricks) - 1) if len(D.tricks[t]) == 3
             and len({suit(D.ev(i)["card"]) for i in D.tricks[t]}) == 1
             and "JOKER" not in [D.ev(i)["card"] for i in D.tricks[t]]]
    if not cands:
        return None
    t = rng.choice(cands)
    a, b, c = D.tricks[t]
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    ea, eb, ec = ev[a], ev[b], ev[c]
    ev[a], ev[b], ev[c] = ec, ea, eb
    ev[c + 1:c + 1] = fines(ec["seat"], 20)
    fix_pools(new)
    return new, exp(k, a, "out_of_turn", "large")


def k_card_points_wrong_seat(doc, rng):
    """Card points paid to the old dealer instead of the new one."""
    k = rng.randrange(len(doc["deals"]))
    d = doc["deals"][k]
    ps = [i for i, e in enumerate(d["events"]) if e["type"] == "payment" and e.get("reason") == "card_points"
          and e["to"] != d["dealer"] and e["from"] != d["dealer"]]
    if not ps:
        return None
    i = rng.choice(ps)
    new = copy.deepcopy(doc)
    e = new["deals"][k]["events"][i]
    e["to"] = d["dealer"]
    return new, exp(k, i, "wrong_payment", None)


KINDS.update({
    "totals_then_pay_amount": k_totals_then_pay_amount,
    "totals_recomputed_pay_amount": k_totals_recomputed_pay_amount,
    "total_slip_carried": k_total_slip_carried,
    "total_slip_once": k_total_slip_once,
    "scores_one_off": k_scores_one_off,
    "scores_then_swap12": k_scores_then_swap12,
    "swap12_penalty_event": lambda d, r: k_swap12_penalty_event(d, r, True),
    "swap12_penalty_event_only": lambda d, r: k_swap12_penalty_event(d, r, False),
    "wrong_leader3": k_wrong_leader3,
    "card_points_wrong_seat": k_card_points_wrong_seat,
})


# ---------------------------------------------------------------- fourth round: more skat faults, sitter
def _skat_stop(doc, rng, pred):
    k = len(doc["deals"]) - 1
    D = Deal(doc, k)
    if not D.discard or D.d["hands"] is None or not D.plays:
        return None
    kept = D.start_hands()[D.dealer]
    di = next(i for i, e in enumerate(D.d["events"]) if e["type"] == "discard")
    if any(e["type"] == "announce" for e in D.d["events"]):
        return None
    for c in rng.sample(kept, len(kept)):
        if not pred(c, kept):
            continue
        for xi, x in enumerate(D.discard):
            newkept = [y for y in kept if y != c] + [x]
            if sorted(map(str, holdings(newkept))) != sorted(map(str, holdings(kept))):
                continue
            new = copy.deepcopy(doc)
            ev = new["deals"][k]["events"]
            ev[di]["cards"][xi] = c
            make_void(new, k, di, D.dealer, "stop", cut_after=D.plays[0] - 1)
            return new, exp(k, di, "illegal_skat", "irreparable")
    return None


def k_sitter_passes(doc, rng):
    """In a four-player session the writer records the sitter's 'pass' too."""
    if len(doc["players"]) != 4:
        return None
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    dis = _decl_events(D)
    if not dis:
        return None
    sitter = (D.dealer + 2) % 4
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    # in seat order the sitter comes after dealer+1
    at = dis[-1] + 1 + len(_pay_block(ev, dis[-1]))
    ev.insert(at, {"type": "declare", "seat": sitter, "items": []})
    return new, exp(k, at, "sitter_acted", None)


KINDS.update({
    "skat_joker_stop": lambda d, r: _skat_stop(d, r, lambda c, kept: c == "JOKER"),
    "skat_trump_kept_stop": lambda d, r: _skat_stop(
        d, r, lambda c, kept: suit(c) == "T" and c not in ("T21",) and sum(suit(y) == "T" for y in kept) > 1),
    "skat_king_stop2": lambda d, r: _skat_stop(d, r, lambda c, kept: is_king(c)),
    "sitter_passes": k_sitter_passes,
})


def k_swap_joker_trick(doc, rng, pos=0):
    """Two cards of a trick holding the Joker written in swapped order (pos 0: the lead and the
    second card; pos 1: the second and third)."""
    for k in rng.sample(range(len(doc["deals"])), len(doc["deals"])):
        D = Deal(doc, k)
        for t, tr in enumerate(D.tricks[:-1]):
            cards = [D.ev(i)["card"] for i in tr]
            if "JOKER" not in cards or len(tr) < 3:
                continue
            if pos == 0 and cards[0] != "JOKER" and cards[1] != "JOKER":
                continue
            if pos == 1 and "JOKER" not in cards[1:]:
                continue
            i, j = tr[pos], tr[pos + 1]
            new = copy.deepcopy(doc)
            ev = new["deals"][k]["events"]
            ev[i], ev[j] = ev[j], ev[i]
            ev[tr[2] + 1:tr[2] + 1] = fines(ev[i]["seat"], 20)
            fix_pools(new)
            D1 = Deal(new, k)
            if [D.winner(x)[0] for x in D.tricks] != [D1.winner(x)[0] for x in D1.tricks]:
                continue
            return new, exp(k, i, "out_of_turn", "large")
    return None


KINDS.update({
    "swap12_joker_trick": lambda d, r: k_swap_joker_trick(d, r, 0),
    "swap23_joker_trick": lambda d, r: k_swap_joker_trick(d, r, 1),
})


def k_misdeal_stop(doc, rng):
    """One card dealt to the wrong player (26/24), found after the first lead: the writer stops
    after the first trick, the dealer pays 40 into each pool, the deal is void."""
    k = len(doc["deals"]) - 1
    D = Deal(doc, k)
    if D.d["hands"] is None or not D.plays:
        return None
    first = {D.ev(i)["card"] for i in D.tricks[0]}
    others = [s for s in D.active if s != D.dealer]
    a, b = rng.sample(others, 2) if len(others) >= 2 else (None, None)
    if a is None:
        return None
    movable = [c for c in D.d["hands"][a] if c not in first and suit(c) in ("H", "D", "S", "C") and not is_court(c)]
    c = rng.choice(movable)
    new = copy.deepcopy(doc)
    new["deals"][k]["hands"][a].remove(c)
    new["deals"][k]["hands"][b].append(c)
    make_void(new, k, D.tricks[0][0], D.dealer, "stop")
    return new, exp(k, D.tricks[0][0], "misdeal", "irreparable")


KINDS["misdeal_stop"] = k_misdeal_stop


def k_missing_decl_event(doc, rng):
    """A declarer's whole `declare` left out of the record (and its payments)."""
    k = len(doc["deals"]) - 1
    D = Deal(doc, k)
    if D.d["hands"] is None or not D.plays:
        return None
    ev0 = D.d["events"]
    dis = _decl_events(D)
    declared = [i for i in dis if ev0[i]["items"]]
    if len(declared) != 1 or len(dis) < 3:
        return None
    i = declared[0]
    seat = ev0[i]["seat"]
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    blk = [i] + _pay_block(ev, i)
    for j in reversed(blk):
        del ev[j]
    D1 = Deal(new, k)
    make_void(new, k, D1.tricks[0][-1], seat, "stop")
    return new, exp(k, "any", "missing_declaration", "irreparable")


def k_false_decl_any(doc, rng):
    """A trumps declaration overstated in any deal (the later deals' pool amounts recomputed)."""
    k = rng.randrange(len(doc["deals"]))
    sub = copy.deepcopy(doc)
    sub["deals"] = sub["deals"][:k + 1]
    r = k_false_decl(sub, rng, "stop", "over")
    if r is None:
        return None
    new, ex = r
    new["deals"] = new["deals"] + copy.deepcopy(doc["deals"][k + 1:])
    fix_pools(new)
    return new, ex


KINDS["missing_decl_event"] = k_missing_decl_event
KINDS["false_decl_any_deal"] = k_false_decl_any


# ---------------------------------------------------------------- legal variants a human writes (expect no finding)
def k_joker_demand_mid_trick(doc, rng):
    """A valid Joker demand written just before the demander's own card (after the cards already
    on the table, which the record shows as finally played): nothing wrong."""
    for k in rng.sample(range(len(doc["deals"])), len(doc["deals"])):
        D = Deal(doc, k)
        ev0 = D.d["events"]
        ci = next((i for i, e in enumerate(ev0) if e["type"] == "call" and e.get("call") == "joker"), None)
        if ci is None or len(D.tricks) < 25:
            continue
        caller = ev0[ci]["seat"]
        tr = D.tricks[22]
        pos = next((p for p, i in enumerate(tr) if D.ev(i)["seat"] == caller), None)
        if not pos:
            continue
        new = copy.deepcopy(doc)
        ev = new["deals"][k]["events"]
        call = ev.pop(ci)
        at = tr[pos] - (1 if ci < tr[pos] else 0)
        ev.insert(at, call)
        return new, exp(k, None, "NONE", None)
    return None


def k_decl_corrected(doc, rng):
    """A trumps declaration first overstated by one and paid, then corrected before the first lead
    (§18: free), the surplus handed back: nothing wrong."""
    k = rng.randrange(len(doc["deals"]))
    D = Deal(doc, k)
    ev0 = D.d["events"]
    for i in _decl_events(D):
        if any(it["kind"] == "trumps" for it in ev0[i]["items"]):
            break
    else:
        return None
    new = copy.deepcopy(doc)
    ev = new["deals"][k]["events"]
    seat = ev[i]["seat"]
    first = copy.deepcopy(ev[i])
    next(it for it in first["items"] if it["kind"] == "trumps")["count"] += 1
    others = [s for s in D.active if s != seat]
    blk = _pay_block(ev, i)
    end = (blk[-1] if blk else i) + 1
    # the writer: wrong declare, everyone pays 5 more, the corrected declare, 5 handed back
    ins_extra = [{"type": "payment", "from": o, "to": seat, "amount": 5, "reason": "declaration"} for o in others]
    back = [{"type": "payment", "from": seat, "to": o, "amount": 5, "reason": "declaration"} for o in others]
    correction = copy.deepcopy(ev[i])
    ev[i] = first
    ev[end:end] = ins_extra + [correction] + back
    return new, exp(k, None, "NONE", None)


def k_swap12_fines_at_end(doc, rng):
    """Out of turn, the fines written at the end of the deal instead of after the trick."""
    r = k_swap12(doc, rng)
    if r is None:
        return None
    new, ex = r
    ev = new["deals"][ex["deal"]]["events"]
    f = [e for e in ev if e["type"] == "payment" and e.get("reason") == "penalty"]
    ev[:] = [e for e in ev if not (e["type"] == "payment" and e.get("reason") == "penalty")] + f
    fix_pools(new)
    return new, ex


KINDS.update({
    "ok_joker_demand_mid_trick": k_joker_demand_mid_trick,
    "ok_decl_corrected": k_decl_corrected,
    "swap12_fines_at_end": k_swap12_fines_at_end,
})


def k_ok_refill_next_deal(doc, rng):
    """The refills after a pool was emptied written at the start of the next deal (legal by ruling)."""
    for k in rng.sample(range(len(doc["deals"]) - 1), max(0, len(doc["deals"]) - 1)):
        ev0 = doc["deals"][k]["events"]
        ri = [i for i, e in enumerate(ev0) if e["type"] == "payment" and e.get("reason") == "refill"]
        if not ri:
            continue
        new = copy.deepcopy(doc)
        ev = new["deals"][k]["events"]
        moved = [ev[i] for i in ri]
        for i in reversed(ri):
            del ev[i]
        new["deals"][k + 1]["events"][0:0] = moved
        fix_pools(new)
        return new, exp(k, None, "NONE", None)
    return None


def k_ok_fee_previous_deal(doc, rng):
    """The next dealer's fee written at the end of the previous deal (legal by ruling)."""
    for k in rng.sample(range(len(doc["deals"]) - 1), max(0, len(doc["deals"]) - 1)):
        ev1 = doc["deals"][k + 1]["events"]
        fi = [i for i, e in enumerate(ev1) if e["type"] == "payment" and e.get("reason") == "deal_fee"]
        if not fi or not any(e["type"] == "play" for e in doc["deals"][k]["events"]):
            continue
        new = copy.deepcopy(doc)
        ev = new["deals"][k + 1]["events"]
        moved = [ev[i] for i in fi]
        for i in reversed(fi):
            del ev[i]
        new["deals"][k]["events"] += moved
        fix_pools(new)
        return new, exp(k, None, "NONE", None)
    return None


KINDS.update({
    "ok_refill_next_deal": k_ok_refill_next_deal,
    "ok_fee_previous_deal": k_ok_fee_previous_deal,
})
