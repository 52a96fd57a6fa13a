"""Own blind model of Galician Tarok (Szczepański §§1-33) for audit gd-spec15."""
SUITS = "HDSC"
RANKS = ["K", "Q", "N", "J"]
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = [r + s for s in SUITS for r in RANKS] + list(PIP.values())
DECK += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def value(c):  # §3, §7
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def winner(trick):
    """trick: list of (seat, card); §4, §6."""
    tar = [(trank(c), s) for s, c in trick if is_tarock(c)]
    if tar:
        return max(tar)[1]
    led = suit(trick[0][1])
    return max((srank(c), s) for s, c in trick if suit(c) == led)[1]


def legal(hand, trick):
    """§5: follow suit; void: tarock; tarock led: tarock; else anything."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarock(c)]
    if tar:
        return tar
    return list(hand)


def pile_points(cards):
    """§14: three cards count their values less 2."""
    return sum(value(c) for c in cards) - 2 * len(cards) / 3
