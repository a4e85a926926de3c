""""What changed" in words: a ruling's diff of the position format read as a player says it.

The engine gives the changes by the position format's paths and values (`RulingStep.changes`);
the game's editor tools name the pieces, places and values (from the engine's own names: a
daikaiju as the log names it, an edge point, an explorer), and this module puts them into lines:
a piece put on or taken off by name, a ship that sailed on as one line, a value per seat or per
explorer by who or what it is about, a pile by what went out and what came in. The data stays at
hand: each line keeps the changes it tells, which the panel shows in its tooltip.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

from PySide6.QtCore import QObject

from ...engine.core.messages import listed, player
from ...engine.core.ruling import Change, RulingStep
from .tools import EditorTools, last_field

SHORT_VALUE = 60   # characters of a changed value; a longer list is told by what went out and came in
# A change inside one entry of a list of the position (`position.ships[2].point`,
# `position.daikaiju[id=4].square`) or inside one of its objects (`position.ship.circle`): the
# entry's path, its field, and its index or key and value in a list.
_IN_ENTRY = re.compile(r"(position\.(\w+)(?:\[(?:(\d+)|(\w+)=([^\]]+))\])?)\.")


class ChangeWords(QObject):
    """Lines of words for the changes of a ruling's step, by a game's editor tools."""

    def __init__(self, tools: EditorTools) -> None:
        super().__init__()
        self.tools = tools

    def lines(self, step: RulingStep) -> list[tuple[str, list[Change]]]:
        """Each line and the changes it tells: the changes of one entry together where the game
        says them in one line (a ship's square and point), else one line per change."""
        told: list[tuple[str, list[Change]]] = []
        changes = step.changes()
        while changes:
            entry = _IN_ENTRY.match(changes[0].path)
            group = [change for change in changes if entry and change.path.startswith(entry[1] + ".")]
            words = None
            if entry is not None:
                path, field, index, key, value = entry.groups()
                words = self.tools.entry_change_words(path, _entry(step.before, field, index, key, value),
                                                      _entry(step.after, field, index, key, value))
            if words is None:
                group = changes[:1]
                words = self.words(group[0])
            told.append((words, group))
            changes = [change for change in changes if change not in group]
        return told

    def words(self, change: Change) -> str:
        """A change as a reader says it: a piece put on or taken off named by the game ("Removed:
        Tile 4 on D1"), anything else by what it is about and its values in words."""
        entry = change.after if change.before is None else change.before if change.after is None else None
        named = None if entry is None else self.tools.name_entry(change.path, entry)
        if named is not None:
            return (self.tr("Added: {what}") if change.before is None else self.tr("Removed: {what}")).format(
                what=named)
        return self.tr("{what}: {change}").format(what=self.tools.describe(change.path), change=self._values(change))

    def _values(self, change: Change) -> str:
        """A change's values in words: added, removed, or before → after (a list with one value
        per seat or per explorer by those whose value changed, a long list by what went out and came in)."""
        path = change.path
        if change.before is None:
            return self.tr("added {value}").format(value=self.value(path, change.after))
        if change.after is None:
            return self.tr("removed {value}").format(value=self.value(path, change.before))
        before, after = change.before, change.after
        if (isinstance(before, list) and isinstance(after, list) and len(before) == len(after) and before
                and self.tools.index_words(path, 0) is not None):
            return "; ".join(self.tr("{whose}: {before} → {after}").format(
                whose=self.tools.index_words(path, index), before=self.value(path, old), after=self.value(path, new))
                for index, (old, new) in enumerate(zip(before, after, strict=True)) if old != new)
        shown_before, shown_after = self.value(path, before), self.value(path, after)
        if isinstance(before, list) and isinstance(after, list) and len(shown_before + shown_after) > SHORT_VALUE:
            return self._pile(path, before, after)
        return self.tr("{before} → {after}").format(before=shown_before, after=shown_after)

    def _pile(self, path: str, before: list[Any], after: list[Any]) -> str:
        """A long list by the items that went out and came in, each named by the game ("tile 55"),
        and how many it holds before and after."""
        old, new = Counter(map(_key, before)), Counter(map(_key, after))
        by_key = {_key(item): item for item in before + after}
        gone = [self.item(path, by_key[key]) for key in (old - new).elements()]
        came = [self.item(path, by_key[key]) for key in (new - old).elements()]
        counts = self.tr("{before} → {after}").format(before=len(before), after=len(after))
        if gone and came:
            return self.tr("{gone} out, {came} in ({counts})").format(gone=listed(gone), came=listed(came),
                                                                      counts=counts)
        if gone:
            return self.tr("{gone} out ({counts})").format(gone=listed(gone), counts=counts)
        if came:
            return self.tr("{came} in ({counts})").format(came=listed(came), counts=counts)
        return self.tr("the same items in another order")

    def item(self, path: str, item: Any) -> str:
        """One item of a list, in the game's words or as the file writes it."""
        words = self.tools.item_words(path, item)
        return words if words is not None else _short(item)

    def value(self, path: str, value: Any) -> str:
        """One value in words: the game's, else a seat as its player, true/false as yes/no, a list
        item by item, else as the position format writes it."""
        words = self.tools.value_words(path, value)
        if words is not None:
            return words
        if last_field(path) in self.tools.SEAT_FIELDS and not isinstance(value, bool):
            if isinstance(value, int):
                return player(value) if value >= 0 else self.tr("nobody")
            if isinstance(value, list) and all(isinstance(seat, int) for seat in value):
                return ", ".join(map(player, value)) or self.tr("nobody")
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        if isinstance(value, list):
            return ", ".join(self.item(path, item) if not isinstance(item, list)
                             else "(" + ", ".join(map(_short, item)) + ")" for item in value) or self.tr("none")
        return _short(value)


def _entry(position: dict[str, Any], field: str, index: str | None, key: str | None, value: str | None) -> Any:
    """The entry of the position's list `field` at `index`, or whose `key` field holds `value`,
    or the field itself when neither is given (None where there is none)."""
    entries = position.get(field)
    if index is None and key is None:
        return entries
    if not isinstance(entries, list):
        return None
    if index is not None:
        return entries[int(index)] if int(index) < len(entries) else None
    return next((e for e in entries if isinstance(e, dict) and str(e.get(key or "")) == value), None)


def _key(item: Any) -> str:
    """An item of a list as a key to count it by (the JSON the file writes)."""
    return json.dumps(item, sort_keys=True)


def _short(value: Any) -> str:
    """A value as the position format writes it (JSON), without quotes around a lone name."""
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
