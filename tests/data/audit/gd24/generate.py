"""Auditor's own generator for the gd24 transcripts (Galician tarok, preset standard).

Written from Szczepański's rules (the Polish seed) only; it imports nothing from the engine.
It deals random hands (seeded), plays legal cards (§5), counts points (§3, §7, §14),
settles each deal by the auditor's reading of §16-§18, §20, §6/§27 and writes
  - NN-*.json   the transcripts
  - arithmetic.md  the per-deal arithmetic quoted in EXPECTED.md
Run: python generate.py
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_CARDS = [r + s for s in SUITS for r in "KQNJ"] + [PIP[s] for s in SUITS]
TAROCKS = ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
DECK = TAROCKS + SUIT_CARDS
assert len(DECK) == 42
TRULL = {"T1", "T21", "SKIZ"}
KINGS = {"K" + s for s in SUITS}


def is_t(c):
    return c == "SKIZ" or c.startswith("T")


def tval(c):
    return 22 if c == "SKIZ" else int(c[1:])


def suit(c):
    return c[-1]


def srank(c):
    r = c[:-1]
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(r, 0)


def pts(c):
    if is_t(c):
        return 5 if c in TRULL else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


assert sum(pts(c) for c in DECK) == 94  # 94 - 14*2 = 66, half = 33 (§18)


def trick_winner(cards):
    """cards: list of (seat, card) in order played."""
    ts = [(tval(c), s) for s, c in cards if is_t(c)]
    if ts:
        return max(ts)[1]
    led = suit(cards[0][1])
    return max((srank(c), s) for s, c in cards if not is_t(c) and suit(c) == led)[1]


def legal(hand, led):
    """§5: follow suit; void -> tarock; void of tarocks -> anything. Tarock led -> tarock."""
    if led is None:
        return list(hand)
    if is_t(led):
        t = [c for c in hand if is_t(c)]
        return t or list(hand)
    same = [c for c in hand if not is_t(c) and suit(c) == suit(led)]
    if same:
        return same
    t = [c for c in hand if is_t(c)]
    return t or list(hand)


def stack_points(cards):
    """§14: counted in threes, 2 deducted per three cards."""
    assert len(cards) % 3 == 0
    return sum(pts(c) for c in cards) - 2 * (len(cards) // 3)


class Reject(Exception):
    pass


def r2(x):
    x = round(x + 0.0, 2)
    return int(x) if x == int(x) else x


class Session:
    def __init__(self, name, players, start_pool=None, start_totals=None, meta=None):
        self.name = name
        self.players = players
        self.n = len(players)
        self.pool = start_pool if start_pool is not None else 0
        self.fresh = start_pool is None
        self.totals = list(start_totals) if start_totals else [0] * self.n
        self.deals = []
        self.notes = []  # arithmetic lines
        self.expect = []  # (deal, event, code)
        self.start = {}
        if start_pool is not None:
            self.start["pools"] = {"pool": start_pool}
        if start_totals is not None:
            self.start["totals"] = list(start_totals)
        self.meta = meta or {}
        self.seeds = []
        self.nets = []

    # ---- seats ----
    def active(self, dealer, sitter=None):
        """order of play from the forehand: seats that hold cards."""
        seats = []
        i = dealer
        while len(seats) < 3:
            i = (i + 1) % self.n
            if i == sitter:
                continue
            if self.n >= 4 and i == dealer:
                continue
            seats.append(i)
        return seats

    # ---- one deal ----
    def deal(self, dealer, spec, sitter=None, tries=200000):
        act = self.active(dealer, sitter)
        king = dealer if self.n >= 4 else None
        base_seed = spec.get("seed", 0)
        for k in range(tries):
            rng = random.Random(base_seed * 1000003 + k)
            try:
                res = self._try(rng, dealer, act, king, sitter, spec)
            except Reject:
                continue
            return self._record(res, dealer, act, king, sitter, spec, seed=base_seed * 1000003 + k)
        raise RuntimeError("no seed found for %s deal %d" % (self.name, len(self.deals)))

    def _try(self, rng, dealer, act, king, sitter, spec):
        deck = DECK[:]
        rng.shuffle(deck)
        talon = deck[:6]
        hands = {s: deck[6 + 12 * i: 18 + 12 * i] for i, s in enumerate(act)}
        f, s2, t3 = act
        roles = {"f": f, "s": s2, "t": t3}
        if spec.get("hand_check") and not spec["hand_check"](hands, roles, talon):
            raise Reject
        kind = spec["kind"]
        if kind == "allpass":
            return dict(talon=talon, hands=hands, roles=roles, kind=kind)
        P = roles[spec["player"]]
        helpers = [x for x in act if x != P]
        hand = list(hands[P])
        purchase = 1
        take = []
        discard = []
        rest = []
        if kind == "three":
            if spec.get("reject"):
                take = talon[3:6]
                rest = talon[0:3]
                purchase = 2
            else:
                take = talon[0:3]
                rest = talon[3:6]
            full = hand + take
            cand = sorted([c for c in full if not is_t(c) and c not in KINGS], key=lambda c: (pts(c), c))
            if len(cand) < 3:
                raise Reject
            discard = cand[:3]
            hand = [c for c in full if c not in discard]
        elif kind == "solo":
            rest = list(talon)
        ntar = sum(1 for c in hand if is_t(c))
        if spec.get("tarocks") is not None:
            if ntar != spec["tarocks"] or sum(1 for c in hands[P] if is_t(c)) != spec["tarocks"]:
                raise Reject
        elif ntar >= 10 and spec.get("no_tarocks_10", True):
            pass  # silent tarocks count nothing (§20 speaks of announced tarocks)
        ultimo = spec.get("ultimo", False)
        if ultimo and "T1" not in hand:
            raise Reject
        # ---- play ----
        cur = {x: (list(hand) if x == P else list(hands[x])) for x in act}
        leader = f
        tricks = []
        renonce_at = None
        want_renonce = spec.get("renonce_trick")
        for ti in range(12):
            order = act[act.index(leader):] + act[:act.index(leader)]
            played = []
            for x in order:
                led = played[0][1] if played else None
                opts = legal(cur[x], led)
                card = None
                if (want_renonce is not None and ti == want_renonce and x == P and led is not None
                        and not is_t(led)):
                    hold_suit = [c for c in cur[x] if not is_t(c) and suit(c) == suit(led)]
                    ts = [c for c in cur[x] if is_t(c) and c != "T1"]
                    if hold_suit and ts:
                        card = rng.choice(ts)
                        renonce_at = (ti, order.index(x))
                if card is None:
                    if ultimo and x == P and ti < 11:
                        o2 = [c for c in opts if c != "T1"]
                        if not o2:
                            raise Reject  # pagat forced out: not what we test
                        opts = o2
                    if x == P and spec.get("player_style") == "strong":
                        card = self._strong(rng, opts, played)
                    elif x != P and spec.get("helper_style") == "strong":
                        card = self._strong(rng, opts, played)
                    else:
                        card = rng.choice(opts)
                cur[x].remove(card)
                played.append((x, card))
            w = trick_winner(played)
            tricks.append((played, w))
            leader = w
        if want_renonce is not None and renonce_at is None:
            raise Reject
        last_played, last_w = tricks[-1]
        pagat_last = [c for s_, c in last_played if c == "T1"]
        # no silent ultimo in these files (§6: 50 to the player), no helper ultimo
        if not ultimo and pagat_last and trick_winner(last_played) == [s_ for s_, c in last_played if c == "T1"][0]:
            raise Reject
        if ultimo:
            pagat_seat = [s_ for s_, c in last_played if c == "T1"]
            if not pagat_seat or pagat_seat[0] != P:
                raise Reject
            if last_w == P and not spec.get("ultimo_made"):
                raise Reject
        ptricks = [c for pl, w in tricks if w == P for _, c in pl]
        htricks = [c for pl, w in tricks if w != P for _, c in pl]
        npt = sum(1 for pl, w in tricks if w == P)
        if npt in (0, 12):
            raise Reject  # no volat in these files
        pstack = ptricks + discard
        hstack = htricks + rest
        for st in (pstack, hstack):
            if TRULL <= set(st) or KINGS <= set(st):
                raise Reject  # no silent trull / four kings anywhere
        ppts = stack_points(pstack)
        hpts = stack_points(hstack)
        assert ppts + hpts == 66
        won = ppts > 33
        if "outcome" in spec:
            oc = spec["outcome"]
            if oc == "won" and not won:
                raise Reject
            if oc == "lost" and won:
                raise Reject
            if isinstance(oc, int) and ppts != oc:
                raise Reject
        if spec.get("min_d") and abs(ppts - 33) < spec["min_d"]:
            raise Reject
        if spec.get("check") and not spec["check"](locals()):
            raise Reject
        return dict(talon=talon, hands=hands, roles=roles, kind=kind, P=P, helpers=helpers,
                    take=take, discard=discard, rest=rest, purchase=purchase, tricks=tricks,
                    ppts=ppts, hpts=hpts, won=won, npt=npt, renonce_at=renonce_at, ultimo=ultimo,
                    pstack=pstack, hstack=hstack)

    @staticmethod
    def _strong(rng, opts, played):
        # prefer winning cheaply; otherwise throw the cheapest
        if played:
            cands = []
            for c in opts:
                if trick_winner(played + [(-1, c)]) == -1:
                    cands.append(c)
            if cands:
                return min(cands, key=lambda c: (tval(c) if is_t(c) else srank(c)))
            return min(opts, key=lambda c: (pts(c), tval(c) if is_t(c) else srank(c)))
        return rng.choice(opts)

    def _record(self, res, dealer, act, king, sitter, spec, seed):
        di = len(self.deals)
        hands_out = []
        for s in range(self.n):
            hands_out.append(list(res["hands"][s]) if s in res["hands"] else [])
        self._pending = (hands_out, list(res["talon"]), seed)
        ev = []
        roles = res["roles"]
        notes = []
        pn = lambda s: "%s (seat %d)" % (self.players[s], s)
        notes.append("#### Deal %d — dealer %s%s; forehand %s" % (
            di, pn(dealer), " (king, no cards)" if king is not None else "",
            pn(roles["f"])) + ("; sitter %s" % pn(sitter) if sitter is not None else ""))
        pool_before = self.pool
        flows = []  # (from, to, amount, reason)
        if self.fresh and self.pool == 0:
            payers = [s for s in range(self.n) if s != sitter]
            for s in payers:
                flows.append((s, "pool", 10, "pool_stake"))
            notes.append("- Pool empty at the start: stake 10 from each of %s (§27 'Do żydka wkłada każdy w grze udział biorący pewną kwotę'; default pool_stake 10)." % ", ".join(str(p) for p in payers))
        for seat, bid in spec["bids"]:
            ev.append({"type": "bid", "seat": roles[seat], "bid": bid})
        notes.append("- Auction: " + ", ".join("%s %s" % (self.players[roles[s]], b) for s, b in spec["bids"]))
        kind = res["kind"]
        if kind == "allpass":
            for s in act:
                flows.append((s, "pool", 5, "pool_pass"))
            notes.append("- All three pass (§26): no game; each of the three who passed pays the pass fee 5 to the pool (§27 'składa każdy pewną daninę żydkowi'; default pool_pass_fee 5).")
            self._flows(flows, ev, notes, spec, di, pool_before)
            return
        P = res["P"]
        helpers = res["helpers"]
        opps = helpers + ([king] if king is not None else [])
        if kind == "three":
            if spec.get("reject"):
                ev.append({"type": "call", "seat": P, "call": "reject"})
            ev.append({"type": "take", "seat": P, "cards": res["take"]})
            ev.append({"type": "discard", "seat": P, "cards": res["discard"]})
        items = []
        if spec.get("tarocks"):
            items.append({"kind": "tarocks", "count": spec["tarocks"]})
        if res["ultimo"]:
            items.append({"kind": "pagat_ultimo"})
        ev.append({"type": "announce", "seat": P, "items": items})
        contra = spec.get("contra", False)
        h_order = act[act.index(P) + 1:] + act[:act.index(P)]
        for i, h in enumerate(h_order):
            if contra and i == len(h_order) - 1:
                ev.append({"type": "double", "seat": h, "target": "game", "level": 2})
            else:
                ev.append({"type": "announce", "seat": h, "items": []})
        first_play = len(ev)
        for pl, w in res["tricks"]:
            for s, c in pl:
                ev.append({"type": "play", "seat": s, "card": c})
        if res["renonce_at"] is not None:
            ti, pos = res["renonce_at"]
            self.renonce_event = first_play + ti * 3 + pos
        # ---- settlement ----
        ppts = res["ppts"]
        won = res["won"]
        purchase = res["purchase"]
        if kind == "three":
            mult, add = 3, 30
            notes.append("- %s plays three (trójka), purchase number %d: takes %s, lays away %s%s." % (
                pn(P), purchase, res["take"], res["discard"],
                " (refused the top three, took the bottom three)" if purchase == 2 else ""))
        else:
            mult, add = 6, 60
            notes.append("- %s plays solo: no purchase; the whole talon %s counts for the helpers (§10)." % (pn(P), res["talon"]))
        tr_desc = []
        for i, (pl, w) in enumerate(res["tricks"]):
            tr_desc.append("%d:%s→%s(%d)" % (i + 1, "/".join(c for _, c in pl), self.players[w][:2],
                                            sum(pts(c) for _, c in pl) - 2))
        notes.append("- Tricks (card points −2 each): " + "; ".join(tr_desc))
        disc_pts = (sum(pts(c) for c in res["discard"]) - 2) if res["discard"] else None
        rest_pts = sum(pts(c) for c in res["rest"]) - 2 * (len(res["rest"]) // 3)
        notes.append("- Player %s: %d tricks%s = **%d** points; helpers %d (with the talon not bought %s = %d); %d + %d = 66." % (
            self.players[P], res["npt"],
            (" + laid-away %s (%d)" % (res["discard"], disc_pts)) if disc_pts is not None else "",
            ppts, res["hpts"], res["rest"], rest_pts, ppts, res["hpts"]))
        renonce = res["renonce_at"] is not None
        amt_game = None
        if renonce:
            # §23/§12: player at fault loses unconditionally; won on points -> pays only the consolation
            assert won
            amt_game = add * purchase
            notes.append("- Renonce by the player (§23): the game is lost unconditionally. On points he had won (%d > 33), so he pays 'tylko konsolację' (§12/§23): a lost game with nothing missing below 33: (0·%d + %d)·%d = %d to each opponent." % (ppts, mult, add, purchase, amt_game))
            for o in opps:
                flows.append((P, o, amt_game, "game"))
        elif won:
            d = ppts - 33
            val = d * mult + add
            amt_game = val * (2 if contra else 1)
            notes.append("- Won: d = %d − 33 = %d; %d·%d + %d = %d%s → %d from each of %s (§18; %s)." % (
                ppts, d, d, mult, add, val, " ×2 for the contra (§17 'liczy się gra podwójnie, gdy gracz wygrał')" if contra else "",
                amt_game, [self.players[o] for o in opps], "king included, §17/§20 'każdemu z pomagających i królowi'" if king is not None else "the two helpers"))
            for o in opps:
                flows.append((o, P, amt_game, "game"))
        else:
            d = 33 - ppts
            val = d * mult + add
            amt_game = val * purchase * (2 if contra else 1)
            notes.append("- Lost (%d ≤ 33; §18 'Jeżeli gracz tylko 33 punkty zdobył, wtedy grę przegrał'): missing d = 33 − %d = %d; %d·%d + %d = %d, × purchase %d%s = %d to each of %s (§16/§18)." % (
                ppts, ppts, d, d, mult, add, val, purchase, " ×2 contra (§17)" if contra else "", amt_game,
                [self.players[o] for o in opps]))
            for o in opps:
                flows.append((P, o, amt_game, "game"))
        if spec.get("tarocks"):
            v = {10: 50, 11: 100, 12: 150}[spec["tarocks"]]
            assert won
            notes.append("- Announced %d tarocks (§20): %d from each opponent (default tarocks_paid always)." % (spec["tarocks"], v))
            for o in opps:
                flows.append((o, P, v, "tarocks"))
        if res["ultimo"]:
            assert not won
            notes.append("- Announced ultimo failed: the pagat was beaten in the last trick (§6 'Ultimo zapowiedziane a nie zrobione … płaci wyż. wspomniane liczby punktów'): 100 to each opponent; and §27 'Jeżeli zapowiedzianego ultima nie zrobi, to gracz całą sumę, jaka jest w żydku, traci i tę do żydka składa': he pays the pool's %s into the pool." % r2(self.pool + sum(a for fr, to, a, r in flows if to == "pool")))
            for o in opps:
                flows.append((P, o, 100, "pagat_ultimo"))
            pool_now = self.pool + sum(a for fr, to, a, r in flows if to == "pool")
            flows.append((P, "pool", pool_now, "pool_ultimo"))
        # 10% of each win to the pool
        wins = {}
        for fr, to, a, r in flows:
            if to != "pool" and r in ("game", "tarocks", "pagat_ultimo"):
                wins[to] = wins.get(to, 0) + a
        for fr, to, a, r in flows:
            if r in ("game", "tarocks", "pagat_ultimo"):
                assert fr not in wins, "mixed direction"
        shares = []
        for s in sorted(wins, key=lambda x: act.index(x) if x in act else 9):
            sh = r2(wins[s] * 0.10)
            shares.append((s, "pool", sh, "pool_share"))
            notes.append("- 10%% of %s's winnings %s = %s to the pool (§27 'wkłada się do żydka zwykle 10 procent od każdej wygranej')." % (self.players[s], r2(wins[s]), sh))
        flows += shares
        self._flows(flows, ev, notes, spec, di, pool_before)
        return

    def _flows(self, flows, ev, notes, spec, di, pool_before):
        # apply faults on recorded payments
        rec = [list(x) for x in flows]
        fault = spec.get("fault_payment")
        if fault:
            rec = fault(rec)
        for fr, to, a, r in rec:
            ev.append({"type": "payment", "from": fr, "to": to, "amount": r2(a), "reason": r})
        # true state
        for fr, to, a, r in flows:
            if fr != "pool":
                self.totals[fr] = r2(self.totals[fr] - a)
            if to == "pool":
                self.pool = r2(self.pool + a)
            else:
                self.totals[to] = r2(self.totals[to] + a)
        self.nets.append({**{str(s): r2(sum((a if to == s else 0) - (a if fr == s else 0) for fr, to, a, r in flows)) for s in range(self.n)},
                          "pool": r2(sum(a for fr, to, a, r in flows if to == "pool"))})
        notes.append("- Net this deal: " + ", ".join("%s %+g" % (self.players[s], r2(sum((a if to == s else 0) - (a if fr == s else 0) for fr, to, a, r in flows))) for s in range(self.n)) +
                     "; pool %s → %s." % (r2(pool_before), r2(self.pool)))
        notes.append("- Running totals after the deal: " + ", ".join("%s %s" % (self.players[s], self.totals[s]) for s in range(self.n)) + "; pool %s." % self.pool)
        if spec.get("totals", True):
            tot = list(self.totals)
            tf = spec.get("fault_total")
            for s in range(self.n):
                v = tot[s]
                if tf and tf[0] == s:
                    v = r2(v + tf[1])
                    self.fault_total_event = len(ev)
                ev.append({"type": "total", "party": s, "points": v})
            ev.append({"type": "total", "party": "pool", "points": self.pool})
        hands_out, talon, seed = self._pending
        self.deals.append({"dealer": spec["_dealer"], "hands": hands_out, "talon": talon, "events": ev})
        self.seeds.append(seed)
        self.notes.append("\n".join(notes))

    def run(self, dealer, spec, sitter=None):
        spec["_dealer"] = dealer
        self._cur_spec = spec
        # _record needs hands/talon: patch after
        before = len(self.deals)
        self.deal(dealer, spec, sitter)
        return len(self.deals) - 1

    def write(self, fname, extra_meta=None):
        doc = {"format": "trick-transcript/1", "game": "galician-tarok",
               "rules": {"preset": "standard"}, "players": self.players}
        if self.start:
            doc["start"] = self.start
        m = {"event": "Audit gd24", "file": fname}
        m.update(self.meta)
        doc["meta"] = m
        doc["deals"] = self.deals
        with open(os.path.join(HERE, fname), "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
            fh.write("\n")


# ----------------------------------------------------------------------------------------
P3 = ["Adam", "Bożena", "Czesław"]
P4 = P3 + ["Danuta"]
P5 = P4 + ["Eugeniusz"]

BIDS = {
    "f3": [("f", "three"), ("s", "pass"), ("t", "pass")],
    "s3": [("f", "pass"), ("s", "three"), ("t", "pass")],
    "t3": [("f", "pass"), ("s", "pass"), ("t", "three")],
    "allpass": [("f", "pass"), ("s", "pass"), ("t", "pass")],
    "ssolo": [("f", "three"), ("s", "solo"), ("t", "pass"), ("f", "pass")],
    "tape_hold": [("f", "tape"), ("s", "three"), ("t", "pass_volat"), ("f", "hold"), ("s", "pass")],
    "tape_pv": [("f", "tape"), ("s", "three"), ("t", "pass_volat"), ("f", "pass")],
}
PLAYER_OF = {"f3": "f", "s3": "s", "t3": "t", "ssolo": "s", "tape_hold": "f", "tape_pv": "s"}


def ntar(h):
    return sum(1 for c in h if is_t(c))


def spec(auction, seed, outcome=None, kind=None, min_tar=6, extra_check=None, **kw):
    sp = {"bids": BIDS[auction], "seed": seed}
    if auction == "allpass":
        sp["kind"] = "allpass"
    else:
        sp["kind"] = kind or ("solo" if auction == "ssolo" else "three")
        sp["player"] = PLAYER_OF[auction]
        if outcome is not None:
            sp["outcome"] = outcome
    pl = sp.get("player")

    def hc(hands, roles, talon):
        if pl and ntar(hands[roles[pl]]) < min_tar:
            return False
        if auction.startswith("tape") and "T1" in hands[roles["f"]]:
            return False  # §28: tape only without the pagat
        if auction == "tape_hold" and "T1" in hands[roles["t"]]:
            return False  # §28: passe volat only without the pagat
        if extra_check and not extra_check(hands, roles, talon):
            return False
        return True
    sp["hand_check"] = hc
    sp.update(kw)
    return sp


def build():
    out = {}
    # 01 three players, fresh session, the basic scale and pool
    S = Session("01", P3, meta={"note": "3 players, fresh session: stake, trójka won/lost, 10% shares, totals"})
    S.run(0, spec("f3", 101, "won"))
    S.run(1, spec("s3", 102, "lost"))
    S.run(2, spec("t3", 103, "won"))
    S.run(0, spec("f3", 104, "lost"))
    out["01-3p-fresh-session-three-won-and-lost-clean.json"] = S

    # 02 exactly 33 points loses
    S = Session("02", P3, meta={"note": "3 players: a player with exactly 33 points has lost (§18)"})
    S.run(1, spec("f3", 201, "won"))
    S.run(2, spec("s3", 202, "lost"))
    S.run(0, spec("t3", 203, 33))
    out["02-3p-exactly-33-points-lost-clean.json"] = S

    # 03 four players, the king (dealer) shares, tarocks announced
    S = Session("03", P4, meta={"note": "4 players, fresh: the dealer (king) sits out of play and shares gain/loss; 10 tarocks announced"})
    S.run(0, spec("f3", 301, "won"))
    S.run(1, spec("s3", 302, "lost"))
    S.run(2, spec("f3", 303, "won", min_tar=10, tarocks=10))
    S.run(3, spec("t3", 304, "lost"))
    out["03-4p-king-shares-tarocks-announced-clean.json"] = S

    # 04 five players, one sitter for four deals
    st = [-31.5, 52, -18, 27, -94]
    S = Session("04", P5, start_pool=64.5, start_totals=st,
                meta={"note": "5 players: Eugeniusz sits out a whole round (4 deals); the dealer is king"})
    S.run(0, spec("f3", 401, "won"), sitter=4)
    S.run(1, spec("s3", 402, "lost"), sitter=4)
    S.run(2, spec("t3", 403, "won"), sitter=4)
    S.run(3, spec("f3", 404, "lost"), sitter=4)
    out["04-5p-sitter-round-king-shares-clean.json"] = S

    # 05 contra and solo
    S = Session("05", P3, meta={"note": "3 players: contra won (x2), solo (6d+60, talon to helpers), contra lost"})
    S.run(2, spec("f3", 501, "won"))
    S.run(0, spec("s3", 502, "won", contra=True))
    S.run(1, spec("ssolo", 503, "lost", min_tar=8))
    S.run(2, spec("f3", 504, "lost", contra=True))
    out["05-3p-contra-won-solo-lost-contra-lost-clean.json"] = S

    # 06 all pass
    S = Session("06", P3, meta={"note": "3 players: an all-pass deal, pass fee to the pool, the deal moves on"})
    S.run(0, spec("f3", 601, "won"))
    S.run(1, spec("allpass", 602))
    S.run(2, spec("s3", 603, "lost"))
    S.run(0, spec("t3", 604, "won"))
    S.run(1, spec("tape_hold", 605, "won"))
    out["06-3p-all-pass-fee-and-rotation-clean.json"] = S

    # 07 wrong dealer (4p)
    S = Session("07", P4, start_pool=48, start_totals=[12, -30, 5, -35],
                meta={"note": "4 players: in deal 3 seat 2 deals a second time running"})
    S.run(0, spec("f3", 701, "won"))
    S.run(1, spec("t3", 702, "lost"))
    S.run(2, spec("s3", 703, "won"))
    S.run(2, spec("f3", 704, "won"))  # FAULT: should be seat 3
    S.expect.append((3, "deal-level (dealer field)", "wrong_dealer"))
    out["07-4p-wrong-dealer-deal3.json"] = S

    # 08 renonce by the player
    S = Session("08", P3, meta={"note": "3 players: in deal 3 the player ruffs a suit he holds (renonce)"})
    S.run(1, spec("f3", 801, "won"))
    S.run(2, spec("s3", 802, "lost"))
    S.run(0, spec("t3", 803, "won"))
    S.run(1, spec("f3", 804, "won", renonce_trick=3))
    S.expect.append((3, S.renonce_event, "revoke"))
    out["08-3p-player-renonce-deal3-consolation.json"] = S

    # 09 illegal bid: passe volat with the pagat
    S = Session("09", P3, meta={"note": "3 players: in deal 3 the third hand says passe volat holding the pagat"})
    S.run(2, spec("f3", 901, "won"))
    S.run(0, spec("tape_hold", 902, "lost", extra_check=lambda h, r, t: "T1" not in h[r["t"]] and "T1" not in h[r["s"]]))
    S.run(1, spec("s3", 903, "won"))
    S.run(2, spec("tape_pv", 904, "won", extra_check=lambda h, r, t: "T1" in h[r["t"]]))
    S.expect.append((3, 2, "illegal_bid"))
    out["09-3p-passe-volat-with-pagat-deal3.json"] = S

    # 10 wrong pool share (5p)
    st = [40, -62.5, 15, -20, -33]
    def short_share(rec):
        # the player's 10% taken on the two helpers' payments only, the king's forgotten
        for r in rec:
            if r[3] == "pool_share":
                r[2] = r2(r[2] * 2 / 3)
        return rec
    S = Session("10", P5, start_pool=60.5, start_totals=st,
                meta={"note": "5 players, Czesław sits out: in deal 3 the winner's 10% omits the king's payment"})
    S.run(3, spec("f3", 1001, "won"), sitter=2)
    S.run(4, spec("s3", 1002, "lost"), sitter=2)
    S.run(0, spec("t3", 1003, "won"), sitter=2)
    S.run(1, spec("f3", 1004, "won", fault_payment=short_share, totals=False), sitter=2)
    ev = S.deals[3]["events"]
    S.expect.append((3, [i for i, e in enumerate(ev) if e.get("reason") == "pool_share"][0], "wrong_payment"))
    out["10-5p-wrong-pool-share-deal3.json"] = S

    # 11 failed ultimo, pool not paid
    def drop_pool(rec):
        return [r for r in rec if r[3] != "pool_ultimo"]
    S = Session("11", P3, meta={"note": "3 players: in deal 3 the announced ultimo fails; the pool payment is missing"})
    S.run(0, spec("f3", 1101, "won"))
    S.run(1, spec("allpass", 1102))
    S.run(2, spec("s3", 1103, "won"))
    S.run(0, spec("f3", 1104, "lost", ultimo=True, fault_payment=drop_pool, totals=False))
    S.expect.append((3, None, "missing_payment"))
    out["11-3p-failed-ultimo-pool-not-paid-deal3.json"] = S

    # 12 wrong running total (4p), purchase 2 in the session
    S = Session("12", P4, start_pool=35, start_totals=[-10, 25, -40, -10],
                meta={"note": "4 players: a lost game at the second purchase; in deal 4 a slip in Czesław's running total"})
    S.run(1, spec("f3", 1201, "won"))
    S.run(2, spec("s3", 1202, "won"))
    S.run(3, spec("t3", 1203, "lost", reject=True))
    S.run(0, spec("f3", 1204, "lost"))
    S.run(1, spec("s3", 1205, "won", fault_total=(2, 10)))
    S.expect.append((4, S.fault_total_event, "wrong_total"))
    out["12-4p-wrong-running-total-deal4.json"] = S
    return out


if __name__ == "__main__":
    out = build()
    with open(os.path.join(HERE, "arithmetic.md"), "w", encoding="utf-8") as fh:
        for fname, S in out.items():
            S.write(fname)
            fh.write("### %s\n\n" % fname)
            fh.write("Seeds: %s\n\n" % S.seeds)
            for n in S.notes:
                fh.write(n + "\n\n")
            fh.write("Expected faults: %s\n\n" % (S.expect or "none (clean)"))
    with open(os.path.join(HERE, "settlement.md"), "w", encoding="utf-8") as fh:
        for fname, S in out.items():
            fh.write("**%s** — net per deal (seat: amount; pool = paid into the pool):\n\n" % fname)
            fh.write("| deal | " + " | ".join("%d %s" % (i, p) for i, p in enumerate(S.players)) + " | pool |\n")
            fh.write("|---" * (S.n + 2) + "|\n")
            for i, nt in enumerate(S.nets):
                fh.write("| %d | " % i + " | ".join("%g" % nt[str(s)] for s in range(S.n)) + " | %g |\n" % nt["pool"])
            fh.write("| totals | " + " | ".join("%g" % t for t in S.totals) + " | %g |\n\n" % S.pool)
    print("ok")
