"""Extra probe: many clean simulated sessions written under /tmp only (run _gen's simulator)."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _gen  # noqa: E402

OUT = Path("/tmp/sim-faults-e-probes")


def main(k=30):
    OUT.mkdir(exist_ok=True)
    for i in range(k):
        n = 3 + i % 2
        doc, _ = _gen.danish_session(1000 + i, n, 4)
        (OUT / f"dk-{i:03d}-{n}p.json").write_text(json.dumps(doc, ensure_ascii=False))
        gn = 3 + i % 3
        doc, _ = _gen.galician_session(
            2000 + i, gn, 4, sitter=4 if gn == 5 else None, ultimo_deals=(0, 1, 2, 3)
        )
        (OUT / f"gt-{i:03d}-{gn}p.json").write_text(json.dumps(doc, ensure_ascii=False))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
