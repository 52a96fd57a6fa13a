"""Generator for audit gd-spec14 (blind). Run: python _gen.py  -> writes *.json and _facts.txt"""
import json, sys
sys.path.insert(0, ".")
from _model import *

OUT = {}
FACTS = {}
P3 = ["Adam", "Bożena", "Czesław"]
P4 = ["Adam", "Bożena", "Czesław", "Danuta"]
P5 = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]


def search(build, pred, tries=20000, start=0):
    for seed in range(start, start + tries):
        try:
            r = build(seed)
        except ValueError:
            continue
        if r is not None and pred(r):
            return r
    raise SystemExit(f"no seed for {build}")


def pagat_ok(info):
    """declarer's pagat not lost silently in last trick; no king/trull card in talon rest."""
    return True


def clean_talon(info):
    bad = {"SKIZ", "T21", "T1", "KH", "KD", "KS", "KC"}
    return not (bad & set(info["rest"]))


def fact(name, **kw):
    FACTS.setdefault(name, []).append({k: (str(v) if isinstance(v, F) else v) for k, v in kw.items()})


def save(name, sess, meta=None):
    OUT[name] = sess.to_json(meta)


# ------------------------------------------------------------------ 01: 4 players, top, exactly 33
def s01():
    def build(seed):
        d = Deal(4, 0, seed)
        # forehand 1, then 2, 3
        bids = [(1, "three"), (2, "bottom"), (3, "pass"), (1, "hold"), (2, "top"), (1, "pass")]
        info = run_game(d, bids, 2, "top", play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(build, lambda r: r[1]["dpoints"] == 33 and clean_talon(r[1]))
    s = Session(P4)
    net = s.add(d, pays, info)
    save("01_4p_top_exactly33_lost.json", s, {"note": "4 players, Adam deals (king, sits out); Czesław wins the bidding at top (3rd three), takes the top packet, makes exactly 33 and loses: 30 x 3 to each helper and the king."})
    fact("01", k=info["k"], dpoints=info["dpoints"], br=br, net=net)


# ------------------------------------------------------------------ 02: 4p all pass, king charged pass fee
def s02():
    s = Session(P4)
    d1 = Deal(4, 3, 7)
    for sd in (0, 1, 2):
        d1.ev(type="bid", seat=sd, bid="pass")
    # king is 3; planted: king also pays the pass fee
    net1 = s.add(d1, [], pass_all=True,
                 tamper=lambda recs: recs[:4] + recs[4:7] + [(3, "pool", F(5), "pool_pass")] + recs[7:])
    ev_fault = len(d1.events) - 1
    def build(seed):
        d = Deal(4, 0, seed)
        bids = [(1, "pass"), (2, "three"), (3, "pass")]
        info = run_game(d, bids, 2, "three", play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d2, info, pays, br = search(build, lambda r: r[1]["dpoints"] > 33 and clean_talon(r[1]) and "pagat_ultimo" not in r[3])
    net2 = s.add(d2, pays, info)
    save("02_4p_allpass_king_pays_pass_fee.json", s, {"note": "4 players. Deal 0: the three active players pass; the king (dealer Danuta) is recorded paying the pass fee too (planted). Deal 1: Adam deals, Czesław plays a three and wins."})
    fact("02", fault_event=ev_fault, net1=net1, pool_after1=s.pool, dpoints=info["dpoints"], br=br, net2=net2)


# ------------------------------------------------------------------ 03: 4p contra chain 8 lost + helper tarocks contra/recontra
def s03():
    def build(seed):
        rng = random.Random(seed)
        tar = [f"T{i}" for i in range(2, 21)]
        rng.shuffle(tar)
        helper_t = sorted(tar[:10], key=lambda c: int(c[1:]))
        d = Deal(4, 2, seed, crafted={0: helper_t})
        if sum(is_tarock(c) for c in d.hands[0]) != 10:
            return None
        # forehand 3, then 0, 1
        bids = [(3, "three"), (0, "pass"), (1, "pass")]
        ann = {0: [{"kind": "tarocks", "count": 10}]}
        # (phase 2, own error b: §17 gives contra only against the player's announcements,
        # so the former contra/recontra on the helper's tarocks was dropped)
        dbl = [(1, "game", 2), (3, "game", 4), (0, "game", 8)]
        info = run_game(d, bids, 3, "three", announces=ann, doubles=dbl, play_seed=seed)
        pays, br = settle(d, info, levels={"game": 8}, helper_tarocks=(0, 10))
        return d, info, pays, br
    d, info, pays, br = search(build, lambda r: 26 <= r[1]["dpoints"] < 33 and clean_talon(r[1]) and set(r[3]) == {"game", "tarocks"})
    s = Session(P4)
    net = s.add(d, pays, info)
    save("03_4p_contra_chain_helper_tarocks.json", s, {"note": "4 players, Czesław deals (king). Danuta plays a three; Adam (helper) announces 10 tarocks; Bożena contra, Danuta recontra, Adam supracontra on the game. Danuta loses."})
    fact("03", dpoints=info["dpoints"], br=br, net=net)


# ------------------------------------------------------------------ 04: 5 players, one kolejka (4 deals), pool
def s04():
    s = Session(P5, start={"pools": {"pool": 40}}, pool=F(40))
    facts = []
    # deal a: dealer 0, out 4; active 1,2,3; forehand 1
    def ba(seed):
        d = Deal(5, 0, seed, out=4)
        info = run_game(d, [(1, "three"), (2, "pass"), (3, "pass")], 1, "three", play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(ba, lambda r: r[1]["dpoints"] > 33 and clean_talon(r[1]) and set(r[3]) == {"game"})
    facts.append(dict(deal=0, dpoints=info["dpoints"], br=br, net=s.add(d, pays, info), pool=s.pool))
    # deal b: dealer 1, out 4, active 2,3,0: all pass
    d = Deal(5, 1, 99, out=4)
    for sd in (2, 3, 0):
        d.ev(type="bid", seat=sd, bid="pass")
    facts.append(dict(deal=1, net=s.add(d, [], pass_all=True), pool=s.pool))
    # deal c: dealer 2, out 4, active 3,0,1; forehand 3; Adam (0) announces ultimo and makes it
    def bc(seed):
        rng = random.Random(seed)
        tar = [f"T{i}" for i in range(2, 22)] + ["SKIZ"]
        rng.shuffle(tar)
        d = Deal(5, 2, seed, out=4, crafted={0: ["T1"] + tar[:8]})
        info = run_game(d, [(3, "pass"), (0, "three"), (1, "pass")], 0, "three",
                        announces={0: [{"kind": "pagat_ultimo"}]}, protect=True, play_seed=seed)
        pays, br = settle(d, info, announced={"pagat_ultimo"})
        return d, info, pays, br
    d, info, pays, br = search(bc, lambda r: r[1]["dpoints"] > 33 and clean_talon(r[1]) and r[3].get("pagat_ultimo") == 100 and set(r[3]) == {"game", "pagat_ultimo"})
    pool_taken = s.pool
    facts.append(dict(deal=2, dpoints=info["dpoints"], br=br, pool_taken=pool_taken, net=s.add(d, pays, info, ultimo="won"), pool=s.pool))
    # deal d: dealer 3, out 4, active 0,1,2; stake again (4 participants); Bożena (1) plays three and loses
    def bd(seed):
        d = Deal(5, 3, seed, out=4)
        info = run_game(d, [(0, "pass"), (1, "three"), (2, "pass")], 1, "three", play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(bd, lambda r: r[1]["dpoints"] < 33 and clean_talon(r[1]) and set(r[3]) == {"game"})
    facts.append(dict(deal=3, dpoints=info["dpoints"], br=br, net=s.add(d, pays, info), pool=s.pool))
    save("04_5p_one_kolejka_pool.json", s, {"note": "5 players; Edward sits out the whole kolejka of four deals (dealers Adam..Danuta, each the king once). Pool 40 carried in. Deal 2: Adam wins the pool with an announced ultimo; deal 3: the pool is founded again by the four taking part."})
    fact("04", deals=facts)


# ------------------------------------------------------------------ 05: 5p, outsider paid (planted)
def s05():
    s = Session(P5, start={"pools": {"pool": 40}}, pool=F(40))
    def b(seed):
        d = Deal(5, 2, seed, out=0)
        # active: 3, 4, 1 ; forehand 3
        info = run_game(d, [(3, "pass"), (4, "three"), (1, "pass")], 4, "three", play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: r[1]["dpoints"] < 33 and clean_talon(r[1]) and set(r[3]) == {"game"})
    amt = -br["game"]
    box = {}
    def tamper(recs):
        i = max(j for j, r in enumerate(recs) if r[3] == "game") + 1
        box["i"] = i
        return recs[:i] + [(4, 0, amt, "game")] + recs[i:]
    net = s.add(d, pays, info, tamper=tamper)
    first_pay = len(d.events) - (len(pays) + 3 + 1)
    save("05_5p_sitout_paid.json", s, {"note": "5 players; Adam sits out (not king: Czesław deals and is king). Edward plays a three and loses; the record also has Edward paying Adam (planted: the one sitting out takes no part in the result, §8)."})
    fact("05", dpoints=info["dpoints"], br=br, net=net, events=len(d.events))


# ------------------------------------------------------------------ 06: 5p, crossing to the next kolejka
def s06():
    s = Session(P5, start={"pools": {"pool": 40}}, pool=F(40))
    nets = []
    for dealer in (0, 1, 2, 3):
        d = Deal(5, dealer, 200 + dealer, out=4)
        for sd in d.active:
            d.ev(type="bid", seat=sd, bid="pass")
        nets.append(s.add(d, [], pass_all=True))
    # next kolejka: Adam (0) sits out, Edward (4) deals and is king; active 1,2,3
    def b(seed):
        d = Deal(5, 4, seed, out=0)
        info = run_game(d, [(1, "pass"), (2, "pass"), (3, "three")], 3, "three", play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: r[1]["dpoints"] > 33 and clean_talon(r[1]) and set(r[3]) == {"game"})
    nets.append(s.add(d, pays, info))
    save("06_5p_next_kolejka.json", s, {"note": "5 players. Deals 0-3: Edward sits out, Adam..Danuta deal in turn, all pass each time (three pass fees). Deal 4: the next kolejka, Adam sits out, Edward deals (king); Danuta plays a three and wins."})
    fact("06", nets=nets, dpoints=info["dpoints"], br=br, pool=s.pool)


# ------------------------------------------------------------------ 07: licitation all the way to solo
def s07():
    def b(seed):
        rng = random.Random(seed)
        top = ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14"]
        d = Deal(3, 0, seed, crafted={0: top[:7] + ["KH", "KD"]})
        # forehand 1, then 2, then 0
        bids = [(1, "three"), (2, "bottom"), (0, "top"), (1, "hold"), (2, "two"), (0, "one"),
                (1, "hold"), (2, "pass"), (0, "solo"), (1, "pass")]
        info = run_game(d, bids, 0, "solo", play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: r[1]["dpoints"] > 33 and clean_talon(r[1]) and set(r[3]) <= {"game", "four_kings", "trull"} and r[1]["dtricks"] < 12)
    s = Session(P3)
    net = s.add(d, pays, info)
    save("07_licitation_to_solo.json", s, {"note": "Bożena (forehand) three, Czesław bottom, Adam top, Bożena holds, Czesław two, Adam one, Bożena holds, Czesław passes, Adam solo, Bożena passes. Adam plays solo without the talon, which counts for the helpers."})
    fact("07", dpoints=info["dpoints"], hpoints=info["hpoints"], br=br, net=net)


# ------------------------------------------------------------------ 08: tape, pass volat, forehand outbids with two
def s08():
    def b(seed):
        d = Deal(3, 2, seed)
        # forehand 0, then 1, 2
        if "T1" in d.hands[2] or "T1" in d.hands[0]:
            return None
        bids = [(0, "tape"), (1, "three"), (2, "pass_volat"), (0, "two"), (1, "pass")]
        info = run_game(d, bids, 0, "two", rejects=1, play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: clean_talon(r[1]) and set(r[3]) == {"game"} and r[1]["dpoints"] != 33)
    s = Session(P3)
    net = s.add(d, pays, info)
    save("08_tape_passvolat_two.json", s, {"note": "§28: Adam (forehand, no pagat) says tape, Bożena three, Czesław pass volat (no pagat), Adam outbids with two, Bożena passes. Adam refuses the first two, takes the second (purchase 2)."})
    fact("08", k=info["k"], taken=info["taken"], dpoints=info["dpoints"], br=br, net=net)


# ------------------------------------------------------------------ 09: pass volat holding pagat (planted)
def s09():
    def b(seed):
        d = Deal(3, 0, seed)
        if "T1" not in d.hands[2]:
            return None
        bids = [(1, "three"), (2, "pass_volat"), (0, "pass")]
        info = run_game(d, bids, 1, "three", play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: clean_talon(r[1]) and set(r[3]) == {"game"} and r[1]["dpoints"] > 33)
    s = Session(P3)
    net = s.add(d, pays, info)
    save("09_pass_volat_holding_pagat.json", s, {"note": "Czesław says pass volat while holding the pagat (§28 forbids it). Bożena plays a three and wins."})
    fact("09", fault_event=1, dpoints=info["dpoints"], br=br, net=net)


# ------------------------------------------------------------------ 10: a bid not higher (planted)
def s10():
    def b(seed):
        d = Deal(3, 1, seed)
        # forehand 2, then 0, then 1
        bids = [(2, "three"), (0, "bottom"), (1, "three"), (2, "hold"), (0, "top"), (1, "pass"), (2, "pass")]
        info = run_game(d, bids, 0, "top", play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: clean_talon(r[1]) and set(r[3]) == {"game"} and r[1]["dpoints"] > 33)
    s = Session(P3)
    net = s.add(d, pays, info)
    save("10_bid_not_higher.json", s, {"note": "Czesław three, Adam bottom, Bożena 'three' (not higher than bottom and she has no priority: planted), Czesław holds, Adam top, Bożena and Czesław pass. Adam plays the third three (top packet) and wins."})
    fact("10", fault_event=2, k=info["k"], dpoints=info["dpoints"], br=br, net=net)


# ------------------------------------------------------------------ 11: one with three refusals (purchase 4)
def s11():
    def b(seed):
        d = Deal(3, 0, seed)
        bids = [(1, "pass"), (2, "one"), (0, "pass")]
        info = run_game(d, bids, 2, "one", rejects=3, play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: clean_talon(r[1]) and set(r[3]) == {"game"} and r[1]["dpoints"] < 32)
    s = Session(P3)
    net = s.add(d, pays, info)
    save("11_one_fourth_card.json", s, {"note": "Czesław plays one; refuses three single cards and takes the fourth (purchase 4); he loses."})
    fact("11", k=info["k"], taken=info["taken"], dpoints=info["dpoints"], hpoints=info["hpoints"], br=br, net=net)


# ------------------------------------------------------------------ 12: king laid away, bottom, contra, made points (planted)
def s12():
    def b(seed):
        d = Deal(3, 0, seed)
        bids = [(1, "three"), (2, "bottom"), (0, "pass"), (1, "pass")]
        size = 3
        packet = d.talon[3:6]
        hand = d.hands[2] + packet
        kings = [c for c in hand if c[0] == "K"]
        if not kings:
            return None
        low = sorted([c for c in hand if not is_tarock(c) and c[0] != "K"], key=value)[:2]
        disc = [kings[0]] + low
        info = run_game(d, bids, 2, "bottom", discard=disc, doubles=[(0, "game", 2)], play_seed=seed)
        pays, br = settle(d, info, levels={"game": 2}, game_lost_uncond=True)
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: clean_talon(r[1]) and set(r[3]) == {"game"} and r[1]["dpoints"] > 34)
    s = Session(P3)
    net = s.add(d, pays, info)
    ev = next(i for i, e in enumerate(d.events) if e["type"] == "discard")
    save("12_king_laid_away_contra.json", s, {"note": "Czesław plays bottom (2nd three), lays away a king (§13: game lost unconditionally); Adam gives contra; Czesław makes more than 33 and pays only the consolation (§12): 30 x 2 (purchase) x 2 (contra)."})
    fact("12", fault_event=ev, disc=info["disc"], dpoints=info["dpoints"], br=br, net=net)


# ------------------------------------------------------------------ 13: tarocks announced, tarock laid away shown
def s13():
    def b(seed):
        rng = random.Random(seed)
        tar = [f"T{i}" for i in range(2, 21)]
        rng.shuffle(tar)
        d = Deal(3, 1, seed, crafted={2: tar[:10]})
        # forehand 2
        bids = [(2, "three"), (0, "pass"), (1, "pass")]
        hand = d.hands[2] + d.talon[:3]
        nt = sum(is_tarock(c) for c in hand)
        if nt != 12:
            return None
        # lay away one low tarock + two low suit cards; keep 11 tarocks
        low_t = min([c for c in hand if is_tarock(c) and c not in ("T1", "SKIZ", "T21")], key=trank)
        low = sorted([c for c in hand if not is_tarock(c) and c[0] != "K"], key=value)[:2]
        if len(low) < 2:
            return None
        info = run_game(d, bids, 2, "three", discard=[low_t] + low, shown=True,
                        announces={2: [{"kind": "tarocks", "count": 11}]}, play_seed=seed)
        pays, br = settle(d, info, announced={("tarocks", 11)})
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: clean_talon(r[1]) and set(r[3]) <= {"game", "tarocks", "trull"} and r[1]["dpoints"] > 33 and r[1]["dtricks"] < 12)
    s = Session(P3)
    net = s.add(d, pays, info)
    save("13_tarock_laid_away_shown_11_announced.json", s, {"note": "Czesław plays a three, lays away a tarock and shows it (§22), announces 11 tarocks (he holds 11 after the discard) and wins."})
    fact("13", disc=info["disc"], dpoints=info["dpoints"], br=br, net=net)


# ------------------------------------------------------------------ 14: solo declarer takes the talon (planted)
def s14():
    def b(seed):
        d = Deal(3, 2, seed, crafted={1: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "KS"]})
        bids = [(0, "pass"), (1, "solo"), (2, "pass")]
        info = run_game(d, bids, 1, "solo", take_override=d.talon[:3], play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: clean_talon(r[1]) and set(r[3]) <= {"game"} and r[1]["dpoints"] > 33 and r[1]["dtricks"] < 12)
    s = Session(P3)
    net = s.add(d, pays, info)
    ev = next(i for i, e in enumerate(d.events) if e["type"] == "take")
    save("14_solo_takes_talon.json", s, {"note": "Bożena bids solo but then takes three talon cards and lays three away (§10: at solo nobody sees the talon until the end). Record settles as if solo won."})
    fact("14", fault_event=ev, dpoints=info["dpoints"], br=br, net=net)


# ------------------------------------------------------------------ 15: ultimo announced, contra + recontra, failed; pool paid
def s15():
    s = Session(P3, start={"pools": {"pool": 60}}, pool=F(60))
    def b(seed):
        rng = random.Random(seed)
        d = Deal(3, 0, seed, crafted={1: ["T1", "T21", "T20", "T17", "T15", "T13", "T11"]})
        bids = [(1, "three"), (2, "pass"), (0, "pass")]
        info = run_game(d, bids, 1, "three", announces={1: [{"kind": "pagat_ultimo"}]},
                        doubles=[(2, "pagat_ultimo", 2), (1, "pagat_ultimo", 4)], protect=True, play_seed=seed)
        pays, br = settle(d, info, announced={"pagat_ultimo"}, levels={"pagat_ultimo": 4})
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: clean_talon(r[1]) and set(r[3]) == {"game", "pagat_ultimo"} and r[3]["pagat_ultimo"] < 0 and r[1]["dpoints"] > 33
                               and any(c == "T1" for _, c in r[1]["tricks"][-1][1]))
    net = s.add(d, pays, info, ultimo="lost")
    save("15_ultimo_contra_recontra_failed.json", s, {"note": "Pool 60 carried in. Bożena plays a three and announces pagat ultimo; Czesław contra, Bożena recontra on the ultimo. The pagat is beaten in the last trick: she pays 100 x 4 to each and the pool's 60 into the pool (contra does not touch the pool, §27); she wins the game."})
    fact("15", dpoints=info["dpoints"], br=br, net=net, pool=s.pool, last=info["tricks"][-1])


