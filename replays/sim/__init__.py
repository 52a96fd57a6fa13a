"""Seedable simulators and fault injectors, one module per game."""
