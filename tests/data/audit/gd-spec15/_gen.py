"""Generator for audit round gd-spec15 (blind).  Run: python3 _gen.py  (writes *.json + facts.json)."""
import json
import random
import sys

sys.path.insert(0, __import__("os").path.dirname(__file__))
from _model import *  # noqa
from _sim import new_deal, play_out, analyse, settle  # noqa

PLAYERS = ["Jan", "Kasia", "Łukasz"]


def bid(s, b):
    return {"type": "bid", "seat": s, "bid": b}


def pay(f, t, a, r):
    a = round(a, 6)
    if a == int(a):
        a = int(a)
    return {"type": "payment", "from": f, "to": t, "amount": a, "reason": r}


def build(seed, dealer, bidder_pos=0, announced=(), game_contra=None, ann_contra=None,
          hook_factory=None, pseed=0):
    hands, talon = new_deal(seed)
    rng = random.Random(pseed * 7919 + seed)
    f = (dealer + 1) % 3
    player = (f + bidder_pos) % 3
    events = []
    for i in range(3):
        s = (f + i) % 3
        events.append(bid(s, "three" if i == bidder_pos else "pass"))
    take = talon[:3]
    h = hands[player] + take
    cand = [c for c in h if not is_tarock(c) and c[0] != "K"]
    if len(cand) < 3:
        return None
    # prefer voiding short suits (no king in them)
    bys = {}
    for c in cand:
        bys.setdefault(suit(c), []).append(c)
    order = sorted(bys, key=lambda s: (any(x == "K" + s for x in h), len(bys[s]), rng.random()))
    disc = []
    for s in order:
        for c in bys[s]:
            if len(disc) < 3:
                disc.append(c)
    events.append({"type": "take", "seat": player, "cards": take})
    events.append({"type": "discard", "seat": player, "cards": disc})
    items = [{"kind": k} for k in announced]
    events.append({"type": "announce", "seat": player, "items": items})
    for k in (1, 2):
        events.append({"type": "announce", "seat": (player + k) % 3, "items": []})
    if game_contra:
        cs = game_contra[0] if game_contra[0] is not None else (player + 1) % 3
        events.append({"type": "double", "seat": cs, "target": "game", "level": game_contra[1]})
    for tgt, (s, lvl) in (ann_contra or {}).items():
        events.append({"type": "double", "seat": s, "target": tgt, "level": lvl})
    ph = [list(x) for x in hands]
    ph[player] = [c for c in h if c not in disc]
    ctx = dict(player=player, hands0=[list(x) for x in ph], forehand=f)
    hook = hook_factory(ctx) if hook_factory else None
    ult = "pagat_ultimo" in announced and "T1" in ph[player]
    plays, tricks, marks = play_out(ph, f, rng, player, ult, hook)
    pre = len(events)
    events += plays
    info = analyse(tricks, player, disc, talon[3:])
    return dict(seed=seed, dealer=dealer, hands=hands, talon=talon, events=events, player=player,
                tricks=tricks, info=info, marks=[(tag, i + pre, j + pre, t, pos, s) for tag, i, j, t, pos, s in marks],
                ph=ph, disc=disc, announced=announced, ctx=ctx, pre=pre)


