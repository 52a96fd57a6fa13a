"""Independent session referee for Tarocchini (Ottocento / Terziglio).

Written from the source /work/shared/seeds/004_c8bdb85b1ac896b0.txt only (line numbers "Lnn").
Scope: SESSION state -- dealer rotation, running totals, the Ottocento game to 800 (incl. a win
on declarations), new games, Terziglio accumulation, the `start` block, the session result.
A deal's own score (card points, combinations, game points) is an INPUT: the oracle sums the
recorded `score` events of the deal per party (deal scoring was the subject of diff/diff2/diff3).
Only the value of DECLARED items is computed here (needed for the win on declarations).
"""

TEAMS = ("team0", "team1")

# L53-58: "Ассоциативное сочетание / Три одинаковых очка / Каре очков":
#   Тарокки 18/36, Короли 17/34, Квинс 14/28, Кавалеры 13/26, Джекс 12/24
CRICCA = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28),
          "knights": (13, 26), "cavaliers": (13, 26), "jacks": (12, 24)}


def item_value(it):
    # L60: "Каждая последовательность требует не менее трех карт для 10 очков, а каждая
    #       дополнительная карта стоит 5 очков" -- each sequence: 3 cards 10, +5 per extra card.
    if it.get("kind") == "sequence":
        return 10 + 5 * (int(it["length"]) - 3)
    if it.get("kind") == "cricca":
        three, four = CRICCA[it["of"]]
        return four if int(it["count"]) == 4 else three
    return 0


def declared_points(items, double_three=True):
    # L68: "Мультипликативные бонусы появляются, когда три или более крика или три или более
    #       последовательностей сделаны одновременно. Это удваивает очки."
    pts = sum(item_value(i) for i in items)
    nc = sum(1 for i in items if i.get("kind") == "cricca")
    ns = sum(1 for i in items if i.get("kind") == "sequence")
    if double_three and (nc >= 3 or ns >= 3):
        pts *= 2
    return pts


def _party_key(p):
    return p if isinstance(p, str) else int(p)


