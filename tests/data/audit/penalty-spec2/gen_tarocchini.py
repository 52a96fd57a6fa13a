"""Tarocchini (Russian Wikipedia text): blind model for the penalty round.

The source names no penalty anywhere: the follow rule ('игрок, который не может следовать масти,
должен козырять, если это возможно'), the dealer's discard ('которые не могут быть картами
«5 очков»'), the Terziglio exchange ('не может сбрасывать 5-очковые карты') carry no sanction.
So a revoke or an illegal discard is annotated and the deal is scored as played; a `penalty`
event is never expected.
Terziglio: 'Подсчет очков не нужен, если одна из сторон выиграла все взятки; ей автоматически
присуждается 40 игровых очков.'
"""

import random

from common import play, penalty, score, total, write

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
TRUMPS = [f"T{i}" for i in range(21)]
DECK = TRUMPS + ["MATTO"] + [r + s for s in SUITS for r in LONG]


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "MATTO":
        return None
    return "T" if is_trump(c) else c[-1]


def five(c):
    return c in ("T20", "T19", "T0", "MATTO") or (not is_trump(c) and c != "MATTO" and c[0] == "K")


def tstrength(c):
    n = int(c[1:])
    return 4 if 1 <= n <= 4 else n  # the Moretti are equal


def winner(trick):
    """Moretti tie: the last played is highest (source)."""
    led = next((suit(c) for _, c in trick if suit(c)), None)
    best = None
    for i, (s, c) in enumerate(trick):
        if c == "MATTO":
            continue
        if is_trump(c):
            key = (2, tstrength(c), i)
        elif suit(c) == led:
            order = LONG if c[-1] in "SB" else ROUND
            key = (1, 10 - order.index(c[:-1]), 0)
        else:
            continue
        if best is None or key > best[0]:
            best = (key, s)
    return best[1]


def legal(hand, trick):
    led = next((suit(c) for _, c in trick if suit(c)), None)
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


def simulate(rng, hands, leader, n, ntricks, faults_at=()):
    hand = [list(h) for h in hands]
    tricks = []
    planted = []
    fa = {(t, s) for t, s in faults_at}
    for t in range(ntricks):
        trick = []
        for i in range(n):
            s = (leader + i) % n
            lg = legal(hand[s], trick)
            if (t, s) in fa:
                bad = [c for c in hand[s] if c not in lg]
                if not bad or not trick:
                    return None, None
                c = rng.choice(bad)
                planted.append((t, s, c))
            else:
                c = rng.choice(lg)
            hand[s].remove(c)
            trick.append((s, c))
        w = winner(trick)
        tricks.append((trick, w))
        leader = w
    return tricks, planted


def fmt(tricks):
    return " | ".join(" ".join(f"{s}:{c}" for s, c in tr) + f">{w}" for tr, w in tricks)


def ottocento(seed, dealer, discard_five=False, fault_offset=None):
    rng = random.Random(seed)
    for _ in range(100000):
        d = DECK[:]
        rng.shuffle(d)
        hands = [d[15 * k:15 * k + 15] for k in range(4)]
        hands[dealer] = hands[dealer] + d[60:62]
        full = hands[dealer]
        if discard_five:
            kings = [c for c in full if five(c) and not is_trump(c) and c != "MATTO"]
            rest = [c for c in full if not five(c) and not is_trump(c)]
            if not kings or not rest:
                continue
            discard = [kings[0], rest[0]]
        else:
            rest = [c for c in full if not five(c) and not is_trump(c)]
            if len(rest) < 2:
                continue
            discard = rest[:2]
        ph = [list(h) for h in hands]
        for c in discard:
            ph[dealer].remove(c)
        leader = (dealer + 1) % 4
        faults = []
        if fault_offset is not None:
            faults = [(rng.randrange(2, 12), (dealer + fault_offset) % 4)]
        tricks, planted = simulate(rng, ph, leader, 4, 15, faults)
        if tricks is None:
            continue
        return hands, discard, tricks, planted
    raise RuntimeError


