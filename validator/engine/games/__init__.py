"""The game registry: one package per game behind :class:`~.base.Game`."""

from __future__ import annotations

from .base import Game
from .danish_tarok.game import DanishTarok
from .galician_tarok.game import GalicianTarok
from .rage.game import Rage
from .tarocchini.game import Ottocento, Terziglio
from .ulti.game import Ulti

# Every game name of trick-transcript/1; names without a package yet are rejected with
# ``unsupported_game`` rather than ``unknown_game``.
SPEC_GAMES = (
    "danish-tarok",
    "rage",
    "galician-tarok",
    "ulti",
    "tarocchini-ottocento",
    "tarocchini-terziglio",
)

GAMES: dict[str, Game] = {
    g.name: g for g in (Rage(), DanishTarok(), Ulti(), GalicianTarok(), Ottocento(), Terziglio())
}