class Session:
    def __init__(self, start_pool=None):
        self.pool = start_pool or 0
        self.need_stakes = start_pool is None
        self.deals = []
        self.facts = []
        self.totals = [0, 0, 0]

    def add_played(self, d, settle_kw=None, record=None, totals=False):
        """record: None -> record payments per my rules; callable(payments) -> altered list."""
        settle_kw = dict(settle_kw or {})
        settle_kw.setdefault("announced", d["announced"])
        ev = list(d["events"])
        pays = []
        if self.need_stakes:
            for s in range(3):
                pays.append(pay(s, "pool", 10, "pool_stake"))
            self.pool += 30
            self.need_stakes = False
        out, nets, flow, shares, taken = settle(d["player"], "three", d["info"], pool_before=self.pool, **settle_kw)
        pays += [pay(*p) for p in out]
        expected_pays = list(pays)
        if record:
            pays = record(__import__("copy").deepcopy(pays))
        pool_before = self.pool
        self.pool = (0 if taken else self.pool + flow) + shares
        if taken:
            self.need_stakes = True
        net = {0: 0.0, 1: 0.0, 2: 0.0, "pool": 0.0}
        for p in expected_pays:
            net[p["from"]] -= p["amount"]
            net[p["to"]] += p["amount"]
        for s in range(3):
            self.totals[s] += net[s]
        ev += pays
        if totals:
            for s in range(3):
                ev.append({"type": "total", "party": s, "points": round(self.totals[s], 6)})
            ev.append({"type": "total", "party": "pool", "points": round(self.pool, 6)})
        self.deals.append({"dealer": d["dealer"], "hands": d["hands"], "talon": d["talon"], "events": ev})
        self.facts.append(dict(kind="played", dealer=d["dealer"], player=d["player"], points=d["info"]["points"],
                               info={k: v for k, v in d["info"].items() if k != "pagat_trick"},
                               pagat_trick=d["info"]["pagat_trick"], marks=d["marks"], expected_payments=expected_pays,
                               net=net, pool_before=pool_before, pool_after=self.pool, disc=d["disc"],
                               first_play=d["pre"]))

    def add_allpass(self, seed, dealer, totals=False):
        hands, talon = new_deal(seed)
        f = (dealer + 1) % 3
        ev = [bid((f + i) % 3, "pass") for i in range(3)]
        pays = []
        if self.need_stakes:
            for s in range(3):
                pays.append(pay(s, "pool", 10, "pool_stake"))
            self.pool += 30
            self.need_stakes = False
        for i in range(3):
            pays.append(pay((f + i) % 3, "pool", 5, "pool_pass"))
        pool_before = self.pool
        self.pool += 15
        for s in range(3):
            self.totals[s] -= 5
        ev += pays
        if totals:
            for s in range(3):
                ev.append({"type": "total", "party": s, "points": round(self.totals[s], 6)})
            ev.append({"type": "total", "party": "pool", "points": round(self.pool, 6)})
        self.deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
        self.facts.append(dict(kind="allpass", dealer=dealer, pool_before=pool_before, pool_after=self.pool))

    def transcript(self, rules=None, start_pool=None, note=""):
        t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": PLAYERS}
        if rules:
            t["rules"] = rules
        if start_pool is not None:
            t["start"] = {"pools": {"pool": start_pool}}
        t["meta"] = {"round": "gd-spec15", "note": note}
        t["deals"] = self.deals
        return t


def search(pred, **kw):
    for seed in range(1, 20000):
        for pseed in range(4):
            d = build(seed, pseed=pseed, **kw)
            if d and pred(d):
                return d
    raise SystemExit("no deal for %r" % kw)


def nopremium(d):
    i = d["info"]
    return i["trull"] is None and i["kings"] is None and i["pagat_last"] is None


FILES = {}
FACTS = {}


def save(name, sess, **kw):
    FILES[name] = sess.transcript(**kw)
    FACTS[name] = sess.facts


# ----------------------------------------------------------------- hooks
def once(fn):
    """hook factory wrapper: fire fn(c) at most once (fn returns (cards, tag) or None)."""
    def factory(ctx):
        st = {"done": False}

        def hook(c):
            if st["done"]:
                return None
            c = dict(c, **ctx)
            r = fn(c)
            if r:
                st["done"] = True
            return r
        return hook
    return factory


def led(c):
    return suit(c["trick"][0][1]) if c["trick"] else None


def renonce_trump(who, tmin=1, tmax=9, avoid_pagat=True):
    """who: 'player' or 'helper'. A follower trumps a suit lead though holding the suit (§23)."""
    def fn(c):
        if not (tmin <= c["t"] <= tmax) or c["pos"] == 0:
            return None
        if (c["seat"] == c["player"]) != (who == "player"):
            return None
        ls = led(c)
        if ls == "T" or not any(suit(x) == ls for x in c["hand"]):
            return None
        tar = [x for x in c["hand"] if is_tarock(x) and not (avoid_pagat and x == "T1")]
        if not tar:
            return None
        return [min(tar, key=trank)], "renonce"
    return once(fn)


