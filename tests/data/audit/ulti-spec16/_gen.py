"""Blind generator for audit round ulti-spec16 (model written from the Japanese source only)."""
import json, random, os, sys, zlib
HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in RANKS]
TR_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]   # with trumps
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]   # without trumps
PLAYERS = ["Ági", "Bence", "Csaba"]
VAL = {"party": 1, "ulti": 4, "40-100": 4, "durchmarsch": 6, "betli": 5}

def suit(c): return c[-1]
def rank(c): return c[:-1]

def strength(c, led, trump):
    order = TR_ORDER if trump else NT_ORDER
    r = 7 - order.index(rank(c))
    if trump and suit(c) == trump: return 100 + r
    if suit(c) == led: return 50 + r
    return -1

def winner_idx(cards, trump):
    led = suit(cards[0])
    s = [strength(c, led, trump) for c in cards]
    return s.index(max(s))

def legal(hand, trick, trump):
    if not trick: return list(hand)
    led = suit(trick[0])
    best = max(strength(c, led, trump) for c in trick)
    follow = [c for c in hand if suit(c) == led]
    if follow:
        base = follow
    else:
        tr = [c for c in hand if trump and suit(c) == trump]
        base = tr if tr else list(hand)
    beat = [c for c in base if strength(c, led, trump) > best]
    return beat if beat else base

def fault_options(kind, hand, trick, trump):
    """cards that make exactly this fault."""
    if not trick: return []
    led = suit(trick[0])
    best = max(strength(c, led, trump) for c in trick)
    follow = [c for c in hand if suit(c) == led]
    trs = [c for c in hand if trump and suit(c) == trump]
    if kind == "revoke":
        return [c for c in hand if suit(c) != led and (not trump or suit(c) != trump)] if follow else []
    if kind == "failure_to_trump":
        return [c for c in hand if suit(c) != trump] if (not follow and trs) else []
    if kind == "failure_to_overtake":
        base = follow if follow else (trs if trs else [])
        beat = [c for c in base if strength(c, led, trump) > best]
        return [c for c in base if c not in beat] if beat else []
    return []

def cardpts(c, trump):
    return 10 if trump and rank(c) in ("A", "10") else 0

def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)

class Deal:
    def __init__(self, dealer, hands):
        self.dealer, self.hands = dealer, [list(h) for h in hands]
        self.events = []

def deal_hands(rng, dealer, fixed=None):
    """fixed: {seat: [cards]} (cards the seat must receive)."""
    fixed = fixed or {}
    rest = [c for c in DECK if all(c not in v for v in fixed.values())]
    rng.shuffle(rest)
    hands = []
    for seat in range(3):
        n = 12 if seat == (dealer + 1) % 3 else 10
        h = list(fixed.get(seat, []))
        while len(h) < n: h.append(rest.pop())
        rng.shuffle(h)
        hands.append(h)
    return hands

def run_deal(rng, dealer, hands, auction, trump, *, fault=None, ulti_keep=False, dm_play=False):
    """auction: list of ('pass', seat) or ('bid', seat, discard, goals, red, goals_written).
    trump: suit letter or None. fault: (seat, trick_no, kind)."""
    cur = [list(h) for h in hands]
    ev = []
    talon = None
    last_bidder = None
    for a in auction:
        if a[0] == "pass":
            ev.append({"type": "bid", "seat": a[1], "bid": "pass"})
            continue
        _, seat, disc, goals, red, written = a
        if talon is not None:
            ev.append({"type": "take", "seat": seat, "cards": list(talon)})
            cur[seat] += talon
        for c in disc:
            assert c in cur[seat], (c, seat)
            cur[seat].remove(c)
        ev.append({"type": "discard", "seat": seat, "cards": list(disc)})
        talon = list(disc)
        ev.append({"type": "bid", "seat": seat, "bid": {"goals": written, "red": red}})
        last_bidder = (seat, goals, red)
    decl, goals, red = last_bidder
    if red: assert trump == "H"
    elif trump:
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    else:
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "no-trump"}]})
    for s in range(3): assert len(cur[s]) == 10, (s, len(cur[s]))
    decl_hand = list(cur[decl])
    hundred_or_dm = any(g in ("40-100", "20-100", "durchmarsch") for g in goals)
    marr = [marriages(cur[s], trump) if (trump and not hundred_or_dm) else [] for s in range(3)]
    leader = decl
    tricks = []
    fault_info = None
    for t in range(10):
        trick, seats = [], []
        for k in range(3):
            s = (leader + k) % 3
            if t == 0 and marr[s]:
                ev.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in marr[s]]})
            opts = legal(cur[s], trick, trump)
            if fault and fault[0] == s and fault[1] == t:
                fo = fault_options(fault[2], cur[s], trick, trump)
                if not fo: return None
                card = rng.choice(fo)
                fault_info = (len(ev), s, fault[2], card)
            else:
                if s == decl and ulti_keep and len(opts) > 1 and ("7" + trump) in opts:
                    opts = [c for c in opts if c != "7" + trump]
                if s == decl and dm_play:
                    # strongest card first
                    card = max(opts, key=lambda c: strength(c, suit(trick[0]) if trick else suit(c), trump))
                else:
                    card = rng.choice(opts)
            cur[s].remove(card)
            ev.append({"type": "play", "seat": s, "card": card})
            trick.append(card); seats.append(s)
        w = seats[winner_idx(trick, trump)]
        tricks.append((seats, trick, w))
        leader = w
    if fault and not fault_info: return None
    return dict(events=ev, decl=decl, goals=goals, red=red, trump=trump, tricks=tricks, marr=marr,
                talon=talon, fault=fault_info, decl_hand=decl_hand)

