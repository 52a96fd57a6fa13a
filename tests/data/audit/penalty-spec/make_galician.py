"""Galician penalty records (files 05-08)."""
from common import pay, write
import gen_galician as g


def revoke_hook(info, who):
    def choose(d, s, t, led, trick):
        if "event" in info or t < 2 or t > 9 or led in (None, "T"):
            return None
        if who(d, s):
            held = [c for c in d.hands[s] if g.suit(c) == led]
            tr = [c for c in d.hands[s] if g.suit(c) == "T" and c != "T1"]
            if held and tr:
                info["event"] = len(d.events)
                info["trick"] = t
                info["seat"] = s
                info["held"] = held
                info["led"] = led
                c = d.rng.choice(tr)
                info["card"] = c
                return c
        return None
    return choose


def stakes(d):
    return [pay(s, "pool", 10, "pool_stake") for s in range(3)]


def r1(x):
    return round(x * 10) / 10 if x * 10 != int(x * 10) else round(x, 1)


def g1(seed):
    info = {}
    d = g.Deal(seed, dealer=0, hooks={"choose": revoke_hook(info, lambda d, s: s == d.player)})
    d.run()
    if "event" not in info or d.premiums or d.p <= 33:
        raise RuntimeError
    pl = d.player
    # penalty event right after the trick of the renonce
    pos = info["event"] + (3 - [s for s, _ in d.tricks[info["trick"]][0]].index(info["seat"]))
    d.events.insert(pos, {"type": "penalty", "party": pl, "code": "renonce"})
    info["pen_event"] = pos
    ev = d.events
    info["pay_first"] = len(ev)
    ev += stakes(d)
    for h in ((pl + 1) % 3, (pl + 2) % 3):
        ev.append(pay(pl, h, 30, "game"))
    for h in ((pl + 1) % 3, (pl + 2) % 3):
        ev.append(pay(h, "pool", 3, "pool_share"))
    return d, info


def g2(seed):
    info = {}
    d = g.Deal(seed, dealer=1, hooks={"choose": revoke_hook(info, lambda d, s: s != d.player)})
    d.run()
    if "event" not in info or d.premiums or d.p <= 33:
        raise RuntimeError
    pl = d.player
    other = [h for h in range(3) if h not in (pl, info["seat"])][0]
    pos = info["event"] + (3 - [s for s, _ in d.tricks[info["trick"]][0]].index(info["seat"]))
    d.events.insert(pos, {"type": "penalty", "party": other, "code": "renonce"})
    info["pen_event"] = pos
    info["penalised"] = other
    v = g.game_value(d.p)
    info["value"] = v
    ev = d.events
    info["pay_first"] = len(ev)
    ev += stakes(d)
    for h in ((pl + 1) % 3, (pl + 2) % 3):
        ev.append(pay(h, pl, v, "game"))
    ev.append(pay(pl, "pool", r1(0.2 * v), "pool_share"))
    return d, info


def g3(seed):
    info = {}

    def discard(d, h):
        kings = [c for c in h if c[0] == "K"]
        cand = sorted([c for c in h if g.suit(c) != "T" and c[0] != "K"], key=lambda c: (g.power(c), c))
        if not kings:
            raise RuntimeError
        info["king"] = kings[0]
        return [kings[0]] + cand[:2]

    d = g.Deal(seed, dealer=2, hooks={"discard": discard})
    d.run()
    if d.premiums or d.p <= 33:
        raise RuntimeError
    pl = d.player
    v = g.game_value(d.p)
    info["value"] = v
    info["discard_event"] = d.discard_event
    ev = d.events
    info["pay_first"] = len(ev)
    ev += stakes(d)
    for h in ((pl + 1) % 3, (pl + 2) % 3):
        ev.append(pay(h, pl, v, "game"))
    ev.append(pay(pl, "pool", r1(0.2 * v), "pool_share"))
    return d, info


def g4(seed):
    info = {}

    def after_play(d, t, s, c, led):
        if c == "T1":
            info["pagat_event"] = len(d.events) - 1
            info["pagat_trick"] = t

    d = g.Deal(seed, dealer=0, hooks={"announce": [{"kind": "trull"}], "after_play": after_play})
    pl = (d.dealer + 1) % 3
    hand_after = d.hands[pl] + d.talon[:3]
    if not {"SKIZ", "T21", "T1"} <= set(hand_after):
        raise RuntimeError
    d.run()
    if d.p > 33:
        raise RuntimeError
    # the pagat must have been lost to a helper
    if "T1" in d.side_cards[True]:
        raise RuntimeError
    if [p for p in d.premiums if p[0] != "trull"]:
        raise RuntimeError
    v = g.game_value(d.p)
    info["value"] = v
    ev = d.events
    info["pen_event"] = len(ev)
    ev.append({"type": "penalty", "party": pl, "code": "trull", "amount": 100})
    ev += stakes(d)
    for h in ((pl + 1) % 3, (pl + 2) % 3):
        ev.append(pay(pl, h, v, "game"))
        ev.append(pay(pl, h, 100, "trull"))
    for h in ((pl + 1) % 3, (pl + 2) % 3):
        ev.append(pay(h, "pool", r1(0.1 * (v + 100)), "pool_share"))
    return d, info


def find(fn, start):
    for seed in range(start, start + 3000):
        try:
            return (seed,) + fn(seed)
        except (RuntimeError, KeyError, ValueError, IndexError):
            continue
    raise SystemExit("no seed for " + fn.__name__)


def main():
    specs = [
        ("05-galician-player-renonce-consolation.json", g1, 500,
         "The player trumps a suit lead while holding the suit (renonce, §23) but makes his points; the table writes the renonce and he pays only the consolation."),
        ("06-galician-helper-renonce-wrong-seat.json", g2, 600,
         "A helper trumps a suit lead while holding the suit; the table writes the renonce against the other helper."),
        ("07-galician-king-laid-away-unpenalised.json", g3, 700,
         "The player lays a king away (§13) and makes his points; nobody notices and the game is paid as won."),
        ("08-galician-announced-trull-failed-penalty.json", g4, 800,
         "The player announces trull holding it, loses the pagat, and pays the announced trull as §15's penalty (written as a penalty event and as payments)."),
    ]
    for name, fn, start, desc in specs:
        seed, d, info = find(fn, start)
        write(name, g.transcript([d], {"round": "penalty-spec", "description": desc, "seed": seed}))
        print(name, seed, "player", d.player, "p", d.p, "value", g.game_value(d.p), info, d.premiums)


if __name__ == "__main__":
    main()
