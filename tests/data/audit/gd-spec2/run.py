"""Runs build.py's sessions: python run.py [s01 ...]."""

import sys

import build

which = sys.argv[1:] or sorted(k for k in dir(build) if k.startswith("s") and k[1:].isdigit())
for k in which:
    getattr(build, k)()
