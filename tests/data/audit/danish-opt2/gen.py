"""Generates the danish-opt2 transcripts (rule options of Danish Tarok) and expect.out.

Run: python3 gen.py   (from this folder; writes NN-*.json and expect.out)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from model import (  # noqa: E402
    DECK,
    Hook,
    beats,
    declarations,
    deal_hands,
    honour,
    is_king,
    is_pagat,
    legal_cards,
    play_deal,
    settle_end,
    suit,
)
from session import Session, to_scores  # noqa: E402

HERE = Path(__file__).parent
P3 = ["Agata", "Bolek", "Czesia"]
P4 = ["Agata", "Bolek", "Czesia", "Darek"]
OUT = []  # expectation lines
STRUCT = []  # for EXPECTED tables


def active_of(n, dealer, sitter=None):
    return [(dealer + k) % n for k in range(n) if (dealer + k) % n != sitter]


def sitter_of(n, dealer):
    return (dealer + 2) % 4 if n == 4 else None


def no_decl(hands, dealer, n, sitter=None):
    from model import choose_skat

    for s in active_of(n, dealer, sitter):
        h = list(hands[s])
        if s == dealer:
            for c in choose_skat(h):
                h.remove(c)
        if declarations(h):
            return False
    return True


def joker_led(ev):
    return any(e["type"] == "play" and e["card"] == "JOKER" and "named" in e for e in ev)


# ------------------------------------------------------------------ a clean deal


def clean_deal(S, dealer, seed, opts=None, fee=True, want=None, tries=3000):
    """Plays a clean deal found from `seed` on; want(info, res, ev) filters. Returns info."""
    n = S.n
    sitter = sitter_of(n, dealer)
    for k in range(tries):
        r = random.Random(seed * 1000 + k)
        hands = deal_hands(r, n, dealer, sitter)
        snap = snapshot(S)
        deal, ev = S.begin(dealer, hands, fee=fee)
        h, skat, decl, active = S.skat_and_declare(deal, ev, dealer, hands, sitter)
        o = {"joker_at": r.randint(4, 20), "loose": 0.35, "hold": {r.choice(["KH", "KD", "KS", "KC", "T1"])}}
        o.update(opts or {})
        try:
            res = play_deal(n=n, dealer=dealer, hands=h, ledger=S.ledger, events=ev, rng=r, sitter=sitter, opts=o)
        except ValueError:
            restore(S, snap)
            continue
        ok = not res.illegal and not joker_led(ev)
        info = None
        if ok:
            info = settle_end(n=n, dealer=dealer, res=res, ledger=S.ledger, events=ev, sitter=sitter, skat=skat)
            ok = want(info, res, ev) if want else True
        if ok:
            S.close()
            S.notes[-1]["info"] = info
            S.notes[-1]["decl"] = {s: [i for i, _ in d] for s, d in decl.items() if d}
            return info
        restore(S, snap)
    raise RuntimeError("no clean deal found")


def snapshot(S):
    import copy

    return (copy.deepcopy(S.ledger.pools), len(S.deals), len(S.notes))


def restore(S, snap):
    S.ledger.pools = dict(snap[0])
    del S.deals[snap[1] :]
    del S.notes[snap[2] :]


def has(*reasons):
    return lambda i, r_, e: i["nolo"] == [] and all(any(x.get("reason") == rr for x in e if x["type"] == "payment") for rr in reasons)


def interesting(info, res, ev):
    # some in-play payments and some declaration, no nolo (kept for the nolo-free sessions)
    reasons = {e.get("reason") for e in ev if e["type"] == "payment"}
    return bool(reasons & {"king_lost", "pagat_lost", "pagat_trick"}) and "declaration" in reasons


# ------------------------------------------------------------------ hooks


class RevokeHook(Hook):
    """At the first chance from trick 2 on, a follower holding one or two low cards of the led suit
    trumps instead; the table sees it when he later plays that suit."""

    def __init__(self, mode_void):
        self.void = mode_void
        self.rev = None  # (t, seat, suit, event index)
        self.found = None
        self.fine_cls = None

    def choose(self, dp, seat, trick, led, t, legal):
        if self.rev or t < 2 or not trick or led not in "HDSC":
            return None
        h = dp.hands[seat]
        follow = [c for c in h if suit(c) == led]
        trumps = sorted((c for c in h if suit(c) == "T" and c not in ("T1", "T21")), key=lambda c: int(c[1:]))
        if 1 <= len(follow) <= 2 and not any(is_king(c) for c in follow) and trumps:
            self.rev = (t, seat, led, None)
            return trumps[0]
        return None

    def after_play(self, t, pos, seat, card, events, dp):
        if self.rev and self.rev[3] is None and seat == self.rev[1] and t == self.rev[0]:
            self.rev = (t, seat, self.rev[2], len(events) - 1)
            return None
        if self.rev and not self.found and seat == self.rev[1] and t > self.rev[0] and suit(card) == self.rev[2]:
            self.found = (t, len(events) - 1)
            if self.void:
                return "stop"
        return None


class Joker2ndHook(Hook):
    def __init__(self, mode_void):
        self.void = mode_void
        self.at = None

    def choose(self, dp, seat, trick, led, t, legal):
        if t == 23 and "JOKER" in dp.hands[seat]:
            if not trick:
                return None  # not wanted: holder leads
            return "JOKER"
        return None

    def after_play(self, t, pos, seat, card, events, dp):
        if card == "JOKER" and t == 23:
            self.at = len(events) - 1
            if self.void:
                return "stop"
        return None


class WithheldHook(Hook):
    def __init__(self, mode_void, caller_pick, honour_it=False):
        self.void = mode_void
        self.caller_pick = caller_pick
        self.honour = honour_it
        self.call_at = None
        self.withheld_at = None
        self.holder = None

    def before_trick(self, t, events, dp):
        if t == 22:
            holder = [s for s in dp.active if "JOKER" in dp.hands[s]]
            if not holder:
                return
            self.holder = holder[0]
            caller = self.caller_pick([s for s in dp.active if s != self.holder])
            events.append({"type": "call", "seat": caller, "call": "joker"})
            self.call_at = len(events) - 1
            self.caller = caller

    def choose(self, dp, seat, trick, led, t, legal):
        if t == 22 and seat == self.holder and self.honour:
            if not trick:
                return None
            return "JOKER"
        if t == 23 and seat == self.holder:
            return None
        return None

    def after_play(self, t, pos, seat, card, events, dp):
        if t == 22 and seat == self.holder and card != "JOKER":
            self.withheld_at = len(events) - 1
        return None

    def after_trick(self, t, trick, w, events, dp):
        if t == 22 and self.void and self.withheld_at is not None:
            return "stop"
        return None


# ------------------------------------------------------------------ scenario drivers


def first_deal_void_prefix(n, dealer, seed, hook_factory, opts, limit_check):
    """Searches a deal where the prefix up to the fault's discovery has no declaration and no in-play
    payment; returns (seed used, hands)."""
    sitter = sitter_of(n, dealer)
    for k in range(5000):
        r = random.Random(seed * 7919 + k)
        hands = deal_hands(r, n, dealer, sitter)
        if not no_decl(hands, dealer, n, sitter):
            continue
        S = Session(P3 if n == 3 else P4)
        deal, ev = S.begin(dealer, hands)
        h, skat, decl, active = S.skat_and_declare(deal, ev, dealer, hands, sitter)
        hook = hook_factory(True)
        res = play_deal(n=n, dealer=dealer, hands=h, ledger=S.ledger, events=ev, rng=r, sitter=sitter, opts=dict(opts), hook=hook)
        if limit_check(hook, res, ev):
            return seed * 7919 + k, hands
    raise RuntimeError("no prefix found")


def fault_kind(kind):
    if kind == "revoke":
        factory = lambda v: RevokeHook(v)  # noqa: E731
        opts = {"joker_at": 6}
        n_illegal = 1

        def check(hook, res, ev):
            return (
                hook.found is not None
                and res.stopped
                and len(res.illegal) == 1
                and not res.inplay_pay_tricks
                and hook.found[0] - hook.rev[0] <= 4
                and not joker_led(ev)
            )

    elif kind == "joker2nd":
        factory = lambda v: Joker2ndHook(v)  # noqa: E731
        opts = {"keep_joker": True}
        n_illegal = 1

        def check(hook, res, ev):
            return hook.at is not None and res.stopped and len(res.illegal) == 1 and not res.inplay_pay_tricks

    else:
        factory = lambda v: WithheldHook(v, lambda c: c[0])  # noqa: E731
        opts = {"keep_joker": True}
        n_illegal = 0

        def check(hook, res, ev):
            return (
                hook.withheld_at is not None
                and res.stopped
                and not res.inplay_pay_tricks
                and not joker_led(ev)
                and not res.illegal
            )

    return factory, opts, check, n_illegal


def build_fault_session(name, rules, cls, kind, seed, meta_desc, scores=False):
    """kind: revoke | joker2nd | withheld. Deal 0 has the fault under class cls; deal 1 is clean.
    The deal and the play up to the fault's discovery are the same for every class of one kind."""
    n, dealer = 3, 0
    factory, opts, check, n_illegal = fault_kind(kind)
    for k in range(5000):
        used = seed * 7919 + k
        r = random.Random(used)
        hands = deal_hands(r, n, dealer)
        if not no_decl(hands, dealer, n):
            continue
        # the void run decides the prefix
        S0 = Session(P3)
        d0, ev0 = S0.begin(dealer, hands)
        h0, _, _, _ = S0.skat_and_declare(d0, ev0, dealer, hands)
        hk0 = factory(True)
        try:
            res0 = play_deal(n=n, dealer=dealer, hands=h0, ledger=S0.ledger, events=ev0, rng=random.Random(used), opts=dict(opts), hook=hk0)
        except ValueError:
            continue
        if not check(hk0, res0, ev0):
            continue
        # every class must play on cleanly (the same continuation for all of them)
        okall = True
        for c2 in ("large",):
            S1 = Session(P3)
            d1, ev1 = S1.begin(dealer, hands)
            h1, skat1, _, _ = S1.skat_and_declare(d1, ev1, dealer, hands)
            hk1 = factory(False)
            o1 = dict(opts)
            try:
                res1 = play_deal(n=n, dealer=dealer, hands=h1, ledger=S1.ledger, events=ev1, rng=random.Random(used), opts=o1, hook=ContinueAfter(hk1, kind, S1, c2, o1))
            except ValueError:
                okall = False
                break
            if res1.stopped or len(res1.illegal) != n_illegal or joker_led(ev1):
                okall = False
                break
            inf1 = settle_end(n=n, dealer=dealer, res=res1, ledger=S1.ledger, events=ev1, skat=skat1)
            if inf1["nolo"]:
                okall = False
        if okall:
            break
    else:
        raise RuntimeError("no deal found")
    S = Session(P3, rules)
    deal, ev = S.begin(dealer, hands)
    h, skat, decl, active = S.skat_and_declare(deal, ev, dealer, hands)
    hook = factory(cls == "irreparable")
    o = dict(opts)
    hook2 = ContinueAfter(hook, kind, S, cls, o) if cls != "irreparable" else hook
    res = play_deal(n=n, dealer=dealer, hands=h, ledger=S.ledger, events=ev, rng=random.Random(used), opts=o, hook=hook2)
    note = {}
    if kind == "revoke":
        fault_ev, offender = hook.rev[3], hook.rev[1]
        code = "revoke"
        note["fault"] = f"trick {hook.rev[0] + 1}: seat {offender} trumps a {hook.rev[2]} lead holding that suit; seen at event {hook.found[1]} (trick {hook.found[0] + 1})"
    elif kind == "joker2nd":
        fault_ev = hook.at
        offender = ev[fault_ev]["seat"]
        code = "joker_second_last"
        note["fault"] = f"seat {offender} plays the Joker in the second-last trick (trick 24)"
    else:
        fault_ev = hook.withheld_at
        offender = hook.holder
        code = "joker_withheld"
        note["fault"] = f"seat {hook.caller} demands the Joker (event {hook.call_at}) in the third-last trick; holder seat {offender} plays {ev[fault_ev]['card']} instead"
    if cls == "irreparable":
        assert res.stopped
        S.fine(ev, offender, cls)
        note["void"] = True
    else:
        assert not res.stopped and len(res.illegal) == n_illegal
        info = settle_end(n=n, dealer=dealer, res=res, ledger=S.ledger, events=ev, skat=skat)
        note["info"] = info
    S.close()
    S.notes[-1].update(note)
    S.notes[-1]["faults"] = [(0, fault_ev, code)]
    S.notes[-1]["class"] = cls
    # deal 1, clean, by the next dealer
    clean_deal(S, 1, seed + 11, want=lambda i, r_, e: i["nolo"] == [])
    write(name, S, rules, meta_desc, scores=scores)
    return S


