"""The engine floor: game rules, AI players and match records in pure Python.

Nothing under this package may import Qt: the AI runs the rules thousands of times a second
and the command line must work without a display. `tests/engine/test_no_qt.py` enforces it.
"""
