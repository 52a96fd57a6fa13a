import copy, json, socket
from lib import *
rage = OAS["components"]["examples"]["RageTranscript"]["value"]
def body_of(n):
    t = copy.deepcopy(rage); t["meta"] = {"pad": ""}
    b = json.dumps(t).encode(); pad = n - len(b)
    t["meta"]["pad"] = "x" * pad
    b = json.dumps(t).encode(); assert len(b) == n, len(b); return b
for n in (200000, 200001):
    r = rec(f"S1 validate {n} bytes", send("POST", "/v1/validate", body_of(n)), 200 if n == 200000 else 413)
for n in (2000000, 2000001):
    r = rec(f"S2 jobs {n} bytes", send("POST", "/v1/jobs", body_of(n)), 202 if n == 2000000 else 413)
    if r.status == 202: print("   ", r.j)

def raw(req, timeout=20):
    s = socket.create_connection((HOST, PORT), timeout=timeout)
    s.sendall(req)
    out = b""
    try:
        while True:
            c = s.recv(65536)
            if not c: break
            out += c
            if b"\r\n\r\n" in out:
                head, _, rest = out.partition(b"\r\n\r\n")
                cl = [l for l in head.split(b"\r\n") if l.lower().startswith(b"content-length:")]
                if cl and len(rest) >= int(cl[0].split(b":")[1]): break
    except socket.timeout:
        out += b"<<timeout>>"
    s.close()
    return out

def chunked(body, size=65536):
    out = b""
    for i in range(0, len(body), size):
        c = body[i:i+size]; out += b"%x\r\n" % len(c) + c + b"\r\n"
    return out + b"0\r\n\r\n"
for path, n in (("/v1/validate", 200001), ("/v1/validate", 199000), ("/v1/jobs", 2000001), ("/v1/jobs", 1999000)):
    b = body_of(n)
    out = raw(b"POST " + path.encode() + b" HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunked(b))
    print(f"chunked {path} {n}:", out.split(b"\r\n")[0], out[out.find(b"\r\n\r\n")+4:][:200])
# Content-Length larger than the body sent (client stalls)
out = raw(b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nConnection: close\r\n\r\n{\"a\":1}", timeout=15)
print("short body:", out[:300])
# Expect: 100-continue with an oversize Content-Length
out = raw(b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n", timeout=10)
print("expect 100 oversize:", out[:400])
# bad chunked framing
out = raw(b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nabc\r\n0\r\n\r\n")
print("bad chunk:", out[:400])
# Content-Length negative / huge
for cl in (b"-1", b"99999999999999999999", b"1e3"):
    out = raw(b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: " + cl + b"\r\nConnection: close\r\n\r\n{}", timeout=10)
    print("CL", cl, out[:300])
