"""Independent Tarocchini referee for PLAY-ONLY records ("hands": null), written from the
Russian source (/work/shared/seeds/004_c8bdb85b1ac896b0.txt, quoted as SRC:<line>) and the
format spec's "Play-only records" section (SPEC:PO):

  "With "hands": null the hands are reconstructed from the plays (plus recorded discards and
   talon). A revoke is then reported only where it is provable from the record itself (a player
   showed void in a suit and later played that suit)".

In Tarocchini nobody receives a card during the play (SRC:88: after the declarations comes
"обычная карточная игра"; the only cards taken in are the widow's, before play, SRC:76/109), so a
seat's hand at any play is exactly the cards that seat plays from then on in the record. A play
is PROVABLY illegal when a later recorded play of the same seat shows he held what the duty
required. Everything else (declarations, the count) is checked against the hands rebuilt from
the record; the count itself is delegated to the second audit's referee
(tests/data/diff2/tarocchini/oracle.py, written from the same source), with the project's two
rulings of that audit (double=group, gap=stop) switched on.
"""
from __future__ import annotations

import copy
import importlib.util
from pathlib import Path

_p = Path(__file__).resolve().parents[2] / "diff2" / "tarocchini" / "oracle.py"
_spec = importlib.util.spec_from_file_location("count_ref", _p)
count = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(count)
count.READING.update({"double": "group", "gap": "stop"})   # the digest's rulings (diff2 C1/C2)
play = count.play
norm, value, suit_of = play.norm, play.value, play.suit_of

# SRC:9, 25-39 the deck table; spec "Cards": S B C D, T0..T20, MATTO -> 62 cards
ALL62 = (["T%d" % i for i in range(21)] + ["MATTO"]
         + [r + s for s in "SBCD" for r in ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]])


def led_suit(trick):
    # SRC:43 the Matto "не является козырем ... разыгрывается как оправдание для следования
    # масти": it asks for nothing; the first other card sets the suit (oracle reading, as the
    # two earlier audits; the source says nothing about a led Matto)
    return play.led_suit(trick)


def play_events(deal):
    return [(i, e) for i, e in enumerate(deal["events"]) if e["type"] == "play"]


