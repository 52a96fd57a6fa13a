"""danish32: build the 4-player sessions (clean) from my model; faults are planted in faults.py."""

import json
import random

from model import deal_hands, is_trump
from sim import play_deal, price_deal

N = 4
PLAYERS = ["Olek", "Pola", "Radek", "Sabina"]


def find_deal(kind, dealer, pools, seed0, next_dealer):
    """Search seeds until a deal of the wanted kind comes out."""
    for seed in range(seed0, seed0 + 20000):
        rng = random.Random(seed)
        hands = deal_hands(rng, N, dealer)
        act = [s for s in range(N) if hands[s]]
        opts = {"joker": "none"}
        first = (dealer + 1) % N
        other = [s for s in act if s not in (dealer, first)][0]
        if kind == "redeal":
            if any(not any(is_trump(c) for c in hands[s]) for s in act if s != dealer):
                return seed, hands, None
            continue
        if any(not any(is_trump(c) for c in hands[s]) for s in act):
            continue  # nobody would keep such a hand: avoid silent redeal questions
        if kind == "pagat_ultimo" or kind == "pagat_przydupek":
            h = [s for s in act if "T1" in hands[s]]
            if not h:
                continue
            opts["hoard"] = {h[0]: {"T1"}}
        if kind in ("king_ultimo", "king_przydupek"):
            opts["hoard"] = {s: {c for c in hands[s] if c[0] == "K"} for s in act}
        if kind == "nolo":
            opts["duck"] = other
            opts["strong"] = [s for s in act if s != other]
        if kind == "joker_lead":
            opts["joker"] = "lead"
            opts["lead_at"] = 3
        if kind == "joker_demand":
            opts["joker"] = "demand"
        if kind == "joker_last":
            opts["joker"] = "keep"
        if kind == "plain":
            opts["joker"] = "free"
        try:
            res = play_deal(hands, dealer, N, rng, opts)
        except ValueError:
            continue
        decl, tp, fin, pts, won, pools_after = price_deal(hands, dealer, N, res, pools, next_dealer)
        reasons = {r for _, _, _, r in fin}
        last_trick, w, wc = res["tricks"][24]
        ok = {
            "plain": "last_trick" in reasons,
            "pagat_ultimo": "pagat_ultimo" in reasons,
            "pagat_przydupek": "pagat_przydupek" in reasons and "king_przydupek" not in reasons,
            "king_ultimo": "king_ultimo" in reasons and "king_przydupek" not in reasons,
            "king_przydupek": "king_przydupek" in reasons and "king_ultimo" not in reasons,
            "nolo": "nolo" in reasons and not any("przydupek" in r for r in reasons),
            "joker_lead": any(c == "JOKER" and nm for _, c, nm in res["plays"]) and "last_trick" in reasons,
            "joker_demand": bool(res["calls"]) and "last_trick" in reasons,
            "joker_last": any(c == "JOKER" for _, c, _ in last_trick)
            and "last_trick" in reasons
            and w != [s for s, c, _ in last_trick if c == "JOKER"][0],
        }[kind]
        if ok:
            return seed, hands, (res, decl, tp, fin, pts, won, pools_after)
    raise RuntimeError(kind)


def tout_deal(dealer, pools, next_dealer, salt=0):
    """The first leader holds all 21 trumps and the four kings."""
    rng = random.Random(9000 + dealer + salt)
    first = (dealer + 1) % N
    tout = [f"T{i}" for i in range(1, 22)] + ["KH", "KD", "KS", "KC"]
    from model import deck

    rest = [c for c in deck() if c not in tout]
    rng.shuffle(rest)
    act = [s for s in range(N) if s != (dealer + 2) % N]
    hands = [[] for _ in range(N)]
    hands[first] = tout
    others = [s for s in act if s != first]
    hands[others[0]] = rest[:25] if others[0] != dealer else rest[:28]
    hands[others[1]] = rest[len(hands[others[0]]) :]
    # the Joker must not be in the dealer's skat choice; it stays with its holder
    order = ["T1", "KH", "KD", "KS", "KC"] + [f"T{i}" for i in range(21, 1, -1)]
    res = play_deal(hands, dealer, N, rng, {"joker": "free", "lead_order": {first: order}})
    # the tout player leads: play policy must lead T1 early; rebuild plays deterministically
    return hands, res


def price(hands, dealer, res, pools, next_dealer):
    return price_deal(hands, dealer, N, res, pools, next_dealer)


def dump(path, obj):
    with open(path, "w") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)