def no_trump_when_void(who, tmin=1, tmax=9):
    """A follower void in the led suit, holding tarocks, plays another suit (§5)."""
    def fn(c):
        if not (tmin <= c["t"] <= tmax) or c["pos"] == 0:
            return None
        if (c["seat"] == c["player"]) != (who == "player"):
            return None
        ls = led(c)
        if ls == "T" or any(suit(x) == ls for x in c["hand"]):
            return None
        tar = [x for x in c["hand"] if is_tarock(x)]
        oth = [x for x in c["hand"] if not is_tarock(x)]
        if not tar or not oth:
            return None
        return [min(oth, key=value)], "no_trump"
    return once(fn)


def no_tarock_follow(who, tmin=1, tmax=9):
    """Tarock led, follower holds tarocks, plays a suit card (§5)."""
    def fn(c):
        if not (tmin <= c["t"] <= tmax) or c["pos"] == 0:
            return None
        if (c["seat"] == c["player"]) != (who == "player"):
            return None
        if led(c) != "T":
            return None
        tar = [x for x in c["hand"] if is_tarock(x) and x != "T1"]
        oth = [x for x in c["hand"] if not is_tarock(x)]
        if not tar or not oth:
            return None
        return [min(oth, key=value)], "no_tarock"
    return once(fn)


def takeback_follow_renonce(pos_req=1, tmin=1, tmax=9):
    """A follower first trumps though holding the suit, then takes it back and follows suit."""
    def fn(c):
        if not (tmin <= c["t"] <= tmax) or c["pos"] != pos_req or c["seat"] == c["player"]:
            return None
        ls = led(c)
        if ls == "T":
            return None
        same = [x for x in c["hand"] if suit(x) == ls]
        tar = [x for x in c["hand"] if is_tarock(x) and x != "T1"]
        if not same or not tar:
            return None
        return [min(tar, key=trank), min(same, key=value)], "takeback"
    return once(fn)


def takeback_last_trump(tmin=1, tmax=9):
    """Third hand, void in the led suit, first discards another suit, then takes it back and
    plays a tarock that does not win the trick."""
    def fn(c):
        if not (tmin <= c["t"] <= tmax) or c["pos"] != 2:
            return None
        ls = led(c)
        if ls == "T" or any(suit(x) == ls for x in c["hand"]):
            return None
        tar = [x for x in c["hand"] if is_tarock(x) and x != "T1"]
        oth = [x for x in c["hand"] if not is_tarock(x)]
        top = max([trank(x) for _, x in c["trick"] if is_tarock(x)] or [0])
        low = [x for x in tar if trank(x) < top]
        if not low or not oth:
            return None
        return [min(oth, key=value), min(low, key=trank)], "takeback"
    return once(fn)


def takeback_lead(t_at=3):
    def fn(c):
        if c["t"] != t_at or c["pos"] != 0 or len(c["legal"]) < 2:
            return None
        lg = [x for x in c["legal"] if x != "T1"]
        if len(lg) < 2:
            return None
        return [lg[0], lg[-1]], "takeback"
    return once(fn)


def release_pagat(tmin=2, tmax=8):
    """Announced ultimo: the player plays the pagat to a tarock lead though he holds other tarocks."""
    def fn(c):
        if not (tmin <= c["t"] <= tmax) or c["seat"] != c["player"] or c["pos"] == 0:
            return None
        if led(c) != "T" or "T1" not in c["hand"]:
            return None
        if len([x for x in c["hand"] if is_tarock(x)]) < 2:
            return None
        return ["T1"], "release"
    return once(fn)