class ContinueAfter(Hook):
    """Wraps a fault hook for the classes that let the game go on: the fine is paid when the fault
    comes to light and the deal is played to the end (loosely after that)."""

    def __init__(self, inner, kind, S, cls, opts):
        self.inner, self.kind, self.S, self.cls, self.opts = inner, kind, S, cls, opts
        self.fined = False
        self.pending = False

    def before_trick(self, t, events, dp):
        return self.inner.before_trick(t, events, dp)

    def choose(self, dp, seat, trick, led, t, legal):
        return self.inner.choose(dp, seat, trick, led, t, legal)

    def after_play(self, t, pos, seat, card, events, dp):
        self.inner.after_play(t, pos, seat, card, events, dp)
        if not self.fined:
            if self.kind == "revoke" and self.inner.found:
                self.pending = True
            if self.kind == "joker2nd" and self.inner.at is not None:
                self.pending = True
        return None

    def after_trick(self, t, trick, w, events, dp):
        self.inner.after_trick(t, trick, w, events, dp)
        if self.kind == "withheld" and t == 22 and self.inner.withheld_at is not None:
            self.pending = True
        if self.pending and not self.fined:
            off = {"revoke": lambda: self.inner.rev[1], "joker2nd": lambda: events[self.inner.at]["seat"], "withheld": lambda: self.inner.holder}[self.kind]()
            self.S.fine(events, off, self.cls)
            self.fined = True
            self.opts["loose"] = 0.3
        return None


