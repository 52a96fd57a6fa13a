"""Builds the Ulti transcripts of the payment-shape round (ul-*.json); figures go to
ul-figures.txt."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from shapes import check_nets, combine_same, net_pairs, nets, pay, probe, write  # noqa: E402
from ulti import Deal  # noqa: E402

PLAYERS = ["Aiko", "Bálint", "Chihiro"]
LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def find(dealer, seed0, goals, red=False, no_trump=False, contras=(), want=None, fold=False, defender_keep7=None, tries=20000):
    for seed in range(seed0, seed0 + tries):
        dl = Deal(dealer, seed)
        if not dl.setup(goals, red=red, no_trump=no_trump, fold=fold):
            continue
        dl.play(contras=resolve(dl, contras), defender_keep7=resolve_def(dl, defender_keep7))
        dues = dl.settle()
        if not fold:
            if any(x[0] in ("silent-100", "silent-durchmarsch") for x in dl.silent):
                continue
        if want and not want(dl, dues):
            continue
        dl.seed = seed
        dl.dues = dues
        return dl
    raise RuntimeError("not found")


def resolve(dl, contras):
    """contras given with roles: 'd1', 'd2' (defenders after the declarer), 'f' (declarer)."""
    out = []
    for who, tg, lv in contras:
        s = {"f": dl.f, "d1": (dl.f + 1) % 3, "d2": (dl.f + 2) % 3}[who]
        out.append((s, tg, lv))
    return out


def resolve_def(dl, who):
    if who is None:
        return None
    return {"d1": (dl.f + 1) % 3, "d2": (dl.f + 2) % 3}[who]


def transcript(deals, evs, desc, planted=None):
    t = {"format": "trick-transcript/1", "game": "ulti", "players": PLAYERS, "meta": {"round": "payment-shape", "description": desc}}
    if planted:
        t["meta"]["planted"] = planted
    t["deals"] = [{"dealer": dl.dealer, "hands": dl.hands, "events": e} for dl, e in zip(deals, evs)]
    return t


def describe(name, deals, evs, wrong=None):
    log(f"== {name}")
    for k, (dl, e) in enumerate(zip(deals, evs)):
        extra = ""
        if not dl.fold and dl.trump:
            extra = f"points decl {dl.fpts}+{dl.fm} def {dl.dpts}+{dl.dm} tricks {dl.tricks_f} silent {dl.silent}"
        elif not dl.fold:
            extra = f"tricks {dl.tricks_f}"
        log(f" deal {k} dealer {dl.dealer} seed {dl.seed} declarer {dl.f} goals {dl.goals} red {dl.red} trump {dl.trump} contras {getattr(dl, 'contras', [])} outcome {dl.outcome} {extra}")
        log("  dues", [(d["from"], d["to"], d["amount"], d["reason"]) for d in dl.dues])
        log("  expected nets", nets(dl.dues))
        diff = check_nets(e, dl.dues)
        if wrong is None or wrong[0] != k:
            assert not diff, (name, k, diff)
        else:
            log("  PLANTED difference (expected, recorded):", diff)
        for i, x in enumerate(e):
            if x["type"] == "payment":
                log(f"   [{i}] {x}")


def plain(ds, reasons=True):
    return [pay(d["from"], d["to"], d["amount"], d["reason"] if reasons else None) for d in ds]


def ul01():
    """Red ulti: the party lost, the ulti won (the source's worked example): one net payment per
    defender, no reason; and a plain ulti where both are won, combined per defender."""
    a = find(0, 0, ["ulti"], red=True, want=lambda dl, d: dl.outcome == {"party": False, "ulti": True} and not dl.silent)
    b = find(1, 100, ["ulti"], want=lambda dl, d: dl.outcome == {"party": True, "ulti": True} and not dl.silent)
    evs = [a.events + net_pairs(a.dues), b.events + combine_same(b.dues, reason="")]
    name = "ul-01-red-ulti-netted.json"
    write(name, transcript([a, b], evs, "Deal 0: red ulti, party lost and ulti won, each defender pays the net 6 in one payment. Deal 1: ulti and party won, paid in one sum per defender."))
    describe(name, [a, b], evs)


def ul02():
    """40-100 with contra from one defender (it doubles for both defenders in a trump game), the
    doubled value paid in two halves, reasons kept; a second deal lost with contra and recontra."""
    a = find(2, 200, ["40-100"], contras=[("d1", "40-100", 2)], want=lambda dl, d: dl.outcome["40-100"] and not dl.silent)
    b = find(0, 300, ["40-100"], contras=[("d2", "40-100", 2), ("f", "40-100", 4)], want=lambda dl, d: not dl.outcome["40-100"] and not dl.silent)
    evs = []
    for dl in (a, b):
        out = list(dl.events)
        for d in dl.dues:
            h = d["amount"] / 2
            out += [pay(d["from"], d["to"], h, d["reason"]), pay(d["from"], d["to"], h, d["reason"])]
        evs.append(out)
    name = "ul-02-contra-split.json"
    write(name, transcript([a, b], evs, "40-100 with contra (deal 0, won) and contra and recontra (deal 1, lost): every payment handed over in two halves, reasons kept."))
    describe(name, [a, b], evs)


def ul03():
    """A fold (the declarer pays 2 to each) and a betli with contra from one defender (without
    trumps it works only between that defender and the declarer): the declarer's receipts written
    in reverse order, no reasons."""
    a = find(1, 400, ["party"], fold=True)
    b = find(2, 500, ["betli"], no_trump=True, contras=[("d2", "betli", 2)], want=lambda dl, d: dl.outcome["betli"])
    evs = [a.events + plain(a.dues, True), b.events + plain(b.dues[::-1], False)]
    name = "ul-03-fold-betli-contra.json"
    write(name, transcript([a, b], evs, "Deal 0: the declarer folds his party. Deal 1: betli with one defender's contra, paid without reasons, the contra's payer first."))
    describe(name, [a, b], evs)


def ul04():
    """Ulti with 40-100 (no party): the ulti lost with its penalty, 40-100 won; per defender the
    ulti, penalty and 40-100 netted into one payment; a second deal of the same written goal by
    goal but with ulti and its penalty combined in one payment."""
    a = find(0, 600, ["ulti", "40-100"], want=lambda dl, d: dl.outcome == {"ulti": False, "40-100": True} and not dl.silent)
    b = find(1, 700, ["ulti", "40-100"], want=lambda dl, d: dl.outcome == {"ulti": False, "40-100": False} and not dl.silent)
    evs = [a.events + net_pairs(a.dues)]
    out = list(b.events)
    defs = [(b.f + 1) % 3, (b.f + 2) % 3]
    for dd in defs:
        u = sum(d["amount"] for d in b.dues if d["to"] == dd and d["reason"] in ("ulti", "ulti-penalty"))
        out.append(pay(b.f, dd, u, "ulti"))
    for d in b.dues:
        if d["reason"] not in ("ulti", "ulti-penalty"):
            out.append(pay(d["from"], d["to"], d["amount"], d["reason"]))
    evs.append(out)
    name = "ul-04-ulti-penalty-combined.json"
    write(name, transcript([a, b], evs, "Ulti with 40-100: deal 0 (ulti lost, 40-100 won) netted per defender; deal 1 (both lost) the ulti and its penalty paid in one sum with reason ulti."))
    describe(name, [a, b], evs)


def ul05():
    """A defender loses the trump seven in the last trick (silent ulti lost, he pays 4 to each of
    the two others, the other defender included): with the party's payments, netted per pair."""
    a = find(
        2,
        800,
        ["party"],
        defender_keep7="d1",
        want=lambda dl, d: [x[0] for x in dl.silent] == ["silent-ulti-lost"] and dl.silent[0][1] != dl.f,
    )
    b = find(0, 900, ["party"], want=lambda dl, d: not dl.silent)
    evs = [a.events + net_pairs(a.dues), b.events + plain(b.dues, False)]
    name = "ul-05-silent-ulti-lost-netted.json"
    write(name, transcript([a, b], evs, "Deal 0: a defender plays the trump seven in the last trick and loses it: his 4 to each of the others netted with the party's payments, one payment per pair. Deal 1: a party, no reasons."))
    describe(name, [a, b], evs)


def ul06():
    """Three deals with payments written from the payee's side first (the declarer's winnings in
    the order the defenders hand them over), goals combined per pair, red party and a durchmarsch."""
    a = find(1, 1000, ["party"], red=True, want=lambda dl, d: not dl.silent and len(d) == 2)
    b = find(2, 1100, ["durchmarsch"], want=lambda dl, d: not dl.silent)
    c = find(0, 1200, ["ulti"], contras=[("d1", "ulti", 2)], want=lambda dl, d: dl.outcome == {"party": True, "ulti": False} and not dl.silent)
    evs = []
    for dl in (a, b, c):
        evs.append(dl.events + combine_same(dl.dues, reason=""))
    name = "ul-06-three-deals-combined.json"
    write(name, transcript([a, b, c], evs, "Three deals, each pair's dues added up into one payment (the ulti with contra and its penalty in one with the party's)."))
    describe(name, [a, b, c], evs)


def ul07():
    """WRONG: as ul-01 deal 0 (red ulti, netted per defender), one defender's net payment 2 too
    high."""
    a = find(1, 1300, ["ulti"], red=True, want=lambda dl, d: dl.outcome == {"party": False, "ulti": True} and not dl.silent)
    b = find(2, 1400, ["party"], want=lambda dl, d: not dl.silent)
    evs = [a.events + net_pairs(a.dues), b.events + net_pairs(b.dues)]
    k = 0
    idx = [i for i, e in enumerate(evs[k]) if e["type"] == "payment"][1]
    evs[k][idx]["amount"] += 2
    planted = {"deal": k, "event": idx, "what": f"net payment {evs[k][idx]} is 2 too high"}
    name = "ul-07-wrong-netted.json"
    write(name, transcript([a, b], evs, "Red ulti netted per defender, then a party.", planted))
    describe(name, [a, b], evs, wrong=(k, idx))
    log("  planted", planted)


def ul08():
    """WRONG: ulti with 40-100 both lost, payments split in halves without reasons; one half of
    the ulti penalty written 4 instead of 2."""
    a = find(0, 1500, ["party"], want=lambda dl, d: not dl.silent)
    b = find(1, 1600, ["ulti", "40-100"], want=lambda dl, d: dl.outcome == {"ulti": False, "40-100": False} and not dl.silent)
    evs = [a.events + plain(a.dues, False)]
    out = list(b.events)
    for d in b.dues:
        h = d["amount"] / 2
        out += [pay(d["from"], d["to"], h), pay(d["from"], d["to"], h)]
    evs.append(out)
    k = 1
    pen = [d for d in b.dues if d["reason"] == "ulti-penalty"][0]
    idx = [i for i, e in enumerate(out) if e["type"] == "payment" and e["to"] == pen["to"] and e["amount"] == 2][0]
    # the first half of the second defender-facing 2 ... pick the penalty's first half
    pos = []
    j = len(b.events)
    for d in b.dues:
        pos.append((d, j))
        j += 2
    idx = [p for d, p in pos if d is pen][0]
    out[idx]["amount"] = 4
    planted = {"deal": k, "event": idx, "what": f"half of the ulti penalty {out[idx]} written 4, due 2"}
    name = "ul-08-wrong-split-reasonless.json"
    write(name, transcript([a, b], evs, "A party, then ulti with 40-100 paid in halves, no reasons.", planted))
    describe(name, [a, b], evs, wrong=(k, idx))
    log("  planted", planted)


def probes():
    """Post-run probe (written after the engine run, for the REPORT's (a) findings)."""
    b = probe(
        "ul-04-ulti-penalty-combined.json", "ul-09-probe-labelled-combined-wrong.json", 1, 36, 10,
        desc="ul-04 with deal 1's ulti + penalty payment to seat 0 (reason ulti) 2 too high.",
        what="2->0 written 10 (ulti); ulti 4 + ulti-penalty 4 = 8 due (8 labelled 'ulti' is clean)",
    )
    log("== ul-09 probe from ul-04 deal 1 event 36", b, "-> 10 ulti")


if __name__ == "__main__":
    for f in (ul01, ul02, ul03, ul04, ul05, ul06, ul07, ul08, probes):
        f()
    (Path(__file__).parent / "ul-figures.txt").write_text("\n".join(LOG) + "\n")
    print("\n".join(LOG))
