"""Independent Tarocchini referee for COMBINATIONS, DECLARATIONS, WIDOW/DISCARD, MONTE,
TERZIGLIO AUCTION/EXCHANGE and DEAL SCORES / TOTALS, written from the Russian source only
(/work/shared/seeds/004_c8bdb85b1ac896b0.txt, quoted as SRC:<line>).

Card play itself (legality, trick winners, piles, card points in pairs, the Matto's return,
where the discard/widow goes) is taken from the first differential audit's referee
(tests/data/diff/tarocchini/oracle.py, also written from the source alone and already
compared with the engine); it is imported here as `play`.
"""
from __future__ import annotations

import importlib.util
import itertools
from pathlib import Path

_p = Path(__file__).resolve().parents[2] / "diff" / "tarocchini" / "oracle.py"
_spec = importlib.util.spec_from_file_location("play_ref", _p)
play = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(play)
norm, value = play.norm, play.value

# ---------------------------------------------------------------- combinations
# SRC:43 "и Дурак, и Маг могут использоваться как contatori ... для помощи в создании
# последовательностей ... их можно использовать как дикие карты в нескольких местах"
# -> the Matto and the Bagatto (T0) are wild in sequences, and one contatore may serve in
# several combinations at once (but obviously only once inside one sequence).
CONTATORI = ("MATTO", "T0")

# Readings where the source is ambiguous (see REPORT.md). The first value of each is the
# oracle's own first reading; compare.py can switch to the alternative.
READING = {
    # SRC:68 "Это удваивает очки": "all" = every point of the set made at once is doubled;
    # "group" = only the points of the kind that has three or more (cricche / sequences)
    "double": "all",
    # SRC:64-65 "как минимум двое из трех" grande / figure cards: "continue" = a missing one is
    # passed over and the extra cards (16, 15, ... / the ace) still extend the sequence;
    # "stop" = a missing (unfilled) one ends the sequence at the minimum part
    "gap": "continue",
}
# SRC:43 "Ангел, Мир, Маг и Дурак вместе известны как tarocchi"
# SRC:51 "cricche ... состоят из наборов из трех или четырех карт одного вида"
CRICCA_CARDS = {
    "tarocchi": ["T20", "T19", "T0", "MATTO"],
    "kings": ["K" + s for s in "SBCD"],
    "queens": ["Q" + s for s in "SBCD"],
    "knights": ["N" + s for s in "SBCD"],
    "jacks": ["J" + s for s in "SBCD"],
}
# SRC:53-58 the cricche table: three / four
CRICCA_POINTS = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28),
                 "knights": (13, 26), "jacks": (12, 24)}


def seq_points(length: int) -> int:
    # SRC:60 "Каждая последовательность требует не менее трех карт для 10 очков, а каждая
    # дополнительная карта стоит 5 очков"
    return 10 + 5 * (length - 3)


def cricca_points(of: str, count: int) -> int:
    return CRICCA_POINTS[of][0 if count == 3 else 1]


