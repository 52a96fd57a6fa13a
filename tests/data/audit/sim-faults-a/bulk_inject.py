"""Bulk fault injection (not part of the pinned corpus): for many seeds, plant each fault kind
with the gen_* injectors (payments not recorded, so no consequential settlement finding) and
check that the engine names exactly the planted event.  Run with PYTHONPATH=<worktree>."""

import json
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])

from replays.cli import validate_bytes  # noqa: E402

import danish as D  # noqa: E402
import galician as G  # noqa: E402
import gen_danish as GD  # noqa: E402
import gen_galician as GG  # noqa: E402
import gen_ulti as GU  # noqa: E402
import ulti as U  # noqa: E402


def anns(rec):
    v = validate_bytes(json.dumps(rec).encode())
    if v["status"] == "rejected":
        return "rejected", v["problems"]
    return v["status"], [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]


def check(tag, seed, rec, planted):
    st, got = anns(rec)
    want_ev = (planted["deal"], planted["event"])
    hits = [g for g in got if (g[0], g[1]) == want_ev] if st != "rejected" else []
    others = [g for g in got if (g[0], g[1]) != want_ev] if st != "rejected" else got
    ok = len(hits) == 1 and not others
    if not ok:
        print(tag, seed, st, "hits", hits, "others", others, "planted", planted)
    return ok


def main(n):
    tally = {}

    def count(k, ok):
        a = tally.setdefault(k, [0, 0])
        a[0] += 1
        a[1] += ok

    for sd in range(n):
        base, s = D.simulate(50000 + sd, ndeals=1)
        base = GD.strip_payments(base)
        for k, fn in (("dk-revoke", lambda r: GD.inject_revoke(r, 0, False)),
                      ("dk-revoke-trump", lambda r: GD.inject_revoke(r, 0, True)),
                      ("dk-joker-skat", lambda r: GD.inject_joker_skat(r, 0)),
                      ("dk-out-of-turn", lambda r: GD.inject_out_of_turn(r, 0, 0)),
                      ("dk-declare-early", lambda r: GD.inject_declare_before_dealer(r, 0))):
            r, p = fn(base)
            if r:
                count(k, check(k, s, r, p))
    for sd in range(n):
        base = GG.strip_payments(G.simulate(60000 + sd, ndeals=1))
        f, e, i = G.replay(base)
        if i[0].get("all_pass"):
            continue
        for k, fn in (("gd-renonce", GG.inject_renonce), ("gd-king-discard", GG.inject_king_discard),
                      ("gd-card-not-in-hand", GG.inject_card_not_in_hand), ("gd-false-tarocks", GG.inject_false_tarocks)):
            r, p = fn(base)
            if r:
                count(k, check(k, 60000 + sd, r, p))
    for sd in range(n):
        base = U.simulate(70000 + sd)
        for k, fn in (("ul-overtake", GU.inject_overtake), ("ul-card-not-in-hand", GU.inject_card_not_in_hand),
                      ("ul-out-of-turn", lambda r: GU.inject_out_of_turn(r, 0)), ("ul-low-bid", GU.inject_low_bid)):
            r, p = fn(base)
            if r:
                count(k, check(k, 70000 + sd, r, p))
    for k, (a, b) in sorted(tally.items()):
        print(k, "planted", a, "exactly-named", b)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 50)
