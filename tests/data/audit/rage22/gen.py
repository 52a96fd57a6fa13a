"""rage22 generator: writes the round's transcripts from the blind model (model.py)."""

import json
import os

from model import NAMES, NT_TURNS, Retry, Sim, is_action, score_round, trick_winner

HERE = os.path.dirname(os.path.abspath(__file__))
FIG = []


def run_round(sim, n, k, dealer, spec, attempt_seed):
    """One round with retries until spec['require'] holds. Returns (hands, talon, bids, log, stock)."""
    for attempt in range(4000):
        sim.rng.seed(attempt_seed * 10007 + attempt)
        try:
            hands, talon = sim.deal(k, spec.get("rig"))
            bids = sim.bids(hands, dealer, k)
            if spec.get("bids"):
                bids = spec["bids"](bids, hands, k)
            hook = spec.get("hook")
            hk = hook() if hook else None
            log, stock = sim.play_round(
                hands, talon, dealer, hook=hk, allow_two_nt=spec.get("allow_two_nt", False)
            )
        except Retry:
            continue
        req = spec.get("require")
        if req and not req(hands, talon, bids, log, stock):
            continue
        if spec.get("any_switch_pair_ok") is not True:
            bad = False
            for tr in log:
                sw = [c for _s, c, _nm in tr["plays"] if c in ("CHANGE", "NOTRUMP")]
                if "NOTRUMP" in sw and len(sw) > 1 and not spec.get("allow_two_nt"):
                    bad = True
            if bad:
                continue
        return hands, talon, bids, log, stock
    raise RuntimeError("no attempt satisfied the requirement")


def build(
    name,
    n,
    rules,
    seed,
    rounds,
    first_dealer=0,
    start=None,
    per_round=None,
    scores=True,
    totals=True,
    hands_null=False,
    talon_fn=None,
    score_mut=None,
    total_mut=None,
    meta=None,
):
    per_round = per_round or {}
    sim = Sim(n, rules, seed)
    deals = []
    tot = list(start["totals"]) if start and "totals" in start else [0] * n
    tot_sheet = list(tot)
    dealer = first_dealer
    for rnd in rounds:
        k = 11 - rnd
        spec = per_round.get(rnd, {})
        hands, talon, bids, log, stock = run_round(sim, n, k, dealer, spec, seed * 100 + rnd)
        bidmap = dict(bids)
        _tricks, _p, _m, sc = score_round(n, k, bidmap, log, rules)
        written = list(sc)
        if score_mut and rnd in score_mut:
            written = score_mut[rnd](written, log, bidmap, k)
        tot = [a + b for a, b in zip(tot, sc, strict=True)]
        tot_sheet = [a + b for a, b in zip(tot_sheet, written, strict=True)]
        tw = list(tot_sheet)
        if total_mut and rnd in total_mut:
            tw = total_mut[rnd](tw)
            tot_sheet = list(tw)
        ev_scores = written if scores else None
        ev_totals = tw if totals else None
        from model import events_for

        ev = events_for(bids, log, ev_scores, ev_totals)
        d = {"dealer": dealer, "hands": None if hands_null else hands}
        t = talon_fn(talon, stock, rnd) if talon_fn else talon
        if t is not None or not hands_null:
            d["talon"] = t
        d["events"] = ev
        deals.append(d)
        FIG.append(
            f"{name} round {rnd} dealer {dealer} turned {stock.turned} bids {[bidmap[s] for s in range(n)]}"
        )
        FIG.append(f"   tricks {_tricks} +5 {_p} -5 {_m} scores {sc} written {written} totals(rules) {tot}")
        dealer = (dealer + 1) % n
    tr = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": dict({"preset": "standard"}, **rules),
        "players": NAMES[:n],
    }
    st = dict(start or {})
    if rounds[0] != 1:
        st["round"] = rounds[0]
    if st:
        tr["start"] = st
    tr["meta"] = dict({"audit": "rage22", "file": name}, **(meta or {}))
    tr["deals"] = deals
    with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return tr


# ----------------------------------------------------------------------------- requirements and hooks


def n_switches(log):
    return sum(1 for tr in log for _s, c, _n in tr["plays"] if c in ("CHANGE", "NOTRUMP"))


def req_switches(m):
    return lambda h, t, b, log, st: n_switches(log) >= m


def require_durch(h, t, b, log, st):
    ws = {tr["winner"] for tr in log}
    return len(ws) == 1