# ------------------------------------------------------------------ writing


def write(name, S, rules, desc, scores=False):
    meta = {"event": "Klub Ultimo, wieczór opcji", "table": 2, "description": desc}
    if scores:
        totals = {}
        for d, note in zip(S.deals, S.notes):
            pay_idx = [i for i, e in enumerate(d["events"]) if e["type"] == "payment"]
            remap = lambda i: i - sum(1 for p in pay_idx if p < i)  # noqa: E731
            note["faults"] = [(a, remap(b), c) for a, b, c in note.get("faults", [])]
            if note.get("fault"):
                import re

                note["fault"] = re.sub(r"event (\d+)", lambda m: f"event {remap(int(m.group(1)))}", note["fault"])
            to_scores(d, note, S.n, totals)
    t = S.transcript(meta)
    t["rules"] = rules
    path = HERE / name
    path.write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    STRUCT.append((name, rules, desc, [(d["dealer"], dict(note)) for d, note in zip(S.deals, S.notes)], scores))
    OUT.append(f"=== {name}  rules={json.dumps(rules)}")
    OUT.append(f"    {desc}")
    for i, (d, note) in enumerate(zip(S.deals, S.notes)):
        faults = note.get("faults", [])
        OUT.append(f"  deal {i}: dealer {d['dealer']}  faults={faults}  class={note.get('class')}  void={note.get('void', False)}")
        if note.get("fault"):
            OUT.append(f"    fault: {note['fault']}")
        for k, v in note.items():
            if k in ("faults", "text", "net", "pools_after", "info", "class", "void", "fault"):
                continue
            OUT.append(f"    {k}: {v}")
        info = note.get("info")
        if info:
            OUT.append(
                "    tricks={} points={} last trick won by {} with {} tout={} nolo={} king_prz={} pagat_prz={} ultimo={} card-point pay (vs new dealer {})={}".format(
                    info.get("tricks"),
                    info["points"],
                    info["winner"],
                    info["card"],
                    info["tout"],
                    info["nolo"],
                    info["king_prz"],
                    info["pagat_prz"],
                    info.get("ultimo"),
                    info["new_dealer"],
                    info["card_points_pay"],
                )
            )
        OUT.append(f"    net: {note['net']}")
        OUT.append(f"    pools after: {note['pools_after']}")
        pays = [e for e in d["events"] if e["type"] == "payment"]
        byr = {}
        for e in pays:
            byr.setdefault(e["reason"], []).append(f"{e['from']}->{e['to']}:{e['amount']}")
        for k, v in byr.items():
            OUT.append(f"      {k}: {', '.join(v)}")