def max_trumps(cs: set[str]) -> int:
    """SRC:64 "Ангел и как минимум двое из трех следующих гранд (один из которых не должен
    быть джокером)" + "Последовательные пронумерованные козыри";
    SRC:60 "Contatori не могут быть использованы для замены Angel" and "Для козырей
    последовательность заканчивается, если contatori используются последовательно, за одним
    исключением: если две замененные карты являются козырем 16 и grande".
    Reading: Angel (real) + at least two of World/Sun/Moon (at least one real; one may be
    absent and is then simply not counted), then 16, 15, ... 5 without a gap; a contatore may
    fill a missing card, but two filled cards may not be adjacent in the sequence unless they
    are a grande and the 16. Returns 0 when there is no sequence."""
    if "T20" not in cs:
        return 0
    w = sum(c in cs for c in CONTATORI)
    grande = [19, 18, 17]
    best = 0
    for gstate in itertools.product(("real", "wild", "skip"), repeat=3):
        ok = True
        for n, st in zip(grande, gstate):
            if st == "real" and "T%d" % n not in cs:
                ok = False
            if st != "real" and "T%d" % n in cs:
                ok = False
        if not ok or gstate.count("skip") > 1:
            continue
        if gstate.count("real") < 1 or gstate.count("skip") + 0 > 1:
            continue
        used = gstate.count("wild")
        if used > w:
            continue
        seq = [("g", st == "wild") for st in gstate if st != "skip"]
        if len(seq) < 2:
            continue
        # extend with 16, 15, ..., 5 (SRC:29 "5-16 Пронумерованные козыри")
        u = used
        for n in (range(16, 4, -1) if ("skip" not in gstate or READING["gap"] == "continue") else ()):
            if "T%d" % n in cs:
                seq.append((n, False))
            elif u < w:
                seq.append((n, True))
                u += 1
            else:
                break
        # cut at the first adjacent pair of wilds (except grande + 16)
        length = 1
        prev = None
        for i, (pos, wild) in enumerate(seq):
            if wild and prev is not None and prev[1]:
                if not (prev[0] == "g" and pos == 16 and READING.get("exception", True)):
                    break
            length += 1
            prev = (pos, wild)
        # a trailing wild is fine; but the minimum needs 2 grande counted
        if length >= 3:
            best = max(best, length)
    return best


def max_suit(cs: set[str], s: str) -> int:
    """SRC:65 "Король и как минимум две фигурные карты одной масти (одна из которых не должна
    быть джокером)" + extra "Туз одной масти"; SRC:60 no contatore for the King.
    Figure cards = Q, N, J (the King is the required head). The ace may be wild too (the
    text forbids a contatore only for the Angel and the King)."""
    if "K" + s not in cs:
        return 0
    w = sum(c in cs for c in CONTATORI)
    r = sum(x + s in cs for x in "QNJ")
    if r < 1:
        return 0
    ace = ("1" + s) in cs
    if r + min(w, 3 - r) < 2:
        return 0
    if READING["gap"] == "stop" and r + min(w, 3 - r) < 3:
        return 1 + r + min(w, 3 - r)          # a court missing: no ace
    return 1 + r + int(ace) + min(w, (3 - r) + (0 if ace else 1))


def max_group(cs: set[str], cards: list[str]) -> int:
    """SRC:66-67 Moretti / aces: "Два ... плюс третий ..., который может быть джокером",
    "До шести ... с джокерами" -> at least two real, length = real + contatori, >= 3."""
    r = sum(c in cs for c in cards)
    w = sum(c in cs for c in CONTATORI)
    return r + w if r >= 2 and r + w >= 3 else 0


def _first_low(cards, key=None):
    """Records which card the play referee handed over for the Matto (its min(..., key=value))
    so that deal_check can replace that choice (see rechoose_matto_card)."""
    c = min(cards, key=key)
    if key is value:
        _first_low.last = c
    return c


play.min = _first_low


def rechoose_matto_card(piles: dict, owner_side: str, winner_side: str, given: str,
                        extra: list[str], dbl: bool = True) -> None:
    """SRC:88 "Игрок Дурака дает карту с низким номиналом победителю взятки": the Matto's
    owner gives 'a low card'; which one is his choice and the transcript does not record it.
    Oracle assumption: a card of the lowest value among his side's captured cards, chosen to
    keep his side's combination points and then to give the other side the least; ties: a
    suit pip before a trump. (`extra`, the discard/widow cards, was first excluded; see REPORT)"""
    own = list(piles[owner_side])
    oth = list(piles[winner_side])
    if owner_side == winner_side or given not in oth:
        return       # (only in mutated auctions, where the play referee saw another declarer)
    oth.remove(given)
    own.append(given)
    # SRC:88 "в конце руки": at the end of the hand, when the discard / widow is already in
    # the pile; so any card of the pile may be given (extra is not excluded)
    pool = [c for c in own if c != "MATTO"]
    lowest = min(value(c) for c in pool)
    cands = sorted({c for c in pool if value(c) == lowest}, key=lambda c: (c.startswith("T"), c))

    def score(c):
        a = list(own)
        a.remove(c)
        return (combo_total(as_items(holdings(a)), dbl),
                -combo_total(as_items(holdings(oth + [c])), dbl), -cands.index(c))
    best = max(cands, key=score)
    own.remove(best)
    piles[owner_side] = own
    piles[winner_side] = oth + [best]


