"""Writes EXPECTED.md from check.out (my model's reading of each file) and the
notes below.  python mkexpected.py"""
import ast
import re

DESC = {
 "01": ("Clean. Three deals, every hand written with the dealer's 17 cards (15 + the last two), discard event, every seat's declaration (`[]` for none), one score line per team per deal, running totals.",
        "Dealing/discard: 'Дилер забирает последние две карты ... Дилер должен сбросить две карты, которые не могут быть картами «5 очков»'; scoring: 'Подсчет очков' paragraph (combinations from declarations + combinations in captured cards + card points in pairs − 1 + 6 for the last trick)."),
 "02": ("Clean. Widow written as `talon` with the dealer's `take` and `discard`; only seats that declared something are written (passes left out); the sheet split by reason: `declarations` lines right after the declarations, `combinations`, `card_points`, `last_trick` after the play.",
        "'Игра состоит из трех частей' (declarations, play, combinations after play); 'Подсчет очков'."),
 "03": ("Clean. No `declare` events at all. Deal 0: split sheet whose `declarations` lines (33 / 15) stand on the record's word; deal 1: one line per team (118 / 326) whose declaration share (0 / 25) is not written separately. A correct validator can check the after-play lines of deal 0 and must take the record's figures for what was declared (format: declarations not written are unrecorded, not missing).",
        "'Игрок не обязан ничего объявлять' — nothing forces a declaration, so no finding can rest on an unwritten one."),
 "04": ("Clean. `hands: null` (plays only), the discard and the declarations written. Every card is played or discarded, so the hands are fully reconstructible; the declarations can be checked against them.",
        "Format, play-only records."),
 "05": ("ONE FAULT: revoke (failure to trump) provable from a play-only record [code changed from `revoke` to `failure_to_trump` in phase 2, REPORT.md (b1)]. Deal 1, event 27: Rosa (seat 3) plays 7S to a coins (D) lead; she has no coins but plays T9, T1, T4, T5 later, so she held trumps and had to trump. No discard written (the two cards never played, 10C and 7D, are the dealer's discard). Scores as played (no penalty in the source).",
        "'игрок, который не может следовать масти, должен козырять, если это возможно'."),
 "06": ("Clean. Only `total` events (no `score` lines).",
        "'Подсчет очков'; the format: totals checked against previous total + deal result."),
 "07": ("Clean. `start.totals` [420, 515] carried from an earlier sheet; totals continue from them.",
        "Format `start`."),
 "08": ("Clean. From [640, 700] team0 scores 760 in deal 0 and passes 800 (1400 : 719, team0 wins the game). Deals 1-2 are a new game: totals restart from 0 on the same sheet (note on the first event of deal 1). Dealer rotation continues (1, 2, 3).",
        "'побеждает первая команда, набравшая 800 очков'."),
 "09": ("Clean. From [775, 610] team0 declares 30 in deal 0 → 805 before any card is played: the game is won on the declarations and the deal is not played (record: discard, declarations, `declarations` score lines, totals, no plays). Deals 1-2: new game from 0, dealer rotation continues.",
        "'На самом деле, выиграть на объявлениях возможно, если одна команда сможет набрать 800 очков.'"),
 "10": ("Clean. Deal 1: the last trick was not written (each player had one card left, so it is forced: NB, KD, KC, KS, won by Gianni's NB); the split sheet after it (incl. 6 for the last trick to team0) must be checked against the forced trick.",
        "'Последняя взятка имеет бонус в 6 очков'; format (a forced last trick is inferred)."),
 "11": ("Clean. Deal 2 stops after nine tricks (club closed), no scores, no totals. Nothing to report; its result is unknown (the totals stay [754, 576]).",
        "Format: parts not written are unrecorded."),
 "12": ("Clean. Signals written only as `note` on plays (the format has no signal event); Lucia asks for monte in deal 0 (`redeal` monte) and the others play on, so no monte. Deal 1: the Matto goes into an opponents' trick; the card given back for it is written only in a note.",
        "'партнерам разрешено подавать друг другу определенные ограниченные сигналы'; monte: 'Если все объявили monte, то игра будет перезапущена' (only if all ask)."),
 "13": ("Clean. Deal 1: the dealer Pietro (seat 2) takes no trick, his partner Gianni takes five. Under the default `discard_credit: dealer_trick` (the source's words: the dealer makes no tricks) the two discards (7S, 7D) go to the opponents (team1).",
        "'Сброшенные карты считаются очками для дилера, если только он не делает никаких взяток, в таком случае сброшенные карты должны быть сданы противникам.'"),
 "14": ("ONE FAULT: wrong declaration points. Deal 1, event 6: team1's `declarations` line says 28: only Rosa's four queens (28) were written, Lucia's three kings (17) left out; right is 45. Totals follow the sheet's own arithmetic (one finding only).",
        "Cricche table: 'Короли 17 34' etc."),
 "15": ("ONE FAULT: wrong card points. Deal 1, event 69: team0's `card_points` line says 29, right is 27 (team1's 60 is right; the two must add up to 87). Totals follow the sheet.",
        "'подсчитайте очки карт попарно, вычитая одно очко из каждой пары' (87 + 6 = 93)."),
 "16": ("ONE FAULT: wrong total. Deal 1, event 68: team1's total 422 should be 34 + 398 = 432. Deal 2's total carries on from the written 422 (sheet arithmetic), so it is not a second finding.",
        "Format `total`."),
 "17": ("ONE FAULT: dealer out of turn. Deals dealt by 1, 2, then 0 (seat 3 was due). The hands and the play follow seat 0 as dealer (17 cards, Lucia leads), so the deal was really dealt out of turn. Scores/totals are right for the deal as played.",
        "'раздача ... происходят против часовой стрелки' and, for monte, 'раздача переходит к следующему игроку' — the deal passes to the next player."),
 "18": ("ONE FAULT: revoke with hands written. Deal 1, event 20: Pietro (seat 2) plays 6B to a spade lead holding 7S, 8S and KS. Only totals on the sheet; they are right for the deal as played.",
        "'Как и во всех играх тарокки, есть правило...' (follow suit)."),
 "19": ("Clean. Widow written as `talon`, no `take` event; deal 0: the dealer lays away T2 (a Moretto) and T18 (the Sun), both 1-point trumps, which the source allows (only 5-point cards are barred).",
        "'Дилер должен сбросить две карты, которые не могут быть картами «5 очков» (например, короли или козыри стоимостью 5 очков)'."),
 "20": ("Clean. Deal 0: Rosa declares three cricche at once (kings, queens, knights: (17 + 14 + 13) × 2 = 88); Lucia holds four jacks and declares a cricca of three (12), which the source allows.",
        "'Мультипликативные бонусы появляются, когда три или более крика ... Это удваивает очки.'; 'может по желанию объявить меньший набор или пробег, чем фактически удерживаемый'."),
 "22": ("ONE FAULT (written in phase 2, not blind, to pin REPORT.md (a1)): as file 10, deal 0's last trick is not written and is forced; team0's `card_points` line is 10 too many. Totals follow the sheet.",
        "'подсчитайте очки карт попарно, вычитая одно очко из каждой пары'; the last trick forced (each player has one card)."),
 "21": ("Clean. From [745, 760] both teams pass 800 in deal 0 (823 : 1143): team1 has more and wins. Deal 1: new game from 0.",
        "'Если обе команды смогут это сделать, побеждает команда с большим количеством очков.'"),
}