def hold_change_to_last(seat):
    def factory():
        def hook(ctx):
            if ctx["kind"] != "play" or ctx["seat"] != seat:
                return None
            hand = ctx["hands"][seat]
            k_left = len(hand)
            plays = ctx["plays"]
            from model import led_colour

            led = led_colour(plays)
            follow = [c for c in hand if not is_action(c) and led is not None and c[0] == led]
            legal = follow if follow else list(hand)
            if k_left > 1:
                legal = [c for c in legal if c != "CHANGE"] or legal
                if "CHANGE" in legal:
                    raise Retry()
            c = legal[0] if k_left == 1 else sorted(legal)[len(legal) // 2]
            if c == "WILD":
                return c, "R"
            return c, None

        return hook

    return factory


def change_last_trick_matters(h, t, b, log, st):
    last = log[-1]
    if "CHANGE" not in [c for _s, c, _n in last["plays"]]:
        return False
    if any(c == "NOTRUMP" for _s, c, _n in last["plays"]):
        return False
    old = trick_winner(last["plays"], last["trump_before"])
    return old != last["winner"] and last["trump_before"] != last["judge"]


def revoke_after_change_hook():
    state = {"done": False, "old": []}

    def hook(ctx):
        if ctx["kind"] == "lead":
            # remember trumps that were trump earlier in the round
            return None
        if state["done"] or ctx["kind"] != "play":
            return None
        log = ctx["log"]
        olds = set()
        for tr in log:
            olds.add(tr["trump_before"])
        cur = ctx["trump"]
        if cur in ("pending", None) or any(c in ("CHANGE", "NOTRUMP") for _s, c, _n in ctx["plays"]):
            return None
        if not any(c == "CHANGE" for tr in log for _s, c, _n in tr["plays"]):
            return None
        from model import led_colour

        led = led_colour(ctx["plays"])
        if led is None or led == cur or led not in olds:
            return None
        hand = ctx["hands"][ctx["seat"]]
        lc = [c for c in hand if not is_action(c) and c[0] == led]
        tc = [c for c in hand if not is_action(c) and c[0] == cur]
        if lc and tc:
            state["done"] = True
            state["where"] = (len(log), ctx["seat"])
            return tc[0], None
        return None

    hook.state = state
    return hook


REVOKE_STATE = {}


def make_revoke_factory(store_key):
    def factory():
        h = revoke_after_change_hook()
        REVOKE_STATE[store_key] = h.state
        return h

    return factory


def revoke_done(key):
    return lambda h, t, b, log, st: REVOKE_STATE[key].get("done", False)


def wrong_lead_after(kind, store_key):
    """After a trick with `kind` (NOTRUMP or CHANGE) whose old-trump winner differs, that player leads."""

    def factory():
        state = {"done": False}
        REVOKE_STATE[store_key] = state

        def hook(ctx):
            if ctx["kind"] != "lead" or state["done"] or not ctx["log"]:
                return None
            last = ctx["log"][-1]
            cards = [c for _s, c, _n in last["plays"]]
            if kind not in cards or ("NOTRUMP" in cards and "CHANGE" in cards):
                return None
            if last["trump_before"] in (None, "?"):
                return None
            old = trick_winner(last["plays"], last["trump_before"])
            if old != last["winner"]:
                state["done"] = True
                state["trick"] = len(ctx["log"])
                return old
            return None

        return hook

    return factory


def two_nt_hook(store_key):
    def factory():
        state = {"done": False}
        REVOKE_STATE[store_key] = state

        def hook(ctx):
            if ctx["kind"] != "play" or state["done"]:
                return None
            plays = ctx["plays"]
            hand = ctx["hands"][ctx["seat"]]
            from model import led_colour

            led = led_colour(plays)
            void = led is None or not any(not is_action(c) and c[0] == led for c in hand)
            if sum(1 for _s, c, _n in plays if c == "NOTRUMP") == 1 and "NOTRUMP" in hand and void:
                state["done"] = True
                state["trick"] = len(ctx["log"])
                return "NOTRUMP", None
            if (
                sum(1 for _s, c, _n in plays if c == "NOTRUMP") == 0
                and "NOTRUMP" in hand
                and void
                and len(plays) < 3
            ):
                return "NOTRUMP", None
            # keep NOTRUMPs for the planted trick, no CHANGE beside a NOTRUMP
            legal = [c for c in hand if not is_action(c) and c[0] == led] if not void else list(hand)
            if any(c == "NOTRUMP" for _s, c, _n in plays):
                legal = [c for c in legal if c not in ("CHANGE", "NOTRUMP")] or legal
            legal = [c for c in legal if c != "NOTRUMP"] or legal
            if "NOTRUMP" in legal and len(legal) == 1 and not state["done"]:
                raise Retry()
            c = sorted(legal)[len(legal) // 2]
            return (c, "B") if c == "WILD" else (c, None)

        return hook

    return factory


def two_nt_matters(store_key):
    def req(hands, talon, bids, log, stock):
        st = REVOKE_STATE[store_key]
        if not st.get("done"):
            return False
        tr = log[st["trick"]]
        if sum(1 for _s, c, _n in tr["plays"] if c == "NOTRUMP") != 2 or "CHANGE" in [
            c for _s, c, _n in tr["plays"]
        ]:
            return False
        # replay under the other reading
        from model import Stock, play_trick_effects

        NT_TURNS["mode"] = "each"
        try:
            s2 = Stock(talon)
            trump = s2.turn()
            ws = []
            for x in log:
                judge, nxt = play_trick_effects(x["plays"], trump, s2)
                ws.append(trick_winner(x["plays"], judge))
                trump = nxt
        finally:
            NT_TURNS["mode"] = "one"
        return ws != [x["winner"] for x in log] and st["trick"] < len(log) - 1

    return req


def and_(*fs):
    return lambda *a: all(f(*a) for f in fs)