def evaluate(r):
    """goal -> won?  plus silent checks; returns (results, flags)."""
    trump, decl, tricks = r["trump"], r["decl"], r["tricks"]
    dtr = [t for t in tricks if t[2] == decl]
    res = {}
    info = {"decl_tricks": len(dtr)}
    if trump:
        dp = sum(cardpts(c, trump) for _, tr, w in tricks if w == decl for c in tr) + (10 if tricks[-1][2] == decl else 0)
        op = 90 - dp
        dm = sum(r["marr"][decl]); om = sum(sum(r["marr"][s]) for s in range(3) if s != decl)
        info.update(decl_cardpts=dp, def_cardpts=op, decl_total=dp + dm, def_total=op + om)
        last_seats, last_cards, last_w = tricks[-1]
        t7 = "7" + trump
        seven = None
        if t7 in last_cards:
            seven = (last_seats[last_cards.index(t7)], last_w == last_seats[last_cards.index(t7)])
        info["seven_last"] = seven
    for g in r["goals"]:
        if g == "party":
            res[g] = info["decl_total"] > info["def_total"] and len(dtr) >= 1
        elif g == "ulti":
            res[g] = info["seven_last"] == (decl, True)
        elif g == "40-100":
            has40 = ("K" + trump) in r["decl_hand"] and ("Q" + trump) in r["decl_hand"]
            res[g] = has40 and info["decl_cardpts"] + 40 >= 100
        elif g == "durchmarsch":
            res[g] = len(dtr) == 10
        elif g == "betli":
            res[g] = len(dtr) == 0
    return res, info

def pay_events(r, res, override=None):
    decl, red = r["decl"], r["red"]
    mult = 2 if red else 1
    defs = [(decl + 1) % 3, (decl + 2) % 3]
    ev = []
    for g in r["goals"]:
        won = res[g] if override is None else override
        v = VAL[g] * (mult if r["trump"] else 1)
        for d in defs:
            ev.append({"type": "payment", "from": d, "to": decl, "amount": v, "reason": g} if won else
                      {"type": "payment", "from": decl, "to": d, "amount": v, "reason": g})
        if g == "ulti" and not won:
            for d in defs:
                ev.append({"type": "payment", "from": decl, "to": d, "amount": 4 * mult, "reason": "ulti-penalty"})
    return ev

def plain_ok(r, info):
    """reject seeds with silent bonuses the record would need (keep records plain)."""
    if not r["trump"]: return True
    goals = r["goals"]
    sl = info.get("seven_last")
    if sl is not None and "ulti" not in goals: return False
    if "ulti" in goals and sl is not None and sl[0] != r["decl"]: return False
    if info["decl_tricks"] == 10 and "durchmarsch" not in goals: return False
    if info["decl_tricks"] == 0: return False
    hund = any(g in ("40-100",) for g in goals)
    if not hund and info["decl_total"] >= 100: return False
    if info["def_total"] >= 100: return False
    return True


# ---------------------------------------------------------------- builder
def rand_disc(rng, hand, keep=()):
    pool = [c for c in hand if c not in keep]
    return rng.sample(pool, 2)