def referee(doc, chain="expected", tie_decl="count"):
    """Return {'deals': [{'dealer_ok', 'expected_dealer', 'score', 'totals', 'bad_totals':[event idx],
    'game_won': team|None, 'won_on': 'declarations'|'count'|None}], 'final': {...}, 'games_won': [...]}"""
    game = doc["game"]
    otto = game == "tarocchini-ottocento"
    n = 4 if otto else 3
    rules = doc.get("rules") or {}
    double_three = rules.get("double_three", True)
    parties = list(TEAMS) if otto else list(range(n))
    start = (doc.get("start") or {}).get("totals")
    # Spec: `start` = "state carried in from earlier deals"; absent: the session starts fresh.
    tot = {p: 0 for p in parties}
    if start is not None:
        tot = {p: int(v) for p, v in zip(parties, start)}
    game_over = False          # a game was won at the end of the previous deal -> new game
    out = {"deals": [], "games_won": []}
    prev_dealer = None
    written = {}               # last written total per party in the current game
    for di, dl in enumerate(doc["deals"]):
        d = dl["dealer"]
        # L76: "раздача и игра картами происходят против часовой стрелки" (dealing and play go
        #      anticlockwise = the players' order); L78 (monte): "раздача переходит к следующему
        #      игроку" -- the deal passes to the next player. So each deal's dealer is the next
        #      seat after the previous deal's dealer; the first dealer of a record is free.
        exp_dealer = None if prev_dealer is None else (prev_dealer + 1) % n
        rec = {"dealer_ok": exp_dealer is None or d == exp_dealer, "expected_dealer": exp_dealer,
               "bad_totals": [], "game_won": None, "won_on": None}
        prev_dealer = d
        if otto and game_over:
            # L105: "побеждает первая команда, набравшая 800 очков" -- the game is over once a
            # team has 800; the next deal starts a new game from 0 (the source says no more;
            # a new game is by definition a fresh score -- see REPORT, (c)).
            tot = {p: 0 for p in parties}
            game_over = False
            written = {}
        score = {p: 0 for p in parties}
        decl = {p: 0 for p in parties}
        first_to_800 = None
        for e in dl["events"]:
            if e["type"] == "score":
                score[_party_key(e["party"])] += int(e["points"])
            elif e["type"] == "declare" and otto:
                t = TEAMS[e["seat"] % 2]
                decl[t] += declared_points(e.get("items") or [], double_three)
                if first_to_800 is None and (tot[t] if not game_over else 0) + decl[t] >= 800:
                    first_to_800 = t      # declarations are made one after another
        rec["score"] = score
        if otto:
            # L105: "выиграть на объявлениях возможно, если одна команда сможет набрать 800
            # очков. Если обе команды смогут это сделать, побеждает команда с большим количеством
            # очков." -- reaching 800 with the declarations alone wins; both -> the higher.
            after_decl = {p: tot[p] + decl[p] for p in parties}
            # (a team already at 800+ -- an undecided tie carried on, C1 -- is at 800 on its
            #  declarations too: the same rule decides, the higher on declarations wins)
            if any(after_decl[p] >= 800 for p in parties):
                rec["won_on"] = "declarations"
        new = {p: tot[p] + score[p] for p in parties}
        # running total = previous total + this deal's score (spec: totals carry deal to deal;
        # L105: points of a deal are added to reach 800)
        # chain="expected": every total must equal the true running total (the source's only
        # notion of a total).  chain="recorded": a total is checked against the previous WRITTEN
        # total plus this deal's score, so a wrong figure is one error where it is made (a
        # score-sheet convention the source does not address -- REPORT, class C2).
        for ei, e in enumerate(dl["events"]):
            if e["type"] == "total":
                p = _party_key(e["party"])
                if p not in new:
                    rec["bad_totals"].append(ei); continue
                want = new[p]
                if chain == "recorded" and p in written:
                    want = written[p] + score[p]
                if int(e["points"]) != want:
                    rec["bad_totals"].append(ei)
                written[p] = int(e["points"])
        tot = new
        rec["totals"] = dict(tot)
        if otto:
            over = [p for p in parties if tot[p] >= 800]
            if rec["won_on"] == "declarations":
                # L105 "побеждает первая команда, набравшая 800" + "выиграть на объявлениях
                # возможно": a team that reaches 800 with its declarations has reached it FIRST,
                # before any card is played; the later count cannot take the game from it.
                # (oracle fix (b): first version judged the winner on the full count only)
                over = [p for p in parties if after_decl[p] >= 800]
                cmp = after_decl
            else:
                cmp = tot
            if over:
                if rec["won_on"] is None:
                    rec["won_on"] = "count"
                if len(over) == 1:
                    w = over[0]
                else:
                    # L105: both over 800 -> "побеждает команда с большим количеством очков"
                    if cmp[over[0]] != cmp[over[1]]:
                        w = max(over, key=lambda p: cmp[p])
                    elif rec["won_on"] == "declarations" and tie_decl == "count":
                        # equal on declarations, reading C2-1 (the engine's): the deal is played
                        # and the higher total after the count wins
                        w = max(over, key=lambda p: tot[p]) if tot[over[0]] != tot[over[1]] else None
                    elif rec["won_on"] == "declarations":
                        # reading C2-2: equal on declarations: "побеждает первая команда,
                        # набравшая 800" -- the team whose declaration took it to 800 first
                        w = first_to_800
                    else:
                        # equal after the count: the source names no winner (REPORT C1, (c));
                        # reading taken: nobody has "больше очков", the game goes on
                        w = None
                if w is None:
                    out["deals"].append(rec); continue
                rec["game_won"] = w
                out["games_won"].append({"deal": di, "team": w})
                game_over = True
        out["deals"].append(rec)
    out["final"] = dict(tot)
    return out
