"""Magellan on the engine protocol: the rules object the app, CLI and AIs talk to."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ..core import messages
from ..core.datafiles import DataInForce
from ..core.errors import FormatError
from ..core.options import RuleOptions
from ..core.protocol import Decision, Fact, Game, Goal, PuzzleProgress, mean_fact
from ..core.rng import Rng
from ..core.rules import Event, Problem
from . import events as _events  # noqa: F401  (registers the log sentences)
from . import goals, heuristics, position, refusals, rules, validation
from .candidates import candidate_actions
from .data import MagellanData, data_in_force, load_data
from .events import cards, explorer_name
from .moves import MOST_CHOICES, legal_actions
from .options import MagellanOptions
from .payments import value_counts
from .refusals import NOW
from .state import (
    LEFT,
    NO_HALF,
    PHASE_NAMES,
    UNKNOWN,
    Bid,
    CallVeto,
    DrawPlunder,
    Exchange,
    Half,
    JoinStack,
    MagellanAction,
    MagellanState,
    NoVeto,
    Pass,
    Pay,
    Stage,
    StopPlunder,
    Under,
)

_KINDS = {Stage.VETO: "veto", Stage.BID: "bid", Stage.PAY: "pay", Stage.HALF: "half", Stage.STACK: "stack",
          Stage.UNDER: "under", Stage.EXCHANGE: "exchange", Stage.PLUNDER: "plunder"}


class Magellan(Game[MagellanState, MagellanAction]):
    max_legal_actions: ClassVar[int] = MOST_CHOICES
    Options: ClassVar[type[RuleOptions]] = MagellanOptions
    # Random play asks about 53 choices per game in all (measured over 200 games, 3-6 players),
    # some 10-18 per player, close to Tsuro of the Seas' 6-20: the default share of a level fits.

    def setup(self, players: int, options: RuleOptions, seed: int) -> MagellanState:
        assert isinstance(options, MagellanOptions)
        return rules.new_game(load_data(), players, options, seed)

    def data_in_force(self) -> DataInForce[MagellanData]:
        return data_in_force()

    def decision(self, state: MagellanState) -> Decision | None:
        stage = state.stage
        if stage == Stage.OVER:
            return None
        rule, prompt = NOW[stage]
        return Decision(_decider(state), _KINDS[stage], rule, prompt)

    def is_terminal(self, state: MagellanState) -> bool:
        return state.stage == Stage.OVER     # `state.over` without the property's call: asked every move

    def legal_actions(self, state: MagellanState) -> list[MagellanAction]:
        cached = state.legal_cache     # mostly worked out already: spared a call per move
        return cached if cached is not None else legal_actions(state)

    def check(self, state: MagellanState, action: MagellanAction) -> None:
        refusals.check(state, action)

    def apply(self, state: MagellanState, action: MagellanAction) -> list[Event]:
        refusals.check(state, action)
        return rules.apply(state, action)

    def action_facts(self, before: MagellanState, action: MagellanAction, afters: Sequence[MagellanState],
                     seat: int) -> list[Fact]:
        """The seat's points if the game were counted after the move (the evaluation's `points`:
        the final score once counted, MG-E1, else the crowns of the fields its ships stand on, its
        Magellan stacks and the crowns in hand), a mean over the sampled worlds. The label says
        "if counted": the score on the table stays 0 until the count at the end, and a fact of 18
        "points after the move" beside it read as a contradiction."""
        return [mean_fact("points", messages.say("magellan-fact-points"),
                          afters, lambda s: heuristics.seat_features(s, seat)[0])]

    def points(self, state: MagellanState) -> list[int]:
        return list(state.score)

    def evaluate_all(self, state: MagellanState) -> list[float]:
        if state.stage == Stage.OVER:
            return self.scores(state)
        return heuristics.evaluate_all(state)

    def evaluate(self, state: MagellanState, player: int) -> float:
        return self.evaluate_all(state)[player]

    def rollout_action(self, state: MagellanState, rng: Rng) -> MagellanAction:
        return heuristics.rollout_action(state, rng)

    # ------------------------------------------------------------ hidden information

    def observation(self, state: MagellanState, player: int | None) -> MagellanState:
        """Hide other hands (unless laid open by Cook A or counted at the end), the gold deck,
        cards face down under others' Magellan cards (side A), the explorer decks' order (but
        not the vetoed cards known to lie at the bottom), others' bid limits and the RNG."""
        obs = state.clone()
        for seat in range(state.players):
            if seat != player and not rules.gold_laid_open(state, seat):
                obs.hands[seat] = [UNKNOWN] * len(state.hands[seat])
                if _under_face_down(state):
                    obs.stacks[seat] = [[UNKNOWN] * len(stack) for stack in state.stacks[seat]]
                if state.limits:
                    # A limit is the hand's worth (MG-A1c), so it stays hidden once its seat is out
                    # of the auction and after it; determinize resamples it during an auction.
                    obs.limits[seat] = UNKNOWN if state.stage == Stage.BID else 0
        obs.gold_deck = [UNKNOWN] * len(state.gold_deck)
        for phase, deck in enumerate(state.decks):
            known = state.known_bottom if phase == state.phase else 0
            obs.decks[phase] = deck[:known] + [UNKNOWN] * (len(deck) - known)
        obs.rng = Rng(0)
        obs.observer = player
        obs.legal_cache = None
        return obs

    def determinize(self, observation: MagellanState, rng: Rng) -> MagellanState:
        """Deal the unseen gold cards into the hidden hands, stacks and deck, and the unseen
        explorer cards into the decks; a bidder's or buyer's sampled hand must cover their bid."""
        state = observation.clone()
        hidden = [seat for seat, hand in enumerate(state.hands) if UNKNOWN in hand]
        unseen = value_counts(state.data.gold)
        seen = [card for hand in state.hands for card in hand if card != UNKNOWN]
        seen += [card for seat in state.stacks for stack in seat for card in stack if card != UNKNOWN]
        for card in seen + state.discard + list(state.paid) + state.plunder:
            unseen[card] = unseen.get(card, 0) - 1
        pool = sorted(value for value, count in unseen.items() for _ in range(count))
        rng.shuffle(pool)
        state.gold_deck = [pool.pop() for _ in state.gold_deck]
        # The places a bidder's sampled hand may swap cards with: nothing constrains the deck or
        # the cards face down under others' Magellan cards (MG-X6 side A), even an empty-handed seat's.
        piles = [state.gold_deck]
        for seat in range(state.players):
            if UNKNOWN in state.hands[seat]:
                state.hands[seat] = sorted(pool.pop() for _ in state.hands[seat])
            for stack in state.stacks[seat]:
                if UNKNOWN in stack:
                    stack[:] = [pool.pop() if v == UNKNOWN else v for v in stack]
                    piles.append(stack)
        _deal_explorers(state, rng)
        if state.stage == Stage.BID:
            _cover_bids(state, hidden, piles)
        elif state.stage == Stage.PAY:
            least = dict.fromkeys(hidden, 0)
            if state.buyer in least:
                least[state.buyer] = state.price
            _cover(state, state.buyer, least, piles)
        state.rng = Rng(rng.next_u64())
        state.observer = None
        state.legal_cache = None
        return state

    # ------------------------------------------------------------ files and labels

    def action_to_json(self, action: MagellanAction) -> Any:
        return position.action_to_json(action)

    def action_from_json(self, data: Any, path: str) -> MagellanAction:
        return position.action_from_json(data, path)

    def describe_action(self, state: MagellanState, action: MagellanAction) -> str:
        say = messages.say
        if isinstance(action, Bid):
            return say("magellan-action-bid", amount=action.amount, explorer=explorer_name(state.card))
        if isinstance(action, Pass):
            return say("magellan-action-pass")
        if isinstance(action, CallVeto):
            return say("magellan-action-veto", explorer=explorer_name(state.card))
        if isinstance(action, NoVeto):
            return say("magellan-action-no-veto")
        if isinstance(action, Pay):
            return say("magellan-action-pay", cards=cards(list(action.cards)))
        if isinstance(action, Half):
            target, phase = "left" if action.target == LEFT else "right", PHASE_NAMES[state.phase]
            if action.source == NO_HALF:
                return say("magellan-action-half", target=target, phase=phase)
            source = "left" if action.source == LEFT else "right"
            return say("magellan-action-half-move", source=source, target=target, phase=phase)
        if isinstance(action, JoinStack):
            under = ", ".join(map(str, state.stacks[state.buyer][action.stack]))
            return say("magellan-action-join-stack", under=under)
        if isinstance(action, Under):
            return say("magellan-action-under", value=action.value)
        if isinstance(action, Exchange):
            if not action.cards:
                return say("magellan-action-keep-hand")
            return say("magellan-action-exchange", cards=", ".join(map(str, action.cards)))
        if isinstance(action, DrawPlunder):
            return say("magellan-action-plunder", total=state.plunder_sum)
        assert isinstance(action, StopPlunder)
        return say("magellan-action-stop-plunder", total=state.plunder_sum)

    def state_to_json(self, state: MagellanState) -> dict[str, Any]:
        return position.to_json(state)

    def read_position(self, data: Any, options: RuleOptions, path: str) -> tuple[MagellanState, list[Problem]]:
        if not isinstance(options, MagellanOptions):
            raise FormatError(path, messages.Text("file-game-options", game=self.title))

        state = position.from_json(data, load_data(), options, path)
        return state, validation.problems(state, path)

    # ------------------------------------------------------------ rulings and puzzles

    def candidate_actions(self, state: MagellanState) -> list[MagellanAction]:
        return candidate_actions(state)

    def goal_kinds(self) -> dict[str, str]:
        return super().goal_kinds() | goals.GOAL_KINDS

    def goal_status(self, goal: Goal, progress: PuzzleProgress) -> bool | None:
        if goal.kind in goals.GOAL_KINDS:
            return goals.goal_status(goal, progress)
        return super().goal_status(goal, progress)