def make_deal(name, dealer, spec, want, fixed=None, fault=None, keep=(), ulti_keep=False, dm_play=False,
              tries=20000, seed0=0):
    """spec(rng, hands) -> (auction, trump). want(res, info, r) -> bool."""
    for seed in range(seed0, seed0 + tries):
        rng = random.Random(zlib.crc32(repr((name, dealer, seed)).encode()))
        hands = deal_hands(rng, dealer, fixed)
        auction, trump = spec(rng, hands)
        r = run_deal(rng, dealer, hands, auction, trump, fault=fault, ulti_keep=ulti_keep, dm_play=dm_play)
        if r is None: continue
        res, info = evaluate(r)
        if not plain_ok(r, info): continue
        if not want(res, info, r): continue
        r["res"], r["info"], r["hands"], r["dealer"] = res, info, hands, dealer
        return r
    raise SystemExit("no seed for " + name)

def simple_auction(first, goals, red, written, disc):
    return [("bid", first, disc, goals, red, written), ("pass", (first + 1) % 3), ("pass", (first + 2) % 3), ("pass", first)]

EXP = []

ONLY = os.environ.get("ONLY")

def write(fname, deals, desc, notes):
    if ONLY and fname != ONLY: return
    doc = {"format": "trick-transcript/1", "game": "ulti", "rules": {"preset": "standard"},
           "players": PLAYERS, "meta": {"description": desc}, "deals": []}
    for r in deals:
        doc["deals"].append({"dealer": r["dealer"], "hands": r["hands"], "events": r["events"]})
    with open(os.path.join(HERE, fname), "w") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    EXP.append((fname, desc, notes, deals))

def finish(r, override=None, tamper=None):
    pays = pay_events(r, r["res"], override)
    base = len(r["events"])
    if tamper is not None:
        i, amount = tamper
        r["tampered"] = (base + i, pays[i]["amount"], amount)
        pays[i] = dict(pays[i], amount=amount)
    r["events"] += pays
    r["pay_index"] = base
    return r

def dfirst(d): return (d + 1) % 3

# 1 clean party, plain, trump D, won
def sp1(rng, h):
    f = dfirst(0); return simple_auction(f, ["party"], False, ["party"], rand_disc(rng, h[f])), "D"
r1 = finish(make_deal("f1", 0, sp1, lambda res, i, r: res["party"]))
write("clean-party-won.json", [r1], "Plain party in diamonds, won by Bence; each defender pays 1.", "")

# 2 red party lost, after a talon takeover
def sp2(rng, h):
    f = dfirst(1); d1 = rand_disc(rng, h[f]); s1 = (f + 2) % 3  # seat 1 (dealer)
    h1 = h[s1] + d1; d2 = rand_disc(rng, h1)
    return [("bid", f, d1, ["party"], False, ["party"]), ("pass", (f + 1) % 3),
            ("bid", s1, d2, ["party"], True, ["party"]), ("pass", f), ("pass", (f + 1) % 3), ("pass", s1)], "H"
r2 = finish(make_deal("f2", 1, sp2, lambda res, i, r: not res["party"]))
write("clean-red-party-lost.json", [r2], "Csaba bids party, Ági passes, Bence (dealer) takes the talon and bids red party; lost: Bence pays 2 to each.", "")

# 3 40-100 in clubs
def sp3(rng, h):
    f = dfirst(2); return simple_auction(f, ["40-100"], False, ["40-100"], rand_disc(rng, h[f], keep=("KC", "QC", "AC", "10C"))), "C"
r3 = finish(make_deal("f3", 2, sp3, lambda res, i, r: res["40-100"], fixed={0: ["KC", "QC", "AC", "10C", "JC"]}))
write("clean-40-100-won.json", [r3], "Ági bids 40-100 with clubs trumps (holds KC QC) and takes at least 60 in tricks; each pays 4.", "")

# 4 red ulti won
def sp4(rng, h):
    f = dfirst(0); return simple_auction(f, ["party", "ulti"], True, ["ulti"], rand_disc(rng, h[f], keep=("7H", "AH", "10H", "KH", "QH"))), "H"
r4 = finish(make_deal("f4", 0, sp4, lambda res, i, r: res["ulti"], fixed={1: ["7H", "AH", "10H", "KH", "JH"]}, ulti_keep=True))
write("clean-red-ulti.json", [r4], "Bence bids red ulti (written [\"ulti\"]: party and ulti); ulti won with 7H in the last trick.", "")

# 5 betli won
BET = ["7H", "8H", "9H", "7D", "8D", "9D", "7S", "8S", "9S", "7C"]
def sp5(rng, h):
    f = dfirst(2); junk = [c for c in h[f] if c not in BET]
    return simple_auction(f, ["betli"], False, ["betli"], junk), None
r5 = finish(make_deal("f5", 2, sp5, lambda res, i, r: res["betli"], fixed={0: BET}))
write("clean-betli-won.json", [r5], "Ági bids betli (no trumps) and takes no trick; each pays 5.", "")