def check_plays(deal: dict, n: int, game: str, rules: dict | None = None) -> dict:
    """{event: [(code, proof_event or None, why), ...]} for every play PROVABLY illegal from the
    record (several findings may hold at one play).

    SRC:88 "игрок, который не может следовать масти, должен козырять, если это возможно. Если
    козырей не хватает, то любая карта может быть сброшена." -> follow suit (implied: one who CAN
    follow must), else trump, else anything.
    SRC:88 "Дурак освобождает игрока от следования масти" -> the Matto is always legal.
    Hand at a play = this and every later play of that seat in the record (nothing is received
    during play), so "held the led suit" is proved only by a LATER play of that suit (SPEC:PO).
    """
    ott = game.endswith("ottocento")
    ev = deal["events"]
    plays = play_events(deal)
    out = {}

    def add(i, *x):
        out.setdefault(i, []).append(x)
    # cards out of play before the first trick: the Ottocento dealer's discard (SRC:76), the
    # Terziglio discard (SRC:109); the widow's untaken cards (SRC:109 solo: "играет без обмена
    # с колодой, которая остается скрытой"; gioco: only what the declarer takes)
    discarded = {}
    for i, e in enumerate(ev):
        if e["type"] == "discard":
            for c in e["cards"]:
                discarded[norm(c)] = (i, e["seat"])
    talon = [norm(c) for c in (deal.get("talon") or [])]
    takes = [(i, e) for i, e in enumerate(ev) if e["type"] == "take"]
    taken = {norm(c): e["seat"] for i, e in takes for c in e["cards"]}
    bids = [e for e in ev if e["type"] == "bid" and e.get("bid") != "pass"]
    contract = bids[-1]["bid"] if bids else None
    declarer = bids[-1]["seat"] if bids else None
    first = {}
    for j, x in plays:
        first.setdefault(norm(x["card"]), j)
    # the taker's recorded widow cards stay in his hand unless he laid them away: SRC:76
    # Ottocento "Дилер забирает последние две карты, добавляя их к тем, что у него в руке";
    # SRC:109 gioco "может обмениваться картами с колодой". (Audit fix (b): a card taken and
    # not discarded is held even if the record never shows it played.)
    # Only when the taker's discard is recorded: with no discard event the taken cards he never
    # plays were laid away unrecorded (he plays one card a trick, so he held no more than that).
    kept = {}
    if not any(e["type"] == "discard" for e in ev):
        pass
    elif ott:
        src = [(i, norm(c)) for i, e in takes for c in e["cards"]] or [(None, c) for c in talon]
        kept = {deal["dealer"]: [(i, c) for i, c in src if c not in discarded]}
    elif declarer is not None and contract != "solo":
        kept = {declarer: [(i, norm(c)) for i, e in takes if e["seat"] == declarer
                           for c in e["cards"] if norm(c) not in discarded]}
    for k, (i, e) in enumerate(plays):
        s, c = e["seat"], norm(e["card"])
        # --- card not in hand, provable without hands
        if c in discarded:                              # laid away before play
            add(i, "card_not_in_hand", discarded[c][0], "discarded before play")
        elif c in talon:
            if ott:
                # SRC:76 "Дилер забирает последние две карты": only the dealer can hold them
                if s != deal["dealer"]:
                    add(i, "card_not_in_hand", None, "widow card, another seat took it")
            elif contract == "solo":
                add(i, "card_not_in_hand", None, "widow card in a solo (no exchange)")
            elif declarer is not None and s != declarer:
                add(i, "card_not_in_hand", None, "widow card, played by a non-declarer")
            elif takes and c not in taken:
                add(i, "card_not_in_hand", None, "widow card the declarer did not take")
        # a card is dealt once (SRC:25-39): of two plays of it one is wrong; the record proves
        # which only when the first is already impossible for its player (above); otherwise the
        # second is taken as the wrong one (a convention: the record cannot tell)
        if first[c] != i and not any(x[0] == "card_not_in_hand" for x in out.get(first[c], [])):
            add(i, "card_not_in_hand", first[c], "played twice")
        # --- duties, provable only by a later play of the same seat
        t0 = (k // n) * n
        trick = [norm(x["card"]) for _, x in plays[t0:k]]
        L = led_suit(trick)
        if L is None or c == "MATTO" or suit_of(c) == L:
            continue
        later = [(j, norm(x["card"])) for j, x in plays[t0 + n:] if x["seat"] == s]
        # only cards that can be his: a card played a second time proves nothing
        later = [(j, x) for j, x in later if first[x] == j]
        mine_before = {norm(x["card"]) for _, x in plays[:k] if x["seat"] == s}
        later += [(j, x) for j, x in kept.get(s, []) if x not in mine_before and x != c
                  and x not in {y for _, y in later}]
        same = [j for j, x in later if suit_of(x) == L]
        if same:
            add(i, "revoke", same[0], "showed void in %s, later played it" % L)
            continue
        if suit_of(c) != "T":
            tr = [j for j, x in later if suit_of(x) == "T"]
            if tr:
                add(i, "failure_to_trump", tr[0], "did not trump, later played a trump")
    # --- turn: SRC:14 "Играть Против часовой стрелки" (spec: seat order = order of play); the
    # winner of a trick leads the next (the usual rule, not spelled out in the source); winner:
    # highest trump, else highest of the led suit, Matto never wins, Moretti equal (SRC:41, 43)
    tie = (rules or {}).get("moretti_tie", "last_played")
    prev_w = None
    for t0 in range(0, len(plays) - len(plays) % n, n):
        tr = plays[t0:t0 + n]
        for q, (i, e) in enumerate(tr):
            # the lead against the last winner; then each next seat against the previous player
            if q == 0:
                want = prev_w if prev_w is not None else e["seat"]
            else:
                want = (tr[q - 1][1]["seat"] + 1) % n
            if e["seat"] != want:
                add(i, "out_of_turn", None, "seat %d expected" % want)
        prev_w = play.trick_winner([norm(x["card"]) for _, x in tr], [x["seat"] for _, x in tr], tie)
    return out


def rebuild(deal: dict, n: int, game: str) -> dict:
    """The deal with hands rebuilt from the record (SPEC:PO): each seat's hand as dealt =
    the cards it plays; the taker (Ottocento dealer SRC:76, Terziglio declarer SRC:109) also held
    his discards and had not yet the cards he took. An unrecorded widow is what nobody played
    (SRC:76 dealer takes "последние две карты"; SRC:109 "8 или 5 идут в колоду")."""
    ott = game.endswith("ottocento")
    d = copy.deepcopy(deal)
    ev = d["events"]
    hands = [[] for _ in range(n)]
    for i, e in play_events(d):
        hands[e["seat"]].append(norm(e["card"]))
    played = {c for h in hands for c in h}
    disc = [norm(c) for e in ev if e["type"] == "discard" for c in e["cards"]]
    took = [norm(c) for e in ev if e["type"] == "take" for c in e["cards"]]
    unplayed = [c for c in ALL62 if c not in played]
    if not d.get("talon"):
        # widow never recorded: the cards nobody played, less what the taker laid away, plus
        # what he took into his hand
        d["talon"] = took + [c for c in unplayed if c not in disc and c not in took]
    talon = [norm(c) for c in d["talon"]]
    bids = [e for e in ev if e["type"] == "bid" and e.get("bid") != "pass"]
    taker = d["dealer"] if ott else (bids[-1]["seat"] if bids else None)
    if taker is not None:
        h = hands[taker] + disc
        gone = took if any(e["type"] == "take" for e in ev) else (talon if ott else [])
        for c in gone:
            if c in h:
                h.remove(c)
        hands[taker] = h
    d["hands"] = hands
    return d


def check_declarations(deal: dict, n: int, game: str, rules: dict | None = None) -> dict:
    """SRC:84 "каждый игрок может объявить определенные комбинации карт руки ... может по
    желанию объявить меньший набор или пробег, чем фактически удерживаемый. Все, что объявлено,
    должно быть помещено лицом вверх на стол." Declared = held in the hand at declaration, which
    (after the discard, SRC:76/109) is the set of cards the seat plays. Provable only when the
    seat's play is complete in the record (else a card may simply not have been reached)."""
    out = {}
    ev = deal["events"]
    plays = play_events(deal)
    per = [[norm(e["card"]) for _, e in plays if e["seat"] == s] for s in range(n)]
    # SRC:76 Ottocento 15 cards each; SRC:109 Terziglio 18 or 19 each (widow 8 or 5)
    each = 15 if game.endswith("ottocento") else (19 if int((rules or {}).get("widow", 8)) == 5 else 18)
    full = all(len(p) == each for p in per)
    # an incomplete record: the seat may still hold any card nobody else is shown with
    talon = {norm(c) for c in (deal.get("talon") or [])}
    taken = {norm(c): e["seat"] for e in ev if e["type"] == "take" for c in e["cards"]}
    bids = [e for e in ev if e["type"] == "bid" and e.get("bid") != "pass"]
    if game.endswith("ottocento"):           # SRC:76 the dealer takes the widow, recorded or not
        taken = {c: deal["dealer"] for c in talon}
    elif bids and bids[-1]["bid"] != "solo" and not any(e["type"] == "take" for e in ev):
        taken = {c: bids[-1]["seat"] for c in talon}   # gioco, exchange unrecorded: he may have
    disc = {norm(c) for e in ev if e["type"] == "discard" for c in e["cards"]}
    for i, e in enumerate(ev):
        if e["type"] != "declare" or not e.get("items"):
            continue
        s = e["seat"]
        if full:
            held = count.holdings(per[s])
        else:
            others = {c for q in range(n) if q != s for c in per[q]}
            held = count.holdings([c for c in ALL62 if c not in others and c not in disc
                                   and (c not in talon or taken.get(c) == s)])
        for it in e["items"]:
            # the vocabulary's limits: a cricca is 3 or 4 (SRC:51); a suit run K Q N J A is at
            # most 5 (SRC:65); Moretti / aces at most 6 (SRC:66-67); trumps Angel..5 at most 16
            size, of = count.item_size(it), it.get("of")
            cap = 4 if it.get("kind") == "cricca" else {"suit": 5, "trumps": 16}.get(of, 6)
            if isinstance(size, int) and size > cap:
                out[i] = ("rejected", "beyond the vocabulary")
                continue
            r = count.check_item(it, held)
            if r == "bad item":
                out[i] = ("rejected", r)
            elif r:
                out[i] = ("false_declaration", r)
    return out


def session_count(doc: dict, odd_pairs=None) -> list[dict]:
    """SRC:47, 88, 105, 113 (via the second audit's referee) on the rebuilt hands."""
    n = len(doc["players"])
    d = copy.deepcopy(doc)
    d["deals"] = [rebuild(x, n, doc["game"]) if x.get("hands") is None else x for x in d["deals"]]
    return count.session_check(d, odd_pairs), d


def check_discards(deal: dict, n: int, game: str) -> dict:
    """SRC:76 "Дилер должен сбросить две карты, которые не могут быть картами «5 очков»";
    SRC:109 gioco "не может сбрасывать 5-очковые карты". Without hands: a recorded discard with a
    5-point card, or with a card somebody plays later, is provably wrong. An UNRECORDED Ottocento
    discard is what nobody played: a 5-point card among it is provably an illegal discard
    (reported as None-event 'unrecorded')."""
    ott = game.endswith("ottocento")
    out = {}
    ev = deal["events"]
    played = {norm(e["card"]): i for i, e in play_events(deal)}
    for i, e in enumerate(ev):
        if e["type"] == "discard":
            cs = [norm(c) for c in e["cards"]]
            if any(value(c) == 5 for c in cs):
                out[i] = ("illegal_discard", "5-point card")
            elif any(c in played for c in cs):
                out[i] = ("illegal_discard?", "card played later (%s)" %
                          [played[c] for c in cs if c in played])
    plays = play_events(deal)
    # an UNRECORDED discard, in a complete record: every seat plays one card a trick, so a card
    # nobody plays that is not in the recorded widow was laid away by the taker (Ottocento: the
    # dealer, SRC:76; Terziglio gioco: the declarer, SRC:109). A 5-point one is provably illegal.
    # Reported at the first play (there is no discard event to attach it to).
    talon = {norm(c) for c in (deal.get("talon") or [])}
    n_each = len(plays) // n if plays else 0
    complete = plays and len(played) == len(plays) and len(plays) % n == 0 and all(
        sum(e["seat"] == s for _, e in plays) == n_each for s in range(n)) and (
        len(plays) == (60 if ott else 62 - len(talon)))
    bids = [e for e in ev if e["type"] == "bid" and e.get("bid") != "pass"]
    if not ott:     # only a gioco has an exchange (SRC:109 solo "играет без обмена с колодой")
        decl = bids[-1]["seat"] if bids and bids[-1]["bid"] == "gioco" else None
        complete = complete and decl is not None and all(
            e["seat"] == decl for _, e in plays if norm(e["card"]) in talon)
    if complete and not any(e["type"] == "discard" for e in ev):
        un = [c for c in ALL62 if c not in played]
        laid = un if ott else [c for c in un if c not in talon]
        if (ott or deal.get("talon")) and any(value(c) == 5 for c in laid):
            out[plays[0][0]] = ("illegal_discard", "5-point card laid away unrecorded %s" % laid)
    return out
