"""The analysis in the window: the panel beside the table, Analyse my game, and the scenario
editor's Check the puzzle. Each draws what the engine's analysis returns (`engine/ai/analysis.py`,
`reviewer.py`, `puzzle_check.py`), worked out in a worker process (`worker.py`); none ranks or
scores a move itself."""
