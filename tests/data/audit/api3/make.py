"""Generate the api3 request bodies.

Small bodies go to requests/ (committed); the big batches (200 mixed transcripts, the
worker-kill batch) are written to /tmp/api3/ at run time (run: `python make.py`).
Every body is built from the bundled examples/ (read as data) and openapi.yaml's example.
"""
import copy, gzip, json, pathlib, yaml

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[3]
REQ = HERE / "requests"
BIG = pathlib.Path("/tmp/api3")
REQ.mkdir(exist_ok=True)
BIG.mkdir(exist_ok=True)

def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

def write(name, data):
    (REQ / name).write_bytes(data if isinstance(data, bytes) else dumps(data))

EX = {}
for p in sorted((ROOT / "examples").glob("*/*.json")):
    EX[f"{p.parent.name}/{p.stem}"] = json.loads(p.read_text("utf-8"))

oas = yaml.safe_load((ROOT / "openapi.yaml").read_text("utf-8"))
t01 = oas["components"]["examples"]["RageTranscript"]["value"]
write("t01.body", t01)

# --- content negotiation
write("n-ascii.body", json.dumps(t01, ensure_ascii=True).encode())           # pure ASCII
lat = copy.deepcopy(t01); lat["meta"] = {"who": "José"}
write("n-latin1.body", json.dumps(lat, ensure_ascii=False).encode("latin-1"))
write("n-utf16.body", json.dumps(t01, ensure_ascii=False).encode("utf-16"))  # with BOM
write("n-bom.body", b"\xef\xbb\xbf" + dumps(t01))
write("n-bom-batch.body", b"\xef\xbb\xbf" + dumps({"transcripts": [t01, t01]}))
write("n-gzip.body", gzip.compress(dumps(t01), mtime=0))
write("n-gzip-batch.body", gzip.compress(dumps({"transcripts": [t01, t01]}), mtime=0))
write("n-whitespace.body", b"\n\t  " + dumps(t01) + b"  \r\n")

# --- envelope problems (422), exact pointers
e1 = copy.deepcopy(t01)
e1.update({"format": "trick-transcript/2", "game": 5, "rules": [], "start": "x",
           "players": ["A", 7, None], "deals": [{}, 3, None], "": 1, "é": 2, "a/b": 3})
write("e1-envelope-many.body", e1)
bad = copy.deepcopy(t01); bad["players"] = []; bad["deals"] = [{}, 3]; del bad["format"]
write("e2-batch-nested.body", {"transcripts": [t01, bad, 5, None]})

# --- request-level 400s
raw = dumps({"transcripts": [t01, t01, t01, t01]}).decode()
i = raw.rfind('"type":"bid"')
write("e4-batch-surrogate.body", (raw[:i] + '"note":"\\ud800",' + raw[i:]).encode())
def with_points(digits):
    t = copy.deepcopy(t01); s = dumps(t).decode()
    return s.replace('"points":11', '"points":' + "9" * digits, 1).encode()
write("e5-int300.body", with_points(300))
write("e5-int301.body", with_points(301))
s = dumps({"transcripts": [t01, t01]}).decode()
write("e6-batch-1e400.body", (s[: s.rfind('"points":11')] + '"points":1e400' + s[s.rfind('"points":11') + 11:]).encode())

# --- engine problems deep inside deals/events (200 rejected), exact pointers
P = {}
d = copy.deepcopy(EX["danish-tarok/clean"])
ev = d["deals"][0]["events"]
ev[9]["items"] = [{"kind": "cavalry", "suit": "X", "form": "full"}]
ev[13]["card"] = "ZZ"
ev[0]["amount"] = 1e13
ev[1]["to"] = "team7"
d["deals"][1]["events"][0]["colour"] = "red"
P["p1-danish"] = (d, ["/deals/0/events/9/items/0/suit", "/deals/0/events/13/card",
                      "/deals/0/events/0/amount", "/deals/0/events/1/to", "/deals/1/events/0/colour"])
o = copy.deepcopy(EX["tarocchini-ottocento/clean"])
ev = o["deals"][0]["events"]
ev[1]["items"][0]["length"] = 20
ev[3]["items"][0]["suit"] = "X"
del ev[5]["card"]
P["p2-ottocento"] = (o, ["/deals/0/events/1/items/0/length", "/deals/0/events/3/items/0/suit",
                         "/deals/0/events/5/card"])
g = copy.deepcopy(EX["galician-tarok/clean"])
ev = g["deals"][0]["events"]
ev[0]["bid"] = "thre"
ev[11]["items"] = [{"kind": "tarocks", "count": 13}]
P["p3-galician"] = (g, ["/deals/0/events/0/bid", "/deals/0/events/11/items/0/count"])
z = copy.deepcopy(EX["tarocchini-terziglio/clean"])
ev = z["deals"][0]["events"]
ev[2]["bid"] = "gioco2"
ev[0]["reason"] = 5
ev[6]["items"][0]["of"] = "planets"
P["p4-terziglio"] = (z, ["/deals/0/events/2/bid", "/deals/0/events/0/reason", "/deals/0/events/6/items/0/of"])
u = copy.deepcopy(EX["ulti/clean-trump"])
ev = u["deals"][0]["events"]
ev[1]["bid"]["red"] = "yes"
ev[5]["seat"] = -1
u["deals"][0]["hands"][0][0] = "11H"
P["p5-ulti"] = (u, ["/deals/0/events/1/bid/red", "/deals/0/events/5/seat", "/deals/0/hands/0/0"])
r = copy.deepcopy(EX["rage/clean"])
ev = r["deals"][0]["events"]
ev[2]["bid"] = -1
ev[5]["named"] = "ZZ"
r["deals"][1]["talon"][0] = "Q3"
P["p6-rage"] = (r, ["/deals/0/events/2/bid", "/deals/0/events/5/named", "/deals/1/talon/0"])
for k, (t, ptrs) in P.items():
    write(k + ".body", t)
(REQ / "p-pointers.json.txt").write_text(json.dumps({k: v[1] for k, v in P.items()}, indent=1))

# --- big bodies (not committed): 200 transcripts, the 20 examples x 10, meta.i = position
names = sorted(EX)
batch = []
for i in range(200):
    t = copy.deepcopy(EX[names[i % len(names)]])
    t["meta"] = {"i": i, "from": names[i % len(names)]}
    batch.append(t)
(BIG / "batch200.body").write_bytes(dumps({"transcripts": batch}))
# worker-kill batch: Rage and Danish sessions up to ~1.9 MB
kb, size, i = [], 0, 0
while True:
    t = copy.deepcopy(EX[["rage/clean", "danish-tarok/clean"][i % 2]]); t["meta"] = {"k": i}
    b = len(dumps(t)) + 1
    if size + b > 1_900_000:
        break
    kb.append(t); size += b; i += 1
(BIG / "killbatch.body").write_bytes(dumps({"transcripts": kb}))
print("batch200", len(dumps({"transcripts": batch})), "killbatch", len(kb), size)