# ------------------------------------------------------------------ 16: volat announced and made
def s16():
    def b(seed):
        rng = random.Random(seed)
        top = ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "KH", "KD"]
        d = Deal(3, 1, seed, crafted={0: top[:10]}, talon_fixed=["T1", "KS", "T2"])
        # forehand 2, then 0
        bids = [(2, "pass"), (0, "three"), (1, "pass")]
        info = run_game(d, bids, 0, "three", announces={0: [{"kind": "volat"}]}, play_seed=seed)
        pays, br = settle(d, info, announced={"volat"})
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: r[1]["dtricks"] == 12 and set(r[3]) == {"volat"})
    s = Session(P3)
    net = s.add(d, pays, info)
    save("16_volat_announced_made.json", s, {"note": "Adam plays a three, announces volat and takes all twelve tricks: 300 doubled = 600 from each (§18). The pagat and a king stay in the talon part the helpers get, so no trull or four kings."})
    fact("16", taken=info["taken"], rest=info["rest"], dpoints=info["dpoints"], br=br, net=net)


# ------------------------------------------------------------------ 17: trull + four kings announced, contra chain, won game with recontra
def s17():
    def b(seed):
        d = Deal(4, 3, seed, crafted={1: ["SKIZ", "T21", "T1", "T20", "T19", "T18", "KH", "KD", "KS"]})
        # king 3; forehand 0, then 1, 2
        bids = [(0, "pass"), (1, "three"), (2, "pass")]
        ann = {1: [{"kind": "trull"}, {"kind": "four_kings"}]}
        dbl = [(0, "game", 2), (1, "game", 4), (2, "four_kings", 2)]
        info = run_game(d, bids, 1, "three", announces=ann, doubles=dbl, play_seed=seed)
        pays, br = settle(d, info, announced={"trull", "four_kings"}, levels={"game": 4, "four_kings": 2})
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: clean_talon(r[1]) and r[3].get("trull") == 100 and r[3].get("four_kings", 0) < 0 and r[1]["dpoints"] > 33 and set(r[3]) == {"game", "trull", "four_kings"}
                               and not any(c == "T1" for s_, c in r[1]["tricks"][-1][1]))
    s = Session(P4)
    net = s.add(d, pays, info)
    save("17_4p_trull_kings_announced_contra_recontra_win.json", s, {"note": "4 players, Danuta king. Bożena plays a three, announces trull and four kings; Adam contra on the game, Bożena recontra; Czesław contra on the four kings. Trull made (100), four kings not (200 x 2 paid); game won, counted double only (§17: recontra counts only if the player loses)."})
    fact("17", dpoints=info["dpoints"], br=br, net=net)


