"""Blind generator for the danish-joker-edges audit round (no validator import).

Written from the Polish source (§10 play, §12 the Joker, §13 the skat, §15 payments, §18 the
penalty table) and the transcript format only. Every transcript is one fresh session of one deal,
three players, dealer seat 0 (seat 1 leads). Deals are found by rejection sampling a seeded RNG
over random hands and random legal play, with a script for what the Joker does; the samples are
kept simple where the focus is not: no declarations in any hand, no king or Pagat in the last
trick (no ultimo/przydupek), no Tout or Nolo, the skat of three plain pip cards (no card points).

    python _gen.py [--seed N]
"""

from __future__ import annotations

import argparse
import copy
import json
import random
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_PIPS = [str(i) for i in range(1, 11)]  # 1 high .. 10 low
BLACK_PIPS = [str(i) for i in range(10, 0, -1)]  # 10 high .. 1 low
DECK = (
    [r + s for s in SUITS for r in COURTS + (RED_PIPS if s in "HD" else BLACK_PIPS)]
    + [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
)
PLAYERS = ["Agata", "Bogdan", "Cezary"]
LAST = 24  # tricks 0..24
THIRD_LAST = 22
SECOND_LAST = 23


def suit(c: str) -> str:
    if c == "JOKER":
        return "J"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank_value(c: str) -> int:
    """Higher wins within a suit (§3)."""
    if c[0] == "T":
        return int(c[1:])
    r, s = c[:-1], c[-1]
    order = COURTS + (RED_PIPS if s in "HD" else BLACK_PIPS)
    return 100 - order.index(r)


def card_points(c: str) -> int:
    """§15: Pagat, Mondo, Joker and kings 4, queens 3, knights 2, jacks 1."""
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def declarations(hand: list[str]) -> bool:
    """True if the hand must declare anything (§14)."""
    h = set(hand)
    joker = "JOKER" in h
    trumps = sum(1 for c in h if suit(c) == "T") + (1 if joker else 0)
    if trumps >= 10:
        return True
    if joker and "T21" in h and "T1" in h:
        return True
    for s in SUITS:
        n = sum(1 for r in COURTS if r + s in h)
        if n == 4 or (n == 3 and joker):
            return True
    k = sum(1 for s in SUITS if "K" + s in h)
    return k == 4 or (k == 3 and joker)


class Fail(Exception):
    pass


def round5(d: int) -> int:
    return 5 * round(d / 5)


def simulate(rng: random.Random, script: dict) -> dict:
    """One deal. script keys:
    mode: 'demand' (Joker kept to the third-last trick, demanded, played there),
          'led' (Joker led mid-deal, named so the next seat can follow),
          'void_rename' (led naming a suit both others lack; second calls void, names another),
          'auto_name' (led naming a suit both others lack, neither has trumps; second's card names it),
          'second_last' (Joker kept, no demand, played in the second-last trick),
          'withheld' (demanded in the third-last trick, the holder plays another card, Joker last),
          'skat' (the dealer lays the Joker away).
    """
    deck = DECK[:]
    rng.shuffle(deck)
    dealer = 0
    hands = [deck[0:28], deck[28:53], deck[53:78]]  # dealer (seat 0) has 28
    hands = [sorted(h, key=DECK.index) for h in hands]
    mode = script["mode"]
    jholder = next(i for i in range(3) if "JOKER" in hands[i])
    if mode == "skat":
        if jholder != dealer:
            raise Fail
    if declarations(hands[dealer]):
        raise Fail
    pips = [c for c in hands[dealer] if suit(c) in SUITS and card_points(c) == 0]
    rng.shuffle(pips)
    skat = (["JOKER"] + pips[:2]) if mode == "skat" else pips[:3]
    live = [list(h) for h in hands]
    for c in skat:
        live[dealer].remove(c)
    for i in range(3):
        if declarations(live[i]):
            raise Fail
    events: list[dict] = []
    info: dict = {"hands": [list(h) for h in hands], "skat": skat, "jholder": jholder}
    piles: list[list[str]] = [[], [], []]
    tricks_won = [0, 0, 0]
    inplay: list[dict] = []  # per-trick payments (king_lost etc.)
    leader = (dealer + 1) % 3
    joker_led_at = script.get("lead_at")  # for led modes, earliest trick
    joker_done = mode == "skat"
    marks: dict = {}
    for t in range(25):
        played: list[tuple[int, str]] = []
        led = None  # effective suit to follow
        trick_events: list[dict] = []
        if t == THIRD_LAST and mode in ("demand", "withheld") and not joker_done:
            dem = script.get("demander")
            demander = (jholder + 1) % 3 if dem is None else dem(jholder)
            marks["demand_event"] = len(events) + len(trick_events)
            trick_events.append({"type": "call", "seat": demander, "call": "joker"})
        special_lead = None
        for k in range(3):
            seat = (leader + k) % 3
            hand = live[seat]
            if k == 0:
                card, named = choose_lead(rng, t, seat, hand, live, mode, joker_done, script, marks)
                if card == "JOKER":
                    special_lead = named
                    led = named
                    joker_done = True
                    marks["joker_event"] = len(events) + len(trick_events)
                    marks["joker_trick"] = t
                    ev = {"type": "play", "seat": seat, "card": "JOKER", "named": named}
                    trick_events.append(ev)
                    if mode in ("void_rename", "void_bad"):
                        second = (seat + 1) % 3
                        new = script["rename"]
                        marks["void_event"] = len(events) + len(trick_events)
                        trick_events.append({"type": "call", "seat": second, "call": "void"})
                        trick_events.append(
                            {"type": "call", "seat": second, "call": "name_joker", "named": new}
                        )
                        led = new
                else:
                    led = suit(card)
                    if t == THIRD_LAST and mode == "withheld" and seat == jholder:
                        marks["withheld_event"] = len(events) + len(trick_events)
                    trick_events.append({"type": "play", "seat": seat, "card": card})
                played.append((seat, card))
                hand.remove(card)
                continue
            # followers
            must_joker = False
            if t == THIRD_LAST and "JOKER" in hand and mode == "demand":
                must_joker = True
            if t == SECOND_LAST and "JOKER" in hand and mode == "second_last":
                must_joker = True
            if t == LAST and "JOKER" in hand:
                must_joker = True
            if must_joker:
                card = "JOKER"
                joker_done = True
                marks["joker_event"] = len(events) + len(trick_events)
                marks["joker_trick"] = t
            else:
                legal = legal_follow(hand, led)
                if mode in ("void_rename", "void_bad") and special_lead and k == 1:
                    legal = [c for c in hand if suit(c) == led]
                    if not legal:
                        raise Fail
                if mode == "auto_name" and special_lead and k == 1:
                    # second has neither the named suit nor trumps: any card; it names the Joker
                    assert not [c for c in hand if suit(c) in (special_lead, "T")]
                    legal = [c for c in hand if c != "JOKER"]
                if not legal:
                    raise Fail
                card = rng.choice(legal)
                if mode == "auto_name" and special_lead and k == 1:
                    led = suit(card)
                    marks["auto_suit"] = led
                    # the rule should bite: the third holds that suit
                    third = live[(seat + 1) % 3]
                    if not [c for c in third if suit(c) == led]:
                        raise Fail
                    marks["second_event"] = len(events) + len(trick_events)
            if t == THIRD_LAST and mode == "withheld" and seat == jholder:
                marks["withheld_event"] = len(events) + len(trick_events)
            ev = {"type": "play", "seat": seat, "card": card}
            trick_events.append(ev)
            played.append((seat, card))
            hand.remove(card)
        # winner
        trumps = [(s, c) for s, c in played if suit(c) == "T"]
        if trumps:
            win_seat, win_card = max(trumps, key=lambda x: rank_value(x[1]))
        else:
            fol = [(s, c) for s, c in played if suit(c) == led]
            win_seat, win_card = max(fol, key=lambda x: rank_value(x[1]))
        tricks_won[win_seat] += 1
        for s, c in played:
            if c == "JOKER" and t != LAST:
                piles[s].append(c)
            else:
                piles[win_seat].append(c)
        pays: list[dict] = []
        if t != LAST:
            for s, c in played:
                if (c[0] == "K" or c == "T1") and s != win_seat:
                    reason = "pagat_lost" if c == "T1" else "king_lost"
                    pool = "pagat_pool" if c == "T1" else "king_pool"
                    for o in range(3):
                        if o != s:
                            pays.append({"type": "payment", "from": s, "to": o, "amount": 5, "reason": reason})
                    pays.append({"type": "payment", "from": s, "to": pool, "amount": 5, "reason": reason})
            if win_card == "T1":
                for o in range(3):
                    if o != win_seat:
                        pays.append(
                            {"type": "payment", "from": o, "to": win_seat, "amount": 5, "reason": "pagat_trick"}
                        )
        else:
            for s, c in played:
                if c[0] == "K" or c == "T1":
                    raise Fail  # keep ultimo/przydupek out of this round
        marks.setdefault("trick_end", []).append(len(events) + len(trick_events))
        events.extend(trick_events)
        marks.setdefault("trick_pays", []).append((len(events), pays))
        events.extend(pays)
        leader = win_seat
    if not joker_done:
        raise Fail
    if 0 in tricks_won or 25 in tricks_won:
        raise Fail
    last_w = leader
    tail = []
    for o in range(3):
        if o != last_w:
            tail.append({"type": "payment", "from": o, "to": last_w, "amount": 20, "reason": "last_trick"})
    pts = [sum(card_points(c) for c in piles[s]) + tricks_won[s] for s in range(3)]
    pts[dealer] += 1 + sum(card_points(c) for c in skat)
    assert sum(pts) == 78, pts
    new_dealer = (dealer + 1) % 3
    for s in range(3):
        if s == new_dealer:
            continue
        d = round5(pts[s] - 26)
        if d < 0:
            tail.append({"type": "payment", "from": s, "to": new_dealer, "amount": -d, "reason": "card_points"})
        elif d > 0:
            tail.append({"type": "payment", "from": new_dealer, "to": s, "amount": d, "reason": "card_points"})
    info.update(events=events, tail=tail, marks=marks, pts=pts, tricks=tricks_won, skat=skat)
    return info


def legal_follow(hand: list[str], led: str) -> list[str]:
    """§10: follow the suit led, else trump, else anything; the Joker is never chosen freely."""
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr
    return [c for c in hand if c != "JOKER"]


def choose_lead(rng, t, seat, hand, live, mode, joker_done, script, marks):
    others = [live[(seat + 1) % 3], live[(seat + 2) % 3]]
    plain = [c for c in hand if c != "JOKER"]
    has_j = "JOKER" in hand
    if has_j and not joker_done:
        if mode == "led" and script["lead_from"] <= t <= 20:
            # name a suit the next seat holds (and so is not dead)
            opts = [s for s in SUITS if any(suit(c) == s for c in others[0])]
            if opts:
                return "JOKER", rng.choice(opts)
        if mode == "void_bad" and 3 <= t <= 21:
            for s in rng.sample(SUITS, 4):
                if not any(suit(c) == s for c in others[0]) or any(suit(c) == s for c in others[1]):
                    continue
                new_opts = [x for x in SUITS if x != s and any(suit(c) == x for c in others[0])]
                if not new_opts:
                    continue
                script["rename"] = rng.choice(new_opts)
                return "JOKER", s
        if mode in ("void_rename", "auto_name") and 3 <= t <= 21:
            for s in rng.sample(SUITS, 4):
                if any(suit(c) == s for c in others[0] + others[1]):
                    continue
                if not any(suit(c) == s for c in hand):
                    continue  # the suit must be alive (the leader holds some)
                if mode == "auto_name":
                    if any(suit(c) == "T" for c in others[0] + others[1]):
                        continue
                    return "JOKER", s
                # void_rename: the second names a suit he holds
                new_opts = [x for x in SUITS if x != s and any(suit(c) == x for c in others[0])]
                if not new_opts:
                    continue
                script["rename"] = rng.choice(new_opts)
                return "JOKER", s
        if (mode == "demand" and t == THIRD_LAST) or (mode == "second_last" and t == SECOND_LAST) or (
            mode == "withheld" and t == LAST
        ):
            opts = [s for s in SUITS if any(suit(c) == s for c in others[0])]
            if not opts:
                raise Fail
            return "JOKER", rng.choice(opts)
    if not plain:
        raise Fail
    if mode == "auto_name":
        # drain trumps: lead them when possible
        tr = [c for c in plain if suit(c) == "T"]
        if tr and rng.random() < 0.8:
            return rng.choice(tr), None
    return rng.choice(plain), None


def find(rng: random.Random, script: dict, tries: int = 200000) -> dict:
    for _ in range(tries):
        st = random.Random(rng.random())
        try:
            info = simulate(st, dict(script))
        except Fail:
            continue
        m, mode = info["marks"], script["mode"]
        if "joker_event" not in m and mode != "skat":
            continue
        if mode == "auto_name" and "auto_suit" not in m:
            continue
        if mode in ("void_rename", "void_bad") and "void_event" not in m:
            continue
        if mode == "led" and "named" not in info["events"][m["joker_event"]]:
            continue
        if mode in ("demand", "withheld") and "demand_event" not in m:
            continue
        if mode == "withheld" and "withheld_event" not in m:
            continue
        if mode in ("demand", "second_last", "withheld") and m["joker_trick"] != {"demand": THIRD_LAST, "second_last": SECOND_LAST, "withheld": LAST}[mode]:
            continue
        return info
    raise SystemExit(f"no sample for {script}")


def transcript(
    info: dict, desc: str, rules: dict | None = None, extra_pre: list | None = None, after_decl: list | None = None
) -> dict:
    ev: list[dict] = []
    for pool in ("pagat_pool", "king_pool"):
        for s in range(3):
            ev.append({"type": "payment", "from": s, "to": pool, "amount": 20, "reason": "foundation"})
    for pool in ("pagat_pool", "king_pool"):
        ev.append({"type": "payment", "from": 0, "to": pool, "amount": 5, "reason": "deal_fee"})
    ev.extend(extra_pre or [])
    ev.append({"type": "discard", "seat": 0, "cards": info["skat"]})
    for s in (0, 1, 2):
        ev.append({"type": "declare", "seat": s, "items": []})
    ev.extend(after_decl or [])
    base = len(ev)
    ev.extend(info["events"])
    ev.extend(info["tail"])
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {},
        "players": PLAYERS,
        "meta": {"round": "danish-joker-edges", "description": desc},
        "deals": [{"dealer": 0, "hands": info["hands"], "events": ev}],
        "_base": base,
    }


