"""Differential audit 8 -- Galician Tarok PLAY-ONLY records ("hands": null) that also STOP EARLY.

Written from the Polish source (/work/shared/seeds/002_d58cf04b7f012795.txt, cited as Lnn) and the
public format's "Play-only records" section; from the project digest only the option names, the event
vocabulary (bid/announce/payment reasons as the simulator writes them) and the annotation codes.
No code under validator/ or replays/ was read.  New code (not derived from earlier referees; the
decided/open money rules follow the principle audit 7 stated, re-implemented here in a simpler form).

What a play-only record proves (the spec: "a revoke is then reported only where it is provable from
the record itself"):
  * cards a seat HOLDS at play p: every card it plays later in the kept record; for the player also the
    cards he took (L51 "Gracz zabiera kupno i odkłada ...") that he did not lay away and has not played.
  * cards a seat can NOT hold: any card already played, laid away, left unbought in a recorded talon, or
    taken by the player (for the others).
Rules checked (only where provable):
  L39 §5 "Do zagranej farby dodaje się farbę tego samego gatunku. Jeżeli się takiej farby nie ma, to bije
      się ją tarokiem. Zagranego taroka albo bije się wyższym, albo się do niego dorzuca niższy. Jeżeli
      się nie ma taroka, to dorzuca się dowolną farbę."          -> revoke
  L31 §1 "Talia składa się z 22 taroków i 20 farb." (one deck)    -> card_not_in_hand
  L41 §6 "Dobrowolnie wydać pagata przed ostatnią lewą (przy zapowiedzianym ultimo) nie wolno."
                                                                  -> pagat_released (voluntary only)
  L71/L73 §20-21 tarocks announced: "jeżeli się ma w ręku 11 taroków, a zapowie się 10, mylnie
      zapowiadający bezwarunkowo przegrał grę"                   -> wrong_tarock_count (when provable)
Global consistency: whether the unseen cards can be dealt to the seats' unseen slots (and the
unrecorded talon) without contradicting a void the record shows (bipartite matching).

Money (payment/score/total): the oracle does not compute amounts.  It classifies every kept money
event as "decided" (every completion of the record gives the same amount: then the simulator's real
amount is the right one and any other is wrong) or "open" (the missing part can change it: nothing may
be called wrong).  See classify_money().
"""
from __future__ import annotations

SUITS = "HDSC"
RANKS = ["K", "Q", "N", "J"]
PIPS = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = [f"T{i}" for i in range(1, 22)] + ["SKIZ"] + [r + s for s in SUITS for r in RANKS] + list(PIPS.values())
assert len(DECK) == 42


def norm(c):
    c = str(c).upper()
    return "SKIZ" if c in ("SKIZ", "FOOL") else c


def suit(c):
    c = norm(c)
    return "T" if c == "SKIZ" or (c.startswith("T") and c[1:].isdigit()) else c[-1]


def trank(c):
    c = norm(c)
    return 22 if c == "SKIZ" else int(c[1:])


SRANK = {"K": 5, "Q": 4, "N": 3, "J": 2}


def srank(c):
    return SRANK.get(norm(c)[:-1], 1)


def beats(a, b):
    """does card a beat card b (b currently winning)"""
    sa, sb = suit(a), suit(b)
    if sa == "T" and sb == "T":
        return trank(a) > trank(b)
    if sa == "T":
        return True
    if sa == sb:
        return srank(a) > srank(b)
    return False


def winner_idx(cards):
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w]):
            w = i
    return w


def card_points(c):  # L35 §3, L43 §7
    c = norm(c)
    if suit(c) == "T":
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return srank(c)


MONEY = ("payment", "score", "total")


def deal_state(deal):
    """Scan a deal's events: plays (index, seat, card), take, discard, talon, contract info."""
    ev = deal["events"]
    plays = [(i, e["seat"], norm(e["card"])) for i, e in enumerate(ev) if e["type"] == "play"]
    takes = [(i, e) for i, e in enumerate(ev) if e["type"] == "take"]
    discards = [(i, e) for i, e in enumerate(ev) if e["type"] == "discard"]
    bids = [e for e in ev if e["type"] == "bid"]
    player = None
    if takes:
        player = takes[-1][1]["seat"]
    elif discards:
        player = discards[-1][1]["seat"]
    else:
        nonpass = [b for b in bids if b["bid"] not in ("pass", "pass_volat", "tape", "hold")]
        if plays and nonpass:
            player = nonpass[-1]["seat"]
    take = set()
    for _, e in takes:
        take |= {norm(c) for c in e["cards"]}
    disc = set()
    for _, e in discards:
        disc |= {norm(c) for c in e["cards"]}
    talon = [norm(c) for c in deal["talon"]] if deal.get("talon") else None
    ult = None
    for e in ev:
        if e["type"] == "announce":
            for it in e.get("items") or []:
                if isinstance(it, dict) and it.get("kind") == "pagat_ultimo" and e["seat"] == player:
                    ult = e["seat"]  # L85 "Ultimo liczy się tylko graczowi"
    return dict(ev=ev, plays=plays, take=take, disc=disc, talon=talon, player=player, ult=ult,
                discard_idx=discards[0][0] if discards else None)