MORETTI = ["T1", "T2", "T3", "T4"]
ACES = ["1S", "1B", "1C", "1D"]


def holdings(cards) -> dict:
    """Every combination a set of cards holds, at its largest: {("cricca", of): count,
    ("sequence", of[, suit]): length}."""
    cs = {norm(c) for c in cards}
    out = {}
    for of, members in CRICCA_CARDS.items():
        k = sum(c in cs for c in members)
        if k >= 3:
            out[("cricca", of)] = k
    t = max_trumps(cs)
    if t:
        out[("sequence", "trumps")] = t
    for s in "SBCD":
        L = max_suit(cs, s)
        if L:
            out[("sequence", "suit", s)] = L
    m = max_group(cs, MORETTI)
    if m:
        out[("sequence", "moretti")] = m
    a = max_group(cs, ACES)
    if a:
        out[("sequence", "aces")] = a
    return out


def item_key(it: dict):
    if it.get("kind") == "cricca":
        return ("cricca", it.get("of"))
    if it.get("of") == "suit":
        return ("sequence", "suit", it.get("suit"))
    return ("sequence", it.get("of"))


def item_size(it: dict):
    return it.get("count") if it.get("kind") == "cricca" else it.get("length")


def item_points(it: dict) -> int:
    if it["kind"] == "cricca":
        return cricca_points(it["of"], it["count"])
    return seq_points(it["length"])


def combo_total(items: list[dict], double_three: bool) -> int:
    """SRC:68 "Мультипликативные бонусы появляются, когда три или более крика или три или
    более последовательностей сделаны одновременно. Это удваивает очки."
    Oracle reading: the whole set made at once (one player's declaration, one side's
    captured cards) is doubled when it has >= 3 cricche or >= 3 sequences."""
    pc = sum(item_points(i) for i in items if i["kind"] == "cricca")
    ps = sum(item_points(i) for i in items if i["kind"] == "sequence")
    nc = sum(i["kind"] == "cricca" for i in items)
    ns = sum(i["kind"] == "sequence" for i in items)
    if not double_three or (nc < 3 and ns < 3):
        return pc + ps
    if READING["double"] == "all":
        return 2 * (pc + ps)
    return pc * (2 if nc >= 3 else 1) + ps * (2 if ns >= 3 else 1)


def as_items(h: dict) -> list[dict]:
    out = []
    for k, n in h.items():
        if k[0] == "cricca":
            out.append({"kind": "cricca", "of": k[1], "count": n})
        elif k[1] == "suit":
            out.append({"kind": "sequence", "of": "suit", "suit": k[2], "length": n})
        else:
            out.append({"kind": "sequence", "of": k[1], "length": n})
    return out


def check_item(it: dict, held: dict):
    """SRC:84 "может по желанию объявить меньший набор или пробег, чем фактически
    удерживаемый" -> legal iff the hand holds that combination at least that large.
    Returns None if legal, else a reason string."""
    k = item_key(it)
    n = item_size(it)
    if it.get("kind") == "cricca":
        if k[1] not in CRICCA_CARDS or n not in (3, 4):
            return "bad item"
    elif it.get("kind") == "sequence":
        if not isinstance(n, int) or n < 3:
            return "bad item"
    else:
        return "bad item"
    if held.get(k, 0) < n:
        return "not held"
    return None


# ---------------------------------------------------------------- one deal
RANK = {"gioco": 1, "solo": 2}


