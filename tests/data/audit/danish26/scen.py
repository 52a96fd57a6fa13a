"""The danish26 sessions (python scen.py). Each spec is one deal (a redeal spec is two records)."""
from __future__ import annotations

import json

from gen import run_file, strip_trumps, swap_in, write
from model import DECK, KINGS, Retry, declarations, suit

FACTS = {}


def rel(d, k, n):
    """k-th active seat after the dealer in order of play: 1 = leader, 2 = next, 0 = dealer"""
    if n == 3:
        return (d + k) % 3
    return [(d) % 4, (d + 1) % 4, (d + 3) % 4][k]


def t_give(k, cards):
    def tw(sess, d, hands):
        swap_in(sess, hands, rel(d, k, sess.n), cards)
    return tw


def t_chain(*tws):
    def tw(sess, d, hands):
        for t in tws:
            t(sess, d, hands)
    return tw


def t_notrumps(k):
    def tw(sess, d, hands):
        strip_trumps(sess, hands, rel(d, k, sess.n))
    return tw


def t_tout_leader(sess, d, hands):
    n = sess.n
    x = rel(d, 1, n)
    mine = ["T%d" % i for i in range(3, 22)] + KINGS + ["QH", "NH"]
    rest = [c for c in DECK if c not in mine and c not in ("T1", "T2")]
    sess.rng.shuffle(rest)
    others = [rel(d, 2, n), d]
    lo = ["T1", "T2"]
    sess.rng.shuffle(lo)
    for i in range(n):
        hands[i] = []
    hands[x] = mine[:]
    hands[others[0]] = rest[:24] + [lo[0]]
    hands[d] = rest[24:] + [lo[1]]


def t_nolo(k):
    def tw(sess, d, hands):
        n = sess.n
        p = rel(d, k, n)
        low = ["T2", "T3", "T4"] + [r + s for s in "HD" for r in ("5", "6", "7", "8", "9", "10")] + [r + s for s in "SC" for r in ("1", "2", "3", "4", "5")]
        assert len(low) == 25
        rest = [c for c in DECK if c not in low]
        sess.rng.shuffle(rest)
        act = [rel(d, j, n) for j in (1, 2, 0)]
        for i in range(n):
            hands[i] = []
        hands[p] = low[:]
        others = [q for q in act if q != p]
        i = 0
        for q in others:
            m = 28 if q == d else 25
            hands[q] = rest[i:i + m]
            i += m
    return tw


def t_failed_tout(sess, d, hands):
    swap_in(sess, hands, d, ["JOKER"])
    h = hands[d]
    items, amt, cards = declarations(h)
    if "JOKER" in cards or sum(1 for c in h if suit(c) == "T") > 8:
        raise Retry("tout dealer")


def t_shown(sess, d, hands):
    n = sess.n
    mine = ["T%d" % i for i in range(6, 22)] + ["JOKER"] + KINGS + ["QH", "NH", "JH", "QS", "NS", "7C", "3D"]
    assert len(mine) == 28
    rest = [c for c in DECK if c not in mine]
    sess.rng.shuffle(rest)
    for i in range(n):
        hands[i] = []
    hands[d] = mine[:]
    hands[rel(d, 1, n)] = rest[:25]
    hands[rel(d, 2, n)] = rest[25:]


J = {"joker_lead_p": 0.5}
DEM = {"demand": True, "keep_joker": True}

