"""Danish Tarok claim records (claims2).  Run: python3 _gen_danish.py"""

import sys

sys.path.insert(0, __import__("os").path.dirname(__file__))
import danish  # noqa: E402
from common import net, write  # noqa: E402

PLAYERS = ["Agata", "Bronek", "Cecylia"]
G = danish.Game()


def build(sim, closing, note, description):
    d = sim["dealer"]
    ev = []
    for pool in ("pagat_pool", "king_pool"):
        for s in range(3):
            ev.append({"type": "payment", "from": s, "to": pool, "amount": 20, "reason": "foundation"})
    ev.append({"type": "payment", "from": d, "to": "pagat_pool", "amount": 5, "reason": "deal_fee"})
    ev.append({"type": "payment", "from": d, "to": "king_pool", "amount": 5, "reason": "deal_fee"})
    ev.append({"type": "discard", "seat": d, "cards": sim["discard"]})
    for i in range(3):
        ev.append({"type": "declare", "seat": (d + i) % 3, "items": []})
    tricks = sim["state"]["tricks"]
    in_play, _, _ = danish.deal_payments(d, sim["discard"], tricks + [[(0, "2H"), (1, "3H"), (2, "4H")]], None)
    for i, t in enumerate(tricks):
        for seat, c in t:
            ev.append({"type": "play", "seat": seat, "card": c})
        for p in in_play.get(i, []):
            ev.append({"type": "payment", "from": p[0], "to": p[1], "amount": p[2], "reason": p[3]})
    idx = {}
    for p in closing:
        idx[len(ev)] = p
        ev.append({"type": "payment", "from": p[0], "to": p[1], "amount": p[2], "reason": p[3]})
    if note:
        ev[-1]["note"] = note
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": PLAYERS,
        "meta": {"round": "claims2", "seed": sim["seed"], "description": description},
        "deals": [{"dealer": d, "hands": sim["dealt"], "events": ev}],
    }
    return doc, idx


def ending_payments(sim, tricks):
    """Payments after the last recorded play for one ending: the unplayed tricks' in-play
    payments, then the last trick and the card points."""
    in_play, closing, pts = danish.deal_payments(sim["dealer"], sim["discard"], tricks, None)
    ncut = len(sim["state"]["tricks"])
    out = []
    for i in sorted(in_play):
        if i >= ncut:
            out += in_play[i]
    return out + closing, pts


def describe(sim):
    lines = []
    E = danish.all_endings(sim)
    ncut = len(sim["state"]["tricks"])
    for tricks, pays, pts in E:
        tail = tricks[ncut:]
        ws = [G.winner(t, {"tricks": [], "named": {}}) for t in tail]
        lines.append("%s winners %s points %s net %s" % (
            " | ".join(" ".join("%s:%s" % sc for sc in t) for t in tail), ws, pts,
            net(pays, danish.PARTIES)))
    return E, lines


def main():
    out = {}
    # 1a: every ending gives the same payments, recorded right
    sim = danish.simulate(59, 2)
    E, lines = describe(sim)
    closing, pts = ending_payments(sim, E[0][0])
    doc, idx = build(sim, closing, None, "Cut short with two tricks left (claim); every legal ending pays the same; recorded right.")
    write("dt-1a-all-endings-equal-right.json", doc)
    out["dt-1a"] = (sim, lines, idx, closing)
    # 1b: same deal kind, one figure wrong (card points 10 written 5)
    sim = danish.simulate(100, 2)
    E, lines = describe(sim)
    closing, pts = ending_payments(sim, E[0][0])
    bad = [list(p) for p in closing]
    for p in bad:
        if p[3] == "card_points" and p[2] == 10:
            p[2] = 5
            break
    else:
        raise SystemExit("no 10 to change")
    doc, idx = build(sim, [tuple(p) for p in bad], None, "Cut short with two tricks left; every legal ending pays the same; one card_points payment written 5 for 10.")
    write("dt-1b-all-endings-equal-wrong.json", doc)
    out["dt-1b"] = (sim, lines, idx, bad)
    # 2a: endings differ; recorded figures are those of one ending
    sim = danish.simulate(111, 2)
    E, lines = describe(sim)
    pick = next(t for t, p, pts in E if any(c == "KS" for s, c in t[-2]))
    closing, pts = ending_payments(sim, pick)
    doc, idx = build(sim, closing, None, "Cut short with two tricks left; the endings differ (KS lost in the 24th trick or in the last); recorded as the KS-in-the-24th ending.")
    write("dt-2a-endings-differ-one-matches.json", doc)
    out["dt-2a"] = (sim, lines, idx, closing)
    # 2b: endings differ; recorded figures match no ending (last trick paid to seat 1)
    sim = danish.simulate(21, 2)
    E, lines = describe(sim)
    pick = next(t for t, p, pts in E if t[-2][0][1] == "KD" and t[-2][1][1] == "KS")
    closing, pts = ending_payments(sim, pick)
    bad = []
    for p in closing:
        if p[3] == "last_trick" and p[0] == 2:
            bad.append((2, 1, p[2], "last_trick"))
        else:
            bad.append(p)
    nets = [net(p, danish.PARTIES) for _, p, _ in E]
    in_play, _, _ = danish.deal_payments(sim["dealer"], sim["discard"], pick, None)
    pre = [q for i in sorted(in_play) if i < len(sim["state"]["tricks"]) for q in in_play[i]]
    assert net(pre + bad, danish.PARTIES) not in nets
    doc, idx = build(sim, bad, None, "Cut short with two tricks left; the endings differ; Cecylia is recorded paying the last-trick 20 to Bronek, who wins the last trick in no legal ending (Agata wins it in every ending).")
    write("dt-2b-endings-differ-none-matches.json", doc)
    out["dt-2b"] = (sim, lines, idx, bad)
    for k, (sim, lines, idx, closing) in out.items():
        print("==", k, "seed", sim["seed"], "dealer", sim["dealer"], "left", sim["state"]["hands"],
              "leader", sim["state"]["leader"], "events", len(doc["deals"][0]["events"]))
        for line in lines:
            print("   ", line)
        for i, p in idx.items():
            print("    ev", i, p)
    return out


if __name__ == "__main__":
    main()
