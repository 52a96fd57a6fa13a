"""diff8 referee: PLAY-ONLY Tarocchini records ("hands": null) whose deals also STOP EARLY.

Written from the Russian source /work/shared/seeds/004_c8bdb85b1ac896b0.txt (SRC:<line>) and the
format spec /work/shared/spec/transcript-format.md, "Play-only records" (SPEC:PO):
  "With "hands": null the hands are reconstructed from the plays (plus recorded discards and
   talon). A revoke is then reported only where it is provable from the record itself".

Started from two earlier referees, also written from the source alone:
  * tests/data/diff3/tarocchini/oracle.py (play-only, played out): check_plays (provable revoke /
    failure to trump / card not in hand / turn), the widow placement, check_discards;
  * tests/data/diff7/tarocchini-cut/oracle.py (hands, cut short): monte, auction, widow-event
    and declaration-timing checks, and the running-totals walk across a cut deal.
New here: the combination (a cut play-only deal: what the kept part proves with neither the hands
nor the rest of the plays), out_of_turn inside the last, unfinished trick, and a CARD-COUNT bound
on declarations: a seat holds exactly its hand size (SRC:76 "по 15 карт"; SRC:109 "18 или 19
карт"), so an item that needs more cards than the seat has shown plus the cards it has still to
play is false whatever the missing part holds (option COUNT_BOUND).
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

_here = Path(__file__).resolve()


def _load(name, rel):
    p = _here.parents[2] / rel
    spec = importlib.util.spec_from_file_location(name, p)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


po = _load("diff3_ref", "diff3/tarocchini/oracle.py")      # loads diff2 with the rulings set
cut = _load("diff7_ref", "diff7/tarocchini-cut/oracle.py")
combos = po.count
combos.READING.update({"double": "group", "gap": "stop"})
play = combos.play
norm, value, suit_of = play.norm, play.value, play.suit_of
ALL62 = po.ALL62
RANK = {"gioco": 1, "solo": 2}
OPTS = {"COUNT_BOUND": True}

# cards that can stand in an item (contatori SRC:61 "Contatori не могут быть использованы для
# замены Angel или King"; SRC:64-67 the four sequences)
CONT = ["MATTO", "T0"]


def relevant(it):
    if it.get("kind") == "cricca":
        return list(combos.CRICCA_CARDS[it["of"]])
    of = it.get("of")
    if of == "trumps":
        return ["T%d" % i for i in range(5, 21)] + CONT
    if of == "moretti":
        return ["T1", "T2", "T3", "T4"] + CONT
    if of == "aces":
        return ["1S", "1B", "1C", "1D"] + CONT
    if of == "suit":
        return [r + it["suit"] for r in "KQNJ1"] + CONT
    return []


def hand_size(game, rules):
    # SRC:76 "Дилер раздает по 15 карт каждому игроку"; SRC:109 "18 или 19 карт, из которых 8 или 5"
    if game.endswith("ottocento"):
        return 15
    return 19 if int((rules or {}).get("widow", 8)) == 5 else 18


def impossible_plays(deal: dict, n: int, game: str) -> dict:
    """{event: why} for plays whose card the record proves the seat cannot hold (diff3's rules):
    laid away before play (SRC:76/109), a widow card another seat took or nobody could take
    (SRC:76 "Дилер забирает последние две карты"; SRC:109 solo "без обмена с колодой"), and the
    second play of a card dealt once (SRC:25-39), unless the first is itself impossible."""
    ott = game.endswith("ottocento")
    ev = deal["events"]
    plays = po.play_events(deal)
    disc = {norm(c) for e in ev if e["type"] == "discard" for c in e["cards"]}
    talon = [norm(c) for c in (deal.get("talon") or [])]
    takes = [e for e in ev if e["type"] == "take"]
    taken = {norm(c): e["seat"] for e in takes for c in e["cards"]}
    bids = [e for e in ev if e["type"] == "bid" and e.get("bid") != "pass"]
    contract = bids[-1]["bid"] if bids else None
    declarer = bids[-1]["seat"] if bids else None
    out, first = {}, {}
    for i, e in plays:
        s, c = e["seat"], norm(e["card"])
        why = None
        if c in disc:
            why = "laid away before play"
        elif c in taken and taken[c] != s:
            why = "a widow card another seat took"
        elif c in talon:
            if ott:
                if s != deal["dealer"]:
                    why = "widow card, the dealer took it"
            elif contract == "solo":
                why = "widow card in a solo"
            elif declarer is not None and s != declarer:
                why = "widow card, played by a non-declarer"
            elif takes and c not in taken:
                why = "widow card the declarer did not take"
        if why is None and c in first and first[c] not in out:
            why = "played twice"
        if why:
            out[i] = why
        first.setdefault(c, i)
    return out


def check_plays(deal: dict, n: int, game: str, rules: dict | None = None) -> dict:
    """diff3's check_plays, with two fixes of this audit (b): a play the record proves impossible
    is not judged for following suit (what was really played is unknown), and it proves nothing
    about a hand (a later impossible play is no proof of a revoke)."""
    ott = game.endswith("ottocento")
    ev = deal["events"]
    plays = po.play_events(deal)
    bad = impossible_plays(deal, n, game)
    out = {}

    def add(i, *x):
        out.setdefault(i, []).append(x)
    for i, why in bad.items():
        add(i, "card_not_in_hand", None, why)
    disc = {norm(c) for e in ev if e["type"] == "discard" for c in e["cards"]}
    talon = [norm(c) for c in (deal.get("talon") or [])]
    takes = [(i, e) for i, e in enumerate(ev) if e["type"] == "take"]
    bids = [e for e in ev if e["type"] == "bid" and e.get("bid") != "pass"]
    contract = bids[-1]["bid"] if bids else None
    declarer = bids[-1]["seat"] if bids else None
    kept = {}
    if any(e["type"] == "discard" for e in ev):
        if ott:
            src = [norm(c) for _, e in takes for c in e["cards"]] or list(talon)
            kept = {deal["dealer"]: [c for c in src if c not in disc]}
        elif declarer is not None and contract != "solo":
            kept = {declarer: [norm(c) for _, e in takes if e["seat"] == declarer
                               for c in e["cards"] if norm(c) not in disc]}
    for k, (i, e) in enumerate(plays):
        s, c = e["seat"], norm(e["card"])
        if i in bad:
            continue
        t0 = (k // n) * n
        if any(j in bad for j, _ in plays[t0:k]):
            continue                 # the suit led (or set) is not known
        trick = [norm(x["card"]) for _, x in plays[t0:k]]
        L = po.led_suit(trick)
        if L is None or c == "MATTO" or suit_of(c) == L:
            continue
        later = [(j, norm(x["card"])) for j, x in plays[t0 + n:] if x["seat"] == s and j not in bad]
        mine_before = {norm(x["card"]) for _, x in plays[:k] if x["seat"] == s}
        later += [(None, x) for x in kept.get(s, []) if x not in mine_before and x != c
                  and x not in {y for _, y in later}]
        same = [j for j, x in later if suit_of(x) == L]
        if same:
            add(i, "revoke", same[0], "showed void in %s, later held it" % L)
            continue
        if suit_of(c) != "T":
            tr = [j for j, x in later if suit_of(x) == "T"]
            if tr:
                add(i, "failure_to_trump", tr[0], "did not trump, later held a trump")
    tie = (rules or {}).get("moretti_tie", "last_played")
    prev_w = None
    for t0 in range(0, len(plays) - len(plays) % n, n):
        tr = plays[t0:t0 + n]
        for q, (i, e) in enumerate(tr):
            want = (prev_w if prev_w is not None else e["seat"]) if q == 0 else (tr[q - 1][1]["seat"] + 1) % n
            if e["seat"] != want:
                add(i, "out_of_turn", None, "seat %d expected" % want)
        prev_w = play.trick_winner([norm(x["card"]) for _, x in tr], [x["seat"] for _, x in tr], tie)
    return out


def check_declarations(deal: dict, n: int, game: str, rules: dict | None = None) -> dict:
    """SRC:84 declared = held. diff3's rule for a record that does not show the whole hand (a seat
    may hold any card not shown in another seat's hand, not laid away, not in a widow he could
    not take), with the fix (b) of this audit: an impossible play shows nothing."""
    out = {}
    ev = deal["events"]
    plays = po.play_events(deal)
    bad = impossible_plays(deal, n, game)
    ok = [(i, e) for i, e in plays if i not in bad]
    per = [[norm(e["card"]) for _, e in ok if e["seat"] == s] for s in range(n)]
    each = hand_size(game, rules)
    full = all(len(p) == each for p in per) and not bad
    talon = {norm(c) for c in (deal.get("talon") or [])}
    takes = [e for e in ev if e["type"] == "take"]
    bids = [e for e in ev if e["type"] == "bid" and e.get("bid") != "pass"]
    owner = {}                       # widow card -> the only seat that can hold it (or None)
    if game.endswith("ottocento"):
        owner = {c: deal["dealer"] for c in talon}
        owner.update({norm(c): deal["dealer"] for e in takes for c in e["cards"]})
    else:
        decl = bids[-1]["seat"] if bids else None
        solo = bool(bids) and bids[-1]["bid"] == "solo"
        tk = {norm(c): e["seat"] for e in takes for c in e["cards"]}
        for c in talon:
            owner[c] = None if solo or (takes and c not in tk) else decl
            if not bids:
                owner[c] = "?"
        owner.update(tk)
    disc = {norm(c) for e in ev if e["type"] == "discard" for c in e["cards"]}
    for i, e in enumerate(ev):
        if e["type"] != "declare" or not e.get("items"):
            continue
        s = e["seat"]
        if full:
            held = combos.holdings(per[s])
        else:
            others = {c for q in range(n) if q != s for c in per[q]}
            held = combos.holdings([c for c in ALL62 if c not in others and c not in disc
                                    and (c not in owner or owner[c] in (s, "?"))])
        for it in e["items"]:
            size, of = combos.item_size(it), it.get("of")
            cap = 4 if it.get("kind") == "cricca" else {"suit": 5, "trumps": 16}.get(of, 6)
            if isinstance(size, int) and size > cap:
                out[i] = ("rejected", "beyond the vocabulary")
                continue
            r = combos.check_item(it, held)
            if r == "bad item":
                out[i] = ("rejected", r)
            elif r:
                out[i] = ("false_declaration", r)
    return out


def check_deal(deal: dict, game: str, n: int, rules: dict):
    ott = game.endswith("ottocento")
    ev = deal["events"]
    dealer = deal["dealer"]
    talon = [norm(c) for c in (deal.get("talon") or [])]
    each = hand_size(game, rules)
    codes: dict[int, set] = {}

    def flag(i, c):
        codes.setdefault(i, set()).add(c)

    out = {"codes": codes, "complete": False, "thrown_in": False, "declared": {},
           "declarer": None, "contract": None, "cut_in": None}
    # ---- monte SRC:78 (as diff7)
    monte = []
    first_other = next((i for i, e in enumerate(ev) if e["type"] != "redeal"), len(ev))
    for i, e in enumerate(ev):
        if e["type"] != "redeal":
            continue
        pos = (e["seat"] - dealer - 1) % n
        last = (monte[-1] - dealer - 1) % n if monte else -1
        if not rules.get("monte", True) or i > first_other or pos <= last:
            flag(i, "bad_monte")
        monte.append(e["seat"])
    if rules.get("monte", True) and len(set(monte)) == n and not codes:
        out["thrown_in"] = out["complete"] = True
        return out
    # ---- auction SRC:109 "игроки могут пасовать, делать ставки gioco или соло, что является
    # самой высокой ставкой" (as diff7: one round from the elder hand; a solo closes it)
    declarer = contract = None
    if not ott:
        turn, spoken, high = (dealer + 1) % n, 0, 0
        for i, e in enumerate(ev):
            if e["type"] != "bid":
                continue
            if e["seat"] != turn or spoken >= n:
                flag(i, "bid_out_of_turn")
            b = e["bid"]
            if b != "pass":
                if RANK.get(b, 0) <= high:
                    flag(i, "illegal_bid")
                else:
                    high, declarer, contract = RANK[b], e["seat"], b
            turn = (e["seat"] + 1) % n
            spoken += 1
        after = [i for i, e in enumerate(ev) if e["type"] not in ("bid", "redeal")]
        any_bid = any(e["type"] == "bid" for e in ev)
        bids_done = spoken >= n or high == 2 or bool(after)
        if after and any_bid and high < 2 and len({e["seat"] for e in ev if e["type"] == "bid"}) < n:
            flag(after[0], "missing_bid")
        out["declarer"], out["contract"] = declarer, contract
        if any_bid and bids_done and declarer is None:
            out["thrown_in"] = out["complete"] = True
            return out
        if not bids_done:
            out["cut_in"] = "auction"
            return out
    # ---- widow events, no hands: SRC:76 "Дилер забирает последние две карты ... Дилер должен
    # сбросить две карты, которые не могут быть картами «5 очков»"; SRC:109 gioco "может
    # обмениваться картами с колодой, но не может сбрасывать 5-очковые карты", solo "играет без
    # обмена с колодой".
    taker = dealer if ott else declarer
    took = []
    for i, e in enumerate(ev):
        if e["type"] == "take":
            cs = [norm(c) for c in e["cards"]]
            if e["seat"] != taker or (not ott and contract == "solo"):
                flag(i, "illegal_take")
            elif talon and ((ott and sorted(cs) != sorted(talon)) or any(c not in talon for c in cs)):
                flag(i, "illegal_take")
            elif len(set(cs)) != len(cs):
                flag(i, "illegal_take")
            else:
                took += cs
        elif e["type"] == "discard":
            cs = [norm(c) for c in e["cards"]]
            need = 2 if ott else len(took)
            if e["seat"] != taker or any(value(c) == 5 for c in cs) or len(cs) != need:
                flag(i, "illegal_discard")
    # ---- plays (diff3 check_plays: provable from later plays / kept widow cards / the widow)
    plays = po.play_events(deal)
    res = check_plays(deal, n, game, rules)
    for i, lst in res.items():
        for x in lst:
            flag(i, x[0])
    # out_of_turn in the unfinished last trick (diff3 checks whole tricks only)
    rem = len(plays) % n
    if rem and len(plays) > rem:
        full = plays[:len(plays) - rem]
        lastt = full[-n:]
        w = play.trick_winner([norm(x["card"]) for _, x in lastt], [x["seat"] for _, x in lastt],
                              rules.get("moretti_tie", "last_played"))
        tail = plays[len(plays) - rem:]
        for q, (i, e) in enumerate(tail):
            want = w if q == 0 else (tail[q - 1][1]["seat"] + 1) % n
            if e["seat"] != want:
                flag(i, "out_of_turn")
    elif rem and len(plays) == rem:
        for q in range(1, rem):
            if plays[q][1]["seat"] != (plays[q - 1][1]["seat"] + 1) % n:
                flag(plays[q][0], "out_of_turn")
    # ---- declarations: timing (diff7) and content (diff3 + the card-count bound)
    first_play = plays[0][0] if plays else len(ev)
    dres = check_declarations(deal, n, game, rules)
    bad_p = impossible_plays(deal, n, game)
    per = [[norm(e["card"]) for i0, e in plays if e["seat"] == s and i0 not in bad_p] for s in range(n)]
    disc = {norm(c) for e in ev if e["type"] == "discard" for c in e["cards"]}
    disc_i = [i for i, e in enumerate(ev) if e["type"] == "discard"]
    seen = set()
    dbl = rules.get("double_three", True)
    for i, e in enumerate(ev):
        if e["type"] != "declare":
            continue
        s = e["seat"]
        if i > first_play:
            flag(i, "late_declaration")
            continue
        if s in seen:
            flag(i, "repeated_declaration")
            continue
        seen.add(s)
        bad = i in dres and dres[i][0] == "false_declaration"
        if i in dres and dres[i][0] == "rejected":
            out.setdefault("rejected", []).append(i)
            continue
        # SRC:84 declared = held. The seat holds exactly `each` cards at the declaration (after
        # the widow, SRC:76/109); it has shown len(own) of them; the rest are at most slots.
        ambiguous = s == taker and (not disc_i or disc_i[0] > i) and (took or ott)
        if OPTS["COUNT_BOUND"] and not bad and not ambiguous and e["items"]:
            own = set(per[s])
            slots = each - len(own)
            for it in e["items"]:
                size = combos.item_size(it)
                r = sum(c in own for c in relevant(it))
                if isinstance(size, int) and size - r > slots:
                    bad = True
                    out.setdefault("count_bound", []).append(i)
        if bad:
            flag(i, "false_declaration")
        else:
            # fix (b): in a record that does not show the whole hand an item not disproved is not
            # proved either. Proved: the seat's own (possible) plays make it. The game decided on
            # declarations (SRC:105) counts proved items only; a written declarations score is
            # wrong only if no reading of the unproved items gives it.
            mine = combos.holdings(per[s])
            items = e["items"]
            proved = [it for it in items if not combos.check_item(it, mine)]
            open_ = [it for it in items if combos.check_item(it, mine)]
            out["declared"][s] = combos.combo_total(proved, dbl) if proved else 0
            vals = set()
            for m in range(1 << len(open_)):
                sub = proved + [it for b, it in enumerate(open_) if m >> b & 1]
                vals.add(combos.combo_total(sub, dbl) if sub else 0)
            if open_:
                vals.add(0)         # the whole declaration may be false (scores nothing)
            out.setdefault("possible", {})[s] = vals
    # ---- an unrecorded discard inferred in a complete record (diff3 check_discards)
    for i, (c, why) in po.check_discards(deal, n, game).items():
        if c == "illegal_discard":
            flag(i, c)
    nt = len(plays) // n
    out["tricks"] = nt
    out["complete"] = len(plays) == n * each
    return out


def check_session(doc: dict, truth_scores: dict | None = None):
    """The running-totals walk of diff7 (check_session) with this module's check_deal; the
    declarations score of a cut deal re-judged against every reading of the unproved items."""
    saved = cut.check_deal
    cut.check_deal = check_deal
    try:
        codes, info = cut.check_session(doc, truth_scores)
    finally:
        cut.check_deal = saved
    game, n = doc["game"], len(doc["players"])
    if not game.endswith("ottocento"):
        return codes, info
    rules = doc.get("rules", {}) or {}
    for di, deal in enumerate(doc["deals"]):
        if info[di]["complete"]:
            continue
        r = check_deal(deal, game, n, rules)
        poss = r.get("possible", {})
        for i, e in enumerate(deal["events"]):
            if e["type"] != "score" or e.get("reason") != "declarations":
                continue
            c = codes.get((di, i), set())
            c.discard("wrong_score")
            team = int(str(e["party"])[-1])
            vals = {0}
            for s in range(n):
                if s % 2 == team:
                    vals = {a + b for a in vals for b in poss.get(s, {r["declared"].get(s, 0)})}
            if e["points"] not in vals:
                c.add("wrong_score")
            if c:
                codes[(di, i)] = c
            else:
                codes.pop((di, i), None)
    return codes, info
