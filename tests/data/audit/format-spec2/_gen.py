"""Regenerates every transcript of round format-spec2 (blind: spec, openapi, sources only)."""
import _gen_rage, _gen_danish, _gen_ulti, _gen_galician, _gen_taro, _gen_terz, _gen_reject

if __name__ == "__main__":
    _gen_rage.r1(); _gen_rage.r2(); _gen_rage.r3()
    _gen_danish.d1(); _gen_danish.d2(); _gen_danish.d3()
    _gen_ulti.u1(); _gen_ulti.u2(); _gen_ulti.u3()
    _gen_galician.g1(); _gen_galician.g2()
    _gen_taro.o1(); _gen_taro.o2(); _gen_taro.o3()
    _gen_terz.t1(); _gen_terz.t2(); _gen_terz.t3()
    for f in (_gen_reject.x1, _gen_reject.x2, _gen_reject.x3, _gen_reject.x4, _gen_reject.x5, _gen_reject.x6):
        print(f.__name__, f())
