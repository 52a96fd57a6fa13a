"""Reproductions of the disagreement classes (see REPORT.md).
PYTHONPATH=/work/wt-diff6-rage /work/venv/bin/python tests/data/diff6/rage/repro.py"""
import sys, os
sys.path.insert(0, os.path.dirname(__file__))
import dbg
print("A-1: written score no legal ending gives; engine (bound mode) silent")
dbg.case(12, 5, 1, 5, 0)          # seed 12, deal 5 cut after 1 play; seat 1 written 0 (true -1)
print()
print("C-1: jointly impossible scores; engine blames a score that is right by itself")
dbg.case(10, 7, 8, 17, -5, cmp=20)  # seed 10, deal 7 cut after 8 plays; seat 2 written -5 (true -9)
