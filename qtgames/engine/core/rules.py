"""Rule citations: every refused action and every event names the rule that decided it."""

from __future__ import annotations

import copyreg
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import repeat
from operator import is_
from typing import Any, ClassVar, Final, final

from . import messages


class RuleViolation(ValueError):
    """An action the rules refuse, with the rule's ID and a sentence a player can act on: a
    catalogue's (`Text`), written in the engine's language when read, or one already written."""

    def __init__(self, rule: str, said: messages.Text | str) -> None:
        super().__init__(rule, said)
        self.rule = rule
        self.said = said

    @property
    def message(self) -> str:
        """What a player reads, in the app's language."""
        return str(self.said)

    def __str__(self) -> str:
        return f"{self.rule}: {self.message}"


def _compiled() -> bool:
    """Whether this module is compiled (mypyc): a compiled function has no code object."""
    return not hasattr(_compiled, "__code__")


# Whether the engine runs compiled: its rule modules are compiled together (setup.py), so the
# few places where the fast way differs between the engines ask this.
COMPILED: Final = _compiled()


def offered(action: object, legal: Sequence[object]) -> bool:
    """`action in legal`, the very object looked for first: the search and the app hand back an
    object of the list, and finding it by identity spares a dataclass `__eq__` call, in Python,
    for every action listed before it. Interpreted, the identity test runs in C (`map`);
    compiled, that line builds three objects through Python calls, a loop is native."""
    if COMPILED:
        for listed in legal:
            if listed is action:
                return True
        return action in legal
    return any(map(is_, legal, repeat(action))) or action in legal


@final
class Event:
    """Something that happened in `apply`, citing the rule that made it happen.

    The sentence is formatted only when asked for: AI search creates events by the
    million and never reads them. Compiled, a native class (`make_event` says why).
    """

    __slots__ = ("data", "kind", "rule")

    kind: str
    rule: str
    data: dict[str, Any]

    _texts: ClassVar[dict[str, Callable[[dict[str, Any]], dict[str, Any]]]] = {}
    _json: ClassVar[dict[str, Callable[[dict[str, Any]], dict[str, Any]]]] = {}

    def __init__(self, kind: str, rule: str, **data: Any) -> None:
        self.kind = kind
        self.rule = rule
        self.data = data

    @classmethod
    def describe_with(cls, kind: str, values: Callable[[dict[str, Any]], dict[str, Any]]) -> None:
        """Register how events of one kind read in the log (each game registers its own): the
        catalogue message named by the kind, with the `values` made of the event's data (a seat as
        "Player 2", a square by its name).

        Kinds share one table across games, so a second game reusing a kind is refused
        rather than silently rewording the first game's log."""
        known = cls._texts.get(kind)
        if known is not None and known is not values:
            raise ValueError(f"event kind {kind!r} is already described by another game")
        cls._texts[kind] = values

    @classmethod
    def json_with(cls, kind: str, convert: Callable[[dict[str, Any]], dict[str, Any]]) -> None:
        """Register how events of one kind write their values in JSON (`to_json`): the engine keeps
        squares as numbers for speed, files and scripts read them by name ("D4"), as positions
        write them. Like `describe_with`, one game's kinds only."""
        known = cls._json.get(kind)
        if known is not None and known is not convert:
            raise ValueError(f"event kind {kind!r} is already written to JSON by another game")
        cls._json[kind] = convert

    @property
    def text(self) -> str:
        """The log line, without the rule ID, in the language the engine speaks (English by default)."""
        values = self._texts.get(self.kind)
        return messages.say(self.kind, **values(self.data)) if values else self.kind

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, {self.rule!r}, {self.data!r})"

    def to_json(self) -> dict[str, Any]:
        convert = self._json.get(self.kind)
        return {"kind": self.kind, "rule": self.rule, "text": self.text,
                "data": convert(self.data) if convert else self.data}


@final
class Decision:
    """Who must decide what now, under which rule, and the question put to them.

    A value, as a frozen dataclass would be, written out: the search asks for a decision at every
    step, and compiled, a frozen dataclass's `__init__` runs as Python (setting each field through
    `object.__setattr__`) where this one is native. Its fields are `Final`: mypy refuses writes,
    and compiled, so does the class."""

    __slots__ = ("kind", "player", "question", "rule")

    def __init__(self, player: int, kind: str, rule: str, question: messages.Text) -> None:
        self.player: Final = player
        self.kind: Final = kind
        self.rule: Final = rule
        self.question: Final = question
        """The prompt, written only when read (`prompt`): search asks for decisions by the thousand."""

    @property
    def prompt(self) -> str:
        """The question as a player reads it, in the engine's language."""
        return str(self.question)

    def _fields(self) -> tuple[int, str, str, messages.Text]:
        return self.player, self.kind, self.rule, self.question

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decision) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (f"Decision(player={self.player!r}, kind={self.kind!r}, rule={self.rule!r}, "
                f"question={self.question!r})")


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing a position breaks, for the scenario editor's list and `qtgames check`.

    `path` names the item in the position format (`position.ships[1]`) so the editor can
    select it; `rule` is the rule ID the position contradicts, or "format" for a value the
    position format itself cannot hold.
    """

    rule: str
    path: str
    said: messages.Text | str   # a catalogue's sentence (`Text`), or one already written

    @property
    def message(self) -> str:
        """What the editor's Problems list and `qtgames check` show, in the app's language."""
        return str(self.said)

    def __str__(self) -> str:
        where = f"{self.path}: " if self.path else ""
        return f"{where}{self.rule}: {self.message}"

    def to_json(self) -> dict[str, str]:
        """For scripts: the sentence in English, whatever the app speaks."""
        with messages.in_english():
            return {"rule": self.rule, "path": self.path, "message": self.message}


_new_event: Final = object.__new__


def make_event(kind: str, rule: str, **data: Any) -> Event:
    """`Event(kind, rule, **data)`, made the cheap way, for the rules make hundreds of events a
    game (thousands a second in a search). Interpreted, calling the class packs the arguments for
    `__init__` and unpacks them again, a third of an event's cost, so the event is made bare and
    its slots set. Compiled, `Event` is a native class, which cannot be made bare but is built
    and filled in C: made without data, then given the dictionary already packed, an event
    costs half the instructions of a bare Python object filled by `setattr`."""
    if COMPILED:
        made = Event(kind, rule)
    else:
        made = _new_event(Event)
        made.kind = kind
        made.rule = rule
    made.data = data
    return made


def _unpickled(kind: str, rule: str, data: dict[str, Any]) -> Event:
    return make_event(kind, rule, **data)


# The AI worker is sent observations, their setup events among them: an event pickles as its
# fields, which a compiled one needs (it cannot be made bare, `core/pickled.py`).
copyreg.pickle(Event, lambda event: (_unpickled, (event.kind, event.rule, event.data)))
# A compiled class cannot be made bare, as pickle's default way would (`core/pickled.py`).
copyreg.pickle(Decision, lambda decision: (Decision, decision._fields()))