def deal_check(deal: dict, game: str, n: int, rules: dict, totals_before: dict,
               odd_pair_off=None) -> dict:
    """Returns {"bad": {event_index: reason}, "scores": {party: pts}, "totals": {...},
    "mode": ..., "declared": {seat: pts}, "combos": {side: pts}}.
    `odd_pair_off`: the Terziglio side the engine charged the cross-pair to (class C1 of the
    first audit, an ambiguity of the source) so that card points can be compared."""
    ott = game.endswith("ottocento")
    ev = deal["events"]
    dealer = deal["dealer"]
    dbl = rules.get("double_three", True)
    bad = {}
    hands = [[norm(c) for c in h] for h in deal["hands"]]
    talon = [norm(c) for c in (deal.get("talon") or [])]
    # ---- monte: SRC:78 "После того, как были розданы первые 5 карт, если все игроки
    # согласны, игра может быть monte ... Старшая рука говорит первой ... пока не дойдет до
    # дилера. Если все объявили monte, то игра будет перезапущена."
    monte_seq = []
    first_other = next((i for i, e in enumerate(ev) if e["type"] != "redeal"), len(ev))
    for i, e in enumerate(ev):
        if e["type"] != "redeal":
            continue
        # the record holds only the monte calls, not the refusals: a seat that says nothing
        # declined in its turn; so calls must come in turn order (elder hand first), once each
        pos = (e["seat"] - dealer - 1) % n
        last = (monte_seq[-1] - dealer - 1) % n if monte_seq else -1
        if not rules.get("monte", True):
            bad[i] = "monte not allowed"
        elif i > first_other:
            bad[i] = "monte after the deal went on"
        elif pos <= last:
            bad[i] = "monte out of turn"
        monte_seq.append(e["seat"])
    if rules.get("monte", True) and len(set(monte_seq)) == n and not bad:
        return {"bad": bad, "mode": "thrown_in", "scores": {}, "totals": dict(totals_before),
                "declared": {}}
    # ---- auction (Terziglio) SRC:109 "Во время торгов игроки могут пасовать, делать
    # ставки gioco или соло , что является самой высокой ставкой."  Order: from the elder
    # hand (SRC:78 "Старшая рука говорит первой", same rules as Ottocento, SRC:109), each once;
    # a bid must be higher than the one standing.
    declarer = contract = None
    if not ott:
        turn = (dealer + 1) % n
        spoken = 0
        high = 0
        for i, e in enumerate(ev):
            if e["type"] != "bid":
                continue
            if e["seat"] != turn or spoken >= n:
                bad.setdefault(i, "bid out of turn")
            b = e["bid"]
            if b != "pass":
                if RANK.get(b, 0) <= high:
                    bad.setdefault(i, "bid too low")
                else:
                    high = RANK[b]
                    declarer, contract = e["seat"], b
            turn = (e["seat"] + 1) % n
            spoken += 1
        if declarer is None:
            return {"bad": bad, "mode": "thrown_in", "scores": {}, "totals": dict(totals_before),
                "declared": {}}
    # ---- take / discard.
    # SRC:76 "Дилер забирает последние две карты ... Дилер должен сбросить две карты, которые
    # не могут быть картами «5 очков»"; SRC:109 gioco: "может обмениваться картами с колодой,
    # но не может сбрасывать 5-очковые карты"; solo: "играет без обмена с колодой".
    taker = dealer if ott else declarer
    hand = list(hands[taker])
    if ott and not any(e["type"] == "take" for e in ev):
        hand += talon
    took = []
    for i, e in enumerate(ev):
        if e["type"] == "take":
            cs = [norm(c) for c in e["cards"]]
            if e["seat"] != taker or (not ott and contract == "solo"):
                bad.setdefault(i, "take by wrong seat / in solo")
            elif ott and sorted(cs) != sorted(talon):
                bad.setdefault(i, "dealer must take the two widow cards")
            elif any(c not in talon for c in cs) or len(set(cs)) != len(cs):
                bad.setdefault(i, "card not in widow")
            hand += cs
            took += cs
        elif e["type"] == "discard":
            cs = [norm(c) for c in e["cards"]]
            if e["seat"] != taker:
                bad.setdefault(i, "discard by wrong seat")
            elif any(value(c) == 5 for c in cs):
                bad.setdefault(i, "5-point card discarded")
            elif any(c not in hand for c in cs):
                bad.setdefault(i, "discarded card not in hand")
            elif len(cs) != (2 if ott else len(took)):
                bad.setdefault(i, "wrong number discarded")
            for c in cs:
                if c in hand:
                    hand.remove(c)
    hands[taker] = hand
    # ---- declarations. SRC:84 "После того, как карты были розданы, каждый игрок может
    # объявить определенные комбинации карт руки ... не обязан ничего объявлять"; SRC:86
    # "После того, как первое объявление очков закончено, следует обычная карточная игра."
    first_play = next((i for i, e in enumerate(ev) if e["type"] == "play"), len(ev))
    declared = {s: 0 for s in range(n)}
    seen = set()
    for i, e in enumerate(ev):
        if e["type"] != "declare":
            continue
        s = e["seat"]
        if i > first_play:
            bad.setdefault(i, "late declaration")
            continue
        if s in seen:
            bad.setdefault(i, "repeated declaration")
            continue
        seen.add(s)
        held = holdings(hands[s])
        keys = [item_key(it) for it in e["items"]]
        if len(set(keys)) != len(keys):
            bad.setdefault(i, "same combination twice")
        for it in e["items"]:
            r = check_item(it, held)
            if r:
                bad.setdefault(i, r)
        if i not in bad:
            declared[s] = combo_total(e["items"], dbl)
    # ---- play and piles (first audit's referee)
    _first_low.last = None
    try:
        r = play.replay_deal(deal, game, n, rules)
    except Exception:       # a mutated record the play referee cannot replay (e.g. another
        r = {"tricks": []}  # declarer); the events checked above stay valid
    if not ott:
        def side(s):
            return "declarer" if s == declarer else "opponents"
        sides = ["declarer", "opponents"]
    else:
        def side(s):
            return "team%d" % (s % 2)
        sides = ["team0", "team1"]
    decl_side = {sd: sum(declared[s] for s in range(n) if side(s) == sd) for sd in sides}
    res = {"bad": bad, "declared": declared, "declarer": declarer, "contract": contract}
    # Ottocento: SRC:105 "выиграть на объявлениях возможно, если одна команда сможет набрать
    # 800 очков" -> a deal may end after the declarations.
    if not r["tricks"]:
        if ott and any(totals_before[sd] + decl_side[sd] >= 800 for sd in sides):
            res.update(mode="declarations", scores=dict(decl_side),
                       totals={sd: totals_before[sd] + decl_side[sd] for sd in sides})
        else:
            res.update(mode="incomplete", scores={}, totals=dict(totals_before))
        return res
    # SRC:105 "захваченные карты проверяются на наличие очков объединения. Объедините эти
    # очки ... с очками ... из объявлений ... очки карт попарно ... бонус за последний трюк"
    if _first_low.last is not None:
        for cards, seats, w in r["tricks"]:
            if "MATTO" in cards:
                so, sw = side(seats[cards.index("MATTO")]), side(w)
        extra = [norm(c) for e in ev if e["type"] == "discard" for c in e["cards"]] + talon
        rechoose_matto_card(r["piles"], so, sw, _first_low.last, extra, dbl)
    combos = {sd: combo_total(as_items(holdings(r["piles"][sd])), dbl) for sd in sides}
    cardp = dict(r["card_points"])
    if not ott and r["odd_pair"] and odd_pair_off in cardp:
        # both piles odd: the two odd cards make one pair across the sides (keeps the 93 of
        # SRC:47); which side bears the -1 is the first audit's class C1 (c): taken as given
        cardp[odd_pair_off] -= 1
    pts = {sd: decl_side[sd] + combos[sd] + cardp[sd] + r["last_trick"][sd] for sd in sides}
    res.update(mode="played", combos=combos, card_points=cardp, last=r["last_trick"],
               decl_side=decl_side, points=pts, piles=r["piles"], won=r["won"])
    if ott:
        res["scores"] = dict(pts)
        tot = {sd: totals_before[sd] + pts[sd] for sd in sides}
        res["totals"] = tot
    else:
        winner, gp = play.terziglio_game_points(pts["declarer"], pts["opponents"],
                                                contract, r["won"], rules)
        res["winner"], res["game_points"] = winner, gp
        sc = {}
        for s in range(n):
            if rules.get("settlement", "winners_score") == "winners_score":
                # Ruling of the project (the source does not say to whom): each winner gets gp
                sc[s] = gp if side(s) == winner else 0
            else:   # zero_sum: the project's option; declarer against both opponents
                if winner == "declarer":
                    sc[s] = 2 * gp if s == declarer else -gp
                else:
                    sc[s] = -2 * gp if s == declarer else gp
        res["scores"] = sc
        res["totals"] = {s: totals_before[s] + sc[s] for s in range(n)}
    return res