def main():
    # ---------------- revoke_penalty
    build_fault_session(
        "01-revoke-default-void.json",
        {},
        "irreparable",
        "revoke",
        1,
        "Revoke under the default revoke_penalty (irreparable): 40 to each pool, the deal void, the next dealer deals.",
    )
    build_fault_session(
        "02-revoke-superficial.json",
        {"revoke_penalty": "superficial"},
        "superficial",
        "revoke",
        1,
        "The same revoke under revoke_penalty superficial: no fine, the deal settled as played.",
    )
    build_fault_session(
        "03-revoke-small-scores.json",
        {"revoke_penalty": "small"},
        "small",
        "revoke",
        1,
        "The same revoke under revoke_penalty small: 5 to each pool, the deal settled as played; the sheet writes net chips (score) and running totals.",
        scores=True,
    )
    build_fault_session(
        "04-revoke-large-preset.json",
        {"preset": "standard", "revoke_penalty": "large"},
        "large",
        "revoke",
        1,
        "The same revoke under the standard preset with revoke_penalty large: 20 to each pool, the deal settled as played.",
    )
    # ---------------- joker_second_last_penalty
    build_fault_session(
        "05-joker-second-last-default-void.json",
        {},
        "irreparable",
        "joker2nd",
        2,
        "The Joker played in the second-last trick under the default (irreparable): 40 to each pool, the deal void.",
    )
    build_fault_session(
        "06-joker-second-last-large.json",
        {"joker_second_last_penalty": "large"},
        "large",
        "joker2nd",
        2,
        "The same Joker in the second-last trick under joker_second_last_penalty large: 20 to each pool, the deal settled as played.",
    )
    # ---------------- joker_withheld_penalty
    build_fault_session(
        "07-joker-withheld-default-void.json",
        {},
        "irreparable",
        "withheld",
        3,
        "The Joker demanded in the third-last trick and withheld, default (irreparable): 40 to each pool, the deal void.",
    )
    build_fault_session(
        "08-joker-withheld-small.json",
        {"joker_withheld_penalty": "small"},
        "small",
        "withheld",
        3,
        "The same withheld Joker under joker_withheld_penalty small: 5 to each pool, the deal settled as played (the Joker comes in the last trick).",
    )
    # ---------------- false_redeal_penalty
    false_redeal("09-false-redeal-default-large.json", {}, "large", 4, "A redeal asked for by a player holding one trump, default false_redeal_penalty (large): 20 to each pool, the deal played as dealt.")
    false_redeal("10-false-redeal-irreparable-void.json", {"false_redeal_penalty": "irreparable"}, "irreparable", 4, "The same false redeal under false_redeal_penalty irreparable: 40 to each pool, the deal void, the next dealer deals.")
    false_redeal("11-false-redeal-superficial.json", {"false_redeal_penalty": "superficial"}, "superficial", 4, "The same false redeal under false_redeal_penalty superficial: no fine, the deal played as dealt.")
    # ---------------- failed_tout_penalty
    failed_tout("12-failed-tout-default-large.json", {}, "large", 5, "Tout announced, the Joker laid away, the first trick lost: default failed_tout_penalty (large), 20 to each pool, the deal settled as played.")
    failed_tout("13-failed-tout-irreparable-void.json", {"failed_tout_penalty": "irreparable"}, "irreparable", 5, "The same failed Tout under failed_tout_penalty irreparable: 40 to each pool, the deal void from the first lost trick.")
    tout_made("14-tout-made-option-irreparable.json", {"failed_tout_penalty": "irreparable"}, 6, "Tout announced with the Joker laid away and made (all 25 tricks): no penalty under any failed_tout_penalty; clean.")
    # ---------------- clean controls
    legit_redeal("15-redeal-no-trumps-clean.json", {"false_redeal_penalty": "irreparable"}, 7, "A redeal asked for by a player with no trump (the Joker is no trump here): granted, no fine; the same dealer deals again and pays no second fee. Clean.")
    joker_demand_ok("16-joker-demand-honoured-clean.json", {"joker_withheld_penalty": "small"}, 8, "The Joker demanded in the third-last trick and played there: no fault. Clean.")
    joker_kept_last("17-joker-kept-to-last-trick-clean.json", {"joker_second_last_penalty": "large"}, 9, "The Joker kept past the second-last trick and played in the last one (it goes to the trick's winner): no fault. Clean.")
    preset_session("18-preset-standard-scores-clean.json", {"preset": "standard"}, 10, "Three clean deals under the explicit standard preset, written as net chips and running totals. Clean.")
    four_players("19-four-players-all-options-clean.json", {"revoke_penalty": "small", "joker_second_last_penalty": "superficial", "joker_withheld_penalty": "large", "false_redeal_penalty": "small", "failed_tout_penalty": "superficial"}, 11, "Four players, every option off its default, two clean deals: the options change nothing. Clean.")
    (HERE / "expect.out").write_text("\n".join(OUT) + "\n")
    tables()