# ------------------------------------------------------------------ 18: pagat released voluntarily (planted)
def s18():
    def b(seed):
        d = Deal(3, 2, seed, crafted={0: ["T1", "SKIZ", "T21", "T20", "T19", "T18", "T16", "T14"]})
        bids = [(0, "three"), (1, "pass"), (2, "pass")]
        # forehand 0 leads T1 in trick 2 voluntarily (he has other cards)
        info = run_game(d, bids, 0, "three", announces={0: [{"kind": "pagat_ultimo"}]}, protect=True,
                        forced={(1, 0): "T1"}, play_seed=seed)
        info["released"] = True
        pays, br = settle(d, info, announced={"pagat_ultimo"})
        return d, info, pays, br
    def pred(r):
        info = r[1]
        t1 = info["tricks"][1]
        return (t1[1][0] == (0, "T1") and info["tricks"][0][0] == 0 and clean_talon(info)
                and info["dpoints"] > 33 and set(r[3]) == {"game", "pagat_ultimo"})
    d, info, pays, br = search(b, pred)
    s = Session(P3, start={"pools": {"pool": 30}}, pool=F(30))
    net = s.add(d, pays, info, ultimo="lost")
    ev = info["first_play"] + 3
    save("18_pagat_released_early.json", s, {"note": "Adam announces pagat ultimo and leads the pagat himself in the second trick (§6: not allowed). Ultimo lost: 100 to each and the pool's 30 paid in."})
    fact("18", fault_event=ev, dpoints=info["dpoints"], br=br, net=net)