FILES = [
    # name, players, seed, specs, description
    ("01-3p-six-deals-declarations-matadors-cavalry-kings", 3, 1, [
        {"tweak": t_give(1, ["JOKER", "T21", "T1", "T20", "T19"]), "opts": J, "need": ["matadors", "leads the Joker naming"]},
        {"tweak": t_give(2, ["KH", "QH", "NH", "JH"]), "need": ["'full'"]},
        {"tweak": t_give(0, ["KH", "KS", "KC", "JOKER"]), "opts": DEM, "need": ["'half'", "demands the Joker"]},
        {"need": ["PAGAT ULTIMO"]},
        {"tweak": t_give(1, ["KD", "QD", "ND", "JD", "JOKER"]), "need": ["'rich'"]},
        {"need": ["king_przydupek"]},
    ], "Six deals, 3 players: matadors, full/half/rich cavalry and kings, the Joker led and named, the third-last-trick demand, Pagat Ultimo with the pool refilled, a king przydupek doubling the King pool, session-end shares."),
    ("02-3p-seven-deals-redeal-nolo-king-ultimo", 3, 2, [
        {"need": ["last_trick"], "avoid": ["ULTIMO", "przydupek", "NOLO"]},
        {"redeal_then": True, "tweak": t_notrumps(2), "opts2": J, "need": ["redeal asked"]},
        {"tweak": t_nolo(2), "opts": {"weak": None}, "need": ["NOLO"]},
        {"need": ["KING ULTIMO"]},
        {"tweak": t_give(2, ["T10", "T11", "T12", "T13", "T14", "T15", "T16", "T17", "T18", "T19"]), "opts": DEM, "need": ["'trumps'", "demands the Joker"]},
        {"opts": {"keep_joker": True}, "need": ["pagat_przydupek"]},
        {"opts": J, "need": ["leads the Joker naming"]},
    ], "Seven deals, 3 players: a redeal asked for by a trumpless player (same dealer deals again), Nolo (no last-trick or card-point payments), King Ultimo with the pool refilled, a 10+ trumps declaration, the Joker demanded in the third-last trick, a Pagat przydupek, session-end shares."),
    ("03-3p-five-deals-tout-made-pools-refilled", 3, 3, [
        {"opts": J, "need": ["leads the Joker naming"]},
        {"need": ["KING ULTIMO"]},
        {"tweak": t_tout_leader, "opts": {"demand": True, "keep_joker": True, "greedy": "LEADER"}, "need": ["TOUT"]},
        {"need": ["przydupek"]},
        {"opts": J},
    ], "Five deals, 3 players: Tout made by the first leader (85 from each, both pools taken and refilled), King Ultimo, przydupek, the Joker led, session-end shares."),
    ("04-3p-six-deals-shown-skat-declarations", 3, 4, [
        {"opts": J},
        {"tweak": t_shown, "opts": {"forced_extra": ["NS"]}},
        {"need": ["ULTIMO"]},
        {"tweak": t_give(2, ["JOKER", "T21", "T1"]), "opts": DEM, "need": ["matadors", "demands the Joker"]},
        {"opts": J},
        {"need": ["przydupek"]},
    ], "Six deals, 3 players: a dealer forced to lay away a declaration card (skat shown, paid for the declarations held before the discard), matadors, the Joker demanded, Ultimo, przydupek, session-end shares."),
    ("05-4p-six-deals-sitter-ultimos-joker", 4, 5, [
        {"opts": J, "need": ["leads the Joker naming"]},
        {"need": ["PAGAT ULTIMO"]},
        {"tweak": t_give(1, ["KH", "KD", "KS", "KC"]), "need": ["'kings'"]},
        {"opts": DEM, "need": ["demands the Joker"]},
        {"need": ["KING ULTIMO"]},
        {"opts": J},
    ], "Six deals, 4 players (the seat opposite the dealer sits out and pays only foundations and refills, and gets a session-end share): Pagat and King Ultimo with refills by all four, full kings, the Joker led and demanded."),
    ("06-4p-eight-deals-long-session", 4, 6, [
        {"need": ["last_trick"]},
        {"tweak": t_give(0, ["KH", "QH", "NH", "JOKER"]), "opts": J, "need": ["'half'"]},
        {"need": ["przydupek"]},
        {"opts": DEM, "need": ["demands the Joker"]},
        {"tweak": t_give(2, ["JOKER", "T21", "T1", "T20"]), "need": ["matadors"]},
        {"need": ["ULTIMO"]},
        {"opts": {"keep_joker": True}},
        {"opts": J},
    ], "Eight deals, 4 players: a long club session with half cavalry, matadors, the Joker demanded and kept to the last trick, Ultimo, przydupek, session-end shares among four."),
    ("07-4p-six-deals-redeal-nolo-tout", 4, 7, [
        {"opts": J},
        {"redeal_then": True, "tweak": t_notrumps(1), "need": ["redeal asked"]},
        {"tweak": t_nolo(2), "need": ["NOLO"]},
        {"tweak": t_tout_leader, "opts": {"greedy": "LEADER"}, "need": ["TOUT"]},
        {"need": ["ULTIMO"]},
        {"opts": DEM, "need": ["demands the Joker"]},
    ], "Six deals, 4 players: a redeal (same dealer), Nolo, Tout with both pools refilled by all four (the sitter too), Ultimo, the Joker demanded, session-end shares."),
    ("08-3p-eight-deals-long-session", 3, 8, [
        {"need": ["last_trick"]},
        {"opts": J, "need": ["leads the Joker naming"]},
        {"need": ["PAGAT ULTIMO"]},
        {"need": ["KING ULTIMO"]},
        {"opts": DEM, "need": ["demands the Joker"]},
        {"tweak": t_give(0, ["T8", "T9", "T10", "T11", "T12", "T13", "T14", "T15", "T16", "T17", "T1"]), "need": ["'trumps'"]},
        {"need": ["przydupek"]},
        {"opts": {"keep_joker": True}},
    ], "Eight deals, 3 players: everything once - last trick, Joker led, Pagat and King Ultimo, demand, a trumps declaration with the Pagat, przydupek, the Joker kept to the last trick, session-end shares."),
    ("09-3p-five-deals-tout-failed", 3, 9, [
        {"opts": J},
        {"need": ["ULTIMO"]},
        {"tweak": t_failed_tout, "opts": {"tout_announce": True}, "need": ["FAILED TOUT"]},
        {"opts": DEM, "need": ["demands the Joker"]},
        {},
    ], "Five deals, 3 players: the dealer announces Tout and lays the Joker in the skat, then fails (a fine, class per failed_tout_penalty = large: 20 to each pool)."),
    ("10-3p-seven-deals-king-ultimo-pool-short", 3, 10, [
        {"opts": J},
        {"need": ["przydupek"]},
        {"opts": DEM, "need": ["demands the Joker"]},
        {"need": ["PAGAT ULTIMO"]},
        {"tweak": t_give(1, ["KH", "QH", "NH", "JH"])},
        {"need": ["KING ULTIMO"], "avoid": ["king_przydupek"]},
        {"opts": J},
    ], "PLANTED: deal 5, King Ultimo takes the King pool recorded 5 short (one fault; everything before and after is right)."),
    ("11-4p-six-deals-false-joker-demand", 4, 11, [
        {"opts": J},
        {"need": ["ULTIMO"]},
        {"opts": DEM, "need": ["demands the Joker"]},
        {"need": ["przydupek"]},
        {"opts": {"joker_lead_p": 0.9, "demand": True, "false_demand": True}, "need": ["demands the Joker"]},
        {"opts": J},
    ], "PLANTED: deal 4, a player demands the Joker in the third-last trick after it was already played (large fine, 20 to each pool, recorded)."),
    ("12-3p-six-deals-card-points-band", 3, 12, [
        {"opts": J},
        {"need": ["KING ULTIMO"]},
        {"opts": DEM, "need": ["demands the Joker"]},
        {"need": ["przydupek"]},
        {"opts": J},
        {},
    ], "PLANTED: deal 4, one card-point band payment recorded 5 too much (one fault)."),
]


