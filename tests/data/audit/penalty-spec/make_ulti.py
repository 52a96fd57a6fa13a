"""Ulti penalty records (files 09-12)."""
from common import pay, write
import gen_ulti as g


def settle_goal(ev, d, reason, value, won):
    dc = d.decl
    for f in ((dc + 1) % 3, (dc + 2) % 3):
        if won:
            ev.append(pay(f, dc, value, reason))
        else:
            ev.append(pay(dc, f, value, reason))


def u1(seed):
    """Red ulti, contra on ulti by a defender, ulti fails: ulti 8x2 = 16, penalty 8 (red, no contra)."""
    info = {}
    d0 = g.Deal(seed, dealer=0, goals=["ulti"], red=True)
    dc = d0.decl
    cs = (dc + 1) % 3
    d = g.Deal(seed, dealer=0, goals=["ulti"], red=True, hooks={"keep7": {dc}, "contra": {cs: ("ulti", 2)}})
    if "7H" not in d.hands[dc]:
        raise RuntimeError
    d.run()
    if d.ulti_won or d.silent:
        raise RuntimeError
    ev = d.events
    info["pen_event"] = len(ev)
    ev.append({"type": "penalty", "party": dc, "code": "ulti-penalty", "amount": 8})
    info["pay_first"] = len(ev)
    settle_goal(ev, d, "party", 2, d.party_won)
    settle_goal(ev, d, "ulti", 16, False)
    settle_goal(ev, d, "ulti-penalty", 8, False)
    info.update(party_won=d.party_won, dpts=d.dpts, fpts=d.fpts, seven=d.seven_last, contra_by=cs)
    return d, info


def u2(seed):
    """Party in a suit; a defender plays the trump 7 in the last trick and loses (silent ulti failed)."""
    info = {}
    d = g.Deal(seed, dealer=1, goals=["party"], red=False)
    dc = d.decl
    d.run()
    fails = [s for s, won in d.seven_last if s != dc and not won]
    if len(d.silent) != 1 or not fails:
        raise RuntimeError
    f = fails[0]
    other = [s for s in range(3) if s not in (dc, f)][0]
    ev = d.events
    info["pay_first"] = len(ev)
    settle_goal(ev, d, "party", 1, d.party_won)
    info["pen_first"] = len(ev)
    ev.append(pay(f, dc, 4, "ulti-penalty"))
    ev.append(pay(other, dc, 4, "ulti-penalty"))
    info.update(failer=f, other=other, party_won=d.party_won, dpts=d.dpts, fpts=d.fpts, trump=d.trump)
    return d, info


def u3(seed):
    """Party in a suit; the declarer fails to follow suit; all goals lost (revoke_penalty default)."""
    info = {}

    def choose(d, s, t, trick):
        if "event" in info or s != d.decl or not trick or t < 2 or t > 6:
            return None
        led = g.suit(trick[0][1])
        held = [c for c in d.hands[s] if g.suit(c) == led]
        other = [c for c in d.hands[s] if g.suit(c) not in (led, d.trump)]
        if held and other:
            info["event"] = len(d.events)
            info["trick"] = t
            info["held"] = held
            c = d.rng.choice(other)
            info["card"] = c
            return c
        return None

    def after_trick(d, t, trick, w):
        if info.get("trick") == t:
            info["pen_event"] = len(d.events)
            d.events.append({"type": "penalty", "party": d.decl, "code": "revoke"})

    d = g.Deal(seed, dealer=2, goals=["party"], red=False, hooks={"choose": choose, "after_trick": after_trick})
    d.run()
    if "event" not in info or d.silent or not d.party_won:
        raise RuntimeError
    ev = d.events
    info["pay_first"] = len(ev)
    settle_goal(ev, d, "party", 1, False)
    info.update(party_won_as_played=d.party_won, dpts=d.dpts, fpts=d.fpts, trump=d.trump)
    return d, info


def u4(seed):
    """Ulti in a suit, contra on ulti; fails; the table doubles the penalty too (8 instead of 4)."""
    info = {}
    d0 = g.Deal(seed, dealer=0, goals=["ulti"], red=False)
    dc = d0.decl
    cs = (dc + 2) % 3
    d = g.Deal(seed, dealer=0, goals=["ulti"], red=False, hooks={"keep7": {dc}, "contra": {cs: ("ulti", 2)}})
    # the trump is chosen in run(); require the declarer to hold its 7
    d.run()
    if ("7" + d.trump) not in d.dealt[dc] or ("7" + d.trump) in d.disc:
        raise RuntimeError
    if d.ulti_won or d.silent:
        raise RuntimeError
    ev = d.events
    info["pay_first"] = len(ev)
    settle_goal(ev, d, "party", 1, d.party_won)
    settle_goal(ev, d, "ulti", 8, False)
    info["pen_first"] = len(ev)
    settle_goal(ev, d, "ulti-penalty", 8, False)
    info.update(party_won=d.party_won, dpts=d.dpts, fpts=d.fpts, seven=d.seven_last, trump=d.trump, contra_by=cs)
    return d, info


def find(fn, start):
    for seed in range(start, start + 5000):
        try:
            return (seed,) + fn(seed)
        except (RuntimeError, KeyError, ValueError, IndexError):
            continue
    raise SystemExit("no seed for " + fn.__name__)


def main():
    specs = [
        ("09-ulti-red-ulti-failed-contra-penalty.json", u1, 900,
         "Red ulti with a contra on the ulti; the ulti fails; the table writes the failed-ulti penalty (8: red doubles it, the contra does not) as a penalty event and as payments."),
        ("10-ulti-defender-silent-ulti-failed-wrong-party.json", u2, 1000,
         "A defender loses the last trick with the trump VII (silent ulti failed); the table makes both defenders pay the declarer 4 instead of the failing defender paying each other player 4."),
        ("11-ulti-declarer-revoke-loses-all-goals.json", u3, 1100,
         "The declarer fails to follow suit; the table writes a revoke penalty and the declarer pays the party he made on the play."),
        ("12-ulti-failed-ulti-penalty-doubled-by-contra.json", u4, 1200,
         "Ulti in a suit with a contra on the ulti; the ulti fails; the table doubles the 4-point penalty with the contra."),
    ]
    for name, fn, start, desc in specs:
        seed, d, info = find(fn, start)
        write(name, g.transcript([d], {"round": "penalty-spec", "description": desc, "seed": seed}))
        print(name, seed, "decl", d.decl, "trump", d.trump, "pts", d.card_pts, "marr", d.marriages, info)


if __name__ == "__main__":
    main()
