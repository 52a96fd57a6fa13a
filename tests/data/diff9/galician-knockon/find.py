"""find.py KIND CODE [N]: seeds where planting KIND gives an annotation CODE."""
import random, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from inject import plant
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate
k, code = sys.argv[1], sys.argv[2]
n = int(sys.argv[3]) if len(sys.argv) > 3 else 200
out = []
for s in range(n):
    r = plant(simulate(s), k, random.Random(f"{s}/{k}"))
    if not r:
        continue
    v = validate(r[0])
    codes = [a["code"] for d in v["deals"] for a in d["annotations"]]
    if code in codes:
        out.append((s, len(codes)))
print(out[:20])