def fix_greedy(specs, n):
    return specs


def main():
    import gen
    out = {}
    for name, n, seed, specs, desc in FILES:
        # resolve greedy = LEADER per deal index
        for i, sp in enumerate(specs):
            o = sp.get("opts")
            if o and o.get("greedy") == "LEADER":
                o = dict(o)
                o["greedy"] = (i + 1) % n if not sp.get("redeal_then") else None
                sp["opts"] = o
            if sp.get("tweak") is not None and sp.get("opts") and "weak" in sp["opts"]:
                o = dict(sp["opts"])
                o["weak"] = rel(i % n, 2, n)
                sp["opts"] = o
        sess = run_file(n, seed, specs)
        plant = None
        fact = {"deals": sess.log, "session_net": sess.net, "pools_end": sess.pools, "plant": None}
        if name.startswith("10-"):
            dl = sess.deals[5]
            ix = [i for i, e in enumerate(dl["events"]) if e["type"] == "payment" and e["reason"] == "king_ultimo" and e["from"] == "king_pool"][0]
            dl["events"][ix]["amount"] -= 5
            fact["plant"] = (5, ix, "wrong_payment")
        if name.startswith("11-"):
            fact["plant"] = (4, sess.log[4]["false_demand_event"], "false_joker_demand")
        if name.startswith("12-"):
            dl = sess.deals[4]
            ix = [i for i, e in enumerate(dl["events"]) if e["type"] == "payment" and e["reason"] == "card_points"][0]
            dl["events"][ix]["amount"] += 5
            fact["plant"] = (4, ix, "wrong_payment")
        write(name, sess, desc)
        out[name] = fact
        print(name, "ok", fact["plant"])
    with open("facts.txt", "w") as f:
        json.dump(out, f, indent=1, ensure_ascii=False, default=str)


if __name__ == "__main__":
    main()