# 6 three-deal session: red party (d0), no-trump durchmarsch (d1), red 40-100 (d2)
def sp6a(rng, h):
    f = dfirst(0); return simple_auction(f, ["party"], True, ["party"], rand_disc(rng, h[f])), "H"
r6a = finish(make_deal("f6a", 0, sp6a, lambda res, i, r: res["party"]))
NTD = ["AS", "KS", "QS", "JS", "AH", "KH", "QH", "AD", "KD", "AC"]
def sp6b(rng, h):
    f = dfirst(1); junk = [c for c in h[f] if c not in NTD]
    return simple_auction(f, ["durchmarsch"], False, ["durchmarsch"], junk), None
r6b = finish(make_deal("f6b", 1, sp6b, lambda res, i, r: res["durchmarsch"], fixed={2: NTD}, dm_play=True))
def sp6c(rng, h):
    f = dfirst(2); return simple_auction(f, ["40-100"], True, ["40-100"], rand_disc(rng, h[f], keep=("KH", "QH", "AH", "10H"))), "H"
r6c = finish(make_deal("f6c", 2, sp6c, lambda res, i, r: not res["40-100"], fixed={0: ["KH", "QH", "AH", "10H"]}))
write("clean-session-3deals.json", [r6a, r6b, r6c], "Three deals: red party won (Bence); durchmarsch without trumps won (Csaba); red 40-100 lost (Ági).", "")

# 7 two-deal session: trump durchmarsch in spades (d0 dealer 1), ulti in clubs (d1 dealer 2)
TDM = ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S", "AH", "AD"]
def sp7a(rng, h):
    f = dfirst(1); junk = [c for c in h[f] if c not in TDM]
    return simple_auction(f, ["durchmarsch"], False, ["durchmarsch"], junk), "S"
def w7a(res, i, r):
    return res["durchmarsch"] and r["info"]["seven_last"] is None if "info" in r else res["durchmarsch"]
r7a = make_deal("f7a", 1, sp7a, lambda res, i, r: res["durchmarsch"] and i["seven_last"] is None, fixed={2: TDM}, dm_play=True)
finish(r7a)
def sp7b(rng, h):
    f = dfirst(2); return simple_auction(f, ["party", "ulti"], False, ["party", "ulti"], rand_disc(rng, h[f], keep=("7C",))), "C"
r7b = finish(make_deal("f7b", 2, sp7b, lambda res, i, r: (not res["ulti"]) and res["party"], fixed={0: ["7C", "AC", "KC"]}, ulti_keep=True))
write("clean-session-2deals.json", [r7a, r7b], "Two deals: durchmarsch with spades trumps won (Csaba); party and ulti in clubs (Ági): party won, ulti lost (ulti 4 + penalty 4 to each).", "")

# 8 revoke by a defender in a party game; party won anyway
def sp8(rng, h):
    f = dfirst(0); return simple_auction(f, ["party"], False, ["party"], rand_disc(rng, h[f])), "S"
r8 = finish(make_deal("f8", 0, sp8, lambda res, i, r: res["party"], fault=(2, 3, "revoke")))
write("fault-revoke.json", [r8], "Party in spades (Bence); Csaba revokes in trick 4; the party is won as played, so the record's settlement fits both readings.", "")

# 9 failure to trump by a defender in red ulti; all goals won as played
def sp9(rng, h):
    f = dfirst(1); return simple_auction(f, ["party", "ulti"], True, ["ulti"], rand_disc(rng, h[f], keep=("7H", "AH", "10H", "KH"))), "H"
r9 = None
for t in (2, 3, 4, 5, 1, 6):
    try:
        r9 = make_deal("f9", 1, sp9, lambda res, i, r: res["party"] and res["ulti"], fixed={2: ["7H", "AH", "10H", "KH", "QH", "JH"]},
                       fault=(0, t, "failure_to_trump"), ulti_keep=True, tries=4000)
        break
    except SystemExit:
        continue
finish(r9)
write("fault-failure-to-trump.json", [r9], "Red ulti (Csaba); Ági, void in the led suit, discards instead of trumping; both goals won as played.", "")

# 10 two-deal session; deal 1 betli, declarer fails to overtake and later takes a trick anyway
def sp10a(rng, h):
    f = dfirst(2); return simple_auction(f, ["party"], False, ["party"], rand_disc(rng, h[f])), "C"
