"""Tarocchini penalty records (files 16-21), Ottocento and Terziglio; no score sheet."""
from common import write
import gen_tarocchini as g

OTTO = ["Anna", "Bruno", "Carla", "Dario"]
TERZ = ["Elena", "Franco", "Giulia"]


def revoke_choose(info, who):
    def choose(d, s, t, led, trick):
        if "event" in info or led in (None, "T") or t < 2 or t > 10 or not who(d, s):
            return None
        held = [c for c in d.hands[s] if g.suit(c) == led]
        other = [c for c in d.hands[s] if g.suit(c) not in (led, None)]
        if held and other:
            c = d.rng.choice(other)
            info.update(event=len(d.events), seat=s, held=held, led=led, card=c, trick=t)
            return c
        return None
    return choose


def o1(seed):
    info = {}

    def after_trick(d, t, trick, w):
        if info.get("trick") == t:
            info["pen_event"] = len(d.events)
            d.events.append({"type": "penalty", "party": info["seat"], "code": "revoke", "amount": 50})

    d = g.Deal(seed, "ottocento", 3, hooks={"choose": revoke_choose(info, lambda d, s: True), "after_trick": after_trick}).run()
    if "event" not in info:
        raise RuntimeError
    return d, info


def o2(seed):
    info = {}

    def discard(d, s, k, cand):
        kings = [c for c in d.hands[s] if c[0] == "K"]
        if not kings:
            raise RuntimeError
        info["king"] = kings[0]
        return [kings[0]] + cand[:k - 1]

    d = g.Deal(seed, "ottocento", 0, hooks={"discard": discard}).run()
    info["discard_event"] = d.discard_event
    pos = d.discard_event + 1
    team = "team0" if d.dealer % 2 == 0 else "team1"
    d.events.insert(pos, {"type": "penalty", "party": team, "code": "illegal_discard", "amount": 50})
    info["pen_event"] = pos
    info["team"] = team
    return d, info


def o3(seed):
    info = {}

    def after_trick(d, t, trick, w):
        if t == 6:
            info["pen_event"] = len(d.events)
            info["seat"] = 2
            d.events.append({"type": "penalty", "party": 2, "code": "signal", "amount": 20})

    d = g.Deal(seed, "ottocento", 1, hooks={"after_trick": after_trick}).run()
    return d, info


def t1(seed):
    info = {}

    def discard(d, s, k, cand):
        five = [c for c in d.hands[s] if c in ("KS", "KB", "KC", "KD", "T19")]
        if not five:
            raise RuntimeError
        info["five"] = five[0]
        return [five[0]] + cand[:k - 1]

    d = g.Deal(seed, "terziglio", 0, hooks={"discard": discard, "exchange": 3})
    d.run()
    pos = d.discard_event + 1
    d.events.insert(pos, {"type": "penalty", "party": d.declarer, "code": "illegal_discard", "amount": 50})
    info.update(discard_event=d.discard_event, pen_event=pos, declarer=d.declarer)
    return d, info


def t2(seed):
    info = {}
    d = g.Deal(seed, "terziglio", 1, hooks={"exchange": 2})
    d.hooks["choose"] = revoke_choose(info, lambda dd, s: s != dd.declarer)
    d.run()
    if "event" not in info:
        raise RuntimeError
    info["declarer"] = d.declarer
    return d, info


def t3(seed):
    info = {}

    def after_trick(d, t, trick, w):
        if "pen_event" in info or t < 3:
            return
        led = g.suit(trick[0][1])
        for s, c in trick[1:]:
            if led not in ("T", None) and g.suit(c) == "T":
                info.update(pen_event=len(d.events), seat=s, card=c, trick=t, led=led)
                d.events.append({"type": "penalty", "party": s, "code": "revoke"})
                return

    d = g.Deal(seed, "terziglio", 2, hooks={"contract": "solo", "after_trick": after_trick}).run()
    if "pen_event" not in info:
        raise RuntimeError
    info["declarer"] = d.declarer
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
        ("16-ottocento-revoke-penalty-event.json", o1, "ottocento", OTTO, 1600,
         "A player does not follow suit; the table writes a 50-point penalty event against him."),
        ("17-ottocento-dealer-discards-king-penalty.json", o2, "ottocento", OTTO, 1700,
         "The dealer lays a king away (a 5-point card); the table writes a 50-point penalty against the dealer's side."),
        ("18-ottocento-signal-fined.json", o3, "ottocento", OTTO, 1800,
         "A clean deal; the table fines Carla 20 for signalling to her partner (the source allows three signals)."),
        ("19-terziglio-declarer-discards-five-point-card-penalty.json", t1, "terziglio", TERZ, 1900,
         "The gioco declarer lays away a 5-point card in the exchange; the table writes a penalty against him."),
        ("20-terziglio-defender-revoke-unpenalised.json", t2, "terziglio", TERZ, 2000,
         "A defender does not follow suit; no penalty is written (the source has none)."),
        ("21-terziglio-solo-no-fault-penalty.json", t3, "terziglio", TERZ, 2100,
         "A solo played cleanly; the table writes a 'revoke' penalty against a player who trumped a suit he was void in."),
    ]
    for name, fn, game, players, start, desc in specs:
        seed, d, info = find(fn, start)
        write(name, g.transcript([d], game, players, {"round": "penalty-spec", "description": desc, "seed": seed}))
        print(name, seed, info)


if __name__ == "__main__":
    main()
