"""Independent session referee for Galician Tarok (Szczepanski, seed 002_d58cf04b7f012795.txt).

Scope: what carries from deal to deal -- dealer rotation, the king at four, who sits out at
five, the pool (zydek: stakes, dealer/pass fees, 10 % shares, ultimo payout/forfeit,
refounding), per-deal scores against the pool flows, and running totals (`total`), plus the
`start` block. The seat-to-seat game/premium amounts of a deal are TAKEN AS RECORDED (earlier
audits compared them); this oracle checks only what the session adds on top of them.

Source lines quoted (translation mine):
 S8  "Przy czterech graczach rozdzielajacy karty, tak zwany krol, nie bierze czynnego udzialu w
      grze, bierze jednak udzial w korzysci lub stracie gry. Przy pieciu graczach, kazdy po kolei
      wystepuje, t.j. nie bierze udzialu ani w grze, ani w wyniku gry przez jedna kolejke, t.j. w
      czasie czterokrotnego rozdzielania kart."
      (At four the dealer, the 'king', does not play but shares the gain or loss. At five each in
      turn sits out -- no part in the game nor its result -- for one round, i.e. four deals.)
 S9/S10 "Rozdziela sie karty od prawej strony ku lewej" / "Bedacy na rece ... rozpoczyna
      licytacja" (dealt in order of play; the forehand, next after the dealer, opens.)
 S26 "jezeli wszyscy trzej grajacy powiedza: passe, wtedy karty sie sklada i kolej gry idzie
      dalej" (all pass: cards thrown in and the turn passes on) -- rotation = next seat in order
      of play. Szpricer: "Wtedy ten, ktory rozdzielal karty, ... rozdziela drugi raz" (same
      dealer deals again).
 S27 "Do zydka wklada kazdy w grze udzial bioracy pewna kwote. Oprocz tego wklada sie do zydka
      zwykle 10 procent od kazdej wygranej. W razie, gdy wszyscy trzej grajacy powiedza: passe,
      sklada kazdy pewna danine zydkowi. Czesto jest takze w uzyciu, ze kazdy karty rozdzielajacy
      wklada pewna kwote do zydka. Tymi przychodami zydek rosnie i staje sie wlasnoscia tego
      gracza, ktory ultimo zapowie i zrobi. Jezeli zapowiedzianego ultima nie zrobi, to gracz cala
      sume, jaka jest w zydku, traci i te do zydka sklada. ... Zwykle contra sie do zydka nie
      odnosi ... a gracz zydka placi, albo bierze pojedynczo." ... "Ultimo liczy sie tylko
      graczowi".
 S6  "Jezeli pagatem zdobywa sie ostatnia lewe (ultimo)" -- ultimo made = pagat wins the last trick.
 S31 "Po rozdaniu nastepnej talii niedozwolonym jest wnoszenie pretensji o gre poprzednia."
      (after the next deal no claims about the previous game) -> a running total builds on the
      sheet as written (last written total of the party), not on a corrected figure.
"""
from __future__ import annotations

DEFAULTS = dict(pool=True, pool_stake=10, pool_win_percent=10, pool_pass_fee=5,
                pool_dealer_fee=0, contra_on_pool=False, szpricer=False, no_tarock_redeal=False)
PRESETS = {"standard": {}, "common_usage": dict(contra_symmetric=True, no_tarock_redeal=True,
                                                pool_dealer_fee=1)}
EPS = 0.051  # amounts are recorded to 0.1


def resolve(rules):
    rules = dict(rules or {})
    o = dict(DEFAULTS)
    o.update(PRESETS.get(rules.pop("preset", "standard"), {}))
    o.update({k: v for k, v in rules.items()})
    return o


def is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def net_of(items, parties):
    out = {p: 0.0 for p in parties}
    for f, t, a in items:
        out[f] = out.get(f, 0) - a
        out[t] = out.get(t, 0) + a
    return out


class Finding(dict):
    pass


