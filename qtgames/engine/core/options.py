"""Named rule options: the rulings where the rulebooks are silent or disagree.

Each game declares a frozen dataclass of options. Every field carries the rule ID it rules
on and, for text options, its allowed values; its label and one-line explanation are the
catalogue's messages `<game>-option-<name>` (and its `.help`), so the new-game dialog, the CLI
and a match record all describe an option the same way, in the engine's language.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Self

from . import messages
from .errors import FormatError
from .fields import must_be


def option(default: Any, *, rule: str, choices: tuple[str, ...] = ()) -> Any:
    """Declare one rule option as a dataclass field."""
    return dataclasses.field(default=default, metadata={"rule": rule, "choices": choices})


@dataclass(frozen=True, slots=True)
class OptionInfo:
    """What the GUI and CLI show for one option."""

    name: str
    rule: str
    label: str
    help: str
    default: Any
    choices: tuple[str, ...]


_OWNERS: dict[type[RuleOptions], str] = {}
"""Each loaded game's options class and its key (the registry fills it as it makes a game, so that
this module need not import the registry: the catalogue names options by their game)."""


def own(options: type[RuleOptions], key: str) -> None:
    """Name `key` the game whose rule options `options` are."""
    _OWNERS[options] = key


@dataclass(frozen=True)
class RuleOptions:
    """Base of every game's options; subclasses only declare fields with `option(...)`."""

    @classmethod
    def describe(cls) -> list[OptionInfo]:
        """Every option, its label and help in the engine's language."""
        return [
            OptionInfo(f.name, f.metadata["rule"], messages.say(cls.message(f.name)),
                       messages.say(cls.message(f.name) + ".help"), f.default, f.metadata["choices"])
            for f in dataclasses.fields(cls)
        ]

    @classmethod
    def message(cls, name: str) -> str:
        """The ID of the catalogue message that labels option `name` (its help is the `.help`)."""
        try:
            return f"{_OWNERS[cls]}-option-{name}"
        except KeyError:
            raise KeyError(f"{cls.__name__} are no loaded game's options") from None

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def from_json(cls, data: Any, path: str = "options") -> Self:
        """Validate a JSON object of options; missing names take their documented defaults."""
        if not isinstance(data, dict):
            raise FormatError(path, messages.Text("file-options-object"))
        known = {info.name: info for info in cls.describe()}
        values: dict[str, Any] = {}
        for name, value in data.items():
            info = known.get(name)
            if info is None:
                raise FormatError(f"{path}.{name}", messages.Text("file-unknown-option", known=", ".join(known)))
            values[name] = _checked(info, value, f"{path}.{name}")
        return cls(**values)


def _checked(info: OptionInfo, value: Any, path: str) -> Any:
    if isinstance(info.default, bool):
        if not isinstance(value, bool):
            raise FormatError(path, must_be(bool))
    elif info.choices:
        if value not in info.choices:
            raise FormatError(path, messages.Text("file-must-be-one-of", choices=", ".join(info.choices)))
    elif type(value) is not type(info.default):
        raise FormatError(path, must_be(type(info.default)))

    return value