def trick_feats(d):
    legal_trump = legal_discard = pagat_mid = False
    for i, (trick, w) in enumerate(d["tricks"]):
        ls = suit(trick[0][1])
        for s, c in trick[1:]:
            if ls != "T" and is_tarock(c):
                legal_trump = True
            if ls != "T" and not is_tarock(c) and suit(c) != ls:
                legal_discard = True
            if c == "T1" and i < 11 and w != s:
                pagat_mid = True
    return legal_trump, legal_discard, pagat_mid


def player_has_pagat(d):
    return "T1" in d["ph"][d["player"]]


def fired(d, tag):
    return any(m[0] == tag for m in d["marks"])


# ----------------------------------------------------------------- scenarios
def won(d):
    return d["info"]["points"] > 33


def lost(d):
    return d["info"]["points"] < 33


def main():
    # 01 clean: three won, fresh pool, legal trumping/discarding, pagat lost mid-game by its holder
    s = Session()
    d = search(lambda d: won(d) and nopremium(d) and all(trick_feats(d)), dealer=0)
    s.add_played(d)
    save("01_clean_three_won.json", s, note="Clean: three won; void followers trump or discard legally; the pagat is beaten mid-game.")

    # 02 clean: second hand plays three and loses with contra
    s = Session()
    d = search(lambda d: lost(d) and nopremium(d), dealer=1, bidder_pos=1, game_contra=(None, 2))
    s.add_played(d, settle_kw=dict(contra=2))
    save("02_clean_lost_contra.json", s, note="Clean: three lost under contra, paid double to each helper.")

    # 03 clean session: won, all pass, ultimo made (pool won), stakes again
    s = Session()
    d0 = search(lambda d: won(d) and nopremium(d), dealer=2)
    s.add_played(d0, totals=True)
    s.add_allpass(777, 0, totals=True)
    d2 = search(lambda d: player_has_pagat(d) and d["info"]["pagat_last"] == ("won", d["player"])
                and d["info"]["trull"] is None and d["info"]["kings"] is None and won(d),
                dealer=1, announced=("pagat_ultimo",))
    s.add_played(d2, totals=True)
    d3 = search(lambda d: lost(d) and nopremium(d), dealer=2, bidder_pos=2)
    s.add_played(d3, totals=True)
    save("03_clean_session_pool.json", s, note="Clean 4-deal session: pool founded, fed by a share, by an all-pass fee, won by an announced pagat ultimo, founded again.")

    # 04 clean: ultimo announced, pagat beaten in the last trick
    s = Session(start_pool=120)
    d = search(lambda d: player_has_pagat(d) and d["info"]["pagat_last"] == ("lost", d["player"])
               and lost(d) and d["info"]["trull"] is None and d["info"]["kings"] is None,
               dealer=0, announced=("pagat_ultimo",))
    s.add_played(d)
    save("04_clean_ultimo_beaten.json", s, start_pool=120, note="Clean: announced ultimo, pagat beaten in the last trick; the player pays the ultimo and the pool's content into the pool.")

    # 05 clean: ultimo announced, pagat forced out mid-game
    s = Session(start_pool=60)

    def forced(d):
        p = d["player"]
        return player_has_pagat(d) and any(t < 11 and st == p for t, st in d["info"]["pagat_trick"]) \
            and lost(d) and d["info"]["trull"] is None and d["info"]["kings"] is None
    d = search(forced, dealer=1, announced=("pagat_ultimo",))
    s.add_played(d)
    save("05_clean_pagat_forced.json", s, start_pool=60, note="Clean: announced ultimo; the pagat is driven out (wypędzony) mid-game: ultimo lost, no fault.")

    # 06 clean: ultimo announced without the pagat (§27b), contra ultimo by the holder
    s = Session(start_pool=80)

    def nopagat(d):
        return not player_has_pagat(d) and won(d) and d["info"]["trull"] is None and d["info"]["kings"] is None
    # find the holder to double
    for seed in range(1, 20000):
        d = build(seed, dealer=2, announced=("pagat_ultimo",))
        if d and nopagat(d):
            holder = [x for x in range(3) if "T1" in d["ph"][x]][0]
            d = build(seed, dealer=2, announced=("pagat_ultimo",), ann_contra={"pagat_ultimo": (holder, 2)})
            if d and nopagat(d):
                break
    s.add_played(d, settle_kw=dict(has_pagat=False, ann_contra={"pagat_ultimo": 2}))
    save("06_clean_ultimo_without_pagat.json", s, start_pool=80, note="Clean (§27b): ultimo announced without the pagat; the holder says contra ultimo; no renonce; the game counts for the player.")

    # 07 clean: follower trumps though holding the suit, takes it back while the trick lies
    s = Session()
    d = search(lambda d: fired(d, "takeback") and nopremium(d), dealer=0, hook_factory=takeback_follow_renonce(1))
    s.add_played(d)
    save("07_clean_takeback_follower.json", s, note="Clean: a helper's mistaken trump is taken back and replaced by the suit card before the third hand plays (§24, default mistaken_follow).")

    # 08 clean: third hand discards instead of trumping, takes it back
    s = Session()
    d = search(lambda d: fired(d, "takeback") and nopremium(d), dealer=1, hook_factory=takeback_last_trump())
    s.add_played(d)
    save("08_clean_takeback_last.json", s, note="Clean: third hand, void, first discards a suit card, takes it back and trumps while the trick lies (§24).")

    # 09 clean: lead changed before the next player covers, option until_covered
    s = Session()
    d = search(lambda d: fired(d, "takeback") and nopremium(d), dealer=2, hook_factory=takeback_lead(3))
    s.add_played(d)
    save("09_clean_takeback_lead_until_covered.json", s, rules={"take_back": "until_covered"},
         note="Clean under take_back=until_covered: the leader changes his lead before it is covered (§24 first reading).")

    # 10 renonce by the player, settled with the consolation
    s = Session()
    d = search(lambda d: fired(d, "renonce") and won(d) and nopremium(d), dealer=0, hook_factory=renonce_trump("player"))
    s.add_played(d, settle_kw=dict(renonce="player"))
    save("10_renonce_player_settled.json", s, note="Player trumps a suit lead holding the suit (§23): game lost unconditionally; he made his points, pays the consolation; recorded so.")

    # 11 renonce by the player in the last deal, table settles as won
    s = Session()
    d0 = search(lambda d: won(d) and nopremium(d), dealer=1)
    s.add_played(d0)
    d1 = search(lambda d: fired(d, "renonce") and won(d) and nopremium(d), dealer=2, hook_factory=renonce_trump("player"))
    s.add_played(d1, settle_kw=dict(renonce="player"),
                 record=lambda p: [pay(*x) for x in settle(d1["player"], "three", d1["info"], pool_before=s.pool)[0]])
    save("11_renonce_unpunished_last_deal.json", s, note="Deal 2: player's renonce (§23) not punished: recorded as a won game.")

    # 12 renonce in deal 1 settled as played, claim too late (§31)
    s = Session()
    d0 = search(lambda d: fired(d, "renonce") and won(d) and nopremium(d), dealer=0, hook_factory=renonce_trump("player"))
    s.add_played(d0, record=None)  # recorded as played, no renonce penalty: my rules for the record
    d1 = search(lambda d: lost(d) and nopremium(d), dealer=1)
    s.add_played(d1)
    save("12_renonce_found_late.json", s, note="Deal 1: player's renonce unnoticed and settled as played; deal 2 dealt and settled: §31 no claim after the next deal.")

    # 13 renonce by a helper
    s = Session()
    d = search(lambda d: fired(d, "renonce") and lost(d) and nopremium(d), dealer=1, hook_factory=renonce_trump("helper"))
    s.add_played(d, settle_kw=dict(renonce="helpers"))
    save("13_renonce_helper.json", s, note="A helper trumps a suit lead holding the suit (§23): helpers lose; the player, short of 33, is paid the consolation.")

    # 14 helper does not trump when void
    s = Session()
    d = search(lambda d: fired(d, "no_trump") and lost(d) and nopremium(d), dealer=2, hook_factory=no_trump_when_void("helper"))
    s.add_played(d, settle_kw=dict(renonce="helpers"))
    save("14_helper_no_trump_when_void.json", s, note="A helper void in the led suit discards another suit while holding tarocks (§5).")

    # 15 player does not follow a tarock lead
    s = Session()
    d = search(lambda d: fired(d, "no_tarock") and won(d) and nopremium(d), dealer=0, bidder_pos=1, hook_factory=no_tarock_follow("player"))
    s.add_played(d, settle_kw=dict(renonce="player"))
    save("15_player_no_tarock_follow.json", s, note="The player, holding tarocks, plays a suit card to a tarock lead (§5).")

    # 16 pagat released voluntarily with ultimo announced
    s = Session(start_pool=50)
    d = search(lambda d: player_has_pagat(d) and fired(d, "release") and d["info"]["trull"] is None
               and d["info"]["kings"] is None, dealer=1, announced=("pagat_ultimo",), hook_factory=release_pagat())
    s.add_played(d)
    save("16_pagat_released.json", s, start_pool=50, note="Announced ultimo; the player gives up the pagat voluntarily to a tarock lead (§6 'nie wolno').")

    # 17 lead taken back under the default option
    s = Session()
    d = search(lambda d: fired(d, "takeback") and nopremium(d), dealer=0, hook_factory=takeback_lead(4))
    s.add_played(d)
    save("17_takeback_lead_default.json", s, note="Default take_back=mistaken_follow: the leader changes his lead; not allowed (§24).")

    # 18 pool won, wrong amount taken
    s = Session()
    d0 = search(lambda d: won(d) and nopremium(d), dealer=1)
    s.add_played(d0)
    d1 = search(lambda d: player_has_pagat(d) and d["info"]["pagat_last"] == ("won", d["player"])
                and d["info"]["trull"] is None and d["info"]["kings"] is None and won(d),
                dealer=2, announced=("pagat_ultimo",))

    def wrong_take(p):
        for x in p:
            if x["reason"] == "pool_ultimo":
                x["amount"] = 30
        return p
    s.add_played(d1, record=wrong_take)
    save("18_pool_wrong_take.json", s, note="Deal 2: ultimo made; the player takes only the stakes (30) from the pool instead of all of it.")

    # 19 failed ultimo, pool content not paid
    s = Session(start_pool=90)
    d = search(lambda d: player_has_pagat(d) and d["info"]["pagat_last"] == ("lost", d["player"])
               and d["info"]["trull"] is None and d["info"]["kings"] is None and lost(d),
               dealer=2, announced=("pagat_ultimo",))
    s.add_played(d, record=lambda p: [x for x in p if x["reason"] != "pool_ultimo"])
    save("19_failed_ultimo_pool_unpaid.json", s, start_pool=90, note="Announced ultimo failed; the player does not pay the pool's 90 into it (§27).")

    # 20 renonce by the ultimo announcer who still makes the ultimo (§27a)
    s = Session(start_pool=70)
    d = search(lambda d: player_has_pagat(d) and fired(d, "renonce") and d["info"]["pagat_last"] == ("won", d["player"])
               and d["info"]["trull"] is None and d["info"]["kings"] is None and won(d),
               dealer=0, announced=("pagat_ultimo",), hook_factory=renonce_trump("player"))
    s.add_played(d, settle_kw=dict(renonce="player"))
    save("20_renonce_ultimo_announcer.json", s, start_pool=70, note="§27a: the ultimo announcer commits a renonce and still wins the last trick with the pagat: game lost, ultimo not counted, pool untouched.")

    import os
    here = os.path.dirname(os.path.abspath(__file__))
    for n, t in FILES.items():
        with open(os.path.join(here, n), "w") as fh:
            json.dump(t, fh, ensure_ascii=False, indent=1)
    with open(os.path.join(here, "_facts.txt"), "w") as fh:
        json.dump(FACTS, fh, ensure_ascii=False, indent=1, default=str)


if __name__ == "__main__":
    main()
