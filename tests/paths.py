"""Where the tests find the files they read: the checkout, the test fixtures and the shipped resources."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
FIXTURES = TESTS / "fixtures"
RESOURCES = ROOT / "qtgames" / "resources"
