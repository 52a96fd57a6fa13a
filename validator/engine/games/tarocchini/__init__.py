"""Tarocchini (Bolognese, 62 cards): Ottocento and Terziglio, from the Russian text (seed 004);
digest: docs/rules/tarocchini.md."""
