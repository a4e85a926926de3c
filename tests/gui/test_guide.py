"""How to play: each game's guide opens from Help and from the lobby, its pages drawn by the
game's own board with the rules the engine applied at that moment, and a game's first start
offers it once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QDesktopServices

from qtgames.engine.core import game_keys
from qtgames.engine.core.rulebook import RULE_ID, game_of_rule
from qtgames.gui.how_to_play import HowToPlay, moments
from qtgames.gui.main_window import MainWindow
from qtgames.gui.registry import ui_for

from .conftest import choose_game, start_game
from .tsuro_seas.test_play import SEED, choose_first_mark, rotate_to_a_legal_placement, wait_for_human_placement


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("key", game_keys())
def test_the_guide_opens_from_help_for_each_game_and_cites_the_engines_rules(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                                                             key: str) -> None:
    choose_game(qtbot, window, key)
    window.menus.guide_action.trigger()
    guide = window.guide_window
    assert isinstance(guide, HowToPlay) and guide.isVisible() and guide.game_key == key
    assert 3 <= len(guide.pages) <= 6
    seen = set()
    for number in range(len(guide.pages)):
        page = guide.pages[number]
        assert not guide.picture.pixmap().isNull() and guide.picture.pixmap().width() > 200, "a diagram"
        assert page.rules and all(game_of_rule(rule) == key for rule in page.rules), page.rules
        assert f'href="qtgames-rule:{page.rules[0]}"' in guide.rules.text()
        assert not RULE_ID.search(page.text), "the words point at the picture; the rules are cited, not restated"
        assert "…" not in guide.rules.text(), "a rule is cited by whole sentences, never cut off"
        seen.add(guide.heading.text())
        if number + 1 < len(guide.pages):
            qtbot.mouseClick(guide.next, Qt.MouseButton.LeftButton)
    assert len(seen) == len(guide.pages) and guide.next.text() == "Close"
    qtbot.mouseClick(guide.back, Qt.MouseButton.LeftButton)
    assert guide.at == len(guide.pages) - 2
    QDesktopServices.openUrl(QUrl(f"qtgames-rule:{guide.pages[0].rules[0]}"))   # a cited rule's link
    assert window.rules_help.viewer is not None and window.rules_help.viewer.marked == guide.pages[0].rules[0]


def test_a_games_first_start_offers_its_guide_once(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "greedy"], seed=4)
    offer = window.guide_offer
    assert offer.isVisible() and "Tsuro of the Seas" in offer.text.text()
    qtbot.mouseClick(offer.show_guide, Qt.MouseButton.LeftButton)
    assert not offer.isVisible() and window.guide_window is not None and window.guide_window.isVisible()
    window.guide_window.close()
    window.show_start_page()
    qtbot.mouseClick(window.start_page.start_button, Qt.MouseButton.LeftButton)
    assert not offer.isVisible(), "offered once"
    start_game(qtbot, window, ["human", "greedy"], seed=4, game="entdecker")
    assert offer.isVisible() and "Entdecker" in offer.text.text()
    qtbot.mouseClick(offer.dismiss, Qt.MouseButton.LeftButton)
    assert not offer.isVisible()


def test_the_offer_goes_after_a_few_moves_of_the_first_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The "First game?" bar stayed over the board for the whole first game."""
    start_game(qtbot, window, ["human", "greedy", "greedy"], seed=SEED)
    offer = window.guide_offer
    assert offer.isVisible()
    choose_first_mark(qtbot, window)
    for _ in range(offer.MOVES - 1):
        assert offer.isVisible(), "a move or two in, the guide is still offered"
        wait_for_human_placement(qtbot, window)
        qtbot.mouseClick(window.panel.hand_buttons[0], Qt.MouseButton.LeftButton)
        rotate_to_a_legal_placement(qtbot, window)
        qtbot.mouseClick(window.panel.controls.place_button, Qt.MouseButton.LeftButton)
    assert not offer.isVisible(), "the player is playing: the bar gives the board its room back"
    assert window.menus.guide_action.isEnabled(), "the guide stays in Help"


def test_the_lobby_links_to_the_chosen_games_guide(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    choose_game(qtbot, window, "magellan")
    link = window.start_page.guide_link
    qtbot.mouseClick(link, Qt.MouseButton.LeftButton, pos=QPoint(8, link.height() // 2))
    assert window.guide_window is not None and window.guide_window.game_key == "magellan"


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_entdeckers_declare_page_shows_a_map_with_cards_on_it() -> None:
    """The page on declaring and exploring showed the empty sea of the first move."""
    guide = ui_for("entdecker").guide()
    page = next(page for page in guide.pages if "declare" in page.title)
    shown = iter(moments("entdecker", guide))
    start = next(shown).state.undiscovered()
    moment = next(moment for moment in shown if page.pick(moment) is not None)
    assert moment.decision is not None and moment.decision.kind == "declare"
    assert moment.state.undiscovered() <= start - 5, "cards explored already lie on the map"


def test_magellans_guide_says_money_bags_pay_when_the_engine_pays_them() -> None:
    """MG-F1: at the end of the phase. The guide said "at once" while the engine paid at the phase's end."""
    guide = ui_for("magellan").guide()
    assert any("end of the phase" in page.text and "money bags" in page.text for page in guide.pages)
    paid = [moment.events for moment in moments("magellan", guide) if any(e.kind == "money_bags" for e in moment.events)]
    assert paid, "the demo game pays money bags"
    for events in paid:
        kinds = [event.kind for event in events]
        assert "phase_over" in kinds and kinds.index("phase_over") < kinds.index("money_bags")
