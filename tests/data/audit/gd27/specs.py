"""gd27 files. Run: python specs.py -> writes the JSON files and facts.json."""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen import HERE, build_file  # noqa: E402


def W(f):
    return f["won"] and not f["volat"] and not f["premiums"]


def L(f):
    return not f["won"] and not f["volat"] and not f["premiums"]


FILES = []


def add(*a, **k):
    FILES.append(build_file(*a, **k))


# 01 threes by packet, 3 players, fresh session (stake in deal 0)
add("01-threes-by-packet.json", 3, [
    (0, dict(seed=1000, contract="three", level=1, who=0, want=W)),
    (1, dict(seed=1100, contract="three", level=2, who=0, want=L)),
    (2, dict(seed=1200, contract="three", level=3, who=1, rejects=1, want=L)),
    (0, dict(seed=1300, contract="three", level=1, who=1, rejects=1, want=W)),
    (1, dict(seed=1400, contract="three", level=2, who=1, want=W)),
], meta_note="threes: first three, bottom, top+reject (purchase 4), first+reject (purchase 2), bottom")

# 02 twos and ones, carried-in pool and totals
add("02-twos-and-ones.json", 3, [
    (2, dict(seed=2000, contract="two", who=0, want=W)),
    (0, dict(seed=2100, contract="two", who=1, rejects=1, want=L)),
    (1, dict(seed=2200, contract="one", who=0, want=W)),
    (2, dict(seed=2300, contract="one", who=2, rejects=2, want=L)),
    (0, dict(seed=2400, contract="two", who=0, rejects=2, want=W)),
], start_pool=84, start_totals=[120, -75, -45], meta_note="twos and ones, purchases 1-3")

# 03 solo and a silent volat
add("03-solo-and-volat.json", 3, [
    (1, dict(seed=3000, contract="solo", who=0, want=W)),
    (2, dict(seed=3100, contract="solo", who=1, want=L)),
    (0, dict(seed=3200, contract="three", who=0, style="strong",
             want=lambda f: f["volat"] and not f["premiums"])),
], start_pool=60, start_totals=[0, 0, 0], meta_note="solo won, solo lost, silent volat")

# 04 the 33-point consolation
add("04-consolation-33.json", 3, [
    (0, dict(seed=4000, contract="three", who=0, exact33=True,
             want=lambda f: f["points"] == "33" and not f["premiums"])),
    (1, dict(seed=4100, contract="three", level=2, who=0, exact33=True,
             want=lambda f: f["points"] == "33" and not f["premiums"])),
    (2, dict(seed=4200, contract="three", who=0, want=lambda f: f["points"] == "34" and not f["premiums"])),
    (0, dict(seed=4300, contract="three", who=1, exact33=True, contra=2,
             want=lambda f: f["points"] == "33" and not f["premiums"])),
], start_pool=45, meta_note="exactly 33 points is a lost game (§18)")

# 05 contra chains
add("05-contra-chains.json", 3, [
    (0, dict(seed=5000, contract="three", who=0, contra=2, want=W)),
    (1, dict(seed=5100, contract="three", who=0, rejects=1, contra=2, want=L)),
    (2, dict(seed=5200, contract="three", who=0, contra=4, want=L)),
    (0, dict(seed=5300, contract="two", who=0, contra=8, contra_by=1, want=L)),
    (1, dict(seed=5400, contract="three", who=0, contra=4, want=W)),
    (2, dict(seed=5500, contract="three", who=0, contra=2,
             want=lambda f: f["won"] and f["premiums"] == {"four_kings": 100})),
], start_pool=150, start_totals=[30, -10, -20], meta_note="contra, recontra, supracontra; recontra on a won game")

# 06 silent premiums
add("06-silent-premiums.json", 3, [
    (1, dict(seed=6000, contract="three", who=0, want=lambda f: f["won"] and f["premiums"] == {"trull": 50})),
    (2, dict(seed=6100, contract="three", who=0, want=lambda f: f["won"] and f["premiums"] == {"four_kings": 100})),
    (0, dict(seed=6200, contract="three", who=0, keep_pagat=True,
             want=lambda f: f["won"] and f["premiums"] == {"pagat_ultimo": 50})),
    (1, dict(seed=6300, contract="three", who=0,
             want=lambda f: f["won"] and f["premiums"] == {"trull": 50, "four_kings": 100})),
], start_pool=200, meta_note="silent trull, four kings, ultimo (the silent ultimo does not take the pool)")

# 07 announced premiums; an announced ultimo takes the pool; new stake next deal
add("07-announced-premiums.json", 3, [
    (0, dict(seed=7000, contract="three", who=0, announce=["tarocks"],
             want=lambda f: f["won"] and set(f["premiums"]) == {"tarocks"})),
    (1, dict(seed=7100, contract="three", who=0, announce=["trull"],
             want=lambda f: f["won"] and f["premiums"] == {"trull": 100})),
    (2, dict(seed=7200, contract="three", who=0, announce=["pagat_ultimo"],
             want=lambda f: f["won"] and f["premiums"] == {"pagat_ultimo": 100})),
    (0, dict(seed=7300, contract="three", who=1, announce=["four_kings"],
             want=lambda f: f["won"] and f["premiums"] == {"four_kings": 200})),
], start_pool=0, start_totals=None, meta_note="announced tarocks, trull, ultimo (takes the pool), four kings")

# 08 failed announced ultimo pays the pool in; failed announced trull
add("08-ultimo-failed.json", 3, [
    (1, dict(seed=8000, contract="three", who=1, want=W)),
    (2, dict(seed=8100, contract="three", who=0, announce=["pagat_ultimo"],
             want=lambda f: (not f["won"]) and f["premiums"] == {"pagat_ultimo": -100})),
    (0, dict(seed=8200, contract="three", who=2, announce=["trull"],
             want=lambda f: (not f["won"]) and f["premiums"] == {"trull": -100})),
], start_pool=130, start_totals=[-40, 95, -55], meta_note="announced ultimo lost (pays the pool's sum in), announced trull lost")

