"""Rage scoring table as data (source: "Vyhodnocení kola", "Varianty: Durch")."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Row:
    points: int
    rule: str
    what: str


TRICK = Row(1, "rage/score.round", "each trick won")
DURCH_TRICK = Row(2, "rage/v.durch", "each trick won by a player who took them all (variant Durch)")
EXACT_BID = Row(10, "rage/score.round", "the bid met exactly")
MISSED_BID = Row(-5, "rage/score.round", "the bid missed")
ACTION_POINTS = {
    "PLUS5": Row(5, "rage/action.plus5", "each +5 card in the player's tricks"),
    "MINUS5": Row(-5, "rage/action.minus5", "each -5 card in the player's tricks"),
}

ROUNDS = 10  # rounds of 10, 9, ... 1 cards ("Rozdávání karet")
FIRST_ROUND_CARDS = 10