def n_active_plays(doc):
    return 36  # three play in every deal (L45 §8: at four or five the others sit out)


def closed(deal):
    """the deal is complete in the record: all 36 cards played, or an all-pass deal (no contract)."""
    ev = deal["events"]
    np_ = sum(e["type"] == "play" for e in ev)
    if np_ == 36:
        return True
    if np_ == 0 and not any(e["type"] in ("take", "discard", "announce", "double") for e in ev):
        bids = [e for e in ev if e["type"] == "bid"]
        seats = {b["seat"] for b in bids}
        # all three active seats passed (L83 §26) and nothing followed
        # "tape" only reserves the right to bid on (L87 §28); a tape followed by the seat's pass is a pass
        last = {}
        for b in bids:
            last[b["seat"]] = b["bid"]
        if len(seats) == 3 and all(b["bid"] in ("pass", "pass_volat", "tape") for b in bids) \
                and all(v in ("pass", "pass_volat") for v in last.values()):
            return True
    return False


def check_plays(deal):
    """provable faults of the kept plays (and tarock announcements) of one play-only deal.
    returns (illegal {event: code}, info)"""
    st = deal_state(deal)
    ev, plays, player = st["ev"], st["plays"], st["player"]
    illegal = {}
    seen = set()          # cards already played
    notin = set(st["disc"])
    if st["talon"] is not None:
        notin |= set(st["talon"]) - st["take"]
    tricks = [plays[k:k + 3] for k in range(0, len(plays), 3)]
    voids = {}            # seat -> set of suits shown void ("T" = no tarock), with event
    for ti, tr in enumerate(tricks):
        led = suit(tr[0][2])
        for pos, (i, s, c) in enumerate(tr):
            later = {cc for (j, ss, cc) in plays if ss == s and j > i}
            held = set(later)
            if s == player:
                played_before = {cc for (j, ss, cc) in plays if ss == s and j < i}
                held |= (st["take"] - st["disc"]) - played_before - {c}
            code = None
            # one deck: a card already played, laid away, left in the talon, or the player's own take
            if c in seen or c in notin or (s != player and player is not None and c in st["take"] and c not in st["disc"]):
                code = "card_not_in_hand"
            elif pos > 0 and suit(c) != led:
                if any(suit(h) == led for h in held):
                    code = "revoke"
                elif led != "T" and suit(c) != "T" and any(suit(h) == "T" for h in held):
                    code = "revoke"
            if code is None and c == "T1" and s == st["ult"] and ti < 11:
                # L41: voluntary release of the pagat before the last trick
                if pos == 0:
                    code = "pagat_released"
                elif any(suit(h) == "T" for h in held):
                    code = "pagat_released"
            if code:
                illegal[i] = code
            # voids shown (for the global consistency check)
            if pos > 0 and suit(c) != led:
                voids.setdefault(s, set()).add(led)
                if suit(c) != "T":
                    voids[s].add("T")
            seen.add(c)
    # tarocks announced (L71 §20, L73 §21): provably wrong count
    for i, e in enumerate(ev):
        if e["type"] != "announce":
            continue
        for it in e.get("items") or []:
            if not (isinstance(it, dict) and it.get("kind") == "tarocks"):
                continue
            s, n = e["seat"], it.get("count")
            mine = [c for (j, ss, c) in plays if ss == s]
            known = set(mine)
            if s == player:
                known |= st["take"] - st["disc"]
            lo = sum(suit(c) == "T" for c in known)
            hi = 12 - sum(suit(c) != "T" for c in known)
            ranges = [(lo, hi)]
            if s == player:   # reading 2: the laid-away tarocks count too (L75 §22 makes them shown)
                k = sum(suit(c) == "T" for c in st["disc"])
                ranges.append((lo + k, hi + k))
            if all(not (a <= n <= b) for a, b in ranges):
                illegal.setdefault(i, "wrong_tarock_count")
    info = dict(st=st, voids=voids, tricks=tricks)
    info["explainable"] = explainable(deal, st, voids)
    return illegal, info


