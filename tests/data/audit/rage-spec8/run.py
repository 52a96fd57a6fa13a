"""Specs of the rage-spec8 files; writes NN-name.json, expected.txt (details) and EXPECTED.md."""

import json

from gen import build
from model import play_round

S = {"plus_minus_one": True}
H = {"hidden_bid": True}
SE = {"secret_bid": True}
D = {"durch": True}


def short_stock_round(n, cards, dealer):
    """Round 10, 3 players: the record keeps only the three stock cards turned; CHANGE turns
    the last two (action cards) and finds no colour card."""
    assert n == 3 and cards == 1
    lead = (dealer + 1) % n
    hands = [None] * 3
    hands[lead] = ["CHANGE"]
    hands[(lead + 1) % 3] = ["G7"]
    hands[(lead + 2) % 3] = ["MINUS5"]
    stock = ["Y4", "NOTRUMP", "PLUS5"]
    plays = [(lead, "CHANGE", None), ((lead + 1) % 3, "G7", None), ((lead + 2) % 3, "MINUS5", None)]
    bids = [0, 0, 0]
    bids[(lead + 1) % 3] = 1
    res = play_round(hands, stock, dealer, plays)
    return dict(hands=hands, stock=stock, bids=bids, plays=plays, res=res, planted=[],
                features={"change_r10", "lead_action", "change_empty_stock"})


def minus_winner(rd, sc):
    return max(range(len(sc)), key=lambda s: rd["res"]["minus"][s])


def r10_winner(rd, sc):
    return rd["res"]["logs"][0]["winner"]