def strip_play_payments(info: dict) -> dict:
    """The void deal: the in-play and settlement payments handed back (not recorded)."""
    out = copy.deepcopy(info)
    out["events"] = [e for e in out["events"] if e["type"] != "payment"]
    out["tail"] = []
    return out


def penalty_pays(seat: int, amount: int) -> list[dict]:
    return [
        {"type": "payment", "from": seat, "to": pool, "amount": amount, "reason": "penalty"}
        for pool in ("pagat_pool", "king_pool")
    ]


def insert_after_trick(info: dict, trick: int, extra: list[dict]) -> dict:
    """Insert payments right after trick `trick`'s in-play payments."""
    out = copy.deepcopy(info)
    pos, pays = out["marks"]["trick_pays"][trick]
    at = pos + len(pays)
    out["events"][at:at] = extra
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20261201)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    files: dict[str, dict] = {}

    # --- base A: the Joker kept to the third-last trick, demanded by the next seat, played there
    A = find(rng, {"mode": "demand"})
    files["01-clean-demand-third-last"] = transcript(A, "Joker demanded in the third-last trick by a non-holder and played there.")

    # 12: the same deal, the demand made by the holder himself
    A12 = copy.deepcopy(A)
    A12["events"][A["marks"]["demand_event"]]["seat"] = A["jholder"]
    files["12-demand-by-holder"] = transcript(A12, "As 01, but the Joker's holder makes the demand himself.")

    # --- base B: the Joker led mid-deal naming a suit the next seat holds
    B = find(rng, {"mode": "led", "lead_from": 4})
    files["02-clean-joker-led"] = transcript(B, "Joker led mid-deal, naming a suit; the others follow it.")
    B3 = copy.deepcopy(B)
    del B3["events"][B["marks"]["joker_event"]]["named"]
    files["03-joker-led-unnamed"] = transcript(B3, "As 02, the Joker lead written without a named suit.")

    # 11: as 02, plus a demand for the Joker in the third-last trick (it was led long before)
    B11 = copy.deepcopy(B)
    te = B11["marks"]["trick_end"]
    start22 = te[THIRD_LAST - 1]
    # trick_end gives the index after the trick's plays; trick 22 starts after trick 21's payments
    pos21, pays21 = B11["marks"]["trick_pays"][THIRD_LAST - 1]
    start22 = pos21 + len(pays21)
    leader22 = B11["events"][start22]["seat"]
    demander = (leader22 + 2) % 3
    B11["events"].insert(start22, {"type": "call", "seat": demander, "call": "joker"})
    B11["marks"]["false_demand_event"] = start22
    B11["marks"]["false_demander"] = demander
    # the large penalty, 20 to each pool, right after the call; the game goes on
    B11["events"][start22 + 1 : start22 + 1] = penalty_pays(demander, 20)
    files["11-false-demand-after-lead"] = transcript(
        B11, "As 02, then a false demand for the Joker in the third-last trick (it was led before): 20 to each pool."
    )

    # --- C: void and renaming
    C = find(rng, {"mode": "void_rename"})
    files["04-clean-void-rename"] = transcript(
        C, "Joker led naming a suit neither other seat holds; the second calls void and names another suit."
    )
    # 05: the second calls void in the named suit while he holds it (the third lacks it)
    C5 = find(rng, {"mode": "void_bad"})
    files["05-void-call-holding-suit"] = transcript(
        C5, "Joker led; the second calls void in the named suit while holding it, the third lacks it; the second names another suit."
    )

    # --- D: automatic naming by the second card
    D = find(rng, {"mode": "auto_name"})
    files["06-clean-auto-naming"] = transcript(
        D, "Joker led naming a suit neither other seat holds, neither holds a trump: the second's card names it; the third follows that suit."
    )

    # --- withheld
    W = find(rng, {"mode": "withheld"})
    wt = W["marks"]["trick_pays"][THIRD_LAST]
    Wv = strip_play_payments(W)
    # penalty right after the third-last trick (positions shift once payments are stripped)
    idx = last_play_index_of_trick(Wv, THIRD_LAST)
    Wv["events"][idx + 1 : idx + 1] = penalty_pays(W["jholder"], 40)
    files["07-withheld-default"] = transcript(
        Wv, "Joker demanded in the third-last trick, the holder plays another card: irreparable by default (40 to each pool, deal void)."
    )
    Wl = insert_after_trick(W, THIRD_LAST, penalty_pays(W["jholder"], 20))
    t8 = transcript(Wl, "As 07 under joker_withheld_penalty=large: 20 to each pool, the deal played on and settled.", {"joker_withheld_penalty": "large"})
    files["08-withheld-large"] = t8

    # --- second-last
    S = find(rng, {"mode": "second_last"})
    Sv = strip_play_payments(S)
    idx = last_play_index_of_trick(Sv, SECOND_LAST)
    Sv["events"][idx + 1 : idx + 1] = penalty_pays(S["jholder"], 40)
    files["09-second-last-default"] = transcript(
        Sv, "Joker kept (no demand) and played in the second-last trick: irreparable by default (40 to each pool, deal void)."
    )
    Ss = insert_after_trick(S, SECOND_LAST, penalty_pays(S["jholder"], 5))
    files["10-second-last-small"] = transcript(
        Ss, "As 09 under joker_second_last_penalty=small: 5 to each pool, the deal played on and settled.", {"joker_second_last_penalty": "small"}
    )

    # --- the Joker in the skat
    K = find(rng, {"mode": "skat"})
    Kv = strip_play_payments(K)
    files["13-skat-joker-no-tout"] = transcript(
        Kv, "The dealer lays the Joker away without announcing Tout: irreparable (40 to each pool, deal void).",
        after_decl=penalty_pays(0, 40),
    )
    Kt = copy.deepcopy(K)
    files["14-skat-tout-failed-default"] = transcript(
        Kt, "The dealer announces Tout and lays the Joker away, then does not take every trick: failed_tout, large by default (20 to each pool).",
        extra_pre=[{"type": "announce", "seat": 0, "items": ["tout"]}],
    )
    t = files["14-skat-tout-failed-default"]
    t["deals"][0]["events"].extend(penalty_pays(0, 20))
    files["15-skat-tout-failed-small"] = transcript(
        copy.deepcopy(K),
        "As 14 under failed_tout_penalty=small: 5 to each pool.",
        {"failed_tout_penalty": "small"},
        extra_pre=[{"type": "announce", "seat": 0, "items": ["tout"]}],
    )
    files["15-skat-tout-failed-small"]["deals"][0]["events"].extend(penalty_pays(0, 5))

    for old in OUT.glob("*.json"):
        old.unlink()
    summary = {}
    for name, t in files.items():
        t = dict(t)
        t.pop("_base", None)
        (OUT / f"{name}.json").write_text(json.dumps(t, indent=1) + "\n")
        summary[name] = t["deals"][0]["events"]
    # a digest of where the interesting events are, for EXPECTED.md
    for name, ev in summary.items():
        marks = []
        for i, e in enumerate(ev):
            if e["type"] in ("call", "announce", "discard") or e.get("card") == "JOKER" or e.get("reason") == "penalty":
                marks.append((i, e))
        print(name)
        for m in marks:
            print("   ", m)


def last_play_index_of_trick(info: dict, trick: int) -> int:
    n = -1
    count = 0
    for i, e in enumerate(info["events"]):
        if e["type"] == "play":
            count += 1
            if count == 3 * (trick + 1):
                return i
    raise AssertionError


if __name__ == "__main__":
    main()
