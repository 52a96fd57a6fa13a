import socket, time
from lib import HOST, PORT
def raw(req, timeout=15):
    s = socket.create_connection((HOST, PORT), timeout=timeout)
    try: s.sendall(req)
    except Exception as e: return f"send error {e}".encode()
    out = b""
    try:
        while True:
            c = s.recv(65536)
            if not c: break
            out += c
    except socket.timeout: out += b"<<timeout>>"
    except ConnectionResetError: out += b"<<reset>>"
    s.close(); return out
def head(o): return o.split(b"\r\n\r\n")[0].split(b"\r\n")[0] + b" | " + b" ".join(l for l in o.split(b"\r\n\r\n")[0].split(b"\r\n") if l.lower().startswith(b"content-type")) + b" | " + o.partition(b"\r\n\r\n")[2][:120]
for label, req in [
    ("non-ascii path", b"GET /v1/games/\xc3\xa9 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ("absolute uri", b"GET http://x/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ("long path 70k", b"GET /v1/jobs/" + b"a" * 70000 + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ("long path 8k", b"GET /v1/jobs/" + b"a" * 8000 + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ("long query 70k", b"GET /v1/health?x=" + b"a" * 70000 + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ("huge header 200k", b"GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 200000 + b"\r\nConnection: close\r\n\r\n"),
    ("many headers", b"GET /v1/health HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-%d: 1\r\n" % i for i in range(2000)) + b"Connection: close\r\n\r\n"),
    ("HTTP/1.0 no host", b"GET /v1/health HTTP/1.0\r\n\r\n"),
    ("HTTP/2.0 line", b"GET /v1/health HTTP/2.0\r\nHost: x\r\n\r\n"),
    ("lowercase method", b"get /v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ("asterisk OPTIONS", b"OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ("CONNECT", b"CONNECT x:80 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ("two content-lengths", b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{}"),
    ("CL + TE", b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n"),
    ("TE gzip", b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip\r\nConnection: close\r\n\r\n{}"),
    ("no CL no TE POST", b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"),
    ("non-ascii header value", b"GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Name: \xc3\xa9\r\nConnection: close\r\n\r\n"),
    ("non-ascii content-type", b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json; charset=\xc3\xa9\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"),
    ("charset=utf-16", b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json; charset=utf-16\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"),
    ("percent-encoded slash in games", b"GET /v1/games/rage%2F..%2F HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ("bad percent", b"GET /v1/games/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ("percent-encoded invalid utf8", b"GET /v1/games/%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ("wait invalid utf8", b"GET /v1/jobs/abc?wait=%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ("query with bad percent", b"POST /v1/jobs?wait=%zz HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"),
]:
    o = raw(req)
    print(f"{label:30} {head(o)[:330]}")
