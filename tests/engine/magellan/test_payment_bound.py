"""A buyer holding every gold card at the pay stage (issue 24, defect 4): a valid 2 KB scenario
once made `ruling` and the editor enumerate 53,506 to 1,341,525 payments (1-53 s, up to 1.7 GB).
Payments are listed up to a bound; any legal one is still accepted, judged by MG-A2 itself."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from qtgames.cli import main
from qtgames.engine.core import Rng, get_game
from qtgames.engine.core.scenario import scenario_from_state
from qtgames.engine.magellan.state import Stage

GAME = get_game("magellan")
EVERY_GOLD_CARD = [value for value in range(1, 10) for _ in range(7)]


def every_card_at_the_pay_stage(price: int) -> dict[str, Any]:
    state = GAME.new_state(3, GAME.Options(), 5)
    rng = Rng(1)
    while state.stage != Stage.PAY:
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    scenario = scenario_from_state(GAME, state, GAME.Options()).to_json()
    position = scenario["position"]
    buyer = position["buyer"]
    position["hands"] = [EVERY_GOLD_CARD if seat == buyer else [] for seat in range(3)]
    position["gold_deck"], position["discard"], position["price"] = [], [], price
    return scenario


@pytest.mark.parametrize("price", [60, 150])
def test_a_hand_of_every_gold_card_lists_a_bounded_few_payments(
        price: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "pay.json"
    """The bound, not a clock, is what is tested: the time it saves is the benchmark's to measure."""
    path.write_text(json.dumps(every_card_at_the_pay_stage(price)), encoding="utf-8")
    assert main(["check", str(path)]) == 0
    capsys.readouterr()
    assert main(["ruling", str(path), "--json"]) == 0
    legal = [v for v in json.loads(capsys.readouterr().out)["actions"] if v["legal"]]
    assert 0 < len(legal) <= GAME.max_legal_actions and len(legal) <= 512
    assert all(sum(v["action"]["pay"]) == price for v in legal)


def test_a_legal_payment_the_list_leaves_out_is_accepted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "pay.json"
    path.write_text(json.dumps(every_card_at_the_pay_stage(60)), encoding="utf-8")
    small_cards = [1] * 7 + [2] * 7 + [3] * 7 + [4, 5, 9]   # 60 in 24 cards: the list takes big ones first
    assert main(["ruling", str(path), "--json", "--action", json.dumps({"pay": small_cards})]) == 0
    [step] = json.loads(capsys.readouterr().out)["steps"]
    assert step["events"][0]["kind"] == "paid"
    assert main(["ruling", str(path), "--action", json.dumps({"pay": small_cards + [6]})]) == 2
    assert "You can pay exactly 60, so you may not overpay" in capsys.readouterr().err
