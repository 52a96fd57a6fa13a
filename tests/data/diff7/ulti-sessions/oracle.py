"""Independent session referee for Ulti (diff7 audit: whole sessions).

Written from /work/shared/seeds/003_bb2f67de7752728b.txt ("L<n>" = line n as `cat -n` numbers it)
and the public transcript format (/work/shared/spec/transcript-format.md, "spec").

Layering (disclosed in REPORT.md): the per-deal scoring (auction, contract, card play, goals,
contra, silent bonuses, fold payment) is taken from the earlier independent referee
tests/data/diff2/ulti/oracle.py (also written from the source only).  Everything about the
SESSION is written here:

  * dealer rotation  L22 "最初にカードを配る人は,好きな方法で決めます.以後は,反時計回りに順番に交代します."
    -> the first dealer is free; each later deal is dealt by the next seat in the order of play
       (the source plays counter-clockwise, L29/L68, and spec seats are in order of play).
  * first bidder     L29 "配り手の右隣の人は,12 枚の手札から..." -> seat dealer+1 (checked by the diff2 layer
    as out_of_turn; here: the seat holding 12 cards must be dealer+1).
  * first leader     L68 "1 回目は親が,2 回目以降は,直前のカード勝負の勝者が,先手になります."
  * each deal's result: payments (L97-L98, L31 fold) or a score sheet (`score` per seat = the seat's
    net for the deal, spec "points written on the score sheet for this deal").
  * running totals   spec: `start.totals` carried in, state carries from one deal to the next, totals
    are recomputed and compared.  Reading TOTALS (env ORACLE_TOTALS):
       "expected" (default): total after deal k = start + sum of the rules' nets of deals 0..k;
       "anchor": previous RECORDED total (where one was written) + this deal's rules net;
       "recorded": previous recorded total + this deal's recorded net (payments/scores) if recorded;
       "either" (default after the first run, see REPORT): a written total is right if it matches any of
       the three (one fault -> one flag: a total that carries a wrong payment, or that is right
       although an earlier total was wrong, is not flagged again).
    A deal whose result cannot be derived (record cut before the end) has an unknown net: totals
    written in it or after it, up to and including the first one written, re-anchor the chain and
    are not judged.
  * dealer reading (env ORACLE_DEALER): "previous" (default): deal k's dealer = recorded dealer of
    deal k-1, +1 (the dealer the hands show, see below);  "sequence": = dealer of deal 0 + k;
    "field_and_hands": the recorded dealer FIELD rotates (a wrong field is then also flagged as
    wrong_dealer, here and at the next deal) -- the engine's reading, class C2 in REPORT.md.

session(doc) -> {"deals": [ {"dealer_expected", "net" (list|None), "totals" (list of None|int),
                              "issues": [(event, code, text)] } ]}
"""
from __future__ import annotations

import importlib.util
import os
import pathlib

_here = pathlib.Path(__file__).resolve()
# diff2's contra-timing point (its class T, settled as the digest's ruling before this audit):
# take the settled (lenient) reading; it is not a session matter.
os.environ.setdefault("LENIENT_TIMING", "1")
_spec = importlib.util.spec_from_file_location(
    "diff2_ulti_oracle", _here.parents[2] / "diff2" / "ulti" / "oracle.py")
D2 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(D2)

TOTALS = os.environ.get("ORACLE_TOTALS", "either")
DEALER = os.environ.get("ORACLE_DEALER", "previous")

# diff2 issue kinds -> annotation codes (digest "Annotation codes")
KIND = {"payment": "wrong_payment", "missing_payment": "missing_payment", "total": "wrong_total",
        "auction": "auction_unfinished"}


def _deal_result(deal, o, di):
    """Per-deal: (status, expected net or None, issues)."""
    r = D2.check_deal(deal, o, di)
    issues = [(j, KIND.get(k, k), txt) for j, k, txt in r["issues"]]
    ev = deal["events"]
    plays = [e for e in ev if e["type"] == "play"]
    folded = any(e["type"] == "call" and e.get("call") == "fold" for e in ev)
    bids = [e for e in ev if e["type"] == "bid"]
    status = "complete"
    if r.get("contract") is None:
        # L29: the first bidder must name a game; three passes without one: no contract, nothing paid
        npass = len(bids) >= 3 and all(b["bid"] == "pass" for b in bids[-3:])
        status = "no_contract" if npass else "cut"
    elif any(k == "auction_unfinished" for _, k, _ in issues):
        status = "cut"
    elif not folded and (r.get("incomplete") or len(plays) < 30):
        status = "cut"
    net = None
    if status == "complete":
        net = [0, 0, 0]
        for f, t, a, _ in r["payments"]:
            net[f] -= a
            net[t] += a
    elif status == "no_contract":
        net = [0, 0, 0]
    if status != "complete":
        # the diff2 layer's payment expectations are meaningless for a deal it could not finish
        issues = [x for x in issues if x[1] not in ("wrong_payment", "missing_payment", "auction_unfinished")]
    if status == "no_contract":
        # L29: only the first bidder (配り手の右隣の人) must name a game; the others may pass
        # ("目標を言いたくなければ...渡します").  diff2 flags every pass while nothing stands: keep the first.
        firsts = sorted(x for x in issues if x[1] == "illegal_bid")[:1]
        issues = [x for x in issues if x[1] != "illegal_bid"] + firsts
    if status == "cut":
        # L68 "10 回のカード勝負を行います": a record that stops before the tenth trick
        issues.append((None, "incomplete_play", "record stops before the end of the deal"))
    return status, net, issues, r


