"""Regenerate every transcript of the round: python gen_all.py (deterministic seeds)."""
import gen_danish
import gen_galician
import gen_rage
import gen_tarocchini
import gen_ulti

for mod in (gen_rage, gen_ulti, gen_galician, gen_danish, gen_tarocchini):
    mod.LOG.clear()
    for name in sorted(n for n in dir(mod) if n[0] == "f" and n[1:3].isdigit()):
        getattr(mod, name)()
    game = mod.__name__.split("_")[1]
    open("figures-%s.txt" % game, "w").write("\n".join(mod.LOG) + "\n")
print("ok")
