"""Differential audit 7 -- Galician Tarok records whose deals STOP EARLY (cut mid-auction, mid-buying,
mid-play, or after the last card before the payments), with or without later deals.

Base: oracle_base.py is the audit-4 referee (tests/data/diff4/galician/oracle.py, written from the
source only), copied unchanged except that check_deal() now exposes its internal state (the
auction's end, the player's hand after laying away, the tricks, the contra levels).  It gives the
legality of every kept event: the auction (L49 §10, L87 §28), buying (L47, L49), laying away
(L53 §12, L55 §13), announcements (L51 §11, L71 §20, L73 §21, L75 §22, L81 §25), contra (L65 §17),
follow rules (L39 §5, L77 §23), the pagat under an announced ultimo (L41 §6), take-backs (L79 §24).
Legality of a kept event never depends on what comes after it, so it is judged as in a full deal.

New here: what a CUT deal already decides (decided()), and what a later deal can still be checked
against once an earlier deal's result is unknown (check()).  The principle (the brief, and L93 §31
"Po każdej skończonej grze gracz powinien kontrolować, czy mu wszystko i odpowiednio policzono" --
only a FINISHED game can be reckoned): a payment is "decided" when every completion of the record
(legal or not: the rest of the play may contain a renonce) gives it the same amount; only a decided
payment can be wrong.  A completion with a renonce matters: L77 §23 "Zwykle gracz płaci przy
wygranej grze tylko konsolację, a zapowiedziane walory nie liczą się mu" -- the renonce side's
announced premiums do not count (option renonce_premiums=not_counted), except L73 §21 ("zapowie
walor, którego w kartach nie posiada ... oczywiście płaci wartość tego waloru") and all_paid
(L53 "płaci wszystko co zapowiedział").

check(doc) -> list per deal of
   {"illegal": {event: reason}, "status": {event: "ok"|"wrong"|"unknown"} for payment/score/total
    events, "cut": None | "auction" | "buying" | "play" | "unpaid", "pool_known": bool}
"""
from __future__ import annotations
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle_base as B

POOL_DEPENDENT = ("pool_ultimo",)


def options(doc):
    rules = dict(doc.get("rules") or {})
    opt = {"contra_symmetric": False, "tarocks_paid": "always", "pool": True, "pool_stake": 10,
           "pool_win_percent": 10, "pool_pass_fee": 5, "pool_dealer_fee": 0, "contra_on_pool": False,
           "renonce_premiums": "not_counted", "renonce_pool": "with_ultimo", "take_back": "mistaken_follow"}
    if rules.get("preset") == "common_usage":
        opt.update(contra_symmetric=True, pool_dealer_fee=1, no_tarock_redeal=True)
    opt.update({k: v for k, v in rules.items() if k != "preset"})
    B.DEFEND["required"] = opt.get("defend_pool") == "required" and opt["pool"]
    return opt


def cut_kind(deal, info):
    ev = deal["events"]
    has_money = any(e["type"] in ("payment", "score") for e in ev)
    if not info.get("auction_done"):
        return "auction"
    if info.get("player") is None:
        return None                      # all passed: the pass fees are the whole deal
    if not info.get("complete"):
        return "buying" if not any(e["type"] == "play" for e in ev) else "play"
    return None if has_money else "unpaid"