def _recorded_net(deal):
    ev = deal["events"]
    pays = [e for e in ev if e["type"] == "payment"]
    scores = [e for e in ev if e["type"] == "score"]
    if pays:
        n = [0, 0, 0]
        for e in pays:
            n[e["from"]] -= e["amount"]
            n[e["to"]] += e["amount"]
        return n
    if scores:
        n = [0, 0, 0]
        for e in scores:
            n[e["party"]] += e["points"]
        return n
    return None


def session(doc, totals=None, dealer=None):
    TOTALS_ = totals or TOTALS
    DEALER_ = dealer or DEALER
    o = D2.options(doc)
    start = list((doc.get("start") or {}).get("totals") or [0, 0, 0])
    exp_tot = list(start)          # rules' running totals (None = unknown)
    sheet = list(start)            # last recorded total per seat (or expected where none written)
    out = []
    prev_dealer = None
    first_dealer = doc["deals"][0]["dealer"] if doc["deals"] else None   # (sequence reading: the field)
    for di, deal in enumerate(doc["deals"]):
        ev = deal["events"]
        # L22 "右隣りに 7 枚" / L29 "配り手の右隣の人は,12 枚の手札から": the seat dealt 12 cards is the
        # dealer's right neighbour (dealer+1).  If the hands name another dealer than the field, that
        # is ONE fault (out_of_turn at the first event, the code the digest lists for ulti/deal.hands);
        # the deal is then judged, and the rotation continued, from the dealer the hands show.
        eff = deal["dealer"]
        field_issue = []
        if deal.get("hands"):
            twelve = [s for s, h in enumerate(deal["hands"]) if len(h) == 12]
            if len(twelve) == 1 and (twelve[0] - 1) % 3 != deal["dealer"]:
                eff = (twelve[0] - 1) % 3
                field_issue = [(0, "out_of_turn", "the 12-card hand is seat %s's: dealer %s (L22/L29)" % (twelve[0], eff))]
                deal = dict(deal, dealer=eff)
        status, net, issues, r = _deal_result(deal, o, di)
        issues = field_issue + issues
        # ---- dealer rotation, L22
        if di == 0:
            dexp = eff if DEALER_ != "field_and_hands" else doc["deals"][0]["dealer"]
        elif DEALER_ == "sequence":
            dexp = (first_dealer + di) % 3
        else:
            dexp = (prev_dealer + 1) % 3
        if DEALER_ == "field_and_hands":
            # the engine's observed reading: the dealer FIELD is what rotates
            if doc["deals"][di]["dealer"] != dexp:
                issues.append((None, "wrong_dealer", "field"))
            prev_dealer = doc["deals"][di]["dealer"]
        else:
            if eff != dexp:
                issues.append((None, "wrong_dealer", "L22 以後は,反時計回りに順番に交代: expected %s" % dexp))
            prev_dealer = eff
        # ---- first leader, L68 (the declarer)
        plays = [(j, e) for j, e in enumerate(ev) if e["type"] == "play"]
        if plays and r.get("declarer") is not None and status == "complete" and plays[0][1]["seat"] != r["declarer"]:
            issues.append((plays[0][0], "out_of_turn", "L68 1 回目は親が先手"))
        # ---- score sheet entries: the seat's net for this deal
        if net is not None:
            for j, e in enumerate(ev):
                if e["type"] == "score" and e["points"] != net[e["party"]]:
                    issues.append((j, "wrong_score", "expected %s" % net[e["party"]]))
        rec = _recorded_net(deal)
        # ---- running totals
        run_new = [None if (b is None or net is None) else b + a for b, a in zip(exp_tot, net or [0, 0, 0])]
        anc_new = [None if (b is None or net is None) else b + a for b, a in zip(sheet, net or [0, 0, 0])]
        radd = rec if rec is not None else net
        rec_new = [None if (b is None or radd is None) else b + a for b, a in zip(sheet, radd or [0, 0, 0])]
        cands = {"expected": [run_new], "anchor": [anc_new], "recorded": [rec_new],
                 "either": [run_new, anc_new, rec_new]}[TOTALS_]
        written = {}
        for j, e in enumerate(ev):
            if e["type"] == "total":
                p = e["party"]
                written[p] = e["points"]
                known = [c[p] for c in cands if c[p] is not None]
                if known and e["points"] not in known:
                    issues.append((j, "wrong_total", "expected %s" % known[0]))
        # unknown (cut deal): the first written total re-anchors the chain, unjudged
        exp_tot = [written.get(p) if run_new[p] is None else run_new[p] for p in range(3)]
        sheet = [written[p] if p in written else (anc_new[p] if anc_new[p] is not None else rec_new[p])
                 for p in range(3)]
        new = run_new
        out.append({"dealer": deal["dealer"], "dealer_expected": dexp, "status": status, "net": net,
                    "recorded_net": rec, "totals": new, "issues": issues})
    return {"deals": out}
