"""The analysis's facts about an Entdecker move: the gold and the points after it."""

from __future__ import annotations

from qtgames.engine.core import get_game
from qtgames.engine.core.scenario import scenario_from_file
from qtgames.engine.entdecker.state import Build, EndTurn, Phase, Place
from tests.paths import FIXTURES

GAME = get_game("entdecker")


def test_a_fort_that_closes_an_island_counts_the_islands_points_and_its_token() -> None:
    """Player 1's card on B2 closes a four-card island with their scout on it. Ending the turn
    scores it at once (EN-I1): 18 + 4. A fort there ends the turn too (EN-B1), and the scoring
    waits for Player 1 to pick a discovery pile (EN-I3), the token's value then added (EN-I4): the
    points after the fort are 22 plus the token's value, the mean over the face-down piles, not
    the 18 held during the pause."""
    state = scenario_from_file(FIXTURES / "analysis" / "entdecker-island-card.json").state()
    GAME.apply(state, Place(11, 3))
    seat = state.active
    fort = next(a for a in GAME.legal_actions(state) if isinstance(a, Build) and a.kind == 1)
    facts = {}
    for action in (fort, EndTurn()):
        after = state.clone()
        GAME.apply(after, action)
        facts[action] = {f.key: f.value for f in GAME.action_facts(state, action, [after], seat)}
        if action == fort:
            assert after.phase == Phase.TOKEN and after.score[seat] == 18, "the pause the fact must see past"
            tops = [after.data.tokens[pile[-1]].value for pile in after.token_piles if pile]
    assert facts[EndTurn()]["points"] == 22
    assert facts[fort]["points"] == 22 + sum(tops) / len(tops)
    assert facts[fort]["gold"] == facts[EndTurn()]["gold"] - 3