def decided(res, opt):
    """Payments a cut deal already fixes: {(from, to, reason): amount}; and the set of keys
    (from, to, reason) that are open (any amount may yet be right)."""
    info = res["info"]
    fixed = {}
    for a, b, x, why in res["payments"]:
        if why in ("pool_stake", "pool_deal"):
            # L85 "Do żydka wkłada każdy w grze udział biorący pewną kwotę"; dealer's fee: at the deal
            fixed[(a, b, why)] = fixed.get((a, b, why), 0) + x
    player = info.get("player")
    ev_play = info.get("plays") or []
    if player is None or info.get("complete") is None or "tricks" not in info:
        return fixed
    # has the play begun?  only then are announcements and contras closed (L51 "i gra się rozpoczyna")
    if not ev_play:
        return fixed
    helpers, payers = info["helpers"], info["payers"]
    announced, contra = info["announced"], info["contra_raw"]
    forfeit = info.get("forfeit")                 # player's renonce (bad discard, count, revoke...)
    hforf = info.get("helper_forfeit")
    fside = "player" if forfeit else ("helpers" if hforf is not None else None)
    hand = info.get("hand_after") or []
    tricks = info["tricks"]
    talon_out = [c for c in (info.get("laid") or [])]   # laid away: never "w lewach"
    # unbought talon cards are never in tricks either
    won_by = {}
    for w, cs in tricks:
        for c in cs:
            won_by[c] = w
    rp = opt.get("renonce_premiums", "not_counted")

    def side(s):
        return "player" if s == player else "helpers"

    def lost(owner, kind):
        if kind == "pagat_ultimo":
            if "T1" not in hand:
                return True
            # L41 "pagat w ostatniej lewie tarokiem pobity" / "wypędzony": the pagat played before
            # the 12th trick loses the announced ultimo
            for k, (s, c) in enumerate(ev_play):
                if s == player and c == "T1" and k < 33:
                    return True
            return False
        if kind in ("trull", "four_kings"):
            cards = ("SKIZ", "T21", "T1") if kind == "trull" else ("KH", "KD", "KS", "KC")
            for c in cards:
                if c in talon_out:
                    return True
                if c in won_by and side(won_by[c]) != side(owner):
                    return True
            return False
        if kind == "volat":
            return any(w != player for w, _ in tricks)
        return False

    def unheld(owner, kind):
        h = hand if owner == player else []
        if kind == "pagat_ultimo":
            return "T1" not in h
        return False   # trull / kings without the cards: not needed for the decided cases below

    def put(owner, kind, amount, made):
        lv = contra.get((owner, kind), 1)
        player_gets = made if owner == player else not made
        amt = amount * (min(lv, 2) if player_gets and not opt["contra_symmetric"] else lv)
        for s in payers:
            if (owner == player) == made:
                fixed[(s, player, kind)] = fixed.get((s, player, kind), 0) + amt
            else:
                fixed[(player, s, kind)] = fixed.get((player, s, kind), 0) + amt

    pool_decided = None
    for owner in [player] + helpers:
        for it in announced.get(owner, []):
            kind = it.get("kind")
            if kind == "tarocks" or kind not in ("pagat_ultimo", "trull", "four_kings", "volat"):
                continue
            base = {"pagat_ultimo": 100, "trull": 100, "four_kings": 200,
                    "volat": 200 * B.MULT[info["contract"]]}[kind]
            own_side = side(owner)
            if fside == own_side:
                # the first renonce decided the deal against the owner's side
                if rp == "all_paid" or unheld(owner, kind):
                    put(owner, kind, base, False)
                continue
            if not lost(owner, kind):
                continue
            if fside is not None or rp == "all_paid" or unheld(owner, kind):
                # a lost premium stays lost: the other side's renonce does not touch it; under
                # all_paid the owner's own later renonce pays it too; §21 pays it in any case
                put(owner, kind, base, False)
                if kind == "pagat_ultimo":
                    pool_decided = True
            elif kind == "pagat_ultimo" and opt.get("renonce_pool") == "paid":
                pool_decided = True
    # the pool: a lost ultimo pays the pool's whole content (L85), decided as above
    if opt["pool"] and pool_decided and not opt["contra_on_pool"] and res.get("pool_known", True):
        fixed[(player, "pool", "pool_ultimo")] = info["pool_in_deal"]
    # tarocks: L71 "bezwarunkowo" -- decided once the owner's side can no longer lose by renonce
    # (the other side renounced first) or under all_paid with his own renonce
    if opt["tarocks_paid"] == "always":
        for owner in [player] + helpers:
            for it in announced.get(owner, []):
                if it.get("kind") != "tarocks" or it.get("count") not in (10, 11, 12):
                    continue
                base = {10: 50, 11: 100, 12: 150}[it["count"]]
                os_ = side(owner)
                bad = info["bad_count"].get(owner)
                if fside is not None and fside != os_ and not bad:
                    put(owner, "tarocks", base, True)
                elif fside == os_ and rp == "all_paid":
                    put(owner, "tarocks", base, False)
    return fixed