SPECS = [
    dict(file="01-3p-standard-action-leads", n=3, rules={}, d0=0, seed=101, table=1,
         want={0: {"lead_action", "all_action"}, 2: {"all_action_joker"}, 4: {"plus_minus_same"},
               6: {"notrump_kills_trump"}, 9: {"action_one_card", "lead_action"}},
         note="clean; tricks led by action cards, tricks of action cards only (with and without a joker)"),
    dict(file="02-5p-pm1-notrump-last", n=5, rules=S, d0=2, seed=102, table=2,
         want={0: {"notrump_last"}, 3: {"plus_minus_same"}, 5: {"change_kills_trump"},
               9: {"notrump_r10"}},
         note="clean; plus/minus one; NOTRUMP in the last trick of round 1 and of round 10"),
    dict(file="03-6p-hidden-two-jokers", n=6, rules=H, d0=5, seed=103, table=3,
         want={0: {"two_jokers_same"}, 2: {"joker_trump"}, 9: {"change_r10"}},
         note="clean; hidden bid (bids written in the order the slips were read); two jokers for one colour"),
    dict(file="04-8p-secret-change-last", n=8, rules=SE, d0=3, seed=104, table=4,
         want={1: {"change_last"}, 4: {"lead_joker"}, 7: {"plus_minus_same"}, 9: {"action_one_card"}},
         note="clean; secret bid (bids written when revealed, after the last card); CHANGE in a last trick"),
    dict(file="05-3p-durch", n=3, rules=D, d0=1, seed=105, table=5,
         want={3: {"all_action"}, 6: {"durch"}, 8: {"durch_made"}, 9: {"action_one_card"}},
         note="clean; Durch: all tricks taken in rounds 7, 8 and 9 score 2 each (round 9 bid and made), the one-card round 1"),
    dict(file="06-5p-pm1-durch", n=5, rules=dict(S, **D), d0=0, seed=106, table=6,
         want={0: {"two_jokers_trump"}, 7: {"durch_made"}, 9: {"notrump_r10"}},
         note="clean; plus/minus one with Durch; two jokers named the trump"),
    dict(file="07-6p-hidden-pm1", n=6, rules=dict(H, **S), d0=1, seed=107, table=7,
         want={2: {"notrump_last"}, 5: {"plus_minus_same"}, 8: {"change_last"}},
         note="clean; hidden bid with plus/minus one: totals never equal the cards, the dealer's slip not read last"),
    dict(file="08-3p-change-empty-stock", n=3, rules={}, d0=2, seed=108, table=8,
         want={1: {"change_kills_trump"}, 4: {"all_action_joker"}},
         custom={9: short_stock_round},
         note="clean; round 10: the sheet keeps only the three stock cards turned; CHANGE turns the last two, both action cards, and finds no colour; G7 is the only colour card of the trick"),
    dict(file="09-8p-revoke", n=8, rules={}, d0=0, seed=109, table=9,
         want={0: {"notrump_kills_trump"}}, fault=dict(kind="revoke", round=3),
         note="one revoke in round 4"),
    dict(file="10-5p-action-while-able", n=5, rules={}, d0=4, seed=110, table=10,
         want={0: {"lead_action"}}, fault=dict(kind="action_follow", round=2),
         note="a +5/-5 card played while holding the led colour, round 3"),
    dict(file="11-8p-hidden-durch-wild-no-colour", n=8, rules=dict(H, **D), d0=6, seed=111, table=11,
         want={5: {"durch"}}, fault=dict(kind="wild_without_colour", round=1),
         note="a joker written without its colour (the second joker of the trick, named the trump, wins whatever it was)"),
    dict(file="12-3p-pm1-forbidden-bid", n=3, rules=S, d0=0, seed=112, table=12,
         want={9: {"action_one_card"}}, fault=dict(kind="bid_pm1", round=5),
         note="plus/minus one: the dealer's bid makes the total equal the cards in round 6"),
    dict(file="13-5p-hidden-bid-out-of-range", n=5, rules=H, d0=3, seed=113, table=13,
         want={0: {"plus_minus_same"}}, fault=dict(kind="bid_out_of_range", round=6, seat=1),
         note="hidden bid; a bid of 5 in the four-card round"),
    dict(file="14-6p-wrong-score-minus5", n=6, rules={}, d0=2, seed=114, table=14,
         want={3: {"plus_minus_same"}}, fault=dict(kind="wrong_score", round=3, seat=minus_winner, delta=5),
         note="the -5 of a trick holding +5 and -5 left off one score; totals follow the sheet"),
    dict(file="15-8p-secret-durch-wrong-total", n=8, rules=dict(SE, **D), d0=1, seed=115, table=15,
         want={8: {"durch_made"}}, fault=dict(kind="wrong_total", round=4, seat=3, delta=-10),
         note="secret bid with Durch; one running total 10 short, later totals carry it"),
    dict(file="16-3p-hidden-card-not-in-hand", n=3, rules=H, d0=1, seed=116, table=16,
         want={0: {"all_action"}}, fault=dict(kind="card_not_in_hand", round=2),
         note="hidden bid; a card written that the player never held (a stock card next to the one played)"),
    dict(file="17-5p-secret-out-of-turn", n=5, rules=SE, d0=0, seed=117, table=17,
         want={4: {"plus_minus_same"}}, fault=dict(kind="out_of_turn", round=1),
         note="secret bid; two plays of one trick written in swapped order"),
    dict(file="18-6p-joker-while-able", n=6, rules={}, d0=3, seed=118, table=18,
         want={0: {"two_jokers_same"}}, fault=dict(kind="joker_follow", round=2),
         note="a joker named the led colour by a player holding that colour"),
    dict(file="19-8p-pm1-clean", n=8, rules=S, d0=7, seed=119, table=19,
         want={0: {"two_jokers_same"}, 1: {"plus_minus_same"}, 8: {"lead_action"}, 9: {"notrump_r10"}},
         note="clean; plus/minus one at eight players"),
    dict(file="20-5p-standard-all-tricks", n=5, rules={}, d0=1, seed=120, table=20,
         want={6: {"durch"}, 7: {"durch"}, 9: {"change_r10"}},
         note="clean; no Durch variant: a player taking every trick scores 1 a trick"),
    dict(file="21-6p-durch-last-round-wrong-score", n=6, rules=D, d0=4, seed=121, table=21,
         want={8: {"durch"}, 9: {"action_one_card"}}, fault=dict(kind="wrong_score", round=9, seat=r10_winner, delta=1),
         note="Durch applied by the recorder to the one-card round (2 for the trick taken, the rules give 1)"),
    dict(file="22-5p-hidden-secret", n=5, rules=dict(H, **SE), d0=2, seed=122, table=22,
         want={1: {"notrump_kills_trump"}, 3: {"lead_notrump_or_change"}, 9: {"notrump_r10"}},
         note="clean; hidden and secret bid together: bids written after the plays"),
]