def fmt_net(net, n):
    order = [str(i) for i in range(n)] + ["pagat_pool", "king_pool"]
    return ", ".join(f"{k if not k.isdigit() else 'seat ' + k}: {net.get(k, 0):+d}" for k in order)


def tables():
    lines = []
    for name, rules, desc, deals, scores in STRUCT:
        n = 4 if "four" in name else 3
        faults = [f for _, note in deals for f in note.get("faults", [])]
        lines.append(f"### {name}")
        lines.append("")
        lines.append(f"rules `{json.dumps(rules)}` — {desc}")
        lines.append("")
        lines.append(f"Violations: {faults if faults else 'none'}")
        lines.append("")
        for i, (dealer, note) in enumerate(deals):
            extra = ""
            if note.get("fault"):
                extra += f" Fault: {note['fault']}; class {note['class']}" + (", deal void (no settlement of play)" if note.get("void") else ", deal settled as played") + "."
            if note.get("redeal"):
                extra += f" Redeal granted: {note['redeal']}."
            if note.get("demand"):
                extra += f" {note['demand']}."
            if note.get("joker"):
                extra += f" {note['joker']}."
            info = note.get("info")
            if info:
                extra += (
                    f" Tricks {info['tricks']}; card points {info['points']}; last trick seat {info['winner']} with {info['card']}"
                    + (f"; Tout {info['tout']}" if info["tout"] else "")
                    + (f"; Nolo {info['nolo']}" if info["nolo"] else "")
                    + (f"; {info.get('ultimo')} ultimo" if info.get("ultimo") else "")
                    + (f"; king przydupek {info['king_prz']}" if info["king_prz"] else "")
                    + (f"; pagat przydupek {info['pagat_prz']}" if info["pagat_prz"] else "")
                    + f"; card-point money vs new dealer seat {info['new_dealer']}: {info['card_points_pay']}."
                )
            if note.get("decl"):
                extra += f" Declarations: {note['decl']}."
            lines.append(f"- deal {i} (dealer {dealer}):{extra}")
            lines.append(f"  Net: {fmt_net(note['net'], n)}. Pools after: pagat {note['pools_after']['pagat_pool']}, king {note['pools_after']['king_pool']}.")
        lines.append("")
    (HERE / "tables.txt").write_text("\n".join(lines) + "\n")


