"""The rules texts as data: each game's rules and component data split into sections and
paragraphs, with the rule IDs each paragraph defines, so a refusal or log line citing `TS-P2`
can show the very paragraph the engine followed (the rules viewer, tooltips, `qtgames rule`).

The texts ship in `resources/rules/` (or the folder a game's declaration names) as the
markdown the rules authority wrote: `<game>.md`, and `<game>-data.md` for a game with component
data; this module reads that markdown's few conventions and nothing more: `## ` headings, `- ` bullets
continued by indented lines, a bullet's leading ID or a `**Ruling ID**` inside it, and the
component data's tables (`| … |` rows) and ``` blocks, whose lines stay lines.

A game may ship one more text of its own, `<game>-rulings.md`: the rulings the engine made where
the authority's texts are silent, each with its option and default. It is read with the others
(after the rules, before the component data) but kept in its own file, so the authority's texts
stay byte for byte theirs and the app's additions stay visibly the app's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from . import messages
from .registry import game_info, prefix_games
from .shipped import shipped_path

RULE_ID = re.compile(r"\b[A-Z]{2}-[A-Z]\d+[a-z]?\b")
# A bullet defines the ID it starts with (after an optional bold "**Ruling"/"**Variant" marker) and
# any ruling or variant it names in bold further on, as TS-S4 does with its Ruling TS-S4b. The
# marker is one word in the text's own language (Ruling, Döntés, Décision, Decisione …), so a
# translation needs no list of its words here.
_MARKER = r"[^\W\d_]+"
_LEADING_ID = re.compile(r"^(?:\*\*(?:" + _MARKER + r"\s+)?)?(" + RULE_ID.pattern + ")")
_NAMED_RULING = re.compile(r"\*\*" + _MARKER + r"\s+(" + RULE_ID.pattern + ")")
# Continuation lines that open a sub-rule: EN-X4's "a." to "e." (cited as EN-X4a …) or an ID of
# its own such as MG-X4b under MG-X4.
_SUB_ITEM = re.compile(r"^\s+(?:([a-z])\.\s|(" + RULE_ID.pattern + r")\s)")
_PARENT = re.compile(r"^([A-Z]{2}-[A-Z]\d+)[a-z]$")

# Lines a paragraph keeps as lines: a table's rows and a preformatted block between fences.
TABLE_ROW = "|"
FENCE = "```"


@dataclass(frozen=True)
class RuleEntry:
    """One paragraph of a rules text: a rule (with its IDs) or a plain paragraph (no IDs)."""

    ids: tuple[str, ...]
    text: str

    def matches(self, query: str) -> bool:
        """Case-blind search over the IDs and the text, every word of the query present."""
        haystack = (" ".join(self.ids) + " " + self.text).casefold()
        return all(word in haystack for word in query.casefold().split())


@dataclass(frozen=True)
class RuleSection:
    title: str
    entries: tuple[RuleEntry, ...]


@dataclass(frozen=True)
class Rulebook:
    """A game's rules text followed by its component data file, section by section."""

    game: str
    title: str
    sections: tuple[RuleSection, ...]
    _index: dict[str, RuleEntry] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        index = {rule_id: entry for section in self.sections for entry in section.entries for rule_id in entry.ids}
        object.__setattr__(self, "_index", index)

    def entry(self, rule_id: str) -> RuleEntry | None:
        """The paragraph defining `rule_id`; a lettered sub-rule the texts do not define on its
        own (the engine cites MG-B1b, the text has MG-B1) falls back to its parent rule."""
        found = self._index.get(rule_id)
        if found is None and (parent := _PARENT.match(rule_id)):
            found = self._index.get(parent.group(1))
        return found

    def rule_ids(self) -> list[str]:
        return list(self._index)


def parse_rules_markdown(text: str) -> tuple[str, list[RuleSection]]:
    """The title (the `# ` line) and the sections of one rules file; text before the first
    `## ` heading becomes a section titled "About this text"."""
    title = ""
    sections: list[RuleSection] = []
    section_title = "About this text"
    entries: list[RuleEntry] = []
    paragraph: list[str] = []

    def close_paragraph() -> None:
        if paragraph:
            entries.append(_entry(paragraph))
            paragraph.clear()

    def close_section() -> None:
        close_paragraph()
        if entries:
            sections.append(RuleSection(section_title, tuple(entries)))
            entries.clear()

    for line in text.splitlines():
        if line.startswith("# ") and not title:
            title = line[2:].strip()
        elif line.startswith("## "):
            close_section()
            section_title = line[3:].strip()
        elif not line.strip():
            close_paragraph()
        elif line.startswith("- "):
            close_paragraph()
            paragraph.append(line[2:])
        else:
            paragraph.append(line)
    close_section()
    return title, sections


def _entry(lines: list[str]) -> RuleEntry:
    """A paragraph's lines joined, each sub-item, table row and line of a ``` block on a line
    of its own (a reader draws those as rows), and the IDs it defines."""
    ids: list[str] = []
    leading = _LEADING_ID.match(lines[0])
    if leading:
        ids.append(leading.group(1))
    text = lines[0].strip()
    fenced = text.startswith(FENCE)
    block = fenced or text.startswith(TABLE_ROW)   # the line before was a row or inside a block
    for line in lines[1:]:
        sub = _SUB_ITEM.match(line)
        if sub and (sub.group(2) or leading):
            ids.append(sub.group(2) or ids[0] + sub.group(1))
        fence = line.startswith(FENCE)
        row = fenced or fence or line.startswith(TABLE_ROW)
        text += ("\n" if sub or row or block else " ") + line.strip()
        fenced ^= fence
        block = row
    ids += [found for found in _NAMED_RULING.findall(text) if found not in ids]
    return RuleEntry(tuple(ids), text)


def rulebook(game: str, language: str | None = None) -> Rulebook:
    """The game's rules and component data in `language` (by default the one the engine speaks)
    where a translation ships (`<game>.<language>.md`, `<game>-data.<language>.md`), else English."""
    return _rulebook(game, language or messages.language())


@cache
def _rulebook(game: str, language: str) -> Rulebook:
    """Read once per game and language from the shipped `resources/rules/`, or the folder the
    game's declaration names."""
    folder = game_info(game).rules_folder or shipped_path("resources", "rules")

    def text(name: str) -> str:
        translated = folder.joinpath(f"{name}.{language}.md")
        source = translated if language != messages.ENGLISH and translated.is_file() else folder.joinpath(f"{name}.md")
        return source.read_text("utf-8")

    def titled(name: str) -> list[RuleSection]:
        """A further text's sections, each titled with that text's title first."""
        file_title, file_sections = parse_rules_markdown(text(name))
        return [RuleSection(f"{file_title}: {s.title}", s.entries) for s in file_sections]

    def further(name: str) -> list[RuleSection]:
        """A further text's sections, or none for a game without that text."""
        return titled(name) if folder.joinpath(f"{name}.md").is_file() else []

    title, sections = parse_rules_markdown(text(game))
    return Rulebook(game, title, tuple(sections + further(f"{game}-rulings") + further(f"{game}-data")))


def game_of_rule(rule_id: str) -> str | None:
    """The game whose rules define an ID of this prefix (`TS-P2` → tsuro-seas)."""
    return prefix_games().get(rule_id.split("-", 1)[0])


def find_rule(rule_id: str) -> RuleEntry | None:
    """The paragraph behind a cited rule ID, from whichever game's rules its prefix names."""
    game = game_of_rule(rule_id)
    return rulebook(game).entry(rule_id) if game else None