def main():
    md = []
    details = []
    pins = []
    for spec in SPECS:
        tr, exp, rounds, notes = build(spec)
        with open(spec["file"] + ".json", "w", encoding="utf-8") as fh:
            json.dump(tr, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        details.append(f"== {spec['file']} rules={tr['rules']} players={len(tr['players'])}")
        for rd in rounds:
            details.append(json.dumps(rd, ensure_ascii=False))
        details.extend(notes)
        final = rounds[-1]["totals"]
        sheet = rounds[-1]["sheet"]
        best = max(final)
        md.append((spec, exp, rounds, notes, final, sheet, [s for s, t in enumerate(final) if t == best], tr))
        pins.append((spec["file"], exp))
    with open("expected.txt", "w", encoding="utf-8") as fh:
        fh.write("\n".join(details) + "\n")
    json.dump([(f, e) for f, e in pins], open("expected-findings.txt", "w"))
    return md


# ---------------------------------------------------------------- EXPECTED.md
from model import ACTION_SET as _ACT  # noqa: E402
from model import led_colour as _led  # noqa: E402


def highlights(tr):
    """Awkward action-card positions of a transcript, with deal / event indices."""
    out = []
    for di, deal in enumerate(tr["deals"]):
        evs = deal["events"]
        pidx = [i for i, e in enumerate(evs) if e["type"] == "play"]
        plays = [(evs[i]["seat"], evs[i]["card"], evs[i].get("named")) for i in pidx]
        res = play_round(deal["hands"], deal["talon"], deal["dealer"], plays)
        n = len(deal["hands"])
        cards = len(deal["hands"][0])
        for ti, lg in enumerate(res["logs"]):
            t = lg["trick"]
            cs = [c for _s, c, _n in t]
            if not any(c in _ACT for c in cs):
                continue
            ev0 = pidx[ti * n]
            tags = []
            if cs[0] in _ACT:
                tags.append(f"led by {cs[0]}")
            if all(c in _ACT for c in cs):
                tags.append("action cards only")
            nm = [x for _s, c, x in t if c == "WILD"]
            if len(nm) == 2 and nm[0] == nm[1]:
                tags.append(f"both jokers named {nm[0]}")
            if nm and not lg["notrump"] and lg["trump"] in nm:
                tags.append("joker named the trump")
            if "PLUS5" in cs and "MINUS5" in cs:
                tags.append("PLUS5 and MINUS5 together")
            if ti == cards - 1 and ("NOTRUMP" in cs or "CHANGE" in cs):
                tags.append("NOTRUMP/CHANGE in the round's last trick")
            if cards == 1:
                tags.append("one-card round")
            if lg["changes"] and lg["trump"] is None:
                tags.append("CHANGE finds no colour card in the stock")
            if not tags:
                continue
            desc = " ".join(f"{s}:{c}{'=' + x if x else ''}" for s, c, x in t)
            tr_txt = (f"trump {lg['start_trump']}" + (f"->{lg['trump']}" if lg["trump"] != lg["start_trump"] else "")
                      + (" (no trump: NOTRUMP)" if lg["notrump"] else ""))
            out.append(f"deal {di} trick {ti} (events {ev0}-{ev0 + n - 1}): {desc}; {tr_txt}; "
                       f"winner seat {lg['winner']} [{'; '.join(tags)}]")
    return out


SOURCE = {
    "revoke": "\"Musí přitom přiznat barvu první karty štychu ... Pouze pokud takovou nemá, vyloží kartu libovolné jiné barvy, akční kartu nebo trumfa.\" (Štychy)",
    "action_card_while_able_to_follow": "\"Jestliže hráč nemá v ruce kartu, kterou by mohl přiznat barvu, může také použít akční kartu. Akční karty nepatří k žádné ze šesti barev ve hře.\" (Zvláštní pravidla pro akční karty); the joker is one of the 16 action cards (Hrací potřeby)",
    "wild_without_colour": "\"Kdo zahraje žolíka, musí oznámit barvu, kterou žolík reprezentuje.\" (Žolík)",
    "bid_out_of_range": "\"V tomto kole lze tedy vyhrát devět štychů\" / one trick per card (Rozdávání karet); the format: bid 0..cards in hand",
    "bid_forbidden_plus_minus_one": "\"Celkový počet štychů, které si hráči předpověděli, se nesmí shodovat s počtem možných štychů v daném kole ... čtvrtý hráč si nesmí předpovědět jeden štych.\" (Varianty, Plus/mínus jedna)",
    "wrong_score": "Vyhodnocení kola: +1 a trick, +5 / -5 for each +5 / -5 card in one's tricks, +10 bid made, -5 missed",
    "wrong_total": "Konec hry: \"každému hráči sečtou výsledky všech deseti kol\"",
    "card_not_in_hand": "the record's own hands (a card played must be in the hand dealt)",
    "out_of_turn": "\"Ostatní hráči ho následují po směru hodinových ručiček\"; \"Vítěz štychu otvírá následující štych\" (Štychy)",
}


def write_md(results):
    L = ["# rage-spec8 — blind expectations", "",
         "Source: /work/shared/seeds/001_e7f9d50c98dca0e9.txt (Rage, Czech, Paluba 2004). Model: model.py",
         "(rules and the source paragraph for each in its docstring); sim.py plays random legal rounds",
         "steered to the positions wanted; gen.py/run.py write the files. expected.txt lists, per round,",
         "bids, tricks, +5/-5 cards taken, trump sequence, scores by the rules, as written, totals.", "",
         "Conventions. Event indices are 0-based within the deal. Dealer passes to the next seat each",
         "round (\"tato funkce se předává po směru hodinových ručiček\"); the dealer's left neighbour",
         "(next seat) bids first and leads the first trick. Scores: \"Vyhodnocení kola\". Trump: the",
         "first colour card turned from the stock (talon[0], action cards passed over); NOTRUMP: no trump",
         "in its trick, then the next colour card turned is trump; CHANGE: the next colour card turned",
         "is trump at once, for the current trick too; joker: highest card of the colour named, of two",
         "named the same colour the second is stronger; a trick of action cards without a joker goes to",
         "its first card (\"Zvláštní pravidla pro akční karty\"). A faulty play stands and the round is",
         "scored as played (the source names no penalty). A wrong score or total is one finding; the",
         "later totals that build on the sheet's own figures are not findings again.", "",
         "Readings chosen where the source is thin (each is used by at least one file):",
         "- A joker is an action card (\"16 akčních karet (2× žolík, ...)\"), so it too may be played",
         "  only by a player who cannot follow, even when it names the led colour (file 18).",
         "- After an action-card lead the first colour card or joker sets the colour; action cards may",
         "  follow an action lead freely (\"Pokud štych začíná akční kartou, potom druhá karta může mít",
         "  libovolnou barvu\"; a trick of only action cards is foreseen by the source).",
         "- A joker named the trump is a trump (\"Může to být i právě platná trumfová barva\").",
         "- Plus/minus one under hidden bid: only the total is checked (\"Celkový počet ... se nesmí",
         "  shodovat\"); the slips are read in any order (file 07 keeps every total off the card count).",
         "- Secret bid: the bids are written when revealed, after the last card, before the scores.",
         "- CHANGE with no colour card left to turn (only possible in a record that keeps just the",
         "  turned stock cards, file 08 deal 9): the source is silent; the trick holds one colour card",
         "  only, so it wins whatever the trump is; no finding expected.",
         "- No tricks mix NOTRUMP with CHANGE or hold two NOTRUMPs (the source does not say which",
         "  comes first or whether two NOTRUMPs turn two cards).",
         ""]
    for spec, exp, rounds, notes, final, sheet, win, tr in results:
        L.append(f"## {spec['file']}.json")
        L.append("")
        L.append(f"- players {len(tr['players'])}, rules {json.dumps(tr['rules'])}, first dealer seat {spec.get('d0', 0)}")
        L.append(f"- {spec['note']}")
        if exp:
            for d, e, c in exp:
                L.append(f"- **violation** (deal {d}, event {e}, `{c}`) — source: {SOURCE[c]}")
        else:
            L.append("- **violations: none** (clean)")
        for nt in notes:
            L.append(f"- planted: {nt}")
        L.append("- round scores by the rules (deal: seat scores):")
        for k, rd in enumerate(rounds):
            extra = ""
            if rd["scores"] != rd["written"]:
                dd = {str(x): rd["scores"][x] - rd["written"][x] for x in range(len(rd["scores"]))
                      if rd["scores"][x] != rd["written"][x]}
                extra = f" — written {rd['written']}; deal settlement difference (expected − recorded) {dd}"
            cards = 10 - k
            if max(rd["tricks"]) == cards:
                who = rd["tricks"].index(cards)
                if cards == 1:
                    extra += f" (seat {who} took the only trick: 1 point, no Durch in the one-card round)"
                elif tr["rules"].get("durch"):
                    extra += f" (Durch: seat {who} took all {cards} tricks, 2 a trick)"
                else:
                    extra += f" (seat {who} took all {cards} tricks; no Durch variant: 1 a trick)"
            pm = [s for s in range(len(rd["plus"])) if rd["plus"][s] or rd["minus"][s]]
            if pm:
                extra += " +5/-5 taken: " + ", ".join(f"seat {s} +{rd['plus'][s]}/-{rd['minus'][s]}" for s in pm)
            L.append(f"  - deal {k}: bids {rd['bids']}, tricks {rd['tricks']}, scores {rd['scores']}{extra}")
        L.append(f"- final totals by the rules: {final}; winner(s): seats {win}")
        if sheet != final:
            diff = {str(s): final[s] - sheet[s] for s in range(len(final)) if final[s] != sheet[s]}
            L.append(f"- final totals as the sheet writes them: {sheet}; session difference (expected − recorded) {diff}")
        hl = highlights(tr)
        if hl:
            L.append("- action-card positions covered:")
            for h in hl:
                L.append(f"  - {h}")
        L.append("")
    with open("EXPECTED.md", "w", encoding="utf-8") as fh:
        fh.write("\n".join(L))


if __name__ == "__main__":
    res_all = main()
    for spec, exp, rounds, notes, final, sheet, win, _tr in res_all:
        print(spec["file"], exp, "final", final, "sheet", sheet, "winners", win)
        for rd in rounds:
            print("   r%d d%d bids=%s tricks=%s +%s -%s trumps=%s sc=%s %s" % (
                rd["round"], rd["dealer"], rd["bids"], rd["tricks"], rd["plus"], rd["minus"],
                rd["trumps"], rd["scores"], ",".join(x for x in rd["features"] if x not in ("r10",))))
        for nt in notes:
            print("   ", nt)
    write_md(res_all)
