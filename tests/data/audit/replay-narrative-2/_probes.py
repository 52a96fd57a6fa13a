"""Compare each file's `arbiter replay` narrative with the simulator's own (writes only under /tmp).

PYTHONPATH=<worktree> python _probes.py
"""

import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _gen  # noqa: E402

ROOT = HERE.parents[3]
OUT = Path("/tmp/rn2-probes")


def replay(path, *extra):
    p = subprocess.run(
        [sys.executable, "-m", "replays.cli", "replay", str(path), *extra],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    return p.returncode, p.stdout, p.stderr


def parse_replay(text):
    deals = []
    for line in text.splitlines():
        if line.startswith("== deals["):
            deals.append({"header": line, "tricks": [], "lines": []})
            continue
        if not deals:
            continue
        deals[-1]["lines"].append(line)
        m = re.match(r"\s+- Trick (\d+) \(([^;)]*)(?:;[^)]*)?\) won by (.+?) with (\S+?)\.?$", line)
        if m:
            # a wild card is printed with its colour (WILD:B): the simulator writes WILD
            cards = [c.split(":")[0] for c in m.group(2).split()]
            deals[-1]["tricks"].append((int(m.group(1)), cards, m.group(3)))
    return deals


def parse_sim(narr):
    out = []
    for d in narr.deals:
        tricks = []
        hands = {}
        for line in d:
            m = re.match(r"\s+trick (\d+): (.*?) -> (\S+)", line)
            if m:
                cards = [x.split(":")[1].split("=")[0] for x in m.group(2).split()]
                tricks.append((int(m.group(1)), cards, m.group(3)))
            m = re.match(r"\s+hand (\S+): (.*)", line)
            if m:
                hands[m.group(1)] = sorted(m.group(2).split())
        out.append({"title": d[0], "tricks": tricks, "hands": hands})
    return out


def main():
    OUT.mkdir(exist_ok=True)
    for i, (name, _, _) in enumerate(_gen.FILES):
        _, tr, narr, planted = _gen.build(i)
        path = HERE / f"{name}.json"
        rc, text, err = replay(path)
        (OUT / f"{name}.txt").write_text(text)
        rd = parse_replay(text)
        sd = parse_sim(narr)
        bad = []
        if len(rd) != len(sd):
            bad.append(f"deal count replay {len(rd)} sim {len(sd)}")
        for k, (r, s) in enumerate(zip(rd, sd, strict=False)):
            if len(r["tricks"]) != len(s["tricks"]):
                bad.append(f"deal {k}: tricks replay {len(r['tricks'])} sim {len(s['tricks'])}")
            for a, b in zip(r["tricks"], s["tricks"], strict=False):
                if a[1] != b[1] or a[2] != b[2]:
                    bad.append(f"deal {k} trick {a[0]}: replay {a[1]} -> {a[2]} | sim {b[1]} -> {b[2]}")
            for who, cards in s["hands"].items():
                m = re.search(re.escape(who) + r": ([^;]*)", r["header"].split(". Talon:")[0])
                got = sorted(m.group(1).split()) if m else None
                if got != cards and not (got is None and cards == []):
                    bad.append(f"deal {k}: hand of {who} replay {got} sim {cards}")
        # --deal N and a deal past the end
        n = len(rd)
        rc1, t1, _ = replay(path, "--deal", str(n - 1))
        rc2, t2, e2 = replay(path, "--deal", str(n))
        rc3, t3, e3 = replay(path, "--deal", "-1")
        one = parse_replay(t1)
        print(
            f"{name}: rc={rc} deals={len(rd)} mismatches={len(bad)} | --deal {n - 1}: rc={rc1} deals={len(one)}"
            f" | --deal {n}: rc={rc2} {(t2 + e2).strip()[:90]!r} | --deal -1: rc={rc3} {(t3 + e3).strip()[:60]!r}"
        )
        for b in bad[:8]:
            print("   ", b)


def probe_dealer_really_wrong():
    """06 with deal 3 relabelled so that Adam really deals it (forehand Bozena speaks first and leads)."""
    import json

    tr = json.loads((HERE / "06-galician-wrong-dealer.json").read_text())
    d = tr["deals"][3]
    m = {1: 0, 2: 1, 0: 2}  # Bozena's hand and acts to Adam, ... : the deal is then dealt by Adam
    d["hands"] = [d["hands"][1], d["hands"][2], d["hands"][0]]
    for e in d["events"]:
        for k in ("seat", "from", "to"):
            if isinstance(e.get(k), int):
                e[k] = m[e[k]]
    # Bozena was the due dealer and the dealer's seat maps to Adam: written dealer Adam, acts follow Adam
    d["dealer"] = 0
    # the next deals: unchanged (their dealers follow on from Bozena's turn)
    p = OUT / "06-really-adam.json"
    p.write_text(json.dumps(tr, ensure_ascii=False))
    rc, text, _ = replay(p, "--deal", "3")
    print("probe 06-really-adam rc", rc)
    print("\n".join(text.splitlines()[:4]))


def probe_dealer_written_wrongly():
    """Each clean file with deal 2's dealer written as another seat; the acts follow the due dealer."""
    import json

    for name in (
        "01-rage-clean",
        "03-danish-clean",
        "05-galician-clean",
        "07-ulti-clean",
        "09-ottocento-clean",
        "11-terziglio-clean",
    ):
        tr = json.loads((HERE / f"{name}.json").read_text())
        n = len(tr["players"])
        due = tr["deals"][2]["dealer"]
        tr["deals"][2]["dealer"] = (due + 2) % n
        p = OUT / f"{name}-dealer-slip.json"
        p.write_text(json.dumps(tr, ensure_ascii=False))
        rc, text, _ = replay(p, "--deal", "2")
        v = json.loads(
            subprocess.run(
                [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
                capture_output=True,
                text=True,
                cwd=ROOT,
            ).stdout
        )
        codes = sorted((a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"])
        print(
            f"{name}: due {tr['players'][due]}, written {tr['players'][(due + 2) % n]}; rc {rc}; {codes};"
            f" computed.dealer {v['deals'][2]['computed'].get('dealer')}"
        )
        for line in text.splitlines()[:6]:
            if line.startswith("==") or "!!" in line:
                print("   ", line[:170])


def probe_missing_payment():
    """A payment line left out (Danish last_trick, Ulti party, Galician game): where the deal-level finding prints."""
    import json

    for name, deal, reason in (
        ("03-danish-clean", 1, "last_trick"),
        ("07-ulti-clean", 1, "party"),
        ("06-galician-wrong-dealer", 1, "game"),
    ):
        tr = json.loads((HERE / f"{name}.json").read_text())
        ev = tr["deals"][deal]["events"]
        i = next(i for i, e in enumerate(ev) if e.get("reason") == reason)
        del ev[i]
        p = OUT / f"{name}-missing-{reason}.json"
        p.write_text(json.dumps(tr, ensure_ascii=False))
        rc, text, _ = replay(p, "--deal", str(deal))
        lines = text.splitlines()
        print(f"{name} deal {deal}, first {reason} line removed (was event {i}); rc {rc}")
        for j, line in enumerate(lines):
            if "!!" in line:
                print(
                    f"   line {j} of {len(lines)} (after: {lines[j - 1].strip()[:60]!r}): {line.strip()[:230]}"
                )


def probe_wrong_score_lines():
    """A score written wrongly: what the end-of-deal line says (Rage, Ottocento, Terziglio)."""
    import json

    for name, deal, party, delta in (
        ("01-rage-clean", 0, 0, 1),
        ("09-ottocento-clean", 0, "team0", 10),
        ("11-terziglio-clean", 1, 1, 1),
    ):
        tr = json.loads((HERE / f"{name}.json").read_text())
        ev = tr["deals"][deal]["events"]
        i = next(i for i, e in enumerate(ev) if e["type"] == "score" and e["party"] == party)
        ev[i]["points"] += delta
        p = OUT / f"{name}-score-slip.json"
        p.write_text(json.dumps(tr, ensure_ascii=False))
        rc, text, _ = replay(p, "--deal", str(deal))
        lines = text.splitlines()
        print(f"{name} deal {deal}: score of {party} +{delta} at event {i}; rc {rc}")
        for line in lines:
            if "!!" in line or "over:" in line or "settlement" in line or f"#{i} " in line:
                print("   ", line.strip()[:240])


def probe_solo():
    """A Terziglio session with a solo and a Galician one with a solo, from the simulators (seeds searched)."""
    import json

    for fn, game, word in (
        (lambda s: _gen.terziglio_session(s, 8), "terziglio", "solo"),
        (lambda s: _gen.galician_session(s, 8), "galician", "solo"),
    ):
        for seed in range(5000, 5400):
            try:
                tr, narr, _ = fn(seed)
            except (RuntimeError, AssertionError, IndexError, ValueError):
                continue
            ks = [k for k, d in enumerate(tr["deals"]) if any(e.get("bid") == word for e in d["events"])]
            if ks:
                break
        if not ks:
            print(f"{game}: no solo in the seeds searched")
            continue
        p = OUT / f"{game}-solo-{seed}.json"
        p.write_text(json.dumps(tr, ensure_ascii=False))
        k = ks[0]
        rc, text, _ = replay(p, "--deal", str(k))
        v = json.loads(
            subprocess.run(
                [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
                capture_output=True,
                text=True,
                cwd=ROOT,
            ).stdout
        )
        print(
            f"{game} seed {seed} deal {k}: rc {rc}; verdict {v['status']}",
            sorted((a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]),
        )
        for line in text.splitlines():
            if "plays" not in line and "Trick" not in line:
                print("   ", line[:200])
        print("   sim:", [x for x in narr.deals[k] if "declarer" in x or "side" in x or "points" in x][:4])


if __name__ == "__main__":
    OUT.mkdir(exist_ok=True)
    main()
    probe_dealer_really_wrong()
    probe_dealer_written_wrongly()
    probe_missing_payment()
    probe_wrong_score_lines()
    probe_solo()
