"""Replay tooling: the command line, terminal rendering, simulators and fault injectors."""
