"""The examples in the package's docstrings run (python-chess's habit): an example that no longer
holds is a failing test, not a misleading sentence. Every module whose source has a `>>>` line
is found here, so a new example needs no registration."""

from __future__ import annotations

import doctest
import importlib
import io

import pytest

from tests.paths import ROOT

PACKAGE = ROOT / "qtgames"


def modules_with_examples() -> list[str]:
    """The dotted names of the package's modules whose source holds an example."""
    return sorted(
        ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for path in PACKAGE.rglob("*.py")
        if ">>> " in path.read_text(encoding="utf-8")
    )


def test_the_package_has_examples_to_run() -> None:
    """A finder that found nothing would pass every module it did not look at."""
    assert "qtgames.engine.core.scenario" in modules_with_examples()


@pytest.mark.parametrize("name", modules_with_examples())
def test_the_examples_in_a_module_hold(name: str) -> None:
    module = importlib.import_module(name)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    out = io.StringIO()
    tests = doctest.DocTestFinder().find(module)
    for test in tests:
        runner.run(test, out=out.write)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0, f"{name} has a '>>> ' line that is no example doctest finds"
    assert result.failed == 0, out.getvalue()