# ------------------------------------------------------------------ 19: contra on an unannounced premium (planted)
def s19():
    def b(seed):
        d = Deal(3, 0, seed)
        bids = [(1, "three"), (2, "pass"), (0, "pass")]
        info = run_game(d, bids, 1, "three", doubles=[(2, "trull", 2)], play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: clean_talon(r[1]) and set(r[3]) == {"game"} and r[1]["dpoints"] > 33)
    s = Session(P3)
    net = s.add(d, pays, info)
    ev = next(i for i, e in enumerate(d.events) if e["type"] == "double")
    save("19_contra_on_unannounced_trull.json", s, {"note": "Czesław gives contra on the trull, which nobody announced (planted). Bożena plays a three and wins; nobody collects the trull."})
    fact("19", fault_event=ev, dpoints=info["dpoints"], br=br, net=net)


# ------------------------------------------------------------------ 20: wrong payment, purchase multiplier dropped (planted)
def s20():
    def b(seed):
        d = Deal(3, 1, seed)
        bids = [(2, "two"), (0, "pass"), (1, "pass")]
        info = run_game(d, bids, 2, "two", rejects=2, play_seed=seed)
        pays, br = settle(d, info)
        return d, info, pays, br
    d, info, pays, br = search(b, lambda r: clean_talon(r[1]) and set(r[3]) == {"game"} and r[1]["dpoints"] < 31)
    s = Session(P3)
    right = -br["game"]
    box = {}
    def tamper(recs):
        out = []
        for r in recs:
            if r[3] == "game" and r[1] == 0:
                r = (r[0], r[1], r[2] / 3, r[3])
            if r[3] == "pool_share" and r[0] == 0:
                r = (r[0], r[1], r[2] / 3, r[3])
            out.append(r)
        return out
    net = s.add(d, pays, info, tamper=tamper)
    ev = next(i for i, e in enumerate(d.events) if e["type"] == "payment" and e["to"] == 0 and e.get("reason") == "game")
    save("20_two_third_purchase_paid_single.json", s, {"note": "Czesław plays two, refuses twice and takes the third two (purchase 3); he loses. The record pays Adam the single value (and Adam's 10% on it), not three times (planted); Bożena is paid right."})
    fact("20", fault_event=ev, k=info["k"], taken=info["taken"], dpoints=info["dpoints"], br=br, net=net)


for f in (s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20):
    f()
    print("done", f.__name__, flush=True)
for name, t in OUT.items():
    with open(name, "w") as fh:
        json.dump(t, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
with open("_facts.txt", "w") as fh:
    json.dump(FACTS, fh, indent=1, default=str)
