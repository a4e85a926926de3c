"""Entdecker (Klaus Teuber, 1996): component data now; rules, state and game to follow (issue 4)."""
