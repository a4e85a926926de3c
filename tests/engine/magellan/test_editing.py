"""The scenario editor's Magellan edits: each moves components without creating or losing one,
the cards follow the ships, what the rules derive follows every edit, and random edit sequences
never leave a component problem (checked by the game's own `read_position`)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from qtgames.engine.core import Rng
from qtgames.engine.core.rules import Problem
from qtgames.engine.magellan import editing
from qtgames.engine.magellan.data import EXPLORER_IDS, load_data
from qtgames.engine.magellan.editing import EditError
from qtgames.engine.magellan.options import MagellanOptions

from .helpers import GAME, MagellanState

Position = dict[str, Any]
OPTIONS = MagellanOptions()
DATA = load_data()
# Problems about where components are: a gold card or explorer card missing or doubled (MG-C2,
# MG-C1 on a pile), a field over capacity (MG-C1 on ships), a seventh ship (MG-C3).
COMPONENT_RULES = {"MG-C1", "MG-C2", "MG-C3"}


def problems(position: Position, options: MagellanOptions = OPTIONS) -> list[Problem]:
    return GAME.read_position(position, options, "position")[1]


def component_problems(position: Position, options: MagellanOptions = OPTIONS) -> list[Problem]:
    return [p for p in problems(position, options) if p.rule in COMPONENT_RULES]


def gold_everywhere(position: Position) -> Counter[int]:
    cards = Counter(position["gold_deck"]) + Counter(position["discard"]) + Counter(position["paid"])
    cards += Counter(position["plunder"]["cards"])
    for hand in position["hands"]:
        cards += Counter(hand)
    for stacks in position["stacks"]:
        for stack in stacks:
            cards += Counter(stack)
    return cards


def deck_count(position: Position, phase: int, explorer: str) -> int:
    return position["decks"][phase].count(explorer)


@pytest.fixture
def blank() -> Position:
    return editing.blank_position()


def test_a_blank_table_has_every_component_in_its_supply(blank: Position) -> None:
    assert sorted(blank["gold_deck"]) == sorted(DATA.gold) and not any(blank["hands"])
    assert [len(deck) for deck in blank["decks"]] == [6 * count for count in DATA.explorer_cards]
    assert blank["ships_left"] == [DATA.ships] * 3 and not any(any(f) for f in blank["ships"].values())
    # Only the missing card up is wrong: the setter picks it first.
    assert [p.path for p in problems(blank)] == ["position.card"]


def test_gold_taken_into_a_hand_leaves_the_deck_and_goes_back_under_it(blank: Position) -> None:
    position = editing.move_gold(blank, OPTIONS, 9, "gold_deck", "hands[1]")
    position = editing.move_gold(position, OPTIONS, 2, "gold_deck", "hands[1]")
    assert position["hands"][1] == [2, 9] and position["gold_deck"].count(9) == 6
    position = editing.move_gold(position, OPTIONS, 2, "hands[1]", "hands[0]")
    position = editing.move_gold(position, OPTIONS, 9, "hands[1]", "discard")
    assert position["hands"][1] == [] and position["discard"] == [9]
    position = editing.return_gold(position, OPTIONS, 9, "discard")
    assert position["discard"] == [] and position["gold_deck"][0] == 9
    assert gold_everywhere(position) == Counter(DATA.gold)


def test_an_eighth_gold_card_is_refused_not_conjured(blank: Position) -> None:
    position = blank
    for _ in range(7):
        position = editing.move_gold(position, OPTIONS, 9, "gold_deck", "hands[0]")
    with pytest.raises(EditError, match="All 7 gold cards of value 9"):
        editing.move_gold(position, OPTIONS, 9, "gold_deck", "hands[0]")
    with pytest.raises(EditError, match="holds no gold card of value 4"):
        editing.move_gold(position, OPTIONS, 4, "hands[0]", "discard")


def test_gold_under_magellan_starts_a_stack_and_an_emptied_stack_is_gone(blank: Position) -> None:
    position = editing.move_gold(blank, OPTIONS, 3, "gold_deck", "stacks[2][0]")
    position = editing.move_gold(position, OPTIONS, 5, "gold_deck", "stacks[2][0]")
    position = editing.move_gold(position, OPTIONS, 1, "gold_deck", "stacks[2][1]")
    assert position["stacks"][2] == [[3, 5], [1]]
    position = editing.move_gold(position, OPTIONS, 1, "stacks[2][1]", "hands[2]")
    assert position["stacks"][2] == [[3, 5]] and position["hands"][2] == [1]


def test_the_deck_is_reordered_by_moving_a_card_within_it(blank: Position) -> None:
    deck = blank["gold_deck"]
    position = editing.move_gold(blank, OPTIONS, deck[0], "gold_deck", "gold_deck", source_index=0)
    assert position["gold_deck"] == deck[1:] + deck[:1]    # the bottom card is now on top
    shuffled = editing.shuffle_gold_deck(position, OPTIONS, 5)
    assert shuffled["gold_deck"] != position["gold_deck"]
    assert sorted(shuffled["gold_deck"]) == sorted(deck)


def test_a_ship_is_the_cards_it_stands_for(blank: Position) -> None:
    position = editing.put_ship(blank, OPTIONS, 1, "cook", 1)
    assert position["ships"]["cook"] == [[], [[1, -1]], []]
    assert position["bought"][1][0][2] == 1 and position["bought"][1][1][2] == 1   # back I placed, II moved on
    assert deck_count(position, 0, "cook") == 2 and deck_count(position, 1, "cook") == 1
    assert position["ships_left"][1] == DATA.ships - 1 and position["last_buyer"] == 1
    moved = editing.move_ship(position, OPTIONS, ("cook", 1, 0), "cook", 0)
    assert moved["bought"][1][1][2] == 0 and deck_count(moved, 1, "cook") == 2
    lifted = editing.remove_ships(moved, OPTIONS, [("cook", 0, 0)])
    assert lifted["bought"][1] == blank["bought"][1] and lifted["ships_left"] == blank["ships_left"]
    assert sorted(lifted["decks"][0]) == sorted(blank["decks"][0])


def test_cards_and_ships_that_do_not_exist_are_refused(blank: Position) -> None:
    position = blank
    for seat in range(3):
        position = editing.put_ship(position, OPTIONS, seat, "marco_polo", 0)
    with pytest.raises(EditError, match="No Marco Polo card with back I is left"):
        editing.put_ship(position, OPTIONS, 0, "marco_polo", 1)
    for explorer in EXPLORER_IDS[1:]:
        position = editing.put_ship(position, OPTIONS, 0, explorer, 0)
    with pytest.raises(EditError, match="All 6 of Player 1's ships"):
        editing.put_ship(position, OPTIONS, 0, "cook", 0)


def test_a_columbus_ship_brings_its_veto_and_takes_it_away(blank: Position) -> None:
    position = editing.put_ship(blank, OPTIONS, 2, "columbus", 0)
    assert position["vetoes"] == [0, 0, 1]
    assert editing.remove_ships(position, OPTIONS, [("columbus", 0, 0)])["vetoes"] == [0, 0, 0]


def test_lifting_a_magellan_ship_returns_the_gold_under_its_card(blank: Position) -> None:
    position = editing.put_ship(blank, OPTIONS, 0, "magellan", 0)
    assert [p.rule for p in problems(position) if p.path == "position.stacks[0]"] == ["MG-X6"]
    position = editing.move_gold(position, OPTIONS, 6, "gold_deck", "stacks[0][0]")
    assert not [p for p in problems(position) if p.path == "position.stacks[0]"]
    lifted = editing.remove_ships(position, OPTIONS, [("magellan", 0, 0)])
    assert lifted["stacks"][0] == [] and lifted["gold_deck"][0] == 6


def test_the_card_up_comes_off_the_deck_and_goes_back_under_it(blank: Position) -> None:
    position = editing.set_card(blank, OPTIONS, "pizarro")
    assert position["card"] == "pizarro" and deck_count(position, 0, "pizarro") == 2
    position = editing.set_card(position, OPTIONS, "cook")
    assert deck_count(position, 0, "pizarro") == 3 and position["decks"][0][0] == "pizarro"
    assert deck_count(position, 0, "cook") == 2


def test_explorer_cards_move_between_their_deck_and_box_only(blank: Position) -> None:
    position = editing.move_explorer(blank, OPTIONS, "cook", "decks[1]", "boxed[1]")
    assert position["boxed"][1] == ["cook"] and deck_count(position, 1, "cook") == 1
    with pytest.raises(EditError, match="back II belongs to phase II"):
        editing.move_explorer(position, OPTIONS, "cook", "boxed[1]", "decks[0]")
    back = editing.move_explorer(position, OPTIONS, "cook", "boxed[1]", "decks[1]")
    assert back["boxed"][1] == [] and back["decks"][1][-1] == "cook"


def test_a_bid_position_derives_limits_opener_and_keeps_passes(blank: Position) -> None:
    position = editing.set_card(blank, OPTIONS, "cook")
    for seat, values in enumerate(([2, 4, 9], [1, 5], [])):
        for value in values:
            position = editing.move_gold(position, OPTIONS, value, "gold_deck", f"hands[{seat}]")
    assert position["auction"]["limits"] == [15, 6, 0] and position["auction"]["out"] == [False, False, True]
    position = editing.set_value(position, OPTIONS, "auctioneer", 2)    # who opens the first card (MG-A1)
    position = editing.set_value(position, OPTIONS, "auction.invited", 2)
    assert position["auction"]["opener"] == 0     # seat 3 may not bid, so seat 1 opens (MG-A1d)
    position = editing.set_value(position, OPTIONS, "auction.out[1]", True)
    position = editing.move_gold(position, OPTIONS, 7, "gold_deck", "hands[2]")
    assert position["auction"]["out"] == [False, True, False]   # the pass stays; seat 3 may bid now
    position = editing.set_value(position, OPTIONS, "auction.bidder", 0)
    assert problems(position) == []


def test_a_later_phase_boxes_the_used_up_decks_and_puts_the_ships_away(blank: Position) -> None:
    position = editing.put_ship(blank, OPTIONS, 0, "cook", 0)
    position = editing.set_value(position, OPTIONS, "phase", 1)
    assert position["decks"][0] == [] and len(position["boxed"][0]) == 6 * DATA.explorer_cards[0] - 1
    assert position["ships_left"] == [0, 0, 0]
    position = editing.set_value(position, OPTIONS, "phase", 0)
    assert position["ships_left"] == [5, 6, 6]


def test_fewer_players_hand_their_components_back(blank: Position) -> None:
    position = editing.set_players(blank, OPTIONS, 5)
    position = editing.move_gold(position, OPTIONS, 8, "gold_deck", "hands[4]")
    position = editing.put_ship(position, OPTIONS, 4, "pizarro", 0)
    position = editing.set_value(position, OPTIONS, "auction.bidder", 4)
    smaller = editing.set_players(position, OPTIONS, 3)
    assert len(smaller["hands"]) == 3 and smaller["auction"]["bidder"] == -1
    assert smaller["ships"]["pizarro"][0] == [] and deck_count(smaller, 0, "pizarro") == 3
    assert gold_everywhere(smaller) == Counter(DATA.gold) and component_problems(smaller) == []


def test_other_board_sides_put_vasco_da_gama_ships_on_a_half(blank: Position) -> None:
    position = editing.put_ship(blank, OPTIONS, 0, "vasco_da_gama", 0)
    side_b = MagellanOptions(board1="B")
    split = editing.set_sides(position, OPTIONS, side_b)
    assert split["ships"]["vasco_da_gama"][0] == [[0, 0]]
    assert not [p for p in problems(split, side_b) if p.rule == "MG-X2"]
    assert editing.set_sides(split, side_b, OPTIONS)["ships"]["vasco_da_gama"][0] == [[0, -1]]


# ---------------------------------------------------------------- conservation


def game_positions(count: int) -> list[tuple[Position, MagellanOptions]]:
    """Positions from seeded random games on all four board combinations, and the blank table."""
    found = [(editing.blank_position(players), OPTIONS) for players in (3, 6)]
    for seed in range(count):
        options = MagellanOptions(board1="AB"[seed % 2], board2="AB"[seed // 2 % 2])
        state: MagellanState = GAME.new_state(3 + seed % 4, options, seed)
        rng = Rng(seed)
        for _ in range(rng.below(60)):
            if GAME.is_terminal(state):
                break
            GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        found.append((GAME.state_to_json(state), options))
    return found


def random_edit(position: Position, options: MagellanOptions, rng: Rng) -> Position:
    """One edit a setter could make, with random arguments (refused ones raise EditError)."""
    players = position["players"]
    seat = rng.below(players)
    piles = ["gold_deck", "discard"] + [f"hands[{s}]" for s in range(players)]
    piles += [f"stacks[{s}][{i}]" for s in range(players) for i in range(len(position["stacks"][s]))]
    explorer = rng.choice(list(EXPLORER_IDS))
    ships = [(key, field, index) for key, fields in position["ships"].items()
             for field, entries in enumerate(fields) for index in range(len(entries))]
    phase = rng.below(3)
    kind = rng.below(12)
    if kind == 0:
        return editing.move_gold(position, options, 1 + rng.below(9), rng.choice(piles), rng.choice(piles))
    if kind == 1:
        return editing.move_gold(position, options, 1 + rng.below(9), "gold_deck", f"stacks[{seat}][0]")
    if kind == 2:
        return editing.put_ship(position, options, seat, explorer, rng.below(3), rng.below(3) - 1)
    if kind == 3 and ships:
        return editing.move_ship(position, options, rng.choice(ships), explorer, rng.below(3), rng.below(3) - 1)
    if kind == 4 and ships:
        return editing.remove_ships(position, options, [rng.choice(ships)])
    if kind == 5:
        return editing.set_card(position, options, rng.choice([None, explorer]))
    if kind == 6:
        return editing.move_explorer(position, options, explorer, *rng.choice(
            [(f"decks[{phase}]", f"boxed[{phase}]"), (f"boxed[{phase}]", f"decks[{phase}]")]))
    if kind == 7:
        return editing.set_players(position, options, 3 + rng.below(4))
    if kind == 8:
        return editing.set_value(position, options, "stage", rng.choice(
            ["veto", "bid", "pay", "half", "stack", "under", "exchange", "plunder", "over"]))
    if kind == 9:
        return editing.set_value(position, options, "phase", phase)
    if kind == 10:
        return editing.set_value(position, options, "buyer", rng.below(players + 1) - 1)
    return editing.shuffle_gold_deck(position, options, rng.below(1000))


def test_random_edit_sequences_never_lose_or_double_a_component() -> None:
    rng = Rng(2024)
    for start, options in game_positions(12):
        assert component_problems(start, options) == []
        position = start
        for _ in range(40):
            try:
                position = random_edit(position, options, rng)
            except EditError:
                continue
            assert component_problems(position, options) == [], position
            assert gold_everywhere(position) == Counter(DATA.gold)


def test_the_buyer_of_the_card_up_is_the_last_buyer_before_their_ship_is_placed(blank: Position) -> None:
    """Issue 34, major 6: at the pay stage the buyer has no ship for the card yet, and the last
    buyer was reset to nobody, a MG-E1b problem no edit could mend."""
    position = editing.set_card(blank, OPTIONS, "pizarro")
    for name, value in (("stage", "pay"), ("buyer", 1)):
        position = editing.set_value(position, OPTIONS, name, value)
    assert position["last_buyer"] == 1
    assert not [p for p in problems(position) if p.rule == "MG-E1b"]
    with pytest.raises(EditError, match=r"Player 2 is buying the card up, so they are the last buyer \(MG-E1b\)"):
        editing.set_value(position, OPTIONS, "last_buyer", 2)


def test_a_last_buyer_who_bought_nothing_is_refused_with_the_rule(blank: Position) -> None:
    position = editing.put_ship(blank, OPTIONS, 2, "cook", 0)
    assert position["last_buyer"] == 2
    with pytest.raises(EditError, match=r"Player 1 has bought no explorer card.*MG-E1b"):
        editing.set_value(position, OPTIONS, "last_buyer", 0)
    with pytest.raises(EditError, match=r"someone bought the last one \(MG-E1b\)"):
        editing.set_value(position, OPTIONS, "last_buyer", -1)