def session_check(doc: dict, odd_pairs=None) -> list[dict]:
    """Run every deal with running totals. Ottocento: SRC:105 "побеждает первая команда,
    набравшая 800 очков ... Если обе команды смогут это сделать, побеждает команда с большим
    количеством очков" -> after a game is won the next deal starts from 0 (a new game)."""
    game = doc["game"]
    n = len(doc["players"])
    rules = doc.get("rules", {})
    ott = game.endswith("ottocento")
    keys = ["team0", "team1"] if ott else list(range(n))
    start = (doc.get("start") or {}).get("totals")
    if isinstance(start, dict):
        tot = {k: start.get(str(k), 0) for k in keys}
    elif isinstance(start, list):
        tot = {k: (start[i] if i < len(start) else 0) for i, k in enumerate(keys)}
    else:
        tot = {k: 0 for k in keys}
    out = []
    for di, deal in enumerate(doc["deals"]):
        opo = (odd_pairs or {}).get(di)
        r = deal_check(deal, game, n, rules, tot, opo)
        r["totals_before"] = dict(tot)
        tot = dict(r["totals"])
        if ott and any(v >= 800 for v in tot.values()):
            r["game_won"] = max(tot, key=lambda k: tot[k])
            tot = {k: 0 for k in keys}
        out.append(r)
    return out


