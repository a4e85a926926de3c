"""The one lookup of shipped files: in a checkout it finds every kind of file the app reads in the
top-level `resources/` and `ui/`, and it tells an installed copy from a checkout the way each
install kind needs (tests/test_packaging.py checks what a wheel carries)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from qtgames.engine.core import shipped
from qtgames.engine.core.registry import game_keys
from qtgames.engine.core.rulebook import rulebook
from qtgames.engine.core.scenario import bundled_scenarios
from qtgames.engine.core.shipped import shipped_path
from tests.paths import ROOT


def test_a_checkout_reads_its_own_top_level_folders() -> None:
    assert shipped_path("resources") == ROOT / "resources"
    assert shipped_path("ui", "about.ui") == ROOT / "ui" / "about.ui"


@pytest.mark.parametrize("game", sorted(game_keys()))
def test_every_kind_of_game_file_is_found(game: str) -> None:
    """Component data, rules texts in both languages, and the game's shipped scenarios."""
    folder = game.replace("-", "_")
    data_file = importlib.import_module(f"qtgames.engine.{folder}.data").DATA_FILE
    assert shipped_path("resources", folder, data_file).is_file()
    for name in (game, f"{game}-data"):
        assert shipped_path("resources", "rules", f"{name}.md").is_file()
        assert shipped_path("resources", "rules", f"{name}.hu.md").is_file()
    assert rulebook(game, "hu").title != rulebook(game, "en").title
    assert any(scenario.game == game for _, scenario in bundled_scenarios())


def test_the_icon_translations_and_forms_are_found() -> None:
    assert shipped_path("resources", "icons", "qtgames.svg").is_file()
    assert {path.name for path in shipped_path("resources", "translations").glob("*.ts")} >= {
        "qtgames_en.ts", "qtgames_hu.ts"}
    assert shipped_path("ui", "about.ui").is_file()


def fake_package(monkeypatch: pytest.MonkeyPatch, root: Path) -> Path:
    """Make the lookup believe the qtgames package lives in `root`/qtgames."""
    package = root / "qtgames"
    package.mkdir(parents=True)
    monkeypatch.setattr(shipped, "PACKAGE", package)
    return package


def test_an_installed_copy_inside_the_package_comes_first(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A wheel or the bundle: qtgames/_resources, even if site-packages has some other resources/."""
    package = fake_package(monkeypatch, tmp_path / "site-packages")
    (package / "_resources").mkdir()
    (package.parent / "resources").mkdir()
    assert shipped_path("resources", "rules") == package / "_resources" / "rules"


def test_a_checkout_is_the_folder_beside_the_package(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The source tree and an editable install: no copy, the checkout's folder itself."""
    package = fake_package(monkeypatch, tmp_path / "checkout")
    (package.parent / "ui").mkdir()
    (package.parent / "pyproject.toml").write_text("", encoding="utf-8")
    assert shipped_path("ui", "about.ui") == package.parent / "ui" / "about.ui"


def test_a_stranger_s_folder_beside_an_installed_package_is_not_taken(monkeypatch: pytest.MonkeyPatch,
                                                                      tmp_path: Path) -> None:
    """An installation without its copy is broken: the message names both places looked at."""
    package = fake_package(monkeypatch, tmp_path / "site-packages")
    (package.parent / "resources").mkdir()
    with pytest.raises(FileNotFoundError, match=r"_resources \(installed\) nor .*resources \(a checkout\)"):
        shipped_path("resources")
