import sys

import gen

gen.main()
for name, (t, summ) in gen.FILES.items():
    if len(sys.argv) > 1 and not any(a in name for a in sys.argv[1:]):
        continue
    print("=====", name, t["meta"]["expected"])
    for di, d in enumerate(t["deals"]):
        ev = d["events"]
        plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
        jk = [(i, (plays.index(i)) // 3 + 1, ev[i]["seat"]) for i in plays if ev[i]["card"] == "JOKER"]
        print(
            " deal",
            di,
            "dealer",
            d["dealer"],
            "nev",
            len(ev),
            "joker(ev,trick,seat)",
            jk,
            summ[di]["last"],
            "pts",
            summ[di]["points"],
            "tricks",
            summ[di]["tricks"],
        )
        for i, e in enumerate(ev):
            if e["type"] not in ("play",) and e.get("reason") not in (
                "king_lost",
                "pagat_lost",
                "pagat_trick",
                "foundation",
            ):
                print("   ", i, {k: v for k, v in e.items() if k != "type"} if e["type"] == "payment" else e)
        print("   net", summ[di]["net_after"], summ[di]["pools_after"])
