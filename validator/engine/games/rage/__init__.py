"""Rage (Amigo 2000), from the Czech rules (seed 001); digest: docs/rules/rage.md."""
