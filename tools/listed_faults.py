"""Faults the engine's tests once let through, each put into a scratch copy of the checkout and
run against the tests since written to catch it: proof, repeatable after any change, that the
tests notice when a player or a rules lawyer is told something wrong (a rule ID, a number, an
explorer). `ISSUE_30` are the faults issue 30 lists; `SAMPLED` those that survived
`mutation_sample.py` (its equivalent survivors, which no test can catch, are in
docs/mutation-testing.md).

    python tools/listed_faults.py              # every fault
    python tools/listed_faults.py EN-E5 MG-A2  # only the faults whose label starts so
    python tools/listed_faults.py sampled      # only those the sampled mutation run found

Each fault is one exact replacement in one engine file, the kind a mutation tool makes. For
each, the tool checks that the text is still in the file (a stale fault is reported, not
skipped silently), runs the tests with the fault (they must fail), puts the file back and
runs them again (they must pass). The checkout itself is never touched; the limits are
`scratch.py`'s (niced, a timeout per test, a memory cap), so a fault that loops for ever or
grows without end stops early. Exit status 0 when every fault is caught.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from scratch import TEST_TIMEOUT, environment, limited, scratch_copy


@dataclass(frozen=True)
class Fault:
    label: str        # the rule the fault misreports, and a few words
    path: str         # the engine file, from the checkout's root
    old: str          # text occurring exactly once in it
    new: str
    tests: tuple[str, ...]


E = "qtgames/engine/entdecker/"
M = "qtgames/engine/magellan/"
T = "qtgames/engine/tsuro_seas/"
ET = "tests/engine/entdecker/test_rules.py::"
MR = "tests/engine/magellan/test_rules.py::"
MX = "tests/engine/magellan/test_explorers.py::"
MS = "tests/engine/magellan/test_scenario.py::"
TR = "tests/engine/tsuro_seas/test_rules.py::"

ISSUE_30 = (
    Fault("EN-E5 ruins logged as 2 points", E + "rules.py",
          'make_event("ruins", "EN-E5", player=seat, points=3)', 'make_event("ruins", "EN-E5", player=seat, points=2)',
          (ET + "test_en_e5_the_log_tells_the_three_points_the_ruins_score",)),
    Fault("EN-B3 part and kind both wrong (or -> and)", E + "refusals.py",
          "action.part < len(look.parts) or not", "action.part < len(look.parts) and not",
          (ET + "test_en_b3_a_land_part_or_unit_the_card_does_not_have_is_refused_by_en_b3",)),
    Fault("EN-R3 no ship reset at the turn's end", E + "turn_end.py",
          "    state.ship_circle = state.ship_square = state.ship_route = state.start_square = -1\n", "",
          (ET + "test_en_r3_the_next_player_finds_the_ship_off_the_board_and_the_last_turn_cleared",)),
    Fault("EN-R3 cards of this turn kept", E + "turn_end.py",
          "    state.placed_now = []\n    state.storm", "    state.storm",
          (ET + "test_en_r3_the_next_player_finds_the_ship_off_the_board_and_the_last_turn_cleared",)),
    Fault("EN-R3 declared cards kept", E + "turn_end.py", "    state.budget = 0\n", "",
          (ET + "test_en_r3_the_next_player_finds_the_ship_off_the_board_and_the_last_turn_cleared",)),
    Fault("MG-B1/MG-B2 swapped on the ship event", M + "rules.py",
          '"MG-B1" if phase == 0 else "MG-B2", player=buyer', '"MG-B1" if phase != 0 else "MG-B2", player=buyer',
          (MR + "test_mg_b1_b2_the_ship_event_cites_b1_when_placed_and_b2_when_moved_on",)),
    Fault("MG-X5 plunder events name Marco Polo", M + "scoring.py",
          'if any(f.action == "plunder" for f in fields)', 'if any(f.action != "plunder" for f in fields)',
          (MX + "test_mg_x5_the_plunder_events_name_pizarro",)),
    Fault("MG-A4 names the current phase as the previous one", M + "refusals.py",
          "previous = PHASE_NAMES[phase - 1]", "previous = PHASE_NAMES[phase]",
          (MR + "test_mg_a4_the_refusal_names_the_phase_asked_for_and_the_one_before",)),
    Fault("MG-A4b names the current field as the previous one", M + "refusals.py",
          "previous = PHASE_NAMES[phase - 1]", "previous = PHASE_NAMES[phase]",
          (MR + "test_mg_a4b_the_refusal_names_the_field_before",)),
    Fault("MG-A2 a card paid twice but held once", M + "refusals.py", "        hand.remove(value)\n", "",
          (MR + "test_mg_a2_paying_with_a_card_held_once_twice_is_paying_with_a_card_not_held",)),
    Fault("MG-E1b Player 1 as last buyer read as none (>= 0 -> > 0)", M + "validation.py",
          "first = state.last_buyer if state.last_buyer >= 0 else state.auctioneer\n    order",
          "first = state.last_buyer if state.last_buyer > 0 else state.auctioneer\n    order",
          (MS + "test_mg_e1b_a_plunder_position_whose_last_buyer_is_player_1_breaks_no_rule",)),
    Fault("MG-E1b the same reading where scoring starts", M + "scoring.py",
          "first = state.last_buyer if state.last_buyer >= 0 else state.auctioneer",
          "first = state.last_buyer if state.last_buyer > 0 else state.auctioneer",
          (MX + "test_mg_e1_scoring_starts_with_the_last_cards_buyer_then_goes_clockwise",)),
    Fault("MG-E1 plunder clause on the players without plunder", M + "validation.py",
          'plunder adds at most {high - low}" if high > low', 'plunder adds at most {high - low}" if high <= low',
          (MS + "test_mg_e1_a_wrong_score_names_the_plunder_only_for_a_player_who_plunders",)),
    Fault("MG-X1 the four-lowest exchange left out of the ruling list", M + "candidates.py",
          "Exchange(tuple(hand[:EXCHANGE_MOST + 1]))", "Exchange(tuple(hand[:EXCHANGE_MOST - 1]))",
          (MS + "test_mg_x1_the_ruling_list_refuses_exchanging_four_cards",)),
    Fault("TS-O2 one mark past the last read as taken (TS-O3)", T + "rules.py",
          "if not 0 <= action.mark < len(state.geometry.start_marks):",
          "if not 0 <= action.mark <= len(state.geometry.start_marks):",
          (TR + "test_ts_o2_a_starting_mark_that_does_not_exist_is_refused_by_ts_o2",)),
    Fault("TS-O2 Relocate(-1) read as the last mark (TS-D8)", T + "rules.py",
          "if not 0 <= mark < len(geo.start_marks):", "if mark >= len(geo.start_marks):",
          (TR + "test_ts_o2_relocating_to_a_mark_that_does_not_exist_is_refused_by_ts_o2",)),
)
EC = "tests/engine/entdecker/test_consequences.py::"
SAMPLED = (
    Fault("sampled EN-X2 fee cited when just affordable", E + "refusals.py",
          "if fee + 1 > state.gold[state.active]:", "if fee + 1 >= state.gold[state.active]:",
          (ET + "test_en_x1_a_route_without_a_free_line_is_refused_by_en_x1_when_the_fee_is_affordable",)),
    Fault("sampled EN-X4b three quarters called no turn", E + "refusals.py",
          "not 0 <= action.quarters < 4:", "not 0 <= action.quarters < 3:",
          (ET + "test_en_x4b_a_refused_turn_says_whether_the_sides_or_the_turn_are_wrong",)),
    Fault("sampled EN-C2 stacks dealt unequally", E + "rules.py",
          "(1 if i < extra else 0)", "(1 if i is not extra else 0)",
          (ET + "test_en_c2_any_number_of_cards_makes_stacks_as_equal_as_possible_the_larger_first",)),
    Fault("sampled EN-B2 Player 1 builds on their own unit", E + "moves.py",
          "state.unit_owner[square] >= 0 or square not in state.placed_now",
          "state.unit_owner[square] >= 1 or square not in state.placed_now",
          (ET + "test_en_b2_a_card_with_a_unit_takes_no_second_one_not_even_its_owners",)),
    Fault("sampled EN-E1 card 0 on the board still hidden", E + "consequences.py",
          "seen = [t for t in state.tiles if t >= 0]", "seen = [t for t in state.tiles if t > 0]",
          (EC + "test_en_e1_a_storm_card_on_the_board_is_turned_over_whatever_its_number",)),
    Fault("sampled EN-E1/EN-E4 a risky card said to cost gold", E + "consequences.py",
          "Consequence(MAY_MEET, 0, RISKY_EVENTS[event], event)", "Consequence(MAY_MEET, 1, RISKY_EVENTS[event], event)",
          (EC + "test_a_card_with_a_question_mark_may_be_a_storm_or_pirates_while_any_is_still_hidden",)),
    Fault("sampled EN-X1 a circle past the last named as the last", E + "refusals.py",
          "last=len(circles) - 1)", "last=len(circles) ** 1)",
          (ET + "test_en_x1_a_circle_that_does_not_exist_is_refused_naming_the_last_one",)),
    Fault("sampled EN-B3 the ruling list tries only land part 1", E + "refusals.py",
          "look = state.looks[state.ship_square] if state.ship_square >= 0 else None",
          "look = state.looks[state.ship_square] if state.ship_square < 0 else None",
          (ET + "test_en_b3_the_ruling_list_tries_every_unit_on_every_land_part",)),
    Fault("sampled EN-X3 declaring more than the gold called too many cards", E + "refusals.py",
          "if action.amount > state.gold[state.active]:", "if action.amount == state.gold[state.active]:",
          (ET + "test_en_x3_declare_at_least_one_card_and_no_more_than_you_can_pay",)),
    Fault("sampled MG-C2 the surplus card's count misnamed", M + "validation.py",
          "_ordinal(copies[value] + 1)", "_ordinal(copies[value] >> 1)",
          (MS + "test_mg_c2_a_surplus_gold_card_is_named_by_its_count",)),
    Fault("sampled MG-X5 a plunder of exactly the limit called broken", M + "validation.py",
          "if state.plunder_sum > state.data.plunder_limit or not any(",
          "if state.plunder_sum >= state.data.plunder_limit or not any(",
          (MS + "test_mg_x5_a_plunder_that_reached_the_limit_exactly_breaks_no_rule",)),
    Fault("sampled MG-X6 a payment kept aside for other explorers", M + "validation.py",
          '.action == "magellan_payment")', '.action >= "magellan_payment")',
          (MS + "test_mg_x6_only_magellan_b_keeps_a_payment_aside",)),
    Fault("sampled MG-X5 a plunder of exactly the limit ended for the player", M + "scoring.py",
          "if state.plunder_sum <= limit and (state.gold_deck or state.discard):",
          "if state.plunder_sum < limit and (state.gold_deck or state.discard):",
          (MX + "test_mg_x5_a_plunder_of_exactly_the_limit_may_go_on",)),
    Fault("sampled TS-C2 one missing tile said 'are nowhere'", T + "validation.py",
          "{'is' if len(missing) == 1 else 'are'}", "{'is' if len(missing) == 2 else 'are'}",
          ("tests/engine/tsuro_seas/test_scenario.py::test_ts_c2_the_missing_tiles_are_listed_in_a_sentence_that_agrees",)),
    Fault("sampled TS-D7 a new daikaiju leaves tile 0 where it lands", T + "daikaiju.py",
          "    if state.tiles[square] >= 0:\n        destroyed = ", "    if state.tiles[square] >= 1:\n        destroyed = ",
          (TR + "test_ts_d7_fewer_than_three_are_topped_up_and_that_player_does_not_roll",)),
    Fault("sampled TS-M4 the edge sailed off by misread", T + "wakes.py",
          "path.append(-1 - exit_position)", "path.append(-1 * exit_position)",
          (TR + "test_ts_m4_the_log_names_the_edge_and_the_square_a_ship_sailed_off_by",)),
    Fault("sampled TS-C2 all eight missing tiles said to be more", T + "validation.py",
          '(" …" if len(missing) > 8 else "")', '(" …" if len(missing) > 7 else "")',
          ("tests/engine/tsuro_seas/test_scenario.py::test_ts_c2_the_missing_tiles_are_listed_in_a_sentence_that_agrees",)),
    Fault("sampled TS-R6 own hand disposed as TS-E1", T + "rules.py",
          '"TS-R6" if victim == seat else "TS-E1"', '"TS-R6" if victim > seat else "TS-E1"',
          (TR + "test_ts_r6_the_hand_of_a_player_whose_own_tile_sails_them_off_goes_by_the_ruling",)),
)
FAULTS = ISSUE_30 + SAMPLED


def _pytest(copy: Path, tests: tuple[str, ...]) -> tuple[int, str]:
    """pytest's exit status in the copy, and its first failure's line (why a test failed)."""
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--tb=line",
               f"--timeout={TEST_TIMEOUT}", *tests]
    run = subprocess.run(command, cwd=copy, env=environment(copy), capture_output=True, text=True,
                         preexec_fn=limited)
    lines = run.stdout.splitlines() + run.stderr.splitlines()
    first = next((line for line in lines if line.startswith((str(copy), "E ", "ERROR"))), "")
    return run.returncode, first.replace(str(copy) + "/", "")[:200]


def check(fault: Fault, copy: Path) -> str:
    """'caught', or what went wrong, for one fault in the scratch copy (left as it was found)."""
    file = copy / fault.path
    original = file.read_text(encoding="utf-8")
    if original.count(fault.old) != 1:
        return f"STALE: the text occurs {original.count(fault.old)} times in {fault.path}"
    file.write_text(original.replace(fault.old, fault.new), encoding="utf-8")
    try:
        with_fault, why = _pytest(copy, fault.tests)
    finally:
        file.write_text(original, encoding="utf-8")
    without, failure = _pytest(copy, fault.tests)
    if with_fault == 0:
        return "SURVIVED: the tests pass with the fault"
    if with_fault != 1:      # 2-5: interrupted, internal or usage error, nothing collected
        return f"ERROR: pytest exit {with_fault} with the fault ({why})"
    if without != 0:
        return f"TESTS FAIL WITHOUT THE FAULT (pytest exit {without}): {failure}"
    return f"caught: fails with the fault, passes without\n    ({why})"


def main(argv: list[str]) -> int:
    chosen = [f for f in FAULTS if not argv or any(f.label.startswith(prefix) for prefix in argv)]
    bad = 0
    with tempfile.TemporaryDirectory(prefix="listed-faults-") as scratch:
        copy = Path(scratch)
        scratch_copy(copy)
        for fault in chosen:
            verdict = check(fault, copy)
            bad += not verdict.startswith("caught")
            print(f"{fault.label}\n    {fault.path}: {fault.old.strip()!r} -> {fault.new.strip()!r}\n"
                  f"    {', '.join(t.split('::')[-1] for t in fault.tests)}\n    {verdict}", flush=True)
    print(f"{len(chosen) - bad} of {len(chosen)} faults caught")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