def check_records(deal: dict, r: dict, ott: bool) -> dict:
    """Recorded `score` / `total` events against the oracle's values. Returns {event: reason}.
    Ottocento scores with reasons declarations / combinations / card_points / last_trick are
    checked part by part (SRC:105 the four parts of the count); otherwise a party's score
    events are summed and checked at each of them."""
    bad = {}
    parts = {"declarations": r.get("decl_side"), "combinations": r.get("combos"),
             "card_points": r.get("card_points"), "last_trick": r.get("last")}
    by_party = {}
    for i, e in enumerate(deal["events"]):
        if e["type"] == "score":
            p = e["party"] if ott else int(e["party"])
            by_party.setdefault(p, []).append(i)
    for p, idx in by_party.items():
        evs = [deal["events"][i] for i in idx]
        if ott and r.get("mode") == "played" and all(e.get("reason") in parts for e in evs):
            for i, e in zip(idx, evs):
                if e["points"] != parts[e["reason"]][p]:
                    bad[i] = "wrong %s" % e["reason"]
        elif sum(e["points"] for e in evs) != r["scores"].get(p, 0):
            for i in idx:
                bad[i] = "wrong score"
    for i, e in enumerate(deal["events"]):
        if e["type"] == "total":
            p = e["party"] if ott else int(e["party"])
            if e["points"] != r["totals"].get(p):
                bad[i] = "wrong total"
    return bad
