"""Independent structural checker for trick-transcript/1, written from
/work/shared/spec/transcript-format.md (plus the extensions the project documents in
README.md / openapi.yaml / docs/rules "Transcript extensions", switched on by EXT).

oracle(doc) -> {"status": "rejected" | "accepted", "problems": [(pointer, code), ...]}

Only envelope/structure rules are judged; rules-of-play findings (violations) are not.
Hand sizes are game knowledge (the spec gives none); they come from the deals of the games.
"""
from __future__ import annotations

import math
import re
from collections import Counter

EXT = True  # accept the project's documented extensions

GAMES = ["danish-tarok", "rage", "galician-tarok", "ulti", "tarocchini-ottocento", "tarocchini-terziglio"]
TOP_FIELDS = {"format", "game", "rules", "players", "start", "meta", "deals"}
DEAL_FIELDS = {"dealer", "hands", "talon", "events"}
HAS_TALON = {"rage", "galician-tarok", "tarocchini-ottocento", "tarocchini-terziglio"}
PLAYERS = {"rage": (3, 8), "danish-tarok": (3, 4), "galician-tarok": (3, 5), "ulti": (3, 3),
           "tarocchini-ottocento": (4, 4), "tarocchini-terziglio": (3, 3)}

# event type -> (required fields, optional fields); t/note optional everywhere
SEATED = {"bid", "take", "discard", "declare", "announce", "double", "call", "redeal", "play"}
EVENTS = {
    "bid": ({"seat", "bid"}, set()),
    "take": ({"seat", "cards"}, set()),  # "game-specific extras": no game defines one
    "discard": ({"seat", "cards"}, {"shown"}),  # shown: Danish (spec), Galician (openapi)
    "declare": ({"seat", "items"}, set()),
    "announce": ({"seat", "items"}, set()),
    "double": ({"seat", "target", "level"}, set()),
    "call": ({"seat", "call"}, {"named"}),
    "redeal": ({"seat", "reason"}, set()),
    "play": ({"seat", "card"}, {"named"}),
    "payment": ({"from", "to", "amount"}, {"reason"}),
    "score": ({"party", "points"}, {"reason"}),
    "total": ({"party", "points"}, set()),
    "penalty": ({"party", "code"}, {"amount"}),
}
GAME_EVENTS = {  # documented per-game event sets (rage digest, ulti digest)
    "rage": {"bid", "play", "score", "total", "penalty", "payment"},
    "ulti": {"bid", "take", "discard", "announce", "declare", "double", "call", "play", "payment", "penalty", "score", "total"},
}
GAME_EVENTS_DOC = {  # types the spec/digests show for the other games; others: spec-silent
    "danish-tarok": {"discard", "announce", "declare", "play", "call", "redeal", "payment", "score", "total", "penalty"},
    "galician-tarok": {"bid", "take", "discard", "announce", "double", "play", "payment", "call", "redeal", "score", "total", "penalty"},
    "tarocchini-ottocento": {"redeal", "take", "discard", "declare", "play", "score", "total", "penalty", "payment"},
    "tarocchini-terziglio": {"bid", "redeal", "take", "discard", "declare", "play", "score", "total", "penalty", "payment"},
}
GALICIAN_BIDS = {"pass", "pass_volat", "tape", "three", "bottom", "top", "two", "one", "solo", "hold"}
GALICIAN_REASONS = {"game", "volat", "tarocks", "trull", "four_kings", "pagat_ultimo", "pool_ultimo", "pool_stake", "pool_share", "pool_pass", "pool_deal"}
GALICIAN_TARGETS = {"game", "trull", "four_kings", "pagat_ultimo", "volat", "tarocks"}
REDEAL_REASONS = {"danish-tarok": {"no_trumps"}, "galician-tarok": {"no_tarock"}, "tarocchini-ottocento": {"monte"}, "tarocchini-terziglio": {"monte"}}
LIMIT = 10**12  # openapi: amounts/points at most 1e12 either way (documented)
POOLS = {"danish-tarok": {"pagat_pool", "king_pool"}, "galician-tarok": {"pool"}}
RAGE_OPTIONS = {"plus_minus_one", "hidden_bid", "secret_bid", "durch"}
OPTIONS = {  # names from openapi.yaml (values: only types judged for non-spec games)
    "rage": RAGE_OPTIONS,
    "danish-tarok": {"revoke_penalty", "joker_second_last_penalty", "joker_withheld_penalty", "false_redeal_penalty", "failed_tout_penalty"},
    "ulti": {"point_table", "durchmarsch_points", "open_durchmarsch_trump_points", "bid_hierarchy", "fold", "max_contra_level", "revoke_penalty", "four_aces", "four_tens", "silent_four_aces", "trump_durchmarsch_alone", "silent_bonuses_in_durchmarsch", "silent_durchmarsch_with_aces_tens", "silent_durchmarsch_scoring", "silent_bonus_contra"},
    "galician-tarok": {"renonce_premiums", "renonce_silent_premiums", "consolation", "contra_symmetric", "no_tarock_redeal", "tarocks_paid", "szpricer", "pool", "pool_stake", "pool_win_percent", "pool_pass_fee", "pool_dealer_fee", "renonce_pool", "contra_on_pool", "defend_pool", "helper_renonce_pays", "take_back"},
    "tarocchini-ottocento": {"moretti_tie", "monte", "signals", "double_three", "discard_credit"},
    "tarocchini-terziglio": {"moretti_tie", "monte", "signals", "double_three", "widow", "settlement", "solo_doubles_all_tricks"},
}
PRESETS = {g: {"standard"} for g in GAMES}
PRESETS["ulti"].add("ultinet")
PRESETS["galician-tarok"].add("common_usage")
ULTI_GOALS = {"party", "ulti", "40-100", "20-100", "durchmarsch", "open-durchmarsch", "betli", "rebetli", "open-betli", "redurchmarsch", "four-aces", "four-tens"}
ULTI_REASONS = ULTI_GOALS | {"silent-ulti", "silent-100", "silent-durchmarsch", "ulti-penalty", "fold"} | ({"silent-four-aces"} if EXT else set())
DANISH_REASONS = {"foundation", "refill", "deal_fee", "declaration", "king_lost", "pagat_lost", "pagat_trick", "tout", "nolo", "pagat_ultimo", "king_ultimo", "pagat_przydupek", "king_przydupek", "last_trick", "card_points", "penalty", "session_end"}
START_KEYS = {"rage": {"totals", "round"}, "danish-tarok": {"pools", "totals"}, "galician-tarok": {"pools", "totals"},
              "ulti": {"totals"}, "tarocchini-ottocento": {"totals"}, "tarocchini-terziglio": {"totals"}}


