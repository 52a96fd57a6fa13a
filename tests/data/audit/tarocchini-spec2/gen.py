# ruff: noqa: UP031
"""Generate the tarocchini-spec2 transcripts from the blind model (model.py).

Run from this directory: python gen.py  (writes NN-*.json and figures.txt)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import model as m  # noqa: E402

OUT = Path(__file__).parent
AMBIG = {
    "trump_noncontiguous",
    "suit_noncontiguous",
    "suit_two_wilds_in_row",
    "trump_wild_17_16",
    "matto_no_plain_pip",
    "matto_side_no_trick",
    "odd_pile",
    "discard_dealer_vs_side",
    "matto_led",
    "matto_last_trick",
    "moretti_tie_decisive",
    "few_pips",
    "solo_all_tricks",
}


def team(seat):
    return "team%d" % (seat % 2)


def matto_checks(sim):
    flags = []
    n = len(sim.tricks)
    for t, (plays, _) in enumerate(sim.tricks):
        if plays[0][1] == "MATTO":
            flags.append("matto_led")
        if t == n - 1 and any(c == "MATTO" for _, c in plays):
            flags.append("matto_last_trick")
    return flags


def matto_while_following(sim, hands):
    """Was the Matto played by a player who held the led suit? (legal by the source)"""
    held = [set(h) for h in hands]
    for plays, _ in sim.tricks:
        led = next((m.suit_of(c) for _, c in plays if c != "MATTO"), None)
        for s, c in plays:
            if c == "MATTO" and any(m.suit_of(x) == led for x in held[s] if x != "MATTO"):
                return True
        for s, c in plays:
            held[s].discard(c)
    return False


def underplay(sim, hands):
    """A trick where a follower played a trump lower than the current best while holding a
    higher one (no duty to overtake in the source)."""
    held = [set(h) for h in hands]
    for t, (plays, _) in enumerate(sim.tricks):
        best = None
        for s, c in plays:
            if c != "MATTO" and m.is_trump(c) and best is not None and plays[0][1] != "MATTO":
                higher = [x for x in held[s] if x != "MATTO" and m.is_trump(x) and m.trump_strength(x) > best]
                if m.trump_strength(c) < best and higher and m.suit_of(plays[0][1]) == "T":
                    return "trick %d: seat %d played %s under %s holding %s" % (
                        t + 1,
                        s,
                        c,
                        best,
                        sorted(higher)[:2],
                    )
            if c != "MATTO" and m.is_trump(c):
                best = max(best or 0, m.trump_strength(c))
        for s, c in plays:
            held[s].discard(c)
    return None


# ------------------------------------------------------------------ Ottocento
def otto_deal(
    seed,
    dealer,
    talon_form=False,
    plant=None,
    weak_dealer=False,
    shrink=None,
    decl_override=None,
    discard_override=None,
    max_each=2,
):
    rng = m.new_rng(seed)
    cards = m.deck()
    rng.shuffle(cards)
    elder = (dealer + 1) % 4
    hands = [[] for _ in range(4)]
    pos = 0
    for _round in range(3):
        for k in range(4):
            s = (elder + k) % 4
            hands[s] += cards[pos : pos + 5]
            pos += 5
    extra = cards[pos : pos + 2]
    flags = []
    if weak_dealer:
        # give the dealer the weakest cards: swap strong cards out for weak ones
        def strength(c):
            if c == "MATTO":
                return 50
            if m.is_trump(c):
                return 100 + m.trump_strength(c)
            return m.suit_strength(c)

        pool = [c for s in range(4) if s != dealer for c in hands[s]]
        mine = hands[dealer] + extra
        allc = sorted(pool + mine, key=strength)
        weak = allc[:17]
        rng.shuffle(weak)
        rest = [c for c in allc if c not in weak]
        rng.shuffle(rest)
        hands[dealer] = weak[:15]
        extra = weak[15:]
        others = [s for s in range(4) if s != dealer]
        for i, s in enumerate(others):
            hands[s] = rest[i * 15 : (i + 1) * 15]
    events = []
    dealt_dealer = hands[dealer] + extra
    if talon_form:
        events.append({"type": "take", "seat": dealer, "cards": list(extra)})
    full = dealt_dealer
    pips = [c for c in full if m.is_plain_pip(c)]
    if discard_override:
        disc = discard_override(full, rng)
        if disc is None:
            return None
    else:
        if len(pips) < 2:
            flags.append("few_pips")
            return None
        disc = rng.sample(pips, 2)
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    play_hands = [list(h) for h in hands]
    play_hands[dealer] = [c for c in full if c not in disc]
    decl_events = []
    decl_points = {"team0": 0, "team1": 0}
    decl_detail = []
    for k in range(4):
        s = (elder + k) % 4
        if decl_override and s in decl_override:
            items, counted = decl_override[s](play_hands[s])
        else:
            items = m.choose_declaration(play_hands[s], max_each=max_each, shrink=shrink if k == 0 else None)
            counted = items
        flags += m.all_combos(play_hands[s])[1]
        pts, f = m.combo_points(counted)
        flags += f
        decl_points[team(s)] += pts
        decl_detail.append((s, items, pts))
        ev = {"type": "declare", "seat": s, "items": items}
        decl_events.append(len(events))
        events.append(ev)
    side_of = {s: team(s) for s in range(4)}
    policy = {dealer: "low"} if weak_dealer else {}
    if weak_dealer:
        for s in range(4):
            if s != dealer:
                policy[s] = "high"
    sim = m.Sim(rng, 4, play_hands, elder, side_of, policy=policy)
    offset = len(events)
    if plant:
        plant = dict(plant)
    sim.play_all(plant)
    flags += sim.flags + matto_checks(sim)
    if plant and plant["kind"] in ("revoke", "no_trump", "wrong_leader") and "event_index" not in plant:
        return None
    events += sim.events
    tw = {}
    for _, w in sim.tricks:
        tw[w] = tw.get(w, 0) + 1
    dside = team(dealer)
    if tw.get(dealer, 0) > 0:
        disc_side = dside
    else:
        disc_side = team(dealer + 1)
        if tw.get((dealer + 2) % 4, 0) > 0:
            flags.append("discard_dealer_vs_side")
    piles, f, info = m.distribute(sim.tricks, side_of, [(disc_side, disc)])
    flags += f
    res = {}
    for tm in ("team0", "team1"):
        items, f1 = m.all_combos(piles[tm])
        flags += f1
        comb, f2 = m.combo_points(items)
        flags += f2
        cp, f3 = m.card_points(piles[tm])
        flags += f3
        last = 6 if team(sim.tricks[-1][1]) == tm else 0
        res[tm] = {
            "declarations": decl_points[tm],
            "combinations": comb,
            "combo_items": items,
            "card_points": cp,
            "last_trick": last,
            "pile": len(piles[tm]),
        }
        res[tm]["total"] = decl_points[tm] + comb + cp + last
    assert sum(r["card_points"] + r["last_trick"] for r in res.values()) == 93
    hands_rec = [list(h) for h in hands]
    if not talon_form:
        hands_rec[dealer] = dealt_dealer
    deal = {"dealer": dealer, "hands": hands_rec, "events": events}
    if talon_form:
        deal["talon"] = list(extra)
    return {
        "deal": deal,
        "flags": flags,
        "res": res,
        "sim": sim,
        "offset": offset,
        "plant": plant,
        "decl": decl_detail,
        "tw": tw,
        "disc_side": disc_side,
        "matto": info["matto"],
        "hands_play": play_hands,
    }


def add_otto_scores(r, breakdown=False, wrong=None):
    ev = r["deal"]["events"]
    for tm in ("team0", "team1"):
        x = r["res"][tm]
        if breakdown:
            for reason in ("declarations", "combinations", "card_points", "last_trick"):
                ev.append({"type": "score", "party": tm, "points": x[reason], "reason": reason})
        else:
            ev.append({"type": "score", "party": tm, "points": x["total"]})


def add_totals(r, totals, keys, wrong=None):
    ev = r["deal"]["events"]
    for i, k in enumerate(keys):
        pts = totals[i]
        if wrong and wrong[0] == k:
            pts += wrong[1]
        ev.append({"type": "total", "party": k, "points": pts})


def ok(r, allowed=()):
    if r is None:
        return False
    bad = [f for f in r["flags"] if f in AMBIG and f not in allowed]
    return not bad


def search(fn, cond=lambda r: True, allowed=(), start=1):
    for seed in range(start, start + 20000):
        r = fn(seed)
        if ok(r, allowed) and cond(r):
            r["seed"] = seed
            return r
    raise SystemExit(f"no seed for {fn}")


def transcript(game, players, deals, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": game}
    if rules:
        t["rules"] = rules
    t["players"] = players
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    return t


OTTO_P = ["Anna", "Bruno", "Carla", "Dario"]
TERZ_P = ["Elena", "Franco", "Giulia"]
FIG = []


def write(name, t, lines):
    (OUT / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    FIG.append("== " + name)
    FIG.extend(lines)


def otto_lines(r, di=0):
    L = [
        "deal %d seed %d dealer %d tricks won %s discard %s -> %s; Matto %s"
        % (
            di,
            r["seed"],
            r["deal"]["dealer"],
            r["tw"],
            r["deal"]["events"][1 if "talon" in r["deal"] else 0]["cards"],
            r["disc_side"],
            r["matto"],
        )
    ]
    for s, items, pts in r["decl"]:
        L.append("  declare seat %d: %s = %d" % (s, items, pts))
    for tm in ("team0", "team1"):
        x = r["res"][tm]
        L.append(
            "  %s: decl %d + after-play %d %s + cards %d (pile %d) + last %d = %d"
            % (
                tm,
                x["declarations"],
                x["combinations"],
                [(i["of"], i.get("suit"), i.get("count", i.get("length"))) for i in x["combo_items"]],
                x["card_points"],
                x["pile"],
                x["last_trick"],
                x["total"],
            )
        )
    L += ["  " + n for n in r["sim"].notes]
    return L


def otto_files():
    # 01 clean, full record, breakdown by reason
    r = search(lambda s: otto_deal(s, 3))
    add_otto_scores(r, breakdown=True)
    add_totals(r, [r["res"]["team0"]["total"], r["res"]["team1"]["total"]], ["team0", "team1"])
    write(
        "01-otto-clean-breakdown.json",
        transcript(
            "tarocchini-ottocento", OTTO_P, [r["deal"]], meta={"round": "tarocchini-spec2", "expect": "clean"}
        ),
        otto_lines(r),
    )

    # 02 session of two deals from start totals, passing 800; deal 1 in talon form
    st = [500, 300]
    r1 = search(lambda s: otto_deal(s, 0), start=100)
    r2 = search(lambda s: otto_deal(s, 1, talon_form=True), start=200)
    tot = list(st)
    for r in (r1, r2):
        add_otto_scores(r)
        tot = [tot[0] + r["res"]["team0"]["total"], tot[1] + r["res"]["team1"]["total"]]
        add_totals(r, tot, ["team0", "team1"])
    write(
        "02-otto-session-800.json",
        transcript(
            "tarocchini-ottocento",
            OTTO_P,
            [r1["deal"], r2["deal"]],
            start={"totals": st},
            meta={"round": "tarocchini-spec2", "expect": "clean"},
        ),
        otto_lines(r1) + otto_lines(r2, 1) + [f"  totals after: {tot}"],
    )

    # 03 monte: all four say monte after five cards, the next player deals
    rng = m.new_rng(303)
    cards = m.deck()
    rng.shuffle(cards)
    dealer = 2
    elder = 3
    h5 = [[] for _ in range(4)]
    for k in range(4):
        h5[(elder + k) % 4] = cards[k * 5 : (k + 1) * 5]
    monte = {
        "dealer": dealer,
        "hands": h5,
        "events": [{"type": "redeal", "seat": (elder + k) % 4, "reason": "monte"} for k in range(4)],
    }
    r = search(lambda s: otto_deal(s, 3), start=300)
    add_otto_scores(r)
    add_totals(r, [r["res"]["team0"]["total"], r["res"]["team1"]["total"]], ["team0", "team1"])
    write(
        "03-otto-monte.json",
        transcript(
            "tarocchini-ottocento",
            OTTO_P,
            [monte, r["deal"]],
            meta={"round": "tarocchini-spec2", "expect": "clean"},
        ),
        ["deal 0: monte by seats 3,0,1,2 after five cards each (hands recorded as the 5 cards dealt)"]
        + otto_lines(r, 1),
    )

    # 04 play edge cases: decisive moretti tie (last played wins), Matto played while able to
    # follow, no duty to overtake, and a declaration smaller than held
    def shrink(items):
        out = []
        for it in items:
            it = dict(it)
            if it["kind"] == "cricca" and it["count"] == 4:
                it["count"] = 3
            elif it["kind"] == "sequence" and it["length"] > 3:
                it["length"] -= 1
            out.append(it)
        return out

    def c04(r):
        dec0 = r["decl"][0]
        full, _ = m.all_combos(r["hands_play"][dec0[0]])
        smaller = m.item_points  # noqa: F841
        shrunk = any(True for it in dec0[1]) and dec0[1] != m.choose_declaration(r["hands_play"][dec0[0]])
        return (
            "moretti_tie_decisive" in r["flags"]
            and matto_while_following(r["sim"], r["hands_play"])
            and underplay(r["sim"], r["hands_play"])
            and shrunk
        )

    r = search(
        lambda s: otto_deal(s, 1, shrink=shrink), cond=c04, allowed=("moretti_tie_decisive",), start=400
    )
    add_otto_scores(r)
    add_totals(r, [r["res"]["team0"]["total"], r["res"]["team1"]["total"]], ["team0", "team1"])
    write(
        "04-otto-play-edges.json",
        transcript(
            "tarocchini-ottocento", OTTO_P, [r["deal"]], meta={"round": "tarocchini-spec2", "expect": "clean"}
        ),
        otto_lines(r)
        + [
            "  Matto played while able to follow: yes",
            "  " + underplay(r["sim"], r["hands_play"]),
            "  elder declared less than held: {} vs held {}".format(
                r["decl"][0][1], m.choose_declaration(r["hands_play"][r["decl"][0][0]])
            ),
        ],
    )

    # 05 the dealer takes no trick himself, his partner does: the discards go to the opponents
    r = search(
        lambda s: otto_deal(s, 0, weak_dealer=True),
        cond=lambda r: "discard_dealer_vs_side" in r["flags"],
        allowed=("discard_dealer_vs_side",),
        start=500,
    )
    add_otto_scores(r)
    add_totals(r, [r["res"]["team0"]["total"], r["res"]["team1"]["total"]], ["team0", "team1"])
    write(
        "05-otto-dealer-no-trick.json",
        transcript(
            "tarocchini-ottocento", OTTO_P, [r["deal"]], meta={"round": "tarocchini-spec2", "expect": "clean"}
        ),
        otto_lines(r),
    )

    # 06 three cricche declared at once: doubled
    def c06(r):
        return any(
            sum(1 for i in items if i["kind"] == "cricca") >= 3 for _, items, _ in r["decl"]
        ) and not any(f for f in r["flags"] if f in AMBIG and f != "double_cricche")

    def decl3(s):
        return otto_deal(s, 2, max_each=3)

    r = None
    for seed in range(600, 200000):
        x = decl3(seed)
        if x is None:
            continue
        # the after-play count must not itself double
        if c06(x) and not any(
            sum(1 for i in items if i["kind"] == "sequence") >= 3 for _, items, _ in x["decl"]
        ):
            x["seed"] = seed
            r = x
            break
    add_otto_scores(r)
    add_totals(r, [r["res"]["team0"]["total"], r["res"]["team1"]["total"]], ["team0", "team1"])
    write(
        "06-otto-three-cricche.json",
        transcript(
            "tarocchini-ottocento", OTTO_P, [r["deal"]], meta={"round": "tarocchini-spec2", "expect": "clean"}
        ),
        otto_lines(r),
    )

    # 07 revoke
    r = search(lambda s: otto_deal(s, 3, plant={"kind": "revoke", "trick": 4}), start=700)
    add_otto_scores(r)
    add_totals(r, [r["res"]["team0"]["total"], r["res"]["team1"]["total"]], ["team0", "team1"])
    p = r["sim"].plant if hasattr(r["sim"], "plant") else None  # noqa: F841
    write(
        "07-otto-revoke.json",
        transcript(
            "tarocchini-ottocento",
            OTTO_P,
            [r["deal"]],
            meta={"round": "tarocchini-spec2", "expect": "one revoke"},
        ),
        otto_lines(r) + [f"  PLANT {fault_line(r)}"],
    )

    # 08 illegal discard: the dealer lays away a King
    def disc_king(full, rng):
        kings = [c for c in full if c.startswith("K")]
        pips = [c for c in full if m.is_plain_pip(c)]
        if not kings or not pips:
            return None
        return [kings[0], pips[0]]

    r = search(
        lambda s: otto_deal(s, 2, discard_override=disc_king),
        cond=lambda r: r["deal"]["events"][0]["cards"][0] != r["deal"]["events"][0]["cards"][1],
        start=800,
    )
    add_otto_scores(r)
    add_totals(r, [r["res"]["team0"]["total"], r["res"]["team1"]["total"]], ["team0", "team1"])
    write(
        "08-otto-illegal-discard.json",
        transcript(
            "tarocchini-ottocento",
            OTTO_P,
            [r["deal"]],
            meta={"round": "tarocchini-spec2", "expect": "illegal discard at deal 0 event 0"},
        ),
        otto_lines(r) + ["  PLANT deal 0 event 0: discard of a King"],
    )

    # 09 false declaration: seat 1 (elder) declares three kings holding two or fewer
    def fake(hand):
        real = m.choose_declaration(hand)
        nk = sum(1 for c in hand if c.startswith("K"))
        if nk >= 3:
            return real + [{"kind": "cricca", "of": "kings", "count": 3}], real  # impossible, filtered
        return real + [{"kind": "cricca", "of": "kings", "count": 3}], real

    def c09(r):
        s, items, _ = r["decl"][0]
        nk = sum(1 for c in r["hands_play"][s] if c.startswith("K"))
        return nk <= 2 and sum(1 for i in items if i["kind"] == "cricca") <= 2

    r = search(lambda s: otto_deal(s, 0, decl_override={1: fake}), cond=c09, start=900)
    add_otto_scores(r)
    add_totals(r, [r["res"]["team0"]["total"], r["res"]["team1"]["total"]], ["team0", "team1"])
    write(
        "09-otto-false-declaration.json",
        transcript(
            "tarocchini-ottocento",
            OTTO_P,
            [r["deal"]],
            meta={"round": "tarocchini-spec2", "expect": "false declaration at deal 0 event 1"},
        ),
        otto_lines(r)
        + [
            "  PLANT deal 0 event 1: seat 1 declares kings x3 holding %d king(s); scores count "
            "only what he holds" % sum(1 for c in r["hands_play"][1] if c.startswith("K"))
        ],
    )

    # 10 out of turn: the wrong player leads trick 7
    r = search(lambda s: otto_deal(s, 1, plant={"kind": "wrong_leader", "trick": 6}), start=1000)
    add_otto_scores(r)
    add_totals(r, [r["res"]["team0"]["total"], r["res"]["team1"]["total"]], ["team0", "team1"])
    write(
        "10-otto-out-of-turn.json",
        transcript(
            "tarocchini-ottocento",
            OTTO_P,
            [r["deal"]],
            meta={"round": "tarocchini-spec2", "expect": "one out-of-turn lead"},
        ),
        otto_lines(r) + [f"  PLANT {fault_line(r)}"],
    )

    # 11 wrong total in the second deal of a session
    r1 = search(lambda s: otto_deal(s, 2), start=1100)
    r2 = search(lambda s: otto_deal(s, 3), start=1200)
    tot = [0, 0]
    add_otto_scores(r1)
    tot = [r1["res"]["team0"]["total"], r1["res"]["team1"]["total"]]
    add_totals(r1, tot, ["team0", "team1"])
    add_otto_scores(r2)
    tot2 = [tot[0] + r2["res"]["team0"]["total"], tot[1] + r2["res"]["team1"]["total"]]
    add_totals(r2, tot2, ["team0", "team1"], wrong=("team1", 10))
    ev_idx = len(r2["deal"]["events"]) - 1
    write(
        "11-otto-wrong-total.json",
        transcript(
            "tarocchini-ottocento",
            OTTO_P,
            [r1["deal"], r2["deal"]],
            meta={"round": "tarocchini-spec2", "expect": "wrong total deal 1"},
        ),
        otto_lines(r1)
        + otto_lines(r2, 1)
        + [
            "  PLANT deal 1 event %d: team1 total %d written (should be %d)" % (ev_idx, tot2[1] + 10, tot2[1])
        ],
    )


def fault_line(r):
    p = r["plant"]
    return "deal 0 event %d (seat %d): %s" % (r["offset"] + p["event_index"], p["event_seat"], p["kind"])


# ------------------------------------------------------------------ Terziglio
def terz_deal(
    seed,
    dealer,
    widow,
    bids,
    contract,
    declarer,
    take_n=2,
    plant=None,
    disc_override=None,
    weak_declarer=False,
    strong_declarer=False,
):
    rng = m.new_rng(seed)
    cards = m.deck()
    rng.shuffle(cards)
    hs = 19 if widow == 5 else 18
    elder = (dealer + 1) % 3
    hands = [cards[i * hs : (i + 1) * hs] for i in range(3)]
    talon = cards[3 * hs :]
    flags = []
    if weak_declarer or strong_declarer:

        def strength(c):
            if c == "MATTO":
                return 50
            if m.is_trump(c):
                return 100 + m.trump_strength(c)
            return m.suit_strength(c)

        allc = sorted(cards[: 3 * hs], key=strength)
        mine = allc[:hs] if weak_declarer else allc[-hs:]
        rest = [c for c in allc if c not in mine]
        rng.shuffle(mine)
        rng.shuffle(rest)
        others = [s for s in range(3) if s != declarer]
        hands[declarer] = mine
        hands[others[0]] = rest[:hs]
        hands[others[1]] = rest[hs:]
    events = []
    for s, b in bids:
        events.append({"type": "bid", "seat": s, "bid": b})
    play_hands = [list(h) for h in hands]
    widow_after = list(talon)
    disc = []
    if contract == "gioco" and take_n:
        take = rng.sample(talon, take_n)
        full = play_hands[declarer] + take
        if disc_override:
            disc = disc_override(full, rng)
            if disc is None:
                return None
        else:
            pips = [c for c in full if m.is_plain_pip(c)]
            if len(pips) < take_n:
                return None
            disc = rng.sample(pips, take_n)
        events.append({"type": "take", "seat": declarer, "cards": take})
        events.append({"type": "discard", "seat": declarer, "cards": disc})
        play_hands[declarer] = [c for c in full if c not in disc]
        widow_after = [c for c in talon if c not in take] + disc
    decl_detail = []
    side_of = {s: ("D" if s == declarer else "O") for s in range(3)}
    decl_points = {"D": 0, "O": 0}
    for k in range(3):
        s = (elder + k) % 3
        items = m.choose_declaration(play_hands[s])
        flags += m.all_combos(play_hands[s])[1]
        pts, f = m.combo_points(items)
        flags += f
        decl_points[side_of[s]] += pts
        decl_detail.append((s, items, pts))
        events.append({"type": "declare", "seat": s, "items": items})
    policy = {}
    if weak_declarer:
        policy = {s: ("low" if s == declarer else "high") for s in range(3)}
    if strong_declarer:
        policy = {s: ("high" if s == declarer else "low") for s in range(3)}
    sim = m.Sim(rng, 3, play_hands, elder, side_of, policy=policy)
    offset = len(events)
    if plant:
        plant = dict(plant)
    sim.play_all(plant)
    if plant and plant["kind"] in ("revoke", "no_trump", "wrong_leader") and "event_index" not in plant:
        return None
    flags += sim.flags + matto_checks(sim)
    events += sim.events
    tw = {}
    for _, w in sim.tricks:
        tw[w] = tw.get(w, 0) + 1
    if contract == "gioco":
        wside = "D" if tw.get(declarer, 0) > 0 else "O"
    else:
        wside = side_of[sim.tricks[-1][1]]
    piles, f, info = m.distribute(sim.tricks, side_of, [(wside, widow_after)])
    flags += f
    res = {}
    for sd in ("D", "O"):
        items, f1 = m.all_combos(piles[sd])
        flags += f1
        comb, f2 = m.combo_points(items)
        flags += f2
        cp, f3 = m.card_points(piles[sd])
        flags += f3
        last = 6 if side_of[sim.tricks[-1][1]] == sd else 0
        res[sd] = {
            "declarations": decl_points[sd],
            "combinations": comb,
            "combo_items": items,
            "card_points": cp,
            "last_trick": last,
            "pile": len(piles[sd]),
        }
        res[sd]["total"] = decl_points[sd] + comb + cp + last
    if "odd_pile" in flags:
        return None
    assert sum(r["card_points"] + r["last_trick"] for r in res.values()) == 93
    sides_won = {side_of[w] for _, w in sim.tricks}
    if len(sides_won) == 1:
        win = sides_won.pop()
        gp = 40
        how = "all tricks -> 40"
        if contract == "solo":
            flags.append("solo_all_tricks")
    else:
        win = "D" if res["D"]["total"] > res["O"]["total"] else "O"
        gp = m.round_game_points(res[win]["total"])
        how = "%d -> %d" % (res[win]["total"], gp)
        if contract == "solo":
            gp *= 2
            how += " x2 (solo) = %d" % gp
    scores = [gp if side_of[s] == win else 0 for s in range(3)]
    deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": events}
    return {
        "deal": deal,
        "flags": flags,
        "res": res,
        "sim": sim,
        "offset": offset,
        "plant": plant,
        "decl": decl_detail,
        "tw": tw,
        "wside": wside,
        "widow_after": widow_after,
        "matto": info["matto"],
        "scores": scores,
        "win": win,
        "how": how,
        "hands_play": play_hands,
        "declarer": declarer,
        "contract": contract,
    }


def terz_lines(r, di=0):
    L = [
        "deal %d seed %d dealer %d declarer %d %s; tricks won %s; widow %s -> %s; Matto %s"
        % (
            di,
            r["seed"],
            r["deal"]["dealer"],
            r["declarer"],
            r["contract"],
            r["tw"],
            r["widow_after"],
            r["wside"],
            r["matto"],
        )
    ]
    for s, items, pts in r["decl"]:
        L.append("  declare seat %d: %s = %d" % (s, items, pts))
    for sd in ("D", "O"):
        x = r["res"][sd]
        L.append(
            "  %s: decl %d + after-play %d %s + cards %d (pile %d) + last %d = %d"
            % (
                sd,
                x["declarations"],
                x["combinations"],
                [(i["of"], i.get("suit"), i.get("count", i.get("length"))) for i in x["combo_items"]],
                x["card_points"],
                x["pile"],
                x["last_trick"],
                x["total"],
            )
        )
    L.append("  winner {}: {}; scores {}".format(r["win"], r["how"], r["scores"]))
    L += ["  " + n for n in r["sim"].notes]
    return L


def add_terz(r, tot, wrong_score=None, wrong_total=None):
    ev = r["deal"]["events"]
    for s in range(3):
        pts = r["scores"][s] + (wrong_score[1] if wrong_score and wrong_score[0] == s else 0)
        ev.append({"type": "score", "party": s, "points": pts})
    new = [tot[s] + r["scores"][s] for s in range(3)]
    for s in range(3):
        pts = new[s] + (wrong_total[1] if wrong_total and wrong_total[0] == s else 0)
        ev.append({"type": "total", "party": s, "points": pts})
    return new


def terz_files():
    # 12 gioco clean, widow 5, declarer wins, two deals
    r1 = search(
        lambda s: terz_deal(s, 0, 5, [(1, "gioco"), (2, "pass"), (0, "pass")], "gioco", 1),
        cond=lambda r: r["win"] == "D",
        start=1300,
    )
    r2 = search(
        lambda s: terz_deal(s, 1, 5, [(2, "pass"), (0, "gioco"), (1, "pass")], "gioco", 0, take_n=3),
        cond=lambda r: r["win"] == "O",
        start=1400,
    )
    tot = add_terz(r1, [0, 0, 0])
    tot = add_terz(r2, tot)
    write(
        "12-terz-gioco-clean.json",
        transcript(
            "tarocchini-terziglio",
            TERZ_P,
            [r1["deal"], r2["deal"]],
            rules={"widow": 5},
            meta={"round": "tarocchini-spec2", "expect": "clean"},
        ),
        terz_lines(r1) + terz_lines(r2, 1) + [f"  totals {tot}"],
    )

    # 13 solo clean, widow 8 (18 cards): no exchange, widow to the last trick's winner, doubled
    r = search(
        lambda s: terz_deal(s, 2, 8, [(0, "pass"), (1, "solo"), (2, "pass")], "solo", 1),
        cond=lambda r: r["win"] == "D",
        start=1500,
    )
    tot = add_terz(r, [0, 0, 0])
    write(
        "13-terz-solo-clean.json",
        transcript(
            "tarocchini-terziglio",
            TERZ_P,
            [r["deal"]],
            rules={"widow": 8},
            meta={"round": "tarocchini-spec2", "expect": "clean"},
        ),
        terz_lines(r),
    )

    # 14 the declarer (gioco, no exchange) takes no trick: opponents win all tricks -> 40 each
    r = search(
        lambda s: terz_deal(
            s, 2, 5, [(0, "pass"), (1, "pass"), (2, "gioco")], "gioco", 2, take_n=0, weak_declarer=True
        ),
        cond=lambda r: r["tw"].get(2, 0) == 0,
        allowed=("matto_side_no_trick",),
        start=1600,
    )
    tot = add_terz(r, [0, 0, 0])
    write(
        "14-terz-all-tricks.json",
        transcript(
            "tarocchini-terziglio",
            TERZ_P,
            [r["deal"]],
            rules={"widow": 5},
            meta={"round": "tarocchini-spec2", "expect": "clean"},
        ),
        terz_lines(r),
    )

    # 15 failure to trump
    r = search(
        lambda s: terz_deal(
            s,
            0,
            5,
            [(1, "pass"), (2, "gioco"), (0, "pass")],
            "gioco",
            2,
            plant={"kind": "no_trump", "trick": 5},
        ),
        start=1700,
    )
    add_terz(r, [0, 0, 0])
    write(
        "15-terz-failure-to-trump.json",
        transcript(
            "tarocchini-terziglio",
            TERZ_P,
            [r["deal"]],
            rules={"widow": 5},
            meta={"round": "tarocchini-spec2", "expect": "one failure to trump"},
        ),
        terz_lines(r) + [f"  PLANT {fault_line(r)}"],
    )

    # 16 illegal bid: gioco after solo
    r = search(lambda s: terz_deal(s, 1, 5, [(2, "solo"), (0, "gioco"), (1, "pass")], "solo", 2), start=1800)
    add_terz(r, [0, 0, 0])
    write(
        "16-terz-illegal-bid.json",
        transcript(
            "tarocchini-terziglio",
            TERZ_P,
            [r["deal"]],
            rules={"widow": 5},
            meta={"round": "tarocchini-spec2", "expect": "illegal bid deal 0 event 1"},
        ),
        terz_lines(r) + ["  PLANT deal 0 event 1: seat 0 bids gioco after seat 2's solo"],
    )

    # 17 illegal discard in gioco: a King laid away
    def disc_king(full, rng):
        kings = [c for c in full if c.startswith("K")]
        pips = [c for c in full if m.is_plain_pip(c)]
        if not kings or not pips:
            return None
        return [kings[0], pips[0]]

    r = search(
        lambda s: terz_deal(
            s, 2, 8, [(0, "gioco"), (1, "pass"), (2, "pass")], "gioco", 0, disc_override=disc_king
        ),
        start=1900,
    )
    add_terz(r, [0, 0, 0])
    write(
        "17-terz-illegal-discard.json",
        transcript(
            "tarocchini-terziglio",
            TERZ_P,
            [r["deal"]],
            rules={"widow": 8},
            meta={"round": "tarocchini-spec2", "expect": "illegal discard deal 0 event 4"},
        ),
        terz_lines(r) + ["  PLANT deal 0 event 4: gioco declarer discards a King"],
    )

    # 18 wrong score where the rounding bites: the winner's points end 46..49 above a multiple of 50
    # (rounded UP); the sheet wrote the rounded-down figure
    def c18(r):
        p = r["res"][r["win"]]["total"]
        return 46 <= p % 50 <= 49 and len({r["sim"].side_of[w] for _, w in r["sim"].tricks}) == 2

    r = search(
        lambda s: terz_deal(s, 0, 5, [(1, "gioco"), (2, "pass"), (0, "pass")], "gioco", 1),
        cond=c18,
        start=2000,
    )
    win_seat = [s for s in range(3) if r["scores"][s]][0]
    add_terz(r, [0, 0, 0], wrong_score=(win_seat, -1))
    ev = r["deal"]["events"]
    # keep the total consistent with the sheet's own (wrong) score so only the score is at fault
    for e in ev:
        if e["type"] == "total" and e["party"] == win_seat:
            e["points"] -= 1
    idx = [i for i, e in enumerate(ev) if e["type"] == "score" and e["party"] == win_seat][0]
    write(
        "18-terz-wrong-score-rounding.json",
        transcript(
            "tarocchini-terziglio",
            TERZ_P,
            [r["deal"]],
            rules={"widow": 5},
            meta={"round": "tarocchini-spec2", "expect": "wrong score deal 0 event %d" % idx},
        ),
        terz_lines(r)
        + [
            "  PLANT deal 0 event %d: seat %d written %d (rounded down) instead of %d"
            % (idx, win_seat, r["scores"][win_seat] - 1, r["scores"][win_seat])
        ],
    )


if __name__ == "__main__":
    otto_files()
    terz_files()
    (OUT / "figures.txt").write_text("\n".join(FIG) + "\n", encoding="utf-8")
    print("\n".join(FIG))
