"""Probes beyond the corpus: each file re-run with an option flipped back (the option's reverse).
Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/gd-opt2/_probes.py"""

import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def run(t):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(t, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name], capture_output=True, text=True
    )
    os.unlink(f.name)
    v = json.loads(out.stdout)
    ann = [
        (a["deal"], a["event"], a["code"], a["message"][:150]) for d in v["deals"] for a in d["annotations"]
    ]
    diffs = [d["settlement"].get("difference") for d in v["deals"]]
    return v["status"], ann, diffs, (v.get("session") or {}).get("pool")


def probe(name, fname, rules=None, edit=None):
    t = json.load(open(os.path.join(HERE, fname)))
    t = copy.deepcopy(t)
    if rules:
        t["rules"].update(rules)
        for k, val in list(t["rules"].items()):
            if val is None:
                del t["rules"][k]
    if edit:
        edit(t)
    st, ann, diffs, pool = run(t)
    print(f"--- {name}: {fname} rules={t['rules']}\n    {st} pool={pool}")
    for a in ann:
        print("    ", a)
    for i, d in enumerate(diffs):
        if d:
            print("     diff deal", i, d)


def set_bid(deal, ev, bid):
    def f(t):
        t["deals"][deal]["events"][ev]["bid"] = bid

    return f


probe("P1 lead taken back under the default", "f15_take_back.json", {"take_back": None})
probe("P2 take back never", "f15_take_back.json", {"take_back": "never"})
probe("P3 consolation as_lost_game", "f14_player_renonce.json", {"consolation": None})
probe("P4 renonce_pool with_ultimo", "f14_player_renonce.json", {"renonce_pool": None})
probe("P5 silent premiums not counted", "f14_player_renonce.json", {"renonce_silent_premiums": None})
probe("P6 f04 under the default renonce_premiums", "f04_renonce_all_paid.json", {"renonce_premiums": None})
probe("P7 contra_on_pool off", "f12_tarocks_contra_pool.json", {"contra_on_pool": None})
probe("P8 tarocks always", "f12_tarocks_contra_pool.json", {"tarocks_paid": None})
probe("P9 helper renonce: side pays", "f13_helper_renonce_offender.json", {"helper_renonce_pays": None})
probe("P10 f05 under standard", "f05_common_contra.json", {"preset": "standard"})
probe("P11 defend_pool optional", "f11_defend_pool.json", {"defend_pool": None})
probe("P12 szpricer off", "f09_szpricer.json", {"szpricer": None})
probe("P13 default stake and share", "f01_stake_share.json", {"pool_stake": None, "pool_win_percent": None})
probe(
    "P14 pass volat holding the pagat (d1 seat 0)", "f11_defend_pool.json", edit=set_bid(1, 2, "pass_volat")
)
probe("P15 default fees", "f03_fees.json", {"pool_pass_fee": None, "pool_dealer_fee": None})
probe(
    "P16 redeal under common_usage, dealer fee back to 1",
    "f07_no_tarock_redeal.json",
    {"pool_dealer_fee": None},
)
probe("P17 pool on (f13)", "f13_helper_renonce_offender.json", {"pool": None})