def explainable(deal, st, voids):
    """can the unseen cards fill the seats' unseen slots consistently with every void shown?"""
    plays, player = st["plays"], st["player"]
    if not plays or player is None:
        return True
    seats = sorted({s for _, s, _ in plays} | {e["seat"] for e in st["ev"] if e["type"] in ("bid", "announce")})
    if len(seats) != 3:
        return True   # the three active seats are not all known from the record
    played = {c for _, _, c in plays}
    known_unplayed = (st["take"] - st["disc"]) - played
    for c in known_unplayed:
        if suit(c) in voids.get(player, set()):
            return False
    slots = {}
    for s in seats:
        slots[s] = 12 - sum(ss == s for _, ss, _ in plays) - (len(known_unplayed) if s == player else 0)
    fixed = played | st["disc"] | st["take"]
    if st["talon"] is not None:
        fixed |= set(st["talon"])
        talon_slots = 0
    else:
        talon_slots = 6 - len(st["take"])
    unseen = [c for c in DECK if c not in fixed]
    if sum(slots.values()) + talon_slots != len(unseen) or min(slots.values()) < 0:
        return False
    # bipartite matching card -> slot (slot units)
    units = [("talon", k) for k in range(talon_slots)]
    for s in seats:
        units += [(s, k) for k in range(slots[s])]
    match = {}

    def ok(c, u):
        return u[0] == "talon" or suit(c) not in voids.get(u[0], set())

    def aug(c, vis):
        for ui, u in enumerate(units):
            if ui in vis or not ok(c, u):
                continue
            vis.add(ui)
            if ui not in match or aug(match[ui], vis):
                match[ui] = c
                return True
        return False
    for c in unseen:
        if not aug(c, set()):
            return False
    return True


def classify_money(doc):
    """per deal {event: "decided"|"open"} for payment/score/total events.  "decided" = the amount is
    fixed by the kept record, so the real amount is right and an amount changed by 7 is provably wrong
    (pool stakes are multiples of pool_stake: whether a stake is due may be open, its amount is not)."""
    out = []
    cut_before = False
    for d in doc["deals"]:
        cl = closed(d)
        ev = d["events"]
        ult_ann = {e["seat"] for e in ev if e["type"] == "announce" and any(
            isinstance(it, dict) and it.get("kind") == "pagat_ultimo" for it in e.get("items") or [])}
        ult_takers = {e["to"] for e in ev if e["type"] == "payment" and e.get("reason") == "pool_ultimo"} | \
                     {e["from"] for e in ev if e["type"] == "payment" and e.get("reason") == "pool_ultimo"}
        res = {}
        for i, e in enumerate(ev):
            if e["type"] not in MONEY:
                continue
            r = e.get("reason") if e["type"] == "payment" else None
            if r in ("pool_deal", "pool_stake"):
                # L85 "każdy karty rozdzielający wkłada pewną kwotę"; "Do żydka wkłada każdy ... pewną kwotę"
                res[i] = "decided"
            elif not cl:
                res[i] = "open"         # a cut deal: the missing part decides its result
            elif not cut_before:
                res[i] = "decided"
            elif e["type"] == "total":
                res[i] = "open"         # the next total includes the cut deal's unknown result
            elif e["type"] == "payment":
                pool_side = "pool" in (e["from"], e["to"])
                if r == "pool_ultimo" or (r is None and pool_side):
                    res[i] = "open"     # the pool's content after the cut deal is unknown
                elif r == "pool_share" and e["from"] in ult_takers:
                    res[i] = "open"     # "10 procent od każdej wygranej": does the pool taken count? (open)
                else:
                    res[i] = "decided"
            else:  # score
                party = e["party"]
                if ult_ann and (party == "pool" or party in ult_ann or party in ult_takers):
                    res[i] = "open"     # L85: the ultimo announcer takes or pays the whole pool
                else:
                    res[i] = "decided"  # changes only by whole stakes
        out.append(res)
        if not cl:
            cut_before = True
    return out


def check(doc):
    res = []
    money = classify_money(doc)
    for di, d in enumerate(doc["deals"]):
        if d.get("hands") is None:
            ill, info = check_plays(d)
        else:
            ill, info = {}, {"explainable": True}
        res.append(dict(illegal=ill, explainable=info["explainable"], money=money[di], closed=closed(d)))
    return res
