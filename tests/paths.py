"""Where the tests find the files they read: the checkout, the test fixtures and the shipped resources."""

from pathlib import Path

from qtgames.engine.core.shipped import shipped_path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
FIXTURES = TESTS / "fixtures"
# Through the app's own lookup, so the tests read what the app reads (in a checkout: ROOT/resources).
RESOURCES = shipped_path("resources")