def otto_events(dealer, discard, tricks):
    ev = [{"type": "discard", "seat": dealer, "cards": discard}]
    ev += [{"type": "declare", "seat": (dealer + 1 + k) % 4, "items": []} for k in range(4)]
    idx = {}
    for t, (tr, w) in enumerate(tricks):
        for s, c in tr:
            idx[(t, s)] = len(ev)
            ev.append(play(s, c))
    return ev, idx


def transcript(game, players, deals, note, rules=None):
    return {
        "format": "trick-transcript/1",
        "game": game,
        "rules": rules or {"preset": "standard"},
        "players": players,
        "meta": {"audit": "penalty-spec2", "note": note},
        "deals": deals,
    }


OTTO = ["Anna", "Bruno", "Carla", "Dario"]
TERZ = ["Elena", "Franco", "Giulia"]


def main():
    notes = {}
    out = {}

    # T1 Ottocento: a revoke, the table records a penalty against the revoker; no scores written.
    dealer = 3
    hands, discard, tricks, planted = ottocento(201, dealer, fault_offset=2)
    ev, idx = otto_events(dealer, discard, tricks)
    (t, s, c), = planted
    end = max(idx[(t, x)] for x in range(4)) + 1
    ev.insert(end, penalty(s, "revoke", 10))
    out["14-ottocento-revoke-penalty.json"] = transcript(
        "tarocchini-ottocento", OTTO, [{"dealer": dealer, "hands": hands, "events": ev}],
        "A revoke; the table writes a penalty of 10 against the revoker (the source has no penalty); no scores written.",
    )
    notes["14"] = dict(fault=(idx[(t, s)], s, c), penalty_event=end, tricks=fmt(tricks))

    # T2 Ottocento: the dealer lays a king away; the table records a penalty against him.
    dealer = 0
    hands, discard, tricks, planted = ottocento(202, dealer, discard_five=True)
    ev, idx = otto_events(dealer, discard, tricks)
    ev.insert(1, penalty(dealer, "illegal_discard"))
    out["15-ottocento-king-discarded-penalty.json"] = transcript(
        "tarocchini-ottocento", OTTO, [{"dealer": dealer, "hands": hands, "events": ev}],
        "The dealer lays a king away (a 5-point card); the table writes a penalty against him; no scores written.",
    )
    notes["15"] = dict(discard=discard, tricks=fmt(tricks))

    # T3 Terziglio: the declarer (gioco) revokes; the penalty is written against an opponent.
    rng = random.Random(203)
    dealer = 2
    eldest = 0
    for _ in range(100000):
        d = DECK[:]
        rng.shuffle(d)
        hands = [d[18 * k:18 * k + 18] for k in range(3)]
        widow = d[54:62]
        decl = 1
        take = [c for c in widow if not five(c)][:1]
        full = hands[decl] + take
        disc = [c for c in full if not five(c) and not is_trump(c) and c not in take][:1]
        if not take or not disc:
            continue
        ph = [list(h) for h in hands]
        ph[decl] = [c for c in full if c not in disc]
        tricks, planted = simulate(rng, ph, eldest, 3, 18, [(rng.randrange(2, 14), decl)])
        if tricks is None:
            continue
        break
    ev = [
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "gioco"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "take", "seat": 1, "cards": take},
        {"type": "discard", "seat": 1, "cards": disc},
    ]
    ev += [{"type": "declare", "seat": k, "items": []} for k in (0, 1, 2)]
    idx = {}
    for t, (tr, w) in enumerate(tricks):
        for s, c in tr:
            idx[(t, s)] = len(ev)
            ev.append(play(s, c))
    (t, s, c), = planted
    end = max(idx[(t, x)] for x in range(3)) + 1
    ev.insert(end, penalty(2, "revoke"))
    out["16-terziglio-revoke-penalty-wrong-player.json"] = transcript(
        "tarocchini-terziglio", TERZ, [{"dealer": dealer, "hands": hands, "talon": widow, "events": ev}],
        "Franco (gioco) revokes; the table writes a revoke penalty against Giulia instead; no scores written.",
    )
    notes["16"] = dict(take=take, disc=disc, fault=(idx[(t, s)], s, c), penalty_event=end, tricks=fmt(tricks))

    # T4/T5 Terziglio: the declarer takes every trick (40 game points).
    dealer = 1
    decl = 2  # eldest: leads first
    d_hand = [f"T{i}" for i in range(5, 21)] + ["KS", "KB"]
    opp_pool = [c for c in DECK if c not in d_hand]
    rng = random.Random(204)
    for _ in range(100000):
        rng.shuffle(opp_pool)
        widow = opp_pool[:8]
        if "MATTO" not in widow or "KC" not in widow:
            continue
        a = opp_pool[8:26]
        b = opp_pool[26:44]
        # the offender (seat 0) holds two low trumps and spades
        if not ("T0" in a and "T1" in a and sum(suit(c) == "S" for c in a) >= 3):
            continue
        if sum(is_trump(c) for c in b) < 1:
            continue
        break
    hands = [None, None, None]
    hands[decl] = d_hand
    hands[0] = a
    hands[1] = b
    take, disc = ["KC"], ["T5"]
    full_d = [c for c in d_hand + take if c not in disc]
    leads = [f"T{i}" for i in range(20, 5, -1)] + ["KS", "KB", "KC"]

    def play_out(revokes):
        h = [list(x) for x in hands]
        h[decl] = list(full_d)
        ev = []
        idx = []
        planted = []
        for t, lead in enumerate(leads):
            trick = [(decl, lead)]
            h[decl].remove(lead)
            for s in (0, 1):
                lg = legal(h[s], trick)
                if s == 0 and t in revokes:
                    bad = [x for x in h[s] if x not in lg and x != "MATTO" and suit(x) != "T"]
                    cc = sorted(bad)[0]
                    planted.append((t, s, cc))
                else:
                    nonm = [x for x in lg if x != "MATTO"]
                    cc = sorted(nonm or lg, key=lambda x: (not is_trump(x), x))[0]
                h[s].remove(cc)
                trick.append((s, cc))
            assert winner(trick) == decl, trick
            for s, cc in trick:
                idx.append(len(ev))
                ev.append(play(s, cc))
        return ev, planted

    head = [
        {"type": "bid", "seat": 2, "bid": "gioco"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "take", "seat": 2, "cards": take},
        {"type": "discard", "seat": 2, "cards": disc},
    ] + [{"type": "declare", "seat": k, "items": []} for k in (2, 0, 1)]

    plays, planted = play_out({0, 1})
    ev = head + plays
    faults = [(len(head) + 3 * t + 1, s, c) for t, s, c in planted]
    sc_at = len(ev)
    ev += [score(0, -5), score(1, 0), score(2, 40), total(0, -5), total(1, 0), total(2, 40)]
    out["17-terziglio-two-revokes-fine-on-sheet.json"] = transcript(
        "tarocchini-terziglio", TERZ, [{"dealer": dealer, "hands": hands, "talon": widow, "events": ev}],
        "Giulia's gioco takes every trick (40 game points). Elena revokes twice (trumps led, she plays spades holding T0/T1); the table fines her 5 on the score sheet.",
    )
    notes["17"] = dict(faults=faults, score_events=sc_at)

    plays, planted = play_out(set())
    assert not planted
    ev = head + plays + [score(0, 0), score(1, 0), score(2, 40), total(0, 0), total(1, 0), total(2, 40)]
    out["18-terziglio-all-tricks-clean.json"] = transcript(
        "tarocchini-terziglio", TERZ, [{"dealer": dealer, "hands": hands, "talon": widow, "events": ev}],
        "Clean: Giulia's gioco takes every trick: 40 game points to her, nothing to the opponents.",
    )
    for n, t in out.items():
        write(n, t)
    for k, v in notes.items():
        print(k, v)


if __name__ == "__main__":
    main()
