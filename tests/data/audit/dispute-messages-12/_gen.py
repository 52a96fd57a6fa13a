"""Blind generator for audit round dispute-messages-12 (Tarocchini Terziglio).

Written from the Russian source (004_c8bdb85b1ac896b0.txt, section "Терцильо") and the format
spec only; it does NOT import validator.  Run:  python _gen.py [--seed S]
It writes NN-*.json beside itself and prints, for every deal, the figures this model computes
(side points by reason, game points) so EXPECTED.md can quote them.

Model (see EXPECTED.md for the quotes):
  * 3 players, order of play = seat order; eldest = dealer+1; auction eldest first, dealer last,
    each seat speaks once; a bid must be higher than the standing one (pass < gioco < solo).
  * standard: 18 cards each + 8 widow; nineteen: 19 each + 5 widow.
  * gioco: declarer takes k cards from the widow and lays away k (no 5-point card); the widow
    (untaken cards + laid-away cards) is the declarer's if he wins a trick, else the opponents'.
  * solo: no exchange; the widow goes to the winner of the last trick.
  * follow suit; void -> must trump; else anything.  Moretti (T1-T4) equal: the last played wins.
  * declarations (eldest first, after the exchange) of combinations held; counted for the side.
  * after play each side's pile is searched for combinations again.
  * card points counted in pairs, each pair -1 (sum - n//2), 6 for the last trick.
  * declarer needs more than the opponents; the winning side's points rounded down to a multiple
    of 50 (up when 46..49 over), /50 = game points, x2 in solo; all tricks = 40.
  * winners_score: every player of the winning side is written the game points.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high->low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high->low
DECK = [r + s for s in SUITS for r in LONG] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}


def value(c: str) -> int:
    if c in FIVE:
        return 5
    if c.startswith("T"):
        return 1
    return {"Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def suit(c: str) -> str:
    if c == "MATTO":
        return "X"
    return "T" if c.startswith("T") else c[-1]


def rank_in_suit(c: str) -> int:  # higher is better
    s = c[-1]
    order = LONG if s in "SB" else ROUND
    return len(order) - order.index(c[:-1])


def trump_rank(c: str) -> int:
    n = int(c[1:])
    return 1 if 1 <= n <= 4 else (0 if n == 0 else n)


def trick_winner(cards: list[tuple[int, str]]) -> int:
    """cards: [(seat, card)] in order played; Moretti equal, the last played one highest."""
    led = next(suit(c) for _, c in cards if c != "MATTO")
    best = None
    for s, c in cards:
        if c == "MATTO":
            continue
        if suit(c) == "T":
            key = (2, trump_rank(c))
        elif suit(c) == led:
            key = (1, rank_in_suit(c))
        else:
            continue
        if best is None or key > best[0] or (key == best[0] and key[0] == 2 and key[1] == 1):
            best = (key, s)
    return best[1]


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + [c for c in hand if c == "MATTO"]
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + [c for c in hand if c == "MATTO"]
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCA = {
    "tarocchi": ({"T20", "T19", "T0", "MATTO"}, 18, 36),
    "kings": ({"K" + s for s in SUITS}, 17, 34),
    "queens": ({"Q" + s for s in SUITS}, 14, 28),
    "knights": ({"N" + s for s in SUITS}, 13, 26),
    "jacks": ({"J" + s for s in SUITS}, 12, 24),
}
CONT = {"T0", "MATTO"}


def seq_points(n: int) -> int:
    return 10 + 5 * (n - 3)


def find_combos(cards, jokers=True):
    """All combinations in a set of cards. jokers=False: no contatore used as a wild card
    (what players here declare).  Returns list of items in the transcript vocabulary."""
    cs = set(cards)
    j = len(cs & CONT) if jokers else 0
    items = []
    for name, (kind, _, _) in CRICCA.items():
        n = len(cs & kind)
        if n >= 3:
            items.append({"kind": "cricca", "of": name, "count": n})
    # trumps: T20 then T19,T18,T17,T16..T5; contatori fill, never two in a row (save T17+T16)
    if "T20" in cs:
        run, left, prev_fill, fills_g = 1, j, None, 0
        for k in range(19, 4, -1):
            c = f"T{k}"
            if c in cs:
                run += 1
                prev_fill = None
                continue
            if left and (prev_fill is None or (prev_fill == 17 and k == 16)):
                if k >= 17:
                    fills_g += 1
                left -= 1
                run += 1
                prev_fill = k
                continue
            break
        # trailing fills do not count unless a real card follows: trim them
        # (recompute conservatively: count cards up to the last real one)
        run2, left2, prev2, last_real = 1, j, None, 1
        for k in range(19, 4, -1):
            c = f"T{k}"
            if c in cs:
                run2 += 1
                prev2 = None
                last_real = run2
                continue
            if left2 and (prev2 is None or (prev2 == 17 and k == 16)):
                left2 -= 1
                run2 += 1
                prev2 = k
                continue
            break
        real_grande = len(cs & {"T19", "T18", "T17"})
        if last_real >= 3 and real_grande >= 1:
            items.append({"kind": "sequence", "of": "trumps", "length": last_real})
    mor = len(cs & {"T1", "T2", "T3", "T4"})
    if mor >= 2 and mor + j >= 3:
        items.append({"kind": "sequence", "of": "moretti", "length": min(6, mor + j)})
    aces = len(cs & {"1" + s for s in SUITS})
    if aces >= 2 and aces + j >= 3:
        items.append({"kind": "sequence", "of": "aces", "length": min(6, aces + j)})
    for s in SUITS:
        if "K" + s not in cs:
            continue
        run, left, prev_fill, last_real, real_court = 1, j, False, 1, 0
        for r in ["Q", "N", "J", "1"]:
            if r + s in cs:
                run += 1
                prev_fill = False
                last_real = run
                if r != "1":
                    real_court += 1
                continue
            if left and not prev_fill:
                left -= 1
                run += 1
                prev_fill = True
                continue
            break
        if last_real >= 3 and real_court >= 1:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": last_real})
    return items


def combo_points(items, double_three=True):
    cr = [i for i in items if i["kind"] == "cricca"]
    sq = [i for i in items if i["kind"] == "sequence"]
    pc = sum(CRICCA[i["of"]][1 if i["count"] == 3 else 2] for i in cr)
    ps = sum(seq_points(i["length"]) for i in sq)
    if double_three and len(cr) >= 3:
        pc *= 2
    if double_three and len(sq) >= 3:
        ps *= 2
    return pc + ps


def holds(hand, item) -> bool:
    return item in find_combos(hand, jokers=True) or any(
        i["kind"] == item["kind"]
        and i.get("of") == item.get("of")
        and i.get("suit") == item.get("suit")
        and (i.get("count", 0) >= item.get("count", 0))
        and (i.get("length", 0) >= item.get("length", 0))
        for i in find_combos(hand, jokers=True)
    )


def card_points(pile) -> int:
    return sum(value(c) for c in pile) - len(pile) // 2


def game_points(w: int) -> int:
    r = w - w % 50
    if w % 50 >= 46:
        r += 50
    return r // 50


# ---------------------------------------------------------------- a deal
class Deal:
    def __init__(self, rng, widow, dealer, auction, cfg):
        """auction: list of (seat, bid) as to be written; cfg: dict of faults/tweaks."""
        self.rng, self.w, self.dealer, self.cfg = rng, widow, dealer, cfg
        n = (62 - widow) // 3
        for _ in range(500):
            deck = DECK[:]
            rng.shuffle(deck)
            # the Matto lies in the widow (keeps the excuse out of play)
            i = deck.index("MATTO")
            deck[i], deck[-1] = deck[-1], deck[i]
            hands = [sorted(deck[k * n:(k + 1) * n], key=DECK.index) for k in range(3)]
            talon = deck[3 * n:]
            if cfg.get("need") is None or cfg["need"](hands, talon):
                break
        else:
            raise RuntimeError("no deal")
        self.hands0 = [h[:] for h in hands]
        self.talon = talon
        self.events = []
        self.auction = auction
        self.eldest = (dealer + 1) % 3

    def run(self):
        cfg, ev = self.cfg, self.events
        for s, b in self.auction:
            ev.append({"type": "bid", "seat": s, "bid": b})
        decl, contract = cfg["declarer"], cfg["contract"]
        hands = [h[:] for h in self.hands0]
        widow = self.talon[:]
        if contract == "gioco" or cfg.get("solo_take"):
            k = cfg.get("k", 2)
            takes = [c for c in widow if c != "MATTO"]
            takes = sorted(takes, key=lambda c: -value(c))[:k]
            take_ev = {"type": "take", "seat": decl, "cards": takes}
            ev.append(take_ev)
            for c in takes:
                widow.remove(c)
                hands[decl].append(c)
            special = cfg.get("discard")
            cand = [c for c in hands[decl] if value(c) == 1 and not c.startswith("T") and c not in takes]
            cand.sort(key=lambda c: (c[:-1] in ("1",), rank_in_suit(c)))
            if special is None:
                disc = cand[:k]
            else:
                if special == "KING":
                    bad = next(c for c in hands[decl] if c[0] == "K" and c not in takes)
                else:
                    bad = special
                assert bad in hands[decl]
                disc = [bad] + cand[: k - 1]
            if cfg.get("write_discard", True):
                ev.append({"type": "discard", "seat": decl, "cards": list(disc)})
            for c in disc:
                hands[decl].remove(c)
                widow.append(c)
            self.discard = list(disc)
        self.after_exchange = [h[:] for h in hands]
        # declarations eldest first
        self.declared = {}
        for i in range(3):
            s = (self.eldest + i) % 3
            items = [it for it in find_combos(hands[s], jokers=False)]
            if cfg.get("declare") == "FALSE" and s == (decl + 1) % 3:
                assert len(set(hands[s]) & CRICCA["kings"][0]) == 2
                items = [i for i in items if i.get("of") != "kings"] + [{"kind": "cricca", "of": "kings", "count": 3}]
                self.false_at = (len(ev), s)
            if cfg.get("declare") == "FALSESEQ" and s == (decl + 2) % 3:
                assert len(set(hands[s]) & {"T1", "T2", "T3", "T4"}) == 1
                items = items + [{"kind": "sequence", "of": "moretti", "length": 3}]
                self.false_at = (len(ev), s)
            self.declared[s] = items
            ev.append({"type": "declare", "seat": s, "items": items})
        # play
        leader = self.eldest
        piles = {0: [], 1: [], 2: []}
        tricks_won = [0, 0, 0]
        faults = cfg.get("faults", {})  # (trick, seat) -> kind
        self.play_events = []
        ntr = len(hands[0])
        if cfg.get("solo_take") or contract == "gioco":
            ntr = (62 - self.w) // 3
        last = None
        for t in range(ntr):
            cards = []
            led = None
            for o in range(3):
                s = (leader + o) % 3
                h = hands[s]
                lg = legal(h, led)
                fk = None
                for (ft, who), kind in faults.items():
                    side_ok = who == s or (who == "D" and s == decl) or (who == "O" and s != decl)
                    if side_ok and t >= ft and not getattr(self, "fault_at", None) and led is not None:
                        same = any(suit(c) == led for c in h)
                        tr = any(suit(c) == "T" for c in h)
                        if kind == "revoke" and same and led != "T" and any(suit(c) not in (led, "X") for c in h):
                            fk = kind
                        if kind == "failure_to_trump" and not same and tr and any(suit(c) not in ("T", "X") for c in h):
                            fk = kind
                card = None
                if fk and led is not None:
                    if fk == "revoke":
                        bad = [c for c in h if suit(c) not in (led, "X") and c not in lg]
                        if any(suit(c) == led for c in h) and bad:
                            card = self.rng.choice(bad)
                    elif fk == "failure_to_trump":
                        bad = [c for c in h if suit(c) not in ("T", "X")]
                        if not any(suit(c) == led for c in h) and any(suit(c) == "T" for c in h) and bad:
                            card = self.rng.choice(bad)
                    if card is None:
                        raise RuntimeError(f"cannot plant {fk} at trick {t} seat {s}")
                    self.fault_at = (len(ev), s, fk)
                if card is None:
                    keep = cfg.get("keep", {}).get(s, set())
                    lg2 = [c for c in lg if c not in keep] or lg
                    lg2 = [c for c in lg2 if c != "MATTO"] or lg2
                    card = self.rng.choice(lg2)
                if led is None:
                    led = suit(card)
                h.remove(card)
                cards.append((s, card))
                ev.append({"type": "play", "seat": s, "card": card})
            win = trick_winner(cards)
            tricks_won[win] += 1
            piles[win] += [c for _, c in cards]
            leader = win
            last = win
        if faults and not getattr(self, "fault_at", None):
            raise RuntimeError("fault not planted")
        self.left = [h[:] for h in hands]
        self.tricks = tricks_won
        # widow
        side = lambda s: "D" if s == decl else "O"  # noqa: E731
        sp = {"D": piles[decl][:], "O": piles[(decl + 1) % 3] + piles[(decl + 2) % 3]}
        dtr = tricks_won[decl]
        if contract == "gioco":
            sp["D" if dtr > 0 else "O"] += widow
            self.widow_to = "declarer" if dtr > 0 else "opponents"
        else:
            sp[side(last)] += widow
            self.widow_to = side(last)
        self.widow_final = widow
        # left-over cards (never played, e.g. an unwritten discard kept in hand) ignored
        pts = {}
        for sd in "DO":
            seats = [decl] if sd == "D" else [(decl + 1) % 3, (decl + 2) % 3]
            dec = 0
            for s in seats:
                its = [i for i in self.declared[s] if holds(self.after_exchange[s], i)]
                dec += combo_points(its)
            after = find_combos(sp[sd])
            pts[sd] = {
                "declarations": dec,
                "after_play": combo_points(after),
                "after_items": after,
                "card_points": card_points(sp[sd]),
                "cards": len(sp[sd]),
                "last_trick": 6 if side(last) == sd else 0,
            }
            pts[sd]["total"] = pts[sd]["declarations"] + pts[sd]["after_play"] + pts[sd]["card_points"] + pts[sd]["last_trick"]
        self.pts = pts
        all_tricks = dtr == ntr or dtr == 0
        dwin = pts["D"]["total"] > pts["O"]["total"]
        if dtr == ntr:
            dwin = True
        if dtr == 0:
            dwin = False
        wpts = pts["D" if dwin else "O"]["total"]
        gp = 40 if all_tricks else game_points(wpts) * (2 if contract == "solo" else 1)
        self.gp = gp
        self.dwin = dwin
        self.scores = [0, 0, 0]
        for s in range(3):
            if (s == decl) == dwin:
                self.scores[s] = gp
        self.margin = pts["D"]["total"] - pts["O"]["total"]
        self.near = abs(self.margin) <= 2 or (wpts % 50) in (0, 1, 44, 45, 46, 47) or (wpts % 50 == 49)
        return self


def need_for(spec):
    decl = spec["declarer"]
    def need(hands, talon):
        if spec.get("declare") == "FALSE" and len(set(hands[(decl + 1) % 3]) & CRICCA["kings"][0]) != 2:
            return False
        if spec.get("declare") == "FALSESEQ" and len(set(hands[(decl + 2) % 3]) & {"T1", "T2", "T3", "T4"}) != 1:
            return False
        dsc = spec.get("discard")
        if dsc == "KING" and not any(c[0] == "K" for c in hands[decl]):
            return False
        if dsc in ("T19", "T0") and dsc not in hands[decl]:
            return False
        return True
    return need


def build(name, preset, players, deals_spec, seed, start=None, sheet=None):
    rng = random.Random(seed)
    w = 8 if preset == "standard" else 5
    deals, infos = [], []
    totals = list(start) if start else [0, 0, 0]
    for di, spec in enumerate(deals_spec):
        spec = dict(spec)
        spec["need"] = need_for(spec)
        for _ in range(200):
            try:
                d = Deal(rng, w, spec["dealer"], spec["auction"], spec).run()
            except (RuntimeError, StopIteration, AssertionError):
                continue
            if not d.near and (spec.get("all_tricks") or 0 < d.tricks[spec["declarer"]] < (62 - w) // 3):
                break
        else:
            raise RuntimeError(name)
        sc = list(d.scores)
        if spec.get("halve"):
            sc = [v // 2 for v in sc]
        if spec.get("bump_score"):
            ws = next(s for s in range(3) if sc[s] > 0)
            sc[ws] += 1
        for s in range(3):
            totals[s] += sc[s]
        tot = list(totals)
        if spec.get("bump_total") is not None:
            tot[spec["bump_total"]] += 10
        if spec.get("write_sheet", True):
            for s in range(3):
                d.events.append({"type": "score", "party": s, "points": sc[s], "reason": "game_points"})
            for s in range(3):
                d.events.append({"type": "total", "party": s, "points": tot[s]})
        deals.append({"dealer": spec["dealer"], "hands": d.hands0, "talon": d.talon, "events": d.events})
        infos.append((d, sc, tot))
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": preset},
        "players": players,
        "meta": {"event": "Circolo del Tarocchino, director's dispute file", "round": "dispute-messages-12", "file": name},
        "deals": deals,
    }
    if start:
        tr["start"] = {"totals": list(start)}
    (HERE / name).write_text(json.dumps(tr, indent=1, ensure_ascii=False) + "\n")
    print(f"== {name} ({preset}, seed {seed})")
    for di, (d, sc, tot) in enumerate(infos):
        decl = d.cfg["declarer"]
        print(f"  deal {di}: dealer {d.dealer} {d.cfg['contract']} by {decl}; tricks {d.tricks}; widow->{d.widow_to}"
              f"{' NEAR' if d.near else ''}")
        for sd in "DO":
            p = d.pts[sd]
            print(f"    {sd}: decl {p['declarations']} after {p['after_play']} cards {p['card_points']} ({p['cards']} c)"
                  f" last {p['last_trick']} = {p['total']}  {[(i['of'], i.get('suit',''), i.get('count', i.get('length'))) for i in p['after_items']]}")
        print(f"    declarer wins: {d.dwin}; game points {d.gp}; rules scores {d.scores}; written {sc}; totals {tot}")
        if hasattr(d, "false_at"):
            print(f"    false declaration at event {d.false_at}")
        if hasattr(d, "fault_at"):
            print(f"    planted play fault at event {d.fault_at}")
        evs = d.events
        for k, e in enumerate(evs):
            if e["type"] in ("bid", "take", "discard", "declare"):
                print(f"      ev {k}: {e}")
        if any(d.left):
            print(f"    cards left unplayed: {d.left}")
    return infos


# ---------------------------------------------------------------- the files
P1 = ["Anselmo", "Bice", "Carlo"]
P2 = ["Dora", "Ezio", "Fulvia"]
P3 = ["Gino", "Ilaria", "Lamberto"]


def auction(dealer, bids):
    el = (dealer + 1) % 3
    return [((el + i) % 3, b) for i, b in enumerate(bids)]


def G(dealer, declarer_pos, contract="gioco", **kw):
    """a plain auction: the seat declarer_pos places after the dealer bids contract, the others pass."""
    bids = ["pass"] * 3
    bids[declarer_pos] = contract
    d = {"dealer": dealer, "auction": auction(dealer, bids), "declarer": (dealer + 1 + declarer_pos) % 3,
         "contract": contract}
    d.update(kw)
    return d


def main(seed0=1200):
    S = seed0
    # 01 standard: gioco then solo; a revoke by an opponent in the solo (deal 1)
    build("01-std-gioco-solo-revoke.json", "standard", P1,
          [G(0, 0), G(1, 2, "solo", faults={(4, 0): "revoke"})], S + 1)
    # 02 nineteen: three deals; a gioco over a gioco (illegal bid) in deal 0; wrong total in deal 2
    d0 = {"dealer": 2, "auction": [(0, "gioco"), (1, "gioco"), (2, "pass")], "declarer": 0, "contract": "gioco"}
    build("02-nin-gioco-over-gioco-wrong-total.json", "nineteen", P2,
          [d0, G(0, 1), G(1, 1, bump_total=2)], S + 2)
    # 03 standard: bid out of turn (the dealer speaks first) deal 0, failure to trump deal 1
    d0 = {"dealer": 1, "auction": [(1, "pass"), (2, "gioco"), (0, "pass")], "declarer": 2, "contract": "gioco"}
    build("03-std-dealer-bids-first-failure-to-trump.json", "standard", P3,
          [d0, G(2, 1, faults={(6, 1): "failure_to_trump"})], S + 3)
    # 04 nineteen: the declarer lays away a King in gioco (deal 1)
    build("04-nin-king-laid-away.json", "nineteen", P1,
          [G(0, 2), G(1, 0, discard="KING")], S + 4)
    # 05 standard: solo declarer takes from the widow (deal 0) + wrong score (deal 2)
    build("05-std-solo-takes-widow-wrong-score.json", "standard", P2,
          [G(0, 1, "solo", solo_take=True, k=1), G(1, 0), G(2, 2, bump_score=True)], S + 5)
    # 06 nineteen: a false declaration (deal 0), a revoke by the declarer (deal 1)
    build("06-nin-false-declaration-revoke.json", "nineteen", P3,
          [G(1, 1, declare="FALSE"), G(2, 0, faults={(3, "D"): "revoke"})], S + 6)
    # 07 standard: four deals; deal 2 written game point off by one; totals follow the sheet
    build("07-std-four-deals-wrong-score.json", "standard", P1,
          [G(0, 0), G(1, 1), G(2, 2, "solo", bump_score=True), G(0, 1)], S + 7)
    # 08 nineteen: solo, revoke by the declarer; wrong total (deal 1)
    build("08-nin-solo-revoke-wrong-total.json", "nineteen", P2,
          [G(2, 0, "solo", faults={(5, "D"): "revoke"}), G(0, 2, bump_total=1)], S + 8)
    # 09 standard: a seat that passed bids again (deal 0)
    d0 = {"dealer": 0, "auction": [(1, "pass"), (2, "gioco"), (0, "pass"), (1, "solo")], "declarer": 2,
          "contract": "gioco"}
    build("09-std-bid-after-pass.json", "standard", P3, [d0, G(1, 0)], S + 9)
    # 10 nineteen: discard not written, the King kept unplayed (inferred laid away) + failure to trump
    build("10-nin-unwritten-discard-king.json", "nineteen", P1,
          [G(0, 1, write_discard=False, discard="KING"), G(1, 2, faults={(5, "O"): "failure_to_trump"})], S + 10)
    # 11 standard: the declarer lays away the World (T19) and declares a sequence he lacks
    build("11-std-world-laid-away-false-seq.json", "standard", P2,
          [G(2, 0, discard="T19", declare="FALSESEQ"), G(0, 2, "solo")], S + 11)
    # 12 nineteen: solo, the sheet forgets to double (wrong score) + revoke by an opponent
    build("12-nin-solo-not-doubled.json", "nineteen", P3,
          [G(0, 2), G(1, 1, "solo", faults={(2, "O"): "revoke"}, halve=True)], S + 12)
    # 13 standard: the declarer lays away the Bagatto (T0, a 5-point card); a wrong total (deal 1)
    build("13-std-bagatto-laid-away-wrong-total.json", "standard", P1,
          [G(1, 1, discard="T0"), G(2, 0, bump_total=0)], S + 13)


if __name__ == "__main__":
    main(int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[1] == "--seed" else 1200)
