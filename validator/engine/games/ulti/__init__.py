"""Ulti: auction with the talon, combined goals, overtaking, contras, silent bonuses."""