r10a = finish(make_deal("f10a", 2, sp10a, lambda res, i, r: res["party"]))
BET2 = ["7H", "8H", "9H", "7D", "8D", "9D", "7S", "10S", "7C", "8C"]
def sp10b(rng, h):
    f = dfirst(0); junk = [c for c in h[f] if c not in BET2]
    return simple_auction(f, ["betli"], False, ["betli"], junk), None
r10b = None
for t in range(0, 9):
    try:
        r10b = make_deal("f10b", 0, sp10b, lambda res, i, r: not res["betli"], fixed={1: BET2}, fault=(1, t, "failure_to_overtake"), tries=3000)
        break
    except SystemExit:
        continue
finish(r10b)
write("fault-overtake-session.json", [r10a, r10b], "Deal 0 party in acorns won (Ági); deal 1 betli (Bence): Bence ducks under a spade he could beat (failure to overtake), and takes a trick later anyway: betli lost, 5 to each.", "")

# 11 illegal bid: red party after 40-100
def sp11(rng, h):
    f = dfirst(1)  # seat 2
    d1 = rand_disc(rng, h[f]); h0 = h[0] + d1; d2 = rand_disc(rng, h0)
    h1 = h[1] + d2; d3 = rand_disc(rng, h1)
    h2 = [c for c in h[f] if c not in d1] + d3; d4 = rand_disc(rng, h2)
    return [("bid", f, d1, ["party"], False, ["party"]),
            ("bid", 0, d2, ["40-100"], False, ["40-100"]),
            ("bid", 1, d3, ["party"], True, ["party"]),          # illegal: red party (2) under 40-100 (4)
            ("bid", 2, d4, ["40-100", "ulti"], False, ["40-100", "ulti"]),
            ("pass", 0), ("pass", 1), ("pass", 2)], "D"
r11 = finish(make_deal("f11", 1, sp11, lambda res, i, r: True, ulti_keep=True))
write("fault-illegal-bid.json", [r11], "Auction: Csaba party, Ági 40-100, Bence red party (illegal: 2 points under 4), Csaba 40-100+ulti in diamonds and plays it.", "")

# 12 three-deal session with one wrong payment in deal 1 (red not doubled)
def sp12a(rng, h):
    f = dfirst(0); return simple_auction(f, ["party"], False, ["party"], rand_disc(rng, h[f])), "C"
r12a = finish(make_deal("f12a", 0, sp12a, lambda res, i, r: not res["party"]))
def sp12b(rng, h):
    f = dfirst(1); return simple_auction(f, ["party", "ulti"], True, ["party", "ulti"], rand_disc(rng, h[f], keep=("7H", "AH", "10H"))), "H"
r12b = make_deal("f12b", 1, sp12b, lambda res, i, r: res["party"] and res["ulti"], fixed={2: ["7H", "AH", "10H", "KH", "JH"]}, ulti_keep=True)
finish(r12b, tamper=(2, 4))   # third payment: first ulti payment 8 -> 4
def sp12c(rng, h):
    f = dfirst(2); junk = [c for c in h[f] if c not in BET]
    return simple_auction(f, ["betli"], False, ["betli"], junk), None
r12c = finish(make_deal("f12c", 2, sp12c, lambda res, i, r: res["betli"], fixed={0: BET}))
write("fault-wrong-payment-session.json", [r12a, r12b, r12c], "Three deals: party in acorns lost (Bence); red party+ulti won (Csaba) with one ulti payment written 4 for 8; betli won (Ági).", "")

# ---------------------------------------------------------------- summary
def net(r):
    n = [0, 0, 0]
    for e in r["events"]:
        if e["type"] == "payment": n[e["from"]] -= e["amount"]; n[e["to"]] += e["amount"]
    return n
with open(os.path.join(HERE, "_summary.txt" if not ONLY else "_summary_" + ONLY + ".txt"), "w") as f:
    for fname, desc, notes, deals in EXP:
        f.write(f"## {fname}\n{desc}\n")
        for k, r in enumerate(deals):
            f.write(f"  deal {k}: dealer {r['dealer']} decl {r['decl']} goals {r['goals']} red {r['red']} trump {r['trump']} res {r['res']} info {r['info']} marr {r['marr']}\n")
            f.write(f"    payments from event {r['pay_index']}; recorded net {net(r)}\n")
            if r["fault"]: f.write(f"    FAULT event {r['fault'][0]} seat {r['fault'][1]} {r['fault'][2]} card {r['fault'][3]}\n")
            if r.get("tampered"): f.write(f"    TAMPER event {r['tampered'][0]} amount {r['tampered'][1]} -> {r['tampered'][2]}\n")
            bids = [(i, e) for i, e in enumerate(r["events"]) if e["type"] == "bid"]
            f.write(f"    bids {bids}\n")

