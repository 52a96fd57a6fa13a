"""Galician Tarok (Tapp-Tarock, 42 cards) as codified by J. Szczepański."""
