import socket
from lib import HOST, PORT
def raw(req, timeout=10):
    s = socket.create_connection((HOST, PORT), timeout=timeout); s.sendall(req); out = b""
    try:
        while True:
            c = s.recv(65536)
            if not c: break
            out += c
    except socket.timeout: out += b"<<timeout>>"
    s.close(); return out
for req in [b"CONNECT x:80 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            b"CONNECT /v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            b"CONNECT 127.0.0.1:18401 HTTP/1.1\r\nHost: 127.0.0.1:18401\r\nConnection: close\r\n\r\n",
            b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip\r\nConnection: close\r\n\r\n{}",
            b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
            b"GET /v1/health HTTP/2.0\r\nHost: x\r\nConnection: close\r\n\r\n",
            b"GET /v1/health HTTP/0.9\r\n\r\n",
            b"GET /v1/health HTTP/1.2\r\nHost: x\r\nConnection: close\r\n\r\n",
            b"GET /v1/health HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n"]:
    print(req.split(b"\r\n")[0], "->", raw(req).replace(b"\r\n", b" | ")[:400])