def _deck(game: str) -> Counter:
    d: Counter = Counter()
    if game == "danish-tarok":
        for s in "HDSC":
            for r in ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)]:
                d[r + s] = 1
        for i in range(1, 22):
            d[f"T{i}"] = 1
        d["JOKER"] = 1
    elif game == "galician-tarok":
        for s in "HDSC":
            for r in "KQNJ":
                d[r + s] = 1
        for c in ("1H", "1D", "10S", "10C"):
            d[c] = 1
        for i in range(1, 22):
            d[f"T{i}"] = 1
        d["SKIZ"] = 1
    elif game == "ulti":
        for s in "HDSC":
            for r in ["A", "10", "K", "Q", "J", "9", "8", "7"]:
                d[r + s] = 1
    elif game.startswith("tarocchini"):
        for s in "SBCD":
            for r in ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]:
                d[r + s] = 1
        for i in range(0, 21):
            d[f"T{i}"] = 1
        d["MATTO"] = 1
    elif game == "rage":
        for c in "RBGYPO":
            for v in range(16):
                d[f"{c}{v}"] = 1
        d.update({"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3})
    return d


DECKS = {g: _deck(g) for g in GAMES}
SPECIAL = {"danish-tarok": "JOKER", "galician-tarok": "SKIZ", "tarocchini-ottocento": "MATTO", "tarocchini-terziglio": "MATTO"}


def canon(game: str, code: object) -> str | None:
    """Canonical code or None when not a card of the game."""
    if not isinstance(code, str):
        return None
    c = code.upper()
    if c == "FOOL" and game in SPECIAL:
        c = SPECIAL[game]
    if game == "rage" and EXT:
        m = re.fullmatch(r"(1[0-5]|[0-9])([RBGYPO])", c)
        if m:
            c = m.group(2) + m.group(1)
    return c if c in DECKS[game] else None


def ptr(*parts: object) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def isin(v: object, s) -> bool:
    return isinstance(v, (str, int)) and not isinstance(v, bool) and v in s


def is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def is_num(v: object) -> bool:
    return (isinstance(v, (int, float)) and not isinstance(v, bool)) and math.isfinite(v)


def expected_sizes(game: str, n: int, dealer: int, sizes: list[int], rage_L: int | None) -> list[int] | None:
    """The size each seat's hand must have (None: accept). Game knowledge, not spec text."""
    rel = [sizes[(dealer + i) % n] for i in range(n)]
    exp_rel: list[int]
    if game == "rage":
        if rage_L is None:
            rage_L = Counter(sizes).most_common(1)[0][0]
            if not 1 <= rage_L <= 10:
                rage_L = 10
        exp_rel = [rage_L] * n
    elif game == "danish-tarok":
        if n == 3:
            exp_rel = [28, 25, 25]
        else:  # the dealer's opposite sits out
            exp_rel = [28, 25, 0, 25]
        if sum(rel) == 78 and sorted(rel) != sorted(exp_rel) and rel.count(0) == n - 3:
            return None  # all 78 cards dealt, wrong split: a misdeal, a rules violation (digest 18.misdeal)
    elif game == "galician-tarok":
        if n == 3:
            exp_rel = [12, 12, 12]
        else:  # dealer (and in 5 a second seat) sits out: judged as sitters with [] where given
            exp_rel = [0 if (i == 0 or (n == 5 and rel[i] == 0 and rel.count(0) == 2)) else 12 for i in range(n)]
    elif game == "ulti":
        exp_rel = [10, 12, 10]
    elif game == "tarocchini-ottocento":
        exp_rel = [17, 15, 15, 15] if rel[0] == 17 else [15] * 4
    elif game == "tarocchini-terziglio":
        L = 19 if Counter(sizes).most_common(1)[0][0] == 19 else 18
        exp_rel = [L] * 3
    else:
        return None
    return [exp_rel[(s - dealer) % n] for s in range(n)]


TALON = {"galician-tarok": 6}


class Checker:
    def __init__(self, doc: object):
        self.doc = doc
        self.p: list[tuple[str, str]] = []
        self.unspec: set[str] = set()
        self.bad_count = False  # pointers whose judgement the spec leaves to the project

    def add(self, pointer: str, code: str) -> None:
        self.p.append((pointer, code))

    def run(self) -> dict:
        doc = self.doc
        if not isinstance(doc, dict):
            self.add("", "not_an_object")
            return self.result()
        for k in doc:
            if k not in TOP_FIELDS:
                self.add(ptr(k), "unknown_field")
        for k in ("format", "game", "players", "deals"):
            if k not in doc:
                self.add(ptr(k), "missing_field")
        if "format" in doc and doc["format"] != "trick-transcript/1":
            self.add("/format", "bad_format")
        game = doc.get("game")
        if "game" in doc and game not in GAMES:
            self.add("/game", "unknown_game")
            game = None
        n = None
        if "players" in doc:
            pl = doc["players"]
            if not isinstance(pl, list) or not pl:
                self.add("/players", "bad_players")
            else:
                bad = False
                for i, name in enumerate(pl):
                    if not isinstance(name, str):
                        self.add(ptr("players", i), "bad_players")
                        bad = True
                if not bad:
                    n = len(pl)
                    if game and not PLAYERS[game][0] <= n <= PLAYERS[game][1]:
                        self.add("/players", "bad_player_count")
                        self.bad_count = True
        rules = {}
        if "rules" in doc and game:
            rules = self.rules(game, doc["rules"])
        round_no = None
        if "start" in doc and game:
            round_no = self.start(game, doc["start"], n)
        if "deals" in doc:
            ds = doc["deals"]
            if not isinstance(ds, list) or not ds:
                self.add("/deals", "bad_deals")
            elif game:
                self.rage_L = None
                for i, d in enumerate(ds):
                    if game == "rage" and i == 0 and round_no is not None:
                        self.rage_L = 11 - round_no
                    self.deal(game, i, d, n, rules, None if round_no is None else round_no + i, i)
        return self.result()

    def result(self) -> dict:
        return {"status": "rejected" if self.p else "accepted", "problems": self.p, "unspecified": sorted(self.unspec)}

    # -- rules / start
    def rules(self, game: str, r: object) -> dict:
        if r is None and EXT:
            return {}
        if not isinstance(r, dict):
            self.add("/rules", "bad_type")
            return {}
        for k, v in r.items():
            if k == "preset":
                if v not in PRESETS[game]:
                    self.add("/rules/preset", "unknown_preset")
            elif k not in OPTIONS[game]:
                self.add(ptr("rules", k), "unknown_option")
            elif game == "rage" and not isinstance(v, bool):
                self.add(ptr("rules", k), "bad_option_value")
            elif isinstance(v, (dict, list)) or v is None:
                self.add(ptr("rules", k), "bad_option_value")
            elif isinstance(v, str) and v.startswith("bogus"):
                self.add(ptr("rules", k), "bad_option_value")
            else:
                self.unspec.add(ptr("rules", k))  # allowed values: the project's (GET /v1/games)
        return r

    def start(self, game: str, s: object, n: int | None) -> int | None:
        if s is None and EXT:
            return None
        if not isinstance(s, dict):
            self.add("/start", "bad_type")
            return None
        rnd = None
        for k, v in s.items():
            if k not in START_KEYS[game]:
                self.add(ptr("start", k), "unknown_field")
            elif k == "totals":
                want = 2 if game == "tarocchini-ottocento" else n
                if not isinstance(v, list) or (want is not None and not self.bad_count and len(v) != want):
                    self.add("/start/totals", "bad_totals")
                else:
                    for i, x in enumerate(v):
                        if not is_num(x):
                            self.add(ptr("start", "totals", i), "bad_totals")
            elif k == "round":
                if not is_int(v) or not 1 <= v <= 10:
                    self.add("/start/round", "bad_value")
                else:
                    rnd = v
            elif k == "pools":
                if not isinstance(v, dict):
                    self.add("/start/pools", "bad_value")
                else:
                    for pk, pv in v.items():
                        if pk not in POOLS[game]:
                            self.add(ptr("start", "pools", pk), "unknown_field")
                        elif not is_num(pv):
                            self.add(ptr("start", "pools", pk), "bad_value")
        return rnd

    # -- deals
    def seat(self, pointer: str, v: object, n: int | None) -> None:
        if not is_int(v):
            self.add(pointer, "bad_seat")
        elif n is not None and not 0 <= v < n:
            self.add(pointer, "bad_seat")

    def cards(self, game: str, pointer: str, v: object, counted: list | None) -> None:
        if not isinstance(v, list):
            self.add(pointer, "bad_value")
            return
        for j, c in enumerate(v):
            cc = canon(game, c)
            if cc is None:
                self.add(pointer + f"/{j}", "unknown_card")
            elif counted is not None:
                counted.append((cc, pointer + f"/{j}"))

    def deal(self, game: str, i: int, d: object, n: int | None, rules: dict, round_no: int | None, idx: int) -> None:
        base = ptr("deals", i)
        if not isinstance(d, dict):
            self.add(base, "not_an_object")
            return
        for k in d:
            if k not in DEAL_FIELDS:
                self.add(base + ptr(k), "unknown_field")
        for k in ("dealer", "hands", "events"):
            if k not in d:
                self.add(base + ptr(k), "missing_field")
        if "dealer" in d:
            self.seat(base + "/dealer", d["dealer"], n)
        dealt: list = []
        sizes_ok = True
        if "hands" in d and d["hands"] is not None:
            h = d["hands"]
            if not isinstance(h, list):
                self.add(base + "/hands", "bad_hands")
                sizes_ok = False
            else:
                if n is not None and len(h) != n:
                    self.add(base + "/hands", "bad_hands")
                    sizes_ok = False
                for s, hand in enumerate(h):
                    if not isinstance(hand, list):
                        self.add(base + f"/hands/{s}", "bad_hands")
                        sizes_ok = False
                    else:
                        self.cards(game, base + f"/hands/{s}", hand, dealt)
        talon = d.get("talon")
        if talon is not None:
            self.cards(game, base + "/talon", talon, dealt)
        # copies
        cnt: Counter = Counter()
        for cc, p in dealt:
            cnt[cc] += 1
            if cnt[cc] > DECKS[game][cc]:
                self.add(p, "duplicate_card")
        # sizes
        h = d.get("hands")
        if sizes_ok and isinstance(h, list) and n is not None and is_int(d.get("dealer")) and 0 <= d["dealer"] < n:
            sizes = [len(x) for x in h]
            exp = expected_sizes(game, n, d["dealer"], sizes, self.rage_L)
            if exp is not None:
                for s_, (a, b) in enumerate(zip(sizes, exp)):
                    if a != b:
                        self.add(base + f"/hands/{s_}", "bad_hand_size")
                        sizes_ok = False
                if game == "rage":
                    self.rage_L = exp[0]
        if game == "rage" and self.rage_L is not None:
            self.rage_L -= 1
        # talon
        if game not in HAS_TALON:
            if isinstance(talon, list) and talon:
                self.add(base + "/talon", "unexpected_talon")
        elif h is not None and "hands" in d and sizes_ok:
            hs = [len(x) for x in h] if isinstance(h, list) and all(isinstance(x, list) for x in h) else None
            if game == "rage":
                if talon is None:
                    self.add(base + "/talon", "missing_talon")
                elif isinstance(talon, list) and hs is not None and len(talon) + sum(hs) > 112:
                    self.add(base + "/talon", "bad_talon_size")
            elif game == "galician-tarok":
                if talon is None:
                    self.add(base + "/talon", "missing_field")
                elif isinstance(talon, list) and len(talon) != 6:
                    self.add(base + "/talon", "bad_talon")
            elif game == "tarocchini-terziglio" and hs is not None:
                want = 62 - sum(hs)
                if not isinstance(talon, list) or len(talon) != want:
                    self.add(base + "/talon", "bad_talon_size")
            elif game == "tarocchini-ottocento" and hs is not None:
                want = 62 - sum(hs)
                if (talon is None and want != 0) or (isinstance(talon, list) and len(talon) != want):
                    self.add(base + "/talon", "bad_talon_size")
        if "events" in d:
            ev = d["events"]
            if not isinstance(ev, list):
                self.add(base + "/events", "bad_value")
            else:
                for j, e in enumerate(ev):
                    self.event(game, base + f"/events/{j}", e, n)

    # -- events
    def event(self, game: str, base: str, e: object, n: int | None) -> None:
        if not isinstance(e, dict):
            self.add(base, "not_an_object")
            return
        t = e.get("type")
        if "type" not in e:
            self.add(base + "/type", "missing_field")
            return
        if not isinstance(t, str) or t not in EVENTS:
            self.add(base + "/type", "unknown_event_type")
            return
        if game in GAME_EVENTS and t not in GAME_EVENTS[game]:
            self.add(base + "/type", "event_not_in_game")
            return
        if game in GAME_EVENTS_DOC and t not in GAME_EVENTS_DOC[game]:
            self.unspec.add(base)
        req, opt = EVENTS[t]
        for k in e:
            if k in ("type", "t", "note") or k in req:
                continue
            if opt is None or k in opt:
                continue
            self.add(base + ptr(k), "unknown_field")
        for k in ("t", "note"):
            if k in e and not isinstance(e[k], str):
                self.add(base + "/" + k, "bad_value")
        for k in sorted(req):
            if k not in e:
                self.add(base + ptr(k), "missing_field")
        if "seat" in e:
            self.seat(base + "/seat", e["seat"], n)
        for k in ("party", "from", "to"):
            if k in e:
                self.party(game, base + "/" + k, e[k], n, t)
        for k in ("points", "amount"):
            if k in e and (not is_num(e[k]) or (EXT and abs(e[k]) > LIMIT)):
                self.add(base + "/" + k, "bad_value")
        if game == "danish-tarok" and t == "payment" and is_num(e.get("amount")) and e["amount"] < 0:
            self.add(base + "/amount", "bad_value")  # digest: payment amounts are 0 or more
        if t == "redeal" and game in REDEAL_REASONS and isinstance(e.get("reason"), str) and e["reason"] not in REDEAL_REASONS[game]:
            self.add(base + "/reason", "bad_value")
        if "cards" in e:
            self.cards(game, base + "/cards", e["cards"], None)
            if e["cards"] == [] and game != "ulti":
                self.unspec.add(base + "/cards")  # an empty take/discard: the game's vocabulary
        if t == "play" and "card" in e:
            if canon(game, e["card"]) is None:
                self.add(base + "/card", "unknown_card")
        if "named" in e:
            letters = "RBGYPO" if game == "rage" else "HDSCT" if game == "danish-tarok" else ""
            v = e["named"]
            if not (isinstance(v, str) and len(v) == 1 and v.upper() in letters):
                self.add(base + "/named", "bad_value")
        for k in ("reason", "code", "call", "target"):
            if k in e and not isinstance(e[k], str):
                self.add(base + "/" + k, "bad_value")
        if t in ("declare", "announce") and "items" in e and not isinstance(e["items"], list):
            self.add(base + "/items", "bad_value")
        if t == "discard" and "shown" in e and not isinstance(e["shown"], bool):
            self.add(base + "/shown", "bad_value")
        if t == "double" and "level" in e:
            levels = {2, 4, 8, 16, 32} | ({64} if EXT else set())
            if not (is_int(e["level"]) and e["level"] in levels):
                self.add(base + "/level", "bad_value")
        getattr(self, "ev_" + game.replace("-", "_"), lambda *a: None)(base, t, e)

    def party(self, game: str, pointer: str, v: object, n: int | None, t: str) -> None:
        if is_int(v):
            if n is not None and not 0 <= v < n:
                self.add(pointer, "bad_party")
            elif game == "tarocchini-ottocento" and t in ("score", "total"):
                self.unspec.add(pointer)  # Ottocento scores per team: a seat here is the project's call
            return
        if isinstance(v, str):
            if re.fullmatch(r"[0-9]+", v):  # openapi says accepted, the spec says a seat is an integer
                self.unspec.add(pointer)
                return
            if v in POOLS.get(game, set()):
                return
            if v in ("team0", "team1") and game == "tarocchini-ottocento":
                return
        self.add(pointer, "bad_party")

    # game vocabularies fixed by the spec
    def ev_rage(self, base: str, t: str, e: dict) -> None:
        if t == "bid" and "bid" in e and not is_int(e["bid"]):
            self.add(base + "/bid", "bad_bid")

    def ev_ulti(self, base: str, t: str, e: dict) -> None:
        if t == "bid" and "bid" in e:
            b = e["bid"]
            ok = b == "pass"
            if isinstance(b, dict):
                keys = {"goals", "red"} | ({"trumps"} if EXT else set())
                for gi, g in enumerate(b.get("goals") if isinstance(b.get("goals"), list) else []):
                    if not isin(g, ULTI_GOALS):
                        self.add(base + f"/bid/goals/{gi}", "bad_bid")
                        ok = True
                ok = ok or (set(b) <= keys and "goals" in b and isinstance(b["goals"], list) and b["goals"]
                      and isinstance(b.get("red", False), bool) and isinstance(b.get("trumps", False), bool)
                      and ("red" in b or EXT))
            if not ok:
                self.add(base + "/bid", "bad_bid")
        if t in ("take", "discard") and isinstance(e.get("cards"), list) and len(e["cards"]) != 2:
            self.add(base + "/cards", "bad_value")
        if t == "double" and "target" in e and not isin(e["target"], ULTI_GOALS):
            self.add(base + "/target", "bad_value")
        if t == "call" and "call" in e and e["call"] != "fold":
            self.add(base + "/call", "bad_value")
        if t == "payment" and "reason" in e and not isin(e["reason"], ULTI_REASONS):
            self.add(base + "/reason", "bad_value")
        if t == "announce" and isinstance(e.get("items"), list):
            for k, it in enumerate(e["items"]):
                okk = isinstance(it, dict) and ((it.get("kind") == "trump" and set(it) == {"kind", "suit"} and isin(it["suit"], ("H", "D", "S", "C")))
                                               or (EXT and it == {"kind": "no-trump"}))
                if not okk:
                    self.add(base + f"/items/{k}", "bad_value")
        if t == "declare" and isinstance(e.get("items"), list):
            for k, it in enumerate(e["items"]):
                if not (isinstance(it, dict) and set(it) == {"kind", "points"} and it["kind"] == "marriage" and isin(it["points"], (20, 40)) and not isinstance(it["points"], bool)):
                    self.add(base + f"/items/{k}", "bad_value")

    def ev_galician_tarok(self, base: str, t: str, e: dict) -> None:
        if t == "bid" and "bid" in e and not isin(e["bid"], GALICIAN_BIDS):
            self.add(base + "/bid", "bad_bid")
        if t == "payment" and "reason" in e and not isin(e["reason"], GALICIAN_REASONS):
            self.add(base + "/reason", "bad_value")
        if t == "double" and "target" in e and not isin(e["target"], GALICIAN_TARGETS):
            self.add(base + "/target", "bad_value")
        if t == "double" and is_int(e.get("level")) and e["level"] not in (2, 4, 8):
            self.unspec.add(base + "/level")
        if t == "call" and "call" in e and not isin(e["call"], ("reject", "szpricer")):
            self.add(base + "/call", "bad_value")
        if t == "announce" and isinstance(e.get("items"), list):
            for k, it in enumerate(e["items"]):
                ok = isinstance(it, dict) and (
                    (it.get("kind") == "tarocks" and set(it) == {"kind", "count"} and isin(it["count"], (10, 11, 12)))
                    or (isin(it.get("kind"), ("trull", "four_kings", "pagat_ultimo", "volat")) and set(it) == {"kind"}))
                if not ok:
                    self.add(base + f"/items/{k}", "bad_value")

    def ev_tarocchini_terziglio(self, base: str, t: str, e: dict) -> None:
        if t == "bid" and "bid" in e and not isin(e["bid"], ("pass", "gioco", "solo")):
            self.add(base + "/bid", "bad_bid")
        self.ev_tarocchini_ottocento(base, t, e)

    def ev_tarocchini_ottocento(self, base: str, t: str, e: dict) -> None:
        if t == "declare" and isinstance(e.get("items"), list):
            for k, it in enumerate(e["items"]):
                ok = isinstance(it, dict) and (
                    (it.get("kind") == "cricca" and set(it) == {"kind", "of", "count"} and isin(it["of"], ("tarocchi", "kings", "queens", "knights", "jacks")) and isin(it["count"], (3, 4)))
                    or (it.get("kind") == "sequence" and set(it) <= {"kind", "of", "length", "suit"} and isin(it.get("of"), ("trumps", "moretti", "aces", "suit")) and is_int(it.get("length"))))
                if not ok:
                    self.add(base + f"/items/{k}", "bad_value")

    def ev_danish_tarok(self, base: str, t: str, e: dict) -> None:
        if t == "payment" and "reason" in e and not isin(e["reason"], DANISH_REASONS):
            self.add(base + "/reason", "bad_value")
        if t == "call" and "call" in e:
            if not isin(e["call"], ("joker", "void", "name_joker")):
                self.add(base + "/call", "bad_value")
            elif "named" in e and e["call"] != "name_joker":
                self.add(base + "/named", "unknown_field")
        if t == "redeal" and "reason" in e and e["reason"] != "no_trumps":
            self.add(base + "/reason", "bad_value")
        if t == "announce" and isinstance(e.get("items"), list) and e["items"] != ["tout"]:
            self.add(base + "/items", "bad_value")
        if t == "declare" and isinstance(e.get("items"), list):
            for k, it in enumerate(e["items"]):
                if not self.danish_item(it):
                    self.add(base + f"/items/{k}", "bad_value")

    @staticmethod
    def danish_item(it: object) -> bool:
        if not isinstance(it, dict):
            return False
        kind = it.get("kind")
        if kind == "trumps":
            return set(it) <= {"kind", "count", "pagat"} and is_int(it.get("count")) and isinstance(it.get("pagat", True), bool)
        if kind == "matadors":
            return set(it) == {"kind", "count"} and is_int(it["count"])
        if kind in ("cavalry", "kings"):
            need = {"kind", "form"} | ({"suit"} if kind == "cavalry" else set())
            form = it.get("form")
            if form not in ("full", "rich", "half"):
                return False
            if kind == "cavalry" and not isin(it.get("suit"), ("H", "D", "S", "C")):
                return False
            if form == "half":
                miss = ("K", "Q", "N", "J") if kind == "cavalry" else ("H", "D", "S", "C")
                return set(it) == need | {"missing"} and isin(it["missing"], miss)
            return set(it) == need
        return False


def oracle(doc: object) -> dict:
    return Checker(doc).run()