def _decider(state: MagellanState) -> int:
    stage = state.stage
    if stage == Stage.VETO:
        return state.veto_queue[0]
    if stage == Stage.BID:
        return state.bidder
    if stage == Stage.EXCHANGE:
        return state.exchange_queue[0]
    if stage == Stage.PLUNDER:
        return state.plunderer
    return state.buyer


def _under_face_down(state: MagellanState) -> bool:
    """MG-X6: side A's cards lie face down under the Magellan cards, side B's face up."""
    return any(fields[0].action == "magellan_hand" for fields in state.fields)


def _deal_explorers(state: MagellanState, rng: Rng) -> None:
    """The unseen explorer cards of each phase: all of its cards less those bought, boxed,
    up for auction and known to lie at the bottom."""
    for phase, deck in enumerate(state.decks):
        unseen = dict.fromkeys(range(len(state.fields)), state.data.explorer_cards[phase])
        for card in [deck_card for deck_card in deck if deck_card != UNKNOWN] + state.boxed[phase]:
            unseen[card] = unseen.get(card, 0) - 1
        for seat in state.bought:
            for explorer, count in enumerate(seat[phase]):
                unseen[explorer] -= count
        if phase == state.phase and state.card >= 0 and state.stage in (Stage.VETO, Stage.BID, Stage.PAY):
            unseen[state.card] = unseen.get(state.card, 0) - 1
        cards = sorted(explorer for explorer, count in unseen.items() for _ in range(count))
        rng.shuffle(cards)
        state.decks[phase] = [cards.pop() if e == UNKNOWN else e for e in deck]