# ------------------------------------------------------------------ false redeal


def false_redeal(name, rules, cls, seed, desc):
    n, dealer = 3, 0
    S = Session(P3, rules)
    for k in range(2000):
        r = random.Random(seed * 1000 + k)
        hands = deal_hands(r, n, dealer)
        asker = 2
        if sum(1 for c in hands[asker] if c.startswith("T")) == 1:
            break
    deal, ev = S.begin(dealer, hands)
    ev.append({"type": "redeal", "seat": asker, "reason": "no_trumps"})
    fault_ev = len(ev) - 1
    tr = [c for c in hands[asker] if c.startswith("T")][0]
    note = {"fault": f"seat {asker} asks for a redeal holding one trump ({tr})", "class": cls}
    if cls == "irreparable":
        S.fine(ev, asker, cls)
        S.close()
        note["void"] = True
    else:
        S.fine(ev, asker, cls)
        h, skat, decl, active = S.skat_and_declare(deal, ev, dealer, hands)
        res = play_deal(n=n, dealer=dealer, hands=h, ledger=S.ledger, events=ev, rng=r, opts={"joker_at": 8, "loose": 0.25})
        assert not res.illegal and not joker_led(ev), res.illegal
        info = settle_end(n=n, dealer=dealer, res=res, ledger=S.ledger, events=ev, skat=skat)
        S.close()
        note["info"] = info
        note["decl"] = {s: [i for i, _ in d] for s, d in decl.items() if d}
    S.notes[-1].update(note)
    S.notes[-1]["faults"] = [(0, fault_ev, "redeal_with_trumps")]
    clean_deal(S, 1, seed + 21, want=lambda i, r_, e: i["nolo"] == [])
    write(name, S, rules, desc)


# ------------------------------------------------------------------ Tout


def tout_hands_failed(r):
    dealer_h = (
        ["JOKER"]
        + [f"T{i}" for i in range(14, 22)]
        + ["KH", "QH", "1H", "2H", "3H", "4H", "5H", "6H"]
        + ["KD", "QD", "1D", "2D", "3D"]
        + ["10S", "9S"]
        + ["10C", "9C", "8C", "7C"]
    )
    assert len(dealer_h) == 28
    for _ in range(5000):
        hands = deal_hands(r, 3, 0, fixed={0: dealer_h})
        ok = True
        for s in (1, 2):
            if declarations(hands[s]):
                ok = False
        if ok and any(c in hands[1] for c in ("KS", "QS", "NS", "JS")):
            return hands
    raise RuntimeError


class ToutHook(Hook):
    """Dealer plays to win every trick; opponents get rid of kings when free; seat 1's opening lead
    can be forced."""

    def __init__(self, dealer, first_lead=None, void=False, loose_after=None):
        self.dealer = dealer
        self.first_lead = first_lead
        self.void = void
        self.lost_at = None
        self.lost_trick = None

    def choose(self, dp, seat, trick, led, t, legal):
        plain = [c for c in legal if c != "JOKER"]
        if t == 0 and not trick and self.first_lead:
            fl = self.first_lead(dp.hands[seat], legal)
            if fl:
                return fl
        if seat == self.dealer:
            opp = [s for s in dp.active if s != seat]
            if not trick:
                opp_tr = any(suit(c) == "T" for s in opp for c in dp.hands[s])
                mytr = sorted((c for c in plain if suit(c) == "T"), key=lambda c: -int(c[1:]))
                if opp_tr and mytr:
                    return mytr[0]
                # a winning suit card: the highest of a suit nobody can beat
                for c in sorted(plain, key=lambda c: -beats(c, suit(c))):
                    if suit(c) in "HDSC":
                        higher = [x for s in opp for x in dp.hands[s] if suit(x) == suit(c) and beats(x, suit(c)) > beats(c, suit(c))]
                        if not higher:
                            return c
                return (mytr or plain)[0]
            best = max(beats(c, led) for _, c in trick)
            win = [c for c in plain if beats(c, led) > best]
            if win:
                return max(win, key=lambda c: beats(c, led))
            return min(plain, key=lambda c: (honour(c), beats(c, led)))
        # opponents: kings away when free, else cheapest
        if trick:
            kings = [c for c in plain if is_king(c)]
            led_ok = [c for c in plain if suit(c) == led]
            if kings and not led_ok and not any(suit(c) == "T" for c in plain):
                return kings[0]
        return None

    def after_trick(self, t, trick, w, events, dp):
        if w != self.dealer and self.lost_at is None:
            self.lost_at = len(events) - 1
            self.lost_trick = t
            if self.void:
                return "stop"
        return None


