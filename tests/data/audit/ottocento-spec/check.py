"""Re-read every transcript of this folder from its JSON alone and report what
my model of the source says about it (violations, per-deal points, totals).
Output: check.out.  This is the basis of EXPECTED.md."""

from __future__ import annotations

import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import (DECK, SUITS, card_points, item_points, legal, pile_combos,  # noqa: E402
                   rank_of, suit_of, trick_winner, value)

HERE = os.path.dirname(os.path.abspath(__file__))


def check(path):
    doc = json.load(open(path))
    out = []
    totals = list(doc.get("start", {}).get("totals", [0, 0]))
    game_over = False
    prev_dealer = None
    for di, deal in enumerate(doc["deals"]):
        ev = deal["events"]
        dealer = deal["dealer"]
        if prev_dealer is not None and dealer != (prev_dealer + 1) % 4:
            out.append((di, None, "wrong_dealer", f"dealer {dealer}, due {(prev_dealer + 1) % 4}"))
        prev_dealer = dealer
        if game_over:
            totals = [0, 0]
            game_over = False
        plays = [(i, e["seat"], e["card"]) for i, e in enumerate(ev) if e["type"] == "play"]
        played = {s: [c for _, ss, c in plays if ss == s] for s in range(4)}
        disc_ev = [e for e in ev if e["type"] == "discard"]
        if deal["hands"] is not None:
            hands = {s: list(h) for s, h in enumerate(deal["hands"])}
            if len(hands[dealer]) == 15:
                hands[dealer] += deal["talon"]
            allc = sorted(sum(hands.values(), []), key=DECK.index)
            assert allc == sorted(DECK, key=DECK.index), (path, di)
        else:
            hands = {s: list(played[s]) for s in range(4)}
            if disc_ev:
                hands[dealer] += disc_ev[0]["cards"]
            else:
                seen = set(sum(played.values(), []))
                hands[dealer] += [c for c in DECK if c not in seen]
        if disc_ev:
            discard = disc_ev[0]["cards"]
        else:
            discard = [c for c in hands[dealer] if c not in played[dealer]]
        assert len(discard) == 2 and all(value(c) < 5 for c in discard), (path, di, discard)
        live = {s: list(h) for s, h in hands.items()}
        for c in discard:
            live[dealer].remove(c)
        hand15 = {s: list(h) for s, h in live.items()}
        decl = {0: 0, 1: 0}
        declared_any = False
        for e in ev:
            if e["type"] == "declare":
                declared_any = True
                decl[e["seat"] % 2] += item_points(e["items"])
        # play
        tricks = []
        trick = []
        leader = (dealer + 1) % 4
        expected_seat = leader
        for i, s, c in plays:
            assert s == expected_seat, (path, di, i, s, expected_seat)
            assert c in live[s], (path, di, i, s, c)
            if c not in legal(live[s], [(ss, cc) for _, ss, cc in trick]):
                led = next(suit_of(cc) for _, _, cc in trick if cc != "MATTO")
                code = "revoke" if any(suit_of(x) == led for x in live[s]) else "failure_to_trump"
                out.append((di, i, code, f"seat {s} played {c}"))
            live[s].remove(c)
            trick.append((i, s, c))
            if len(trick) == 4:
                w = trick_winner([(ss, cc) for _, ss, cc in trick])
                tricks.append(([(ss, cc) for _, ss, cc in trick], w))
                trick = []
                expected_seat = w
            else:
                expected_seat = (s + 1) % 4
        complete = len(tricks) == 15
        if not complete and len(tricks) == 14 and all(len(v) == 1 for v in live.values()):
            # forced last trick
            lt = []
            s = expected_seat
            for _ in range(4):
                lt.append((s, live[s][0]))
                s = (s + 1) % 4
            tricks.append((lt, trick_winner(lt)))
            complete = True
            out.append((di, None, "info", f"last trick inferred {lt}"))
        res = None
        if complete:
            piles = {0: [], 1: []}
            won = {s: 0 for s in range(4)}
            matto = None
            for ti, (tr, w) in enumerate(tricks):
                won[w] += 1
                for s, c in tr:
                    if c == "MATTO":
                        matto = (s, w)
                    piles[w % 2].append(c)
            if matto and matto[0] % 2 != matto[1] % 2:
                mt, wt = matto[0] % 2, matto[1] % 2
                if won[mt] + won[mt + 2] > 0:
                    piles[wt].remove("MATTO")
                    piles[mt].append("MATTO")
                    plain = [c for c in piles[mt] if suit_of(c) in SUITS and rank_of(c) in ("6", "7", "8", "9", "10")]
                    piles[mt].remove(plain[0])
                    piles[wt].append(plain[0])
            dteam = dealer % 2
            dpile = dteam if won[dealer] > 0 else 1 - dteam
            piles[dpile] += discard
            lastw = tricks[-1][1] % 2
            res = {}
            for tm in (0, 1):
                comb = pile_combos(piles[tm])
                cp = card_points(piles[tm])
                lt = 6 if lastw == tm else 0
                res[tm] = {"declarations": decl[tm], "combinations": comb, "card_points": cp,
                           "last_trick": lt, "total": decl[tm] + comb + cp + lt}
        # recorded
        scores = {0: {}, 1: {}}
        for i, e in enumerate(ev):
            if e["type"] == "score":
                tm = int(e["party"][-1])
                scores[tm][e.get("reason")] = (i, e["points"])
        rec_pts = {}
        for tm in (0, 1):
            if res is not None:
                for r, (i, p) in scores[tm].items():
                    want = res[tm]["total"] if r is None else res[tm][r]
                    if not declared_any and r in ("declarations", None):
                        want = p  # declarations not written: the sheet's figure stands
                    if p != want:
                        out.append((di, i, "wrong_score", f"team{tm} {r}: recorded {p}, expected {want}"))
            if scores[tm]:
                rec_pts[tm] = sum(p for _, p in scores[tm].values())
        # deal result for the totals
        if res is not None:
            if not declared_any and scores[0].get("declarations"):
                for tm in (0, 1):
                    res[tm]["declarations"] = scores[tm]["declarations"][1]
                    res[tm]["total"] = sum(res[tm][k] for k in ("declarations", "combinations", "card_points", "last_trick"))
            if not declared_any and None in scores[0]:
                for tm in (0, 1):
                    rest = res[tm]["combinations"] + res[tm]["card_points"] + res[tm]["last_trick"]
                    res[tm]["declarations"] = scores[tm][None][1] - rest
                    res[tm]["total"] = scores[tm][None][1]
                    out.append((di, None, "info", f"team{tm} declarations not written: sheet implies {res[tm]['declarations']}"))
            pts = [res[0]["total"], res[1]["total"]]
        elif not plays:
            pts = [decl[0], decl[1]]
        else:
            pts = None
        before = list(totals)
        tot_ev = {int(e["party"][-1]): (i, e["points"]) for i, e in enumerate(ev) if e["type"] == "total"}
        if pts is not None:
            rule = [before[0] + pts[0], before[1] + pts[1]]
        else:
            rule = None
        for tm in (0, 1):
            if tm in tot_ev:
                i, p = tot_ev[tm]
                sheet = before[tm] + rec_pts[tm] if tm in rec_pts else None
                if rule is not None and p != rule[tm] and p != sheet:
                    out.append((di, i, "wrong_total", f"team{tm}: recorded {p}, expected {rule[tm]}"))
                totals[tm] = p
            elif rule is not None:
                totals[tm] = rule[tm]
        after = list(totals)
        win = None
        if rule is not None and max(rule) >= 800:
            game_over = True
            win = "team0" if rule[0] > rule[1] else "team1"
        out.append((di, None, "deal", f"dealer {dealer}; result {None if res is None else {tm: res[tm] for tm in (0, 1)}}; "
                    f"discard {discard}; totals {before} -> {after}" + (f"; GAME OVER, {win} wins" if win else "")))
    return out


def main():
    lines = []
    for p in sorted(glob.glob(os.path.join(HERE, "*.json"))):
        lines.append(os.path.basename(p))
        for di, i, code, msg in check(p):
            lines.append(f"  ({di}, {i}, {code}) {msg}")
    open(os.path.join(HERE, "check.out"), "w").write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
