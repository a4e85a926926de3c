"""The scenario editor's shell: one window for every game; each game brings its own tools (`tools.py`)."""