def failed_tout_run(rules, cls, hands, rseed):
    n, dealer = 3, 0
    r = random.Random(rseed)
    S = Session(P3, rules)
    deal, ev = S.begin(dealer, hands)
    skat = ["JOKER", "7C", "8C"]
    h, skat, decl, active = S.skat_and_declare(deal, ev, dealer, hands, skat=skat, announce_tout=True)

    def lead(hand, legal):
        sp = [c for c in legal if suit(c) == "S" and c[:-1] in ("K", "Q", "N", "J")]
        return sp[0] if sp else None

    hook = ToutHook(dealer, first_lead=lead, void=(cls == "irreparable"))
    res = play_deal(n=n, dealer=dealer, hands=h, ledger=S.ledger, events=ev, rng=r, opts={"loose": 0.0}, hook=hook)
    assert not res.illegal, res.illegal
    assert hook.lost_trick == 0, hook.lost_trick
    note = {"class": cls, "fault": f"dealer announced Tout and laid the Joker away; trick 1 lost (event {hook.lost_at})"}
    ok = True
    if cls == "irreparable":
        S.fine(ev, dealer, cls)
        note["void"] = True
        S.close()
    else:
        info = settle_end(n=n, dealer=dealer, res=res, ledger=S.ledger, events=ev, skat=skat)
        # the alternative reading (skat honours not counted) must give the same money
        from model import card_points_amounts

        alt = dict(info["points"])
        alt[dealer] -= 4
        ok = card_points_amounts(alt, 1, [0, 1, 2]) == info["card_points_pay"] and not info["nolo"]
        S.fine(ev, dealer, cls)
        S.close()
        note["info"] = info
    S.notes[-1].update(note)
    S.notes[-1]["faults"] = [(0, hook.lost_at, "failed_tout")]
    S.notes[-1]["decl"] = {s: [i for i, _ in d] for s, d in decl.items() if d}
    return S, ok


def failed_tout(name, rules, cls, seed, desc):
    for k in range(500):
        r = random.Random(seed * 1000 + k)
        hands = tout_hands_failed(r)
        S, ok = failed_tout_run({}, "large", hands, seed * 1000 + k)
        if ok:
            break
    else:
        raise RuntimeError
    S, ok = failed_tout_run(rules, cls, hands, seed * 1000 + k)
    clean_deal(S, 1, seed + 31, want=lambda i, r_, e: i["nolo"] == [])
    write(name, S, rules, desc)


def tout_made(name, rules, seed, desc):
    n, dealer = 3, 0
    dealer_h = ["JOKER"] + [f"T{i}" for i in range(6, 22)] + ["KH", "QH", "NH", "JH", "1H", "2H", "3H", "4H", "5H"] + ["10D", "9D"]
    assert len(dealer_h) == 28
    r = random.Random(seed)
    for _ in range(5000):
        hands = deal_hands(r, 3, 0, fixed={0: dealer_h})
        if not declarations(hands[1]) and not declarations(hands[2]):
            break
    S = Session(P3, rules)
    deal, ev = S.begin(dealer, hands)
    h, skat, decl, active = S.skat_and_declare(deal, ev, dealer, hands, skat=["JOKER", "10D", "9D"], announce_tout=True)
    hook = ToutHook(dealer)
    res = play_deal(n=n, dealer=dealer, hands=h, ledger=S.ledger, events=ev, rng=r, opts={"loose": 0.0}, hook=hook)
    assert not res.illegal and hook.lost_at is None
    info = settle_end(n=n, dealer=dealer, res=res, ledger=S.ledger, events=ev, skat=skat)
    S.close()
    S.notes[-1]["info"] = info
    S.notes[-1]["decl"] = {s: [i for i, _ in d] for s, d in decl.items() if d}
    clean_deal(S, 1, seed + 41, want=lambda i, r_, e: i["nolo"] == [])
    write(name, S, rules, desc)


