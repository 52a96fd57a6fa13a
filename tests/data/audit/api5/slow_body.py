"""Audit api5 by-product: an over-limit body dripped slowly; when does the 413 come?

python slow_body.py PORT BYTES_PER_STEP STEP_SECONDS MAX_SECONDS
"""
import socket
import sys
import time

P, step, pause, limit = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
s = socket.create_connection(("127.0.0.1", P))
s.settimeout(0.05)
t0 = time.monotonic()
sent = 0
s.sendall(b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 3000000\r\n\r\n")
res = None
while time.monotonic() - t0 < limit and sent < 3000000:
    try:
        sent += s.send(b"x" * step)
    except socket.timeout:
        pass
    except OSError as e:
        res = f"send error {e!r} at {time.monotonic() - t0:.1f}s after {sent} bytes"
        break
    try:
        c = s.recv(4096)
        res = (f"answer at {time.monotonic() - t0:.1f}s after {sent} bytes: {c[:40]!r}" if c
               else f"closed at {time.monotonic() - t0:.1f}s after {sent} bytes")
        break
    except socket.timeout:
        pass
    time.sleep(pause)
print(res or f"nothing after {time.monotonic() - t0:.1f}s, {sent} bytes sent")
