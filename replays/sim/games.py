"""Each game of the service (its name in a transcript) and the simulator of a legal session of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import danish_tarok, galician_tarok, rage, tarocchini, ulti

SIMULATORS: dict[str, Callable[[int], dict[str, Any]]] = {
    "rage": rage.simulate,
    "danish-tarok": danish_tarok.simulate,
    "ulti": ulti.simulate,
    "galician-tarok": galician_tarok.simulate,
    "tarocchini-ottocento": lambda seed: tarocchini.simulate(seed, "ottocento"),
    "tarocchini-terziglio": lambda seed: tarocchini.simulate(seed, "terziglio"),
}