def check(doc):
    """Return (findings, trace). A finding: dict(deal, event, kind, msg); event None = deal level."""
    o = resolve(doc.get("rules"))
    n = len(doc["players"])
    start = doc.get("start") or {}
    F = []
    trace = []

    def bad(d, e, kind, msg):
        F.append(dict(deal=d, event=e, kind=kind, msg=msg))

    pool = float((start.get("pools") or {}).get("pool", 0))
    # S27 founding: the first stake founds the pool; a pool that was won must be founded anew.
    need_found = pool == 0
    pool_known = True
    # running totals: last written figure per party (S31), else start totals, else 0
    run = {i: float(x) for i, x in enumerate(start.get("totals") or [0] * n)}
    run["pool"] = pool
    run_known = {p: True for p in run}
    prev_dealer = None
    prev_szpricer = False
    sitter = None
    sitter_since = 0
    pct = o["pool_win_percent"] / 100.0 if o["pool"] else 0.0

    for di, dl in enumerate(doc["deals"]):
        ev = dl["events"]
        hands = dl.get("hands")
        dealer = dl["dealer"]
        # ---------- seats: dealer, king, sitter (S8, S9, S26)
        if n == 5:
            empties = [i for i, h in enumerate(hands or []) if h == []] if hands is not None else []
            if di == 0:
                cand = [i for i in empties if i != dealer]
                sitter = cand[0] if cand else None
                sitter_since = 0
            elif not prev_szpricer:
                # S8: each sits out for one round of four deals, "po kolei" = next in order of play.
                # A session with a `start` block may begin mid-round: the first change of sitter
                # may then come at any of the first four deals (seen from the hands).
                if di - sitter_since >= 4 or ("start" in doc and sitter_since == 0 and di < 4
                                              and sitter is not None and (sitter + 1) % 5 in empties
                                              and (sitter + 1) % 5 != dealer):
                    sitter = (sitter + 1) % 5 if sitter is not None else None
                    sitter_since = di
        if di > 0 and prev_dealer is not None:
            if prev_szpricer:
                exp_dealer = prev_dealer  # S26: the same dealer deals again
            else:
                exp_dealer = (prev_dealer + 1) % n
                if n == 5 and exp_dealer == sitter:
                    exp_dealer = (exp_dealer + 1) % n
            if dealer != exp_dealer:
                bad(di, None, "dealer", f"dealer {dealer}, expected {exp_dealer}")
                dealer_for_seats = dealer
        king = dealer if n >= 4 else None
        out = set()
        if king is not None:
            out.add(king)
        if n == 5 and sitter is not None:
            out.add(sitter)
        participants = [i for i in range(n) if not (n == 5 and i == sitter)]
        active = [i for i in range(n) if i not in out]
        szp = any(e["type"] == "call" and e.get("call") == "szpricer" for e in ev)
        if hands is not None and not prev_szpricer:
            for i, h in enumerate(hands):
                if (i in out) != (h == []):
                    bad(di, None, "sitter", f"seat {i} hand {len(h)} cards, out={i in out}")
        # S8: the king and the sitter take no part in play/auction
        for ei, e in enumerate(ev):
            s = e.get("seat")
            if s is not None and s in out and not (s == king and e["type"] == "call" and e.get("call") == "szpricer"):
                if not prev_szpricer:
                    bad(di, ei, "sitter_acted", f"seat {s} (out) acted: {e['type']}")
            if e["type"] == "payment" and n == 5 and sitter in (e.get("from"), e.get("to")):
                bad(di, ei, "sitter_paid", f"sitting-out seat {sitter} in a payment")
        # ---------- pool flows (S27)
        plays = [e for e in ev if e["type"] == "play"]
        redeal = any(e["type"] == "redeal" for e in ev)
        all_pass = not plays and not redeal and not any(e["type"] in ("take", "announce") for e in ev)
        exp = []  # (from, to, amount, reason)
        pool_at = pool
        if o["pool"]:
            if need_found and o["pool_stake"]:
                for i in participants:
                    exp.append((i, "pool", float(o["pool_stake"]), "pool_stake"))
                pool_at += o["pool_stake"] * len(participants)
            if o["pool_dealer_fee"]:
                exp.append((dealer, "pool", float(o["pool_dealer_fee"]), "pool_deal"))
                pool_at += o["pool_dealer_fee"]
            if all_pass and o["pool_pass_fee"]:
                # S27 "wszyscy trzej grajacy ... sklada kazdy": the three who played the auction
                for i in active:
                    exp.append((i, "pool", float(o["pool_pass_fee"]), "pool_pass"))
                pool_at += o["pool_pass_fee"] * len(active)
        # ultimo: announced by the player (S27 "Ultimo liczy sie tylko graczowi")
        ult = [e["seat"] for e in ev if e["type"] == "announce"
               and any(isinstance(it, dict) and it.get("kind") == "pagat_ultimo" for it in e["items"])]
        won_pool = False
        ult_known = True
        if not pool_known:
            exp = []
        if ult and o["pool"] and pool_known:
            a = ult[0]
            last = plays[-3:] if len(plays) == 36 else None
            if last is None:
                ult_known = False
            else:
                made = any(p["seat"] == a and p["card"] == "T1" for p in last) and \
                    sum(1 for p in last if is_trump(p["card"])) == 1
                if made:
                    exp.append(("pool", a, round(pool_at, 6), "pool_ultimo"))
                    won_pool = True
                    pool_at = 0.0
                else:
                    exp.append((a, "pool", round(pool_at, 6), "pool_ultimo"))
                    pool_at *= 2
        # recorded
        pays = [(ei, e) for ei, e in enumerate(ev) if e["type"] == "payment"]
        scores = [(ei, e) for ei, e in enumerate(ev) if e["type"] == "score"]
        seat_pays = [(e["from"], e["to"], float(e["amount"])) for _, e in pays
                     if e["from"] != "pool" and e["to"] != "pool"]
        parties = list(range(n)) + ["pool"]
        deal_net = None
        if pays:
            game = net_of(seat_pays, parties)
            if o["pool"] and pct:
                for i in participants:
                    if game.get(i, 0) > 1e-9:
                        exp.append((i, "pool", round(game[i] * pct, 6), "pool_share"))
            rec_pool = [(ei, e) for ei, e in pays if e["from"] == "pool" or e["to"] == "pool"]
            if pool_known and ult_known and not (o["contra_on_pool"] and any(
                    e["type"] == "double" and e.get("target") == "pagat_ultimo" for e in ev)):
                remaining = list(exp)
                for ei, e in rec_pool:
                    key = (e["from"], e["to"])
                    m = [x for x in remaining if (x[0], x[1]) == key and abs(x[2] - float(e["amount"])) <= EPS
                         and (e.get("reason") in (None, x[3]))]
                    if m:
                        remaining.remove(m[0])
                    else:
                        bad(di, ei, "pool_payment", f"unexpected/wrong pool payment {key} {e['amount']} {e.get('reason')}")
                for x in remaining:
                    bad(di, None, "pool_missing", f"missing pool payment {x}")
            deal_net = net_of([(e["from"], e["to"], float(e["amount"])) for _, e in pays], parties)
        elif scores:
            rec = {e["party"]: float(e["points"]) for _, e in scores}
            fixed = {i: 0.0 for i in range(n)}
            pin = 0.0
            for f, t, a, r in exp:
                if f != "pool":
                    fixed[f] -= a
                if t != "pool":
                    fixed[t] += a
                pin += a if t == "pool" else -a
            # score_i = game_i + fixed_i - pct*max(game_i,0)
            g = {}
            for i in range(n):
                x = rec.get(i, 0.0) - fixed[i]
                g[i] = x / (1 - pct) if (x > 1e-9 and i in participants) else x
            shares = sum(pct * g[i] for i in participants if g[i] > 1e-9)
            exp_pool = pin + shares
            contra_pool = o["contra_on_pool"] and any(
                e["type"] == "double" and e.get("target") == "pagat_ultimo" for e in ev)
            if pool_known and ult_known and not contra_pool:
                if abs(sum(g.values())) > 0.011 * n:
                    ei = scores[0][0]
                    bad(di, None, "score_sum", f"seat scores inconsistent with pool flows: sum(game)={sum(g.values()):.3f}")
                pe = [ei for ei, e in scores if e["party"] == "pool"]
                if abs(rec.get("pool", 0.0) - exp_pool) > 0.011 * n:
                    bad(di, pe[0] if pe else None, "pool_score", f"pool score {rec.get('pool')} expected {exp_pool:.3f}")
                if n == 5 and sitter is not None and abs(rec.get(sitter, 0.0)) > 1e-9:
                    bad(di, [ei for ei, e in scores if e["party"] == sitter][0], "sitter_paid", "sitter has a score")
            deal_net = {p: rec.get(p, 0.0) for p in parties}
        # pool state after the deal (computed from the recorded pool flows when present)
        if deal_net is not None:
            pool_after = pool + deal_net["pool"]
        else:
            pool_after = None
        trace.append(dict(deal=di, dealer=dealer, king=king, sitter=sitter if n == 5 else None,
                          pool_before=pool, exp=exp, pool_after=pool_after))
        # ---------- running totals (S31: build on the sheet as written)
        for p in parties:
            if deal_net is not None and run_known.get(p, False):
                run[p] = run.get(p, 0.0) + deal_net[p]
            elif deal_net is None:
                run_known[p] = False
        for ei, e in enumerate(ev):
            if e["type"] != "total":
                continue
            p = e["party"]
            if run_known.get(p, False) and abs(float(e["points"]) - run[p]) > 0.011:
                bad(di, ei, "total", f"total {p} {e['points']} expected {run[p]:.3f}")
            run[p] = float(e["points"])  # S31: later totals build on the figure as written
            run_known[p] = True
        if pool_after is None:
            pool_known = False  # nothing recorded: the pool content is unknown from here on
        else:
            pool = pool_after
        need_found = won_pool or (pool <= 1e-9)
        prev_dealer = dealer
        prev_szpricer = szp
    return F, trace