def forced_last_trick(deal, res):
    """Eleven tricks complete and one card left in each hand that has not played to the twelfth: the twelfth trick is forced (a seat
    with a single card has no choice, so no renonce is possible either) -- the deal is decided.
    Returns (deal with the last trick added after the last play, insertion index) or (deal, None)."""
    info = res["info"]
    plays = info.get("plays") or []
    if info.get("player") is None or not 33 <= len(plays) < 36 or not deal.get("hands") or len(info.get("tricks") or []) != 11:
        return deal, None
    ev = deal["events"]
    if any(i in res["illegal"] for i, e in enumerate(ev) if e["type"] == "play"):
        return deal, None
    order = info["active"]
    lead = info["tricks"][10][0]
    k = order.index(lead)
    seq = [order[(k + j) % 3] for j in range(3)][len(plays) - 33:]
    left = {}
    for s in seq:
        h = info["hand_after"] if s == info["player"] else [B.norm(c) for c in deal["hands"][s]]
        played = [c for (x, c) in plays if x == s]
        rest = [c for c in h if c not in played]
        if len(rest) != 1:
            return deal, None
        left[s] = rest[0]
    last = max(i for i, e in enumerate(ev) if e["type"] == "play")
    new = dict(deal)
    new["events"] = ev[:last + 1] + [{"type": "play", "seat": s, "card": left[s]} for s in seq] + ev[last + 1:]
    return new, (last + 1, len(seq))