def _cover_bids(state: MagellanState, hidden: list[int], piles: list[list[int]]) -> None:
    """The high bidder's sampled hand must pay the high bid, and the bidder to act must be able
    to raise it (MG-A1c: one who cannot is out); then the hidden limits follow the sampled hands."""
    least = dict.fromkeys(hidden, 0)
    for seat, worth in ((state.high_bidder, state.high_bid), (state.bidder, state.high_bid + 1)):
        if seat in least:
            least[seat] = worth
    for seat in (state.high_bidder, state.bidder):
        _cover(state, seat, least, piles)
    for seat in range(state.players):
        if state.limits[seat] == UNKNOWN:
            state.limits[seat] = rules.limit(state, seat, state.card)


def _cover(state: MagellanState, seat: int, least: dict[int, int], piles: list[list[int]]) -> None:
    """Swap `seat`'s smallest card for the largest one of the free `piles` or of another sampled
    hand (`least` holds each sampled hand's required worth, which a swap must keep) until its
    hand is worth its own least."""
    if seat < 0 or seat not in least:
        return
    while state.hands[seat] and rules.limit(state, seat, state.card) < least[seat]:
        if not _swap_in_biggest(state, seat, least, piles):
            return


def _swap_in_biggest(state: MagellanState, seat: int, least: dict[int, int], piles: list[list[int]]) -> bool:
    hand = state.hands[seat]
    offers = [(max(pile), -1, pile) for pile in piles if pile]
    offers += [(max(state.hands[d]), d, state.hands[d]) for d in least if d != seat and state.hands[d]]
    for card, donor, pile in sorted(offers, key=lambda offer: offer[0], reverse=True):
        if card <= hand[0]:
            return False
        if donor < 0:
            pile[pile.index(card)] = hand[0]
        else:
            kept = sorted(pile[:pile.index(card)] + pile[pile.index(card) + 1:] + [hand[0]])
            state.hands[donor] = kept
            if rules.limit(state, donor, state.card) < least[donor]:
                state.hands[donor] = pile
                continue
        state.hands[seat] = sorted(hand[1:] + [card])
        return True
    return False
