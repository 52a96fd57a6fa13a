"""Probe for fresh-mainstream-4 (writes only under /tmp).

Re-simulates 09-clean-ottocento (seed 5002) with the suit-sequence reading corrected: the rule
that two contatori in a row end a run is said of trumps only ("Для козырей последовательность
заканчивается, если contatori используются последовательно"), so a suit run may use both.
Writes /tmp/fm4-probe-09-corrected.json; validate it with replays.cli.
"""

import json
import types
from pathlib import Path

_src = (Path(__file__).resolve().parent / "_gen.py").read_text(encoding="utf-8")
_src = _src.replace(
    'raise Flag("suit sequence whose first two courts are stood for")', "pass"
)  # one real court anywhere in the run is enough ("одна из которых не должна быть джокером")
_gen = types.ModuleType("_gen_probe")
_gen.__dict__["__file__"] = str(Path("/tmp/fm4-gen-probe.py"))
exec(compile(_src, "_gen_probe", "exec"), _gen.__dict__)

_orig_run = _gen.t_run


def _run(cs, positions, c, pair_ok=None):
    if positions and positions[0][0] == "Q":  # a suit run: no two-in-a-row limit
        length, used = 1, 0
        for p in positions:
            if p in cs:
                length += 1
            elif used < c:
                used += 1
                length += 1
            else:
                break
        return length, used
    return _orig_run(cs, positions, c, pair_ok)


_gen.t_run = _run
obj, _ = _gen.ottocento_session(5002)
with open("/tmp/fm4-probe-09-corrected.json", "w", encoding="utf-8") as fh:
    json.dump(obj, fh, ensure_ascii=False)
print("written /tmp/fm4-probe-09-corrected.json")
