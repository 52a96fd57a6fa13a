"""Independent Tarocchini referee for RARE HOLDINGS AND OUTCOMES (diff8).

Written from the Russian source /work/shared/seeds/004_c8bdb85b1ac896b0.txt (SRC:<line>) and
the public format spec only. Reused, as allowed by the brief (both written from the source
alone and already compared with the engine):
  * tests/data/diff/tarocchini/oracle.py  (audit 1): card values, legal plays, trick winner,
    pair counting, piles, discard/widow destination, the Matto's return, Terziglio game points;
  * tests/data/diff2/tarocchini/oracle.py (audit 2): holdings / check_item / combo_total,
    deal_check / session_check / check_records (the whole count of a deal and the totals).
    Its two (c) readings (SRC:68 doubling, SRC:64-65 gap) are set to the readings audits 3
    and 7 used (double=group, gap=stop); audit 2 classified both as (c).
New here: `expected_item` -- my own table of what each planted rare combination is worth and
how long it is, from the source's tables (SRC:53-66), used to cross-check `holdings` on every
constructed rare hand; and `judge`, the per-record verdict the driver compares.
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


combos = _load("diff2_ref_d8", "diff2/tarocchini/oracle.py")
combos.READING["double"] = "group"
combos.READING["gap"] = "stop"
play = combos.play
norm, value, suit_of = play.norm, play.value, play.suit_of

# SRC:53-58 "Ассоциативное сочетание / Три одинаковых / Каре": Тарокки 18 36, Короли 17 34,
# Квинс 14 28, Кавалеры 13 26, Джекс 12 24
CRICCA = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28), "knights": (13, 26),
          "jacks": (12, 24)}


def expected_points(kind, size):
    """SRC:60 "Каждая последовательность требует не менее трех карт для 10 очков, а каждая
    дополнительная карта стоит 5 очков"."""
    if kind[0] == "cricca":
        return CRICCA[kind[1]][size - 3]
    return 10 + 5 * (size - 3)


def expected_set(items, double_three=True):
    """SRC:68 "Мультипликативные бонусы появляются, когда три или более крика или три или
    более последовательностей сделаны одновременно. Это удваивает очки." (reading: the kind
    that reaches three is doubled, = audit 2 C1 'group')."""
    pc = sum(expected_points(k, s) for k, s in items if k[0] == "cricca")
    ps = sum(expected_points(k, s) for k, s in items if k[0] == "sequence")
    nc = sum(k[0] == "cricca" for k, s in items)
    ns = sum(k[0] == "sequence" for k, s in items)
    if not double_three:
        return pc + ps
    return pc * (2 if nc >= 3 else 1) + ps * (2 if ns >= 3 else 1)


def judge(doc: dict, odd_pairs=None):
    """Per deal: {"res": deal_check result, "bad_events": {event: reason} (legality + recorded
    scores/totals), "scores", "totals"}."""
    ott = doc["game"].endswith("ottocento")
    out = []
    for di, r in enumerate(combos.session_check(doc, odd_pairs)):
        deal = doc["deals"][di]
        bad = dict(r["bad"])
        rec = check_records(deal, r, ott)
        for i, why in rec.items():
            bad.setdefault(i, why)
        out.append({"res": r, "bad_events": bad, "scores": r.get("scores", {}),
                    "totals": r.get("totals", {}), "mode": r.get("mode")})
    return out


def check_records(deal: dict, r: dict, ott: bool) -> dict:
    """Recorded `score` / `total` events against the oracle's values (audit 2's check, with
    one fix, class B1 of this audit): where every score of a party carries a part reason
    (SRC:105: declarations, combinations, card points, last trick), the lines of one part are
    summed before they are compared, so a part written twice is wrong."""
    bad = {}
    parts = {"declarations": r.get("decl_side"), "combinations": r.get("combos"),
             "card_points": r.get("card_points"), "last_trick": r.get("last")}
    by_party = {}
    for i, e in enumerate(deal["events"]):
        if e["type"] == "score":
            p = e["party"] if ott else int(e["party"])
            by_party.setdefault(p, []).append(i)
    for p, idx in by_party.items():
        evs = [deal["events"][i] for i in idx]
        if ott and r.get("mode") == "played" and all(e.get("reason") in parts for e in evs):
            for reason in {e["reason"] for e in evs}:
                ii = [i for i, e in zip(idx, evs) if e["reason"] == reason]
                if sum(deal["events"][i]["points"] for i in ii) != parts[reason][p]:
                    for i in ii:
                        bad[i] = "wrong %s" % reason
        elif sum(e["points"] for e in evs) != r["scores"].get(p, 0):
            for i in idx:
                bad[i] = "wrong score"
    for i, e in enumerate(deal["events"]):
        if e["type"] == "total":
            p = e["party"] if ott else int(e["party"])
            if e["points"] != r["totals"].get(p):
                bad[i] = "wrong total"
    return bad
