"""Arbiter: a rules-validation service for trick-taking card games."""

__version__ = "0.1.0"