# ------------------------------------------------------------------ clean controls


def legit_redeal(name, rules, seed, desc):
    n, dealer = 3, 0
    S = Session(P3, rules)
    for k in range(20000):
        r = random.Random(seed * 1000 + k)
        hands = deal_hands(r, n, dealer)
        if not any(c.startswith("T") for c in hands[1]):
            break
    else:
        raise RuntimeError
    deal, ev = S.begin(dealer, hands)
    ev.append({"type": "redeal", "seat": 1, "reason": "no_trumps"})
    S.close()
    S.notes[-1]["redeal"] = "seat 1 holds no trump" + (" (holds the Joker)" if "JOKER" in hands[1] else "")
    clean_deal(S, 0, seed + 51, fee=False, want=interesting)
    clean_deal(S, 1, seed + 52, want=lambda i, r_, e: i["nolo"] == [])
    write(name, S, rules, desc)


def joker_demand_ok(name, rules, seed, desc):
    n = 3
    S = Session(P3, rules)
    for k in range(3000):
        r = random.Random(seed * 1000 + k)
        hands = deal_hands(r, n, 0)
        snap = snapshot(S)
        deal, ev = S.begin(0, hands)
        h, skat, decl, active = S.skat_and_declare(deal, ev, 0, hands)
        hook = WithheldHook(False, lambda c: c[-1], honour_it=True)
        try:
            res = play_deal(n=n, dealer=0, hands=h, ledger=S.ledger, events=ev, rng=r, opts={"keep_joker": True, "loose": 0.2}, hook=hook)
        except ValueError:
            restore(S, snap)
            continue
        jk = [e for e in ev if e["type"] == "play" and e["card"] == "JOKER"]
        if not res.illegal and hook.call_at is not None and hook.withheld_at is None and not joker_led(ev) and jk:
            info = settle_end(n=n, dealer=0, res=res, ledger=S.ledger, events=ev, skat=skat)
            if not info["nolo"] and interesting(info, res, ev):
                S.close()
                S.notes[-1]["info"] = info
                S.notes[-1]["decl"] = {s: [i for i, _ in d] for s, d in decl.items() if d}
                S.notes[-1]["demand"] = f"seat {hook.caller} calls joker at event {hook.call_at}; seat {hook.holder} plays it in that trick"
                break
        restore(S, snap)
    else:
        raise RuntimeError
    clean_deal(S, 1, seed + 61, want=has("king_lost", "declaration"))
    write(name, S, rules, desc)


def joker_kept_last(name, rules, seed, desc):
    n = 3
    S = Session(P3, rules)
    for k in range(3000):
        r = random.Random(seed * 1000 + k)
        hands = deal_hands(r, n, 0)
        snap = snapshot(S)
        deal, ev = S.begin(0, hands)
        h, skat, decl, active = S.skat_and_declare(deal, ev, 0, hands)
        try:
            res = play_deal(n=n, dealer=0, hands=h, ledger=S.ledger, events=ev, rng=r, opts={"keep_joker": True, "loose": 0.2})
        except ValueError:
            restore(S, snap)
            continue
        last = [e for e in ev if e["type"] == "play"][-3:]
        if not res.illegal and not joker_led(ev) and any(e["card"] == "JOKER" for e in last):
            info = settle_end(n=n, dealer=0, res=res, ledger=S.ledger, events=ev, skat=skat)
            if not info["nolo"] and interesting(info, res, ev):
                S.close()
                S.notes[-1]["info"] = info
                S.notes[-1]["decl"] = {s: [i for i, _ in d] for s, d in decl.items() if d}
                holder = [e["seat"] for e in last if e["card"] == "JOKER"][0]
                S.notes[-1]["joker"] = f"seat {holder} plays the Joker in the last trick; it goes to the winner seat {info['winner']}"
                break
        restore(S, snap)
    else:
        raise RuntimeError
    clean_deal(S, 1, seed + 71, want=has("king_ultimo"))
    write(name, S, rules, desc)


def preset_session(name, rules, seed, desc):
    S = Session(P3, rules)
    clean_deal(S, 0, seed + 1, want=interesting)
    clean_deal(S, 1, seed + 2, want=has("king_lost", "pagat_ultimo"))
    clean_deal(S, 2, seed + 3, want=has("king_przydupek"))
    write(name, S, rules, desc, scores=True)


def four_players(name, rules, seed, desc):
    S = Session(P4, rules)
    clean_deal(S, 0, seed + 1, want=has("king_lost", "declaration"))
    clean_deal(S, 1, seed + 2, want=lambda i, r_, e: i["nolo"] == [] and i.get("ultimo") is not None)
    write(name, S, rules, desc)


if __name__ == "__main__":
    main()