# 09 four players: the king pays and is paid, all-pass deal, dealer fee
add("09-four-players.json", 4, [
    (0, dict(seed=9000, contract="three", who=0, want=W)),
    (1, dict(seed=9100, contract="allpass")),
    (2, dict(seed=9200, contract="three", who=1, level=2, contra=2, want=L)),
    (3, dict(seed=9300, contract="two", who=0, want=lambda f: f["won"] and f["premiums"] == {"trull": 50})),
    (0, dict(seed=9400, contract="three", who=2, want=L)),
], rules={"pool_dealer_fee": 2}, meta_note="4 players, dealer fee 2, all pass")

# 10 five players: sitter 4 for the round of four deals
add("10-five-players.json", 5, [
    (0, dict(seed=10000, contract="three", who=0, want=W)),
    (1, dict(seed=10100, contract="three", who=1, want=L)),
    (2, dict(seed=10200, contract="one", who=0, want=W)),
    (3, dict(seed=10300, contract="three", who=2, contra=2, want=W)),
], sitters=[4, 4, 4, 4], start_pool=70, start_totals=[10, 20, -30, 15, -15], meta_note="5 players, Edward sits out")

# 11 one wrong score (planted): deal 1, seat 2 written 10 short
add("11-wrong-score.json", 3, [
    (0, dict(seed=11000, contract="three", who=0, want=W)),
    (1, dict(seed=11100, contract="three", who=0, want=L)),
    (2, dict(seed=11200, contract="two", who=1, want=W)),
], start_pool=90, faults=[(1, "wrong_score", (2, -10))], meta_note="planted: one wrong score")

# 12 one wrong total (planted): 4 players, deal 2 seat 3's total an addition slip of +20
add("12-wrong-total.json", 4, [
    (3, dict(seed=12000, contract="three", who=0, want=W)),
    (0, dict(seed=12100, contract="three", who=1, want=L)),
    (1, dict(seed=12200, contract="one", who=0, want=W)),
    (2, dict(seed=12300, contract="three", who=2, contra=2, want=L)),
], start_pool=100, start_totals=[0, 50, -25, -25], faults=[(2, "wrong_total", (3, 20))], meta_note="planted: one wrong total")

# 13 a renonce (planted): the player trumps a suit lead holding the suit, in a game he loses anyway
add("13-renonce.json", 3, [
    (2, dict(seed=13000, contract="three", who=0, want=W)),
    (0, dict(seed=13100, contract="three", who=0, plant_revoke=(2, "player"), want=lambda f: L(f) and f["points_rounded"] < 33)),
    (1, dict(seed=13200, contract="three", who=1, want=W)),
], start_pool=55, meta_note="planted: the player's renonce (§23), settled as a lost game")

# 14 pool across deals: dealer fee 1, all-pass fee, 20 % shares, an ultimo taking it, new stake
add("14-pool-across-deals.json", 3, [
    (0, dict(seed=14000, contract="allpass")),
    (1, dict(seed=14100, contract="three", who=0, want=W)),
    (2, dict(seed=14200, contract="allpass")),
    (0, dict(seed=14300, contract="three", who=0, want=L)),
    (1, dict(seed=14400, contract="three", who=2, want=W)),
], rules={"pool_dealer_fee": 1, "pool_win_percent": 20, "pool_pass_fee": 2}, start_pool=0,
    meta_note="pool: stake, dealer fee 1, pass fee 2, 20 % shares")

# 15 an ultimo taking the pool, then restake; 4 players
add("15-ultimo-takes-pool-4p.json", 4, [
    (0, dict(seed=15000, contract="three", who=0, want=W)),
    (1, dict(seed=15100, contract="three", who=0, announce=["pagat_ultimo"],
             want=lambda f: f["won"] and f["premiums"] == {"pagat_ultimo": 100})),
    (2, dict(seed=15200, contract="three", who=1, want=L)),
], start_pool=180, start_totals=[100, -20, -50, -30], meta_note="4 players; announced ultimo made takes the pool; restake")

# 16 (second blind batch) an announced ultimo in the session's first deal takes the stake just paid in
add("16-ultimo-first-deal.json", 3, [
    (0, dict(seed=16000, contract="three", who=0, announce=["pagat_ultimo"],
             want=lambda f: f["won"] and f["premiums"] == {"pagat_ultimo": 100})),
    (1, dict(seed=16100, contract="three", who=1, want=W)),
    (2, dict(seed=16200, contract="one", who=0, want=L)),
], meta_note="fresh pool: stake 30, taken by the ultimo in the same deal; no new stake after (the share refills it)")

# 17 (second blind batch) five players, a fresh pool: the sitter pays no stake; dealer fee 1; all pass
add("17-five-fresh-pool.json", 5, [
    (1, dict(seed=17000, contract="three", who=0, want=W)),
    (2, dict(seed=17100, contract="allpass")),
    (3, dict(seed=17200, contract="two", who=1, contra=2, want=L)),
    (4, dict(seed=17300, contract="three", who=2, want=W)),
], sitters=[0, 0, 0, 0], rules={"pool_dealer_fee": 1}, meta_note="5 players, Adam sits out a round; fresh pool")

with open(os.path.join(HERE, "facts.txt"), "w", encoding="utf-8") as fh:
    json.dump(FILES, fh, ensure_ascii=False, indent=1)
for f in FILES:
    print(f["file"], f["expected"])
