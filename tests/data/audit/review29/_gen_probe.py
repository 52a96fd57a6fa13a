"""review29 probes: Danish mid-session (no start.pools) king ultimo with a king przydupek."""
import json, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent.parent / "midway2"))
import _gen as G

def want_ult_prz(tricks, hands, dealer):
    seq, cards, w = tricks[24]
    wc = cards[seq.index(w)]
    ntr = {}
    for _, _, ww in tricks:
        ntr[ww] = ntr.get(ww, 0) + 1
    if len(ntr) < 3:
        return False
    kprz = any(G.is_king(c) and s != w for s, c in zip(seq, cards))
    pprz = any(c == "T1" and s != w for s, c in zip(seq, cards))
    return G.is_king(wc) and kprz and not pprz

start = {"totals": [45, -40, -130]}
S = G.DanishSession(3, None, False)
S.true_pools = {"pagat_pool": 50, "king_pool": 75}
d0, desc0 = G.dk_full_deal(S, 5000, 1, 2, want_ult_prz, first=True)
print("deal0", desc0["last"], desc0.get("king_take"), desc0.get("king_przydupek_into_pool"), G.pool_summary(S))
d1, desc1 = G.dk_full_deal(S, 9000, 2, 0, G.last_is("king_ultimo"))
print("deal1", desc1["last"], desc1.get("king_take"), G.pool_summary(S))
t = G.transcript("danish-tarok", ["Ania", "Bogdan", "Cezary"], S.deals, start,
    {"description": "review29: no start.pools; deal 0 King ultimo with a king przydupek (the pool refilled with its unknown content); deal 1 King ultimo takes it."})
Path("dk-nopools-ultimo-przydupek.json").write_text(json.dumps(t, indent=1))