lines = open("check.out").read().splitlines()
files = {}
cur = None
for ln in lines:
    if ln.endswith(".json"):
        cur = ln
        files[cur] = []
    else:
        files[cur].append(ln.strip())

out = []
out.append(open("expected_head.txt").read())
for f, rows in files.items():
    k = f[:2]
    desc, src = DESC[k]
    viol = [r for r in rows if re.match(r"\(\d+, [\dN]", r) and ("revoke" in r or "wrong_" in r or "failure_to_trump" in r)]
    out.append(f"## {f}\n")
    out.append(desc + "\n")
    out.append("Violations: " + ("none" if not viol else "; ".join(
        "(" + ", ".join(r[1:r.index(")")].split(", ")[:3]).replace("None", "–") + ")" for r in viol)) + "\n")
    out.append("Settlement (my model; points per team for each deal, then totals):\n")
    pend = []
    for r in rows:
        if ", deal)" in r:
            m = re.match(r"\((\d+), None, deal\) dealer (\d); result (.*); discard (\[.*?\]); totals (.*)$", r)
            di, dl, res, disc, tot = m.groups()
            if res == "None":
                rs = "not played / not finished"
            else:
                rd = ast.literal_eval(res)
                rs = "; ".join(f"team{t}: decl {rd[t]['declarations']} + comb {rd[t]['combinations']} + cards {rd[t]['card_points']} + last {rd[t]['last_trick']} = {rd[t]['total']}" for t in (0, 1))
            out.append(f"- deal {di} (dealer {dl}, discard {disc}): {rs}; totals {tot}")
            out.extend(pend)
            pend = []
        elif "info" in r:
            pend.append(f"  - {r.split('info) ')[1]}")
    out.append("\nSource: " + src + "\n")
open("EXPECTED.md", "w").write("\n".join(out) + "\n")