def check(doc):
    opt = options(doc)
    n = len(doc["players"])
    pool = float(((doc.get("start") or {}).get("pools") or {}).get("pool", 0) or 0)
    restake = pool <= 1e-9
    pool_known, restake_known = True, True
    sheet_known = {}          # party -> last total as written / known, or None (unknown)
    st = (doc.get("start") or {}).get("totals")
    for s in range(n):
        sheet_known[str(s)] = float(st[s]) if st else 0.0
    sheet_known["pool"] = pool
    out = []
    for di, deal in enumerate(doc["deals"]):
        res = B.check_deal(doc, deal, opt, pool, n, restake)
        deal, shift_at = forced_last_trick(deal, res)
        if shift_at is not None:
            res = B.check_deal(doc, deal, opt, pool, n, restake)
        res["pool_known"] = pool_known
        info = res["info"]
        cut = cut_kind(deal, info)
        ev = deal["events"]
        status = {}
        if cut in (None, "unpaid"):
            exp = {}
            for a, b, x, why in res["payments"]:
                exp[(str(a), str(b), why)] = exp.get((str(a), str(b), why), 0) + x
            openkeys = set()
            if not pool_known:
                openkeys |= {k for k in exp if k[2] == "pool_ultimo"}
            if not restake_known:
                openkeys |= {k for k in exp if k[2] == "pool_stake"}
        else:
            exp = {(str(a), str(b), r): x for (a, b, r), x in decided(res, opt).items()}
            if not restake_known:
                exp = {k: v for k, v in exp.items() if k[2] != "pool_stake"}
            if not pool_known:
                exp = {k: v for k, v in exp.items() if k[2] != "pool_ultimo"}
            openkeys = None      # everything not decided is open
        # payments, reason by reason; a pair with a reason-less payment is not judged here
        rec = {}
        nor = set()
        for i, e in enumerate(ev):
            if e["type"] == "payment":
                if not e.get("reason"):
                    nor.add(frozenset((str(e["from"]), str(e["to"]))))
                k = (str(e["from"]), str(e["to"]), e.get("reason"))
                rec.setdefault(k, []).append(i)
        for k, idxs in rec.items():
            pair = frozenset(k[:2])
            if k[2] is None or pair in nor:
                v = "unknown" if cut not in (None, "unpaid") else "skip"   # skip: this oracle does not net reason-less pairs
            elif openkeys is None and k not in exp:
                v = "unknown"            # cut deal: not decided
            elif openkeys is not None and (k in openkeys or (not pool_known and k[2] == "pool_ultimo")
                                           or (not restake_known and k[2] == "pool_stake")):
                v = "unknown"
            else:
                got = sum(ev[i]["amount"] for i in idxs)
                v = "ok" if abs(got - exp.get(k, 0)) < 0.01 else "wrong"
            for i in idxs:
                status[i] = v
        # scores: the deal's net per party -- known only for a finished deal and (pool) a known pool
        net = {}
        for a, b, x, why in res["payments"]:
            net[str(a)] = net.get(str(a), 0) - x
            net[str(b)] = net.get(str(b), 0) + x
        deal_known = cut in (None, "unpaid") and pool_known and restake_known
        recnet = res["recorded"]
        for i, e in enumerate(ev):
            if e["type"] == "score":
                p = str(e["party"])
                if cut not in (None, "unpaid"):
                    status[i] = "unknown"
                elif not deal_known and (p == "pool" or info.get("ultimo_announced") or not restake_known):
                    status[i] = "unknown"
                else:
                    status[i] = "ok" if abs(e["points"] - net.get(p, 0)) < 0.01 else "wrong"
        # totals: L93 §31 -- the sheet builds on its last total as written plus this deal's result
        # (recorded result, else as computed); a deal whose result is unknown makes the next total
        # of every party unverifiable, after which the sheet's own figure is the basis again
        dres = {}
        if recnet is not None:
            dres = dict(recnet)
            known_res = True
        else:
            dres = net
            known_res = cut in (None, "unpaid") and pool_known and restake_known
        for p in list(sheet_known):
            if sheet_known[p] is not None and known_res:
                sheet_known[p] = sheet_known[p] + dres.get(p, 0)
            elif not known_res:
                sheet_known[p] = None
        for i, e in enumerate(ev):
            if e["type"] == "total":
                p = str(e["party"])
                if sheet_known.get(p) is None:
                    status[i] = "unknown"
                else:
                    status[i] = "ok" if abs(e["points"] - sheet_known[p]) < 0.01 else "wrong"
                sheet_known[p] = e["points"]
        # the pool and its refounding for the next deal
        if cut in (None, "unpaid"):
            if pool_known:
                pool = res["pool_after"]
            restake = info.get("pool_won", False)
            if not pool_known:
                restake_known = restake_known and not info.get("ultimo_announced")
        else:
            anns = [it.get("kind") for it in (info.get("announced") or {}).get(info.get("player"), [])]
            play_began = bool(info.get("plays"))
            if play_began and "pagat_ultimo" not in anns and opt["pool_win_percent"] == 0 and pool_known:
                pool = info["pool_in_deal"]
            else:
                pool_known = False
            restake = False
            restake_known = restake_known and play_began and "pagat_ultimo" not in anns
        if shift_at is not None:       # drop the three synthetic plays again from the indices
            a, m = shift_at
            status = {(i - m if i >= a + m else i): v for i, v in status.items() if not a <= i < a + m}
            res["illegal"] = {(i - m if i >= a + m else i): v for i, v in res["illegal"].items()
                              if not a <= i < a + m}
        out.append({"illegal": res["illegal"], "status": status, "cut": cut, "pool_known": pool_known,
                    "info": info, "res": res})
    return out
