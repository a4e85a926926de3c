"""The scenario editor's tools for Magellan: ships on the explorers' fields, gold cards in hands,
piles and Magellan stacks, explorer cards in decks and boxes or up for auction.

All changes go through `engine/magellan/editing.py` on the position format, so a ship dragged
onto a field also buys the explorer cards it stands for, a gold card put in a hand leaves the
deck, and each edit is one undo step. An edit the components cannot make (an eighth gold 9) is
refused with the engine's sentence in the status bar. The side controls live in
`editor_controls.py`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from ...engine.core.editing import Position
from ...engine.core.messages import player
from ...engine.magellan import editing
from ...engine.magellan.data import EXPLORER_IDS, MAGELLAN_ACTIONS, load_data
from ...engine.magellan.editing import EditError
from ...engine.magellan.events import explorer_name
from ...engine.magellan.options import MagellanOptions
from ...engine.magellan.state import PHASE_NAMES, MagellanState
from ...engine.magellan.validation import AFTER_SALE
from ..editor.document import ScenarioDocument
from ..editor.pieces import PIECE_ROLE, PieceList
from ..editor.tools import EditorTools, last_field
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..widgets import colours
from ..widgets.board_view import BoardView
from ..widgets.table_rows import TableRow
from .art import explorer_face, gold_card_pixmap, ship_pixmap
from .board import MagellanBoard
from .editor_controls import STAGE_WORDS, MagellanControls, Piece
from .geometry import field_at, plate_at, ship_rect, ship_spots

SHIP_MARGIN = 5.0    # the selection frame stands this far off the ship
_SHIP_PATH = re.compile(r"position\.ships\.(\w+)\[(\d)\](?:\[(\d+)\])?")
_SEAT_PATH = re.compile(r"position\.(stacks|bought)\[(\d+)\](?:\[(\d)\])?")
_LISTED_PATH = re.compile(r"position\.(hands|decks|boxed)\[(\d+)\]")
# Fields named by their label on the Position tab (MagellanControls' own words).
_CONTROL_LABELS = (("players", QT_TRANSLATE_NOOP("MagellanControls", "Players")),
                   ("phase", QT_TRANSLATE_NOOP("MagellanControls", "Phase")),
                   ("rng", QT_TRANSLATE_NOOP("MagellanControls", "Random state")),
                   ("auctioneer", QT_TRANSLATE_NOOP("MagellanControls", "Auctioneer")),
                   ("ships_left", QT_TRANSLATE_NOOP("MagellanControls", "Ships to place")),
                   ("vetoes", QT_TRANSLATE_NOOP("MagellanControls", "Unused vetoes")))
PICTURE_WIDTH = 88   # a card in a picture's rows: drawn at twice the hand's size, so it stays crisp
Target = tuple[int, int, int] | int   # (explorer, field, half) on a field, or an explorer's name plate


class MagellanTools(EditorTools):
    """Drag ships onto fields, gold into hands and piles, explorer cards into decks or up for auction."""

    SEAT_FIELDS = frozenset({"auctioneer", "invited", "opener", "bidder", "high_bidder", "veto_queue", "buyer",
                             "last_buyer", "exchange_queue", "score_order", "player", "winners"})
    PER_SEAT_FIELDS = frozenset({"ships_left", "vetoes", "showing", "score", "scored", "limits", "out"})

    def __init__(self, document: ScenarioDocument) -> None:
        super().__init__(document)
        self.data = load_data()
        self.board = MagellanBoard()
        self.ships = _palette_list("palette-ships", 44, QSize(66, 66))
        self.gold = _palette_list("palette-gold", 52, QSize(48, 74))
        self.explorers = _palette_list("palette-explorers", 52, QSize(78, 92))
        self._fill_palette()
        self.controls_widget = MagellanControls(self)
        self._shown: Position | None = None

    @classmethod
    def blank_position(cls) -> Position:
        return editing.blank_position()

    def make_board(self) -> BoardView:
        return self.board

    @property
    def state(self) -> MagellanState | None:
        state: MagellanState | None = self.document.state   # the document's game is Magellan
        return state

    @property
    def options(self) -> MagellanOptions:
        options = self.document.options
        assert isinstance(options, MagellanOptions)   # the document's game is Magellan
        return options

    # ------------------------------------------------------------ palette

    def gold_piece(self, value: int, pile: str | None = None, index: int = 0, label: str = "") -> Piece:
        """A gold card for a list: from the palette (no pile), or lying at `index` of `pile`."""
        piece: dict[str, Any] = {"kind": "gold", "value": value}
        tip = self.tr("Gold card {value} — drag into a hand, a pile or under Magellan")
        if pile is not None:
            piece |= {"pile": pile, "index": index}
            tip = self.tr("Gold card {value} — in {pile}: drag it elsewhere")
        width = 38 if pile is None else 30
        return (piece, gold_card_pixmap(value, self.data.crowns[value], width), label,
                tip.format(value=value, pile=pile))

    def explorer_piece(self, explorer: str, pile: str | None = None, index: int = 0) -> Piece:
        """An explorer card for a list: from the palette (no pile), or lying at `index` of `pile`."""
        name = explorer_name(EXPLORER_IDS.index(explorer), self.data)
        piece: dict[str, Any] = {"kind": "explorer", "explorer": explorer}
        tip = self.tr("{name}: drag onto the explorer on the board to put the card up, or into a deck or box")
        if pile is not None:
            piece |= {"pile": pile, "index": index}
            tip = self.tr("{name} in {pile}: drag onto the board to put it up, or to another place in the deck or box")
        tip = tip.format(name=name, pile=pile)
        width = 38 if pile is None else 30
        label = name if pile is None else ""
        return piece, explorer_face(EXPLORER_IDS.index(explorer), len(EXPLORER_IDS), name, width), label, tip

    def _fill_palette(self) -> None:
        for value in sorted(set(self.data.gold)):
            self.gold.add_piece(*self.gold_piece(value, label=str(value)))
        for explorer in EXPLORER_IDS:
            self.explorers.add_piece(*self.explorer_piece(explorer))

    def _fill_ships(self, players: int) -> None:
        if self.ships.count() == players:
            return
        self.ships.clear()
        for seat in range(players):
            self.ships.add_piece({"kind": "ship", "seat": seat}, ship_pixmap(colours.player_colour(seat), seat + 1),
                                 player(seat),
                                 self.tr("{player}'s ship: drag it onto an explorer's field").format(player=player(seat)))

    def palette(self) -> QWidget:
        widget = QWidget()
        layout = QVBoxLayout(widget)
        for title, hint, pieces in (
                (self.tr("Ships"),
                 self.tr("onto a field (on Vasco da Gama B, onto a half); it buys the cards it stands "
                                           "for"), self.ships),
                (self.tr("Gold cards"), self.tr("into a hand, the deck, the discard pile or under Magellan (Gold tab)"),
                 self.gold),
                (self.tr("Explorer cards"), self.tr("onto an explorer to put its card up, or into a deck or box"),
                 self.explorers)):
            label = QLabel(f"<b>{title}</b> — {hint}")
            label.setWordWrap(True)
            layout.addWidget(label)
            layout.addWidget(pieces)
        layout.addStretch(1)
        return widget

    def controls(self) -> QWidget:
        return self.controls_widget

    def refresh(self) -> None:
        super().refresh()
        state = self.state
        self.controls_widget.setEnabled(state is not None)
        if state is None or self.position is self._shown:
            return
        self._shown = self.position
        self._fill_ships(state.players)
        self.controls_widget.show_state(state)

    # ------------------------------------------------------------ edits

    def edit(self, text: str, change: Callable[..., Position], *args: Any) -> None:
        """Apply `change(position, options, *args)` as one undo step, or say why it cannot be made;
        a control that offered a refused choice, or one the rules set back, shows the position again."""
        if self.state is None:
            return
        try:
            after = change(self.position, self.options, *args)
        except EditError as refused:
            self.tell(str(refused))
            after = self.position
        if after == self.position:
            self.controls_widget.show_state(self.state)
        else:
            self.document.edit(after, text)

    def tell(self, text: str) -> None:
        """A sentence in the editor's status bar (why an edit was refused)."""
        window = self.board.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 10000)

    def set_side(self, board: int, side: str) -> None:
        """Turn a board to its other side: a scenario option, changed with the position in one undo
        step, since the ships on Vasco da Gama's fields change halves with it."""
        if self.state is None:
            return
        sides = replace(self.options, board1=side) if board == 0 else replace(self.options, board2=side)
        self.document.edit(editing.set_sides(self.position, self.options, sides),
                           self.tr("Board {board} on side {side}").format(board=board + 1, side=side), options=sides)

    def shuffle_gold_deck(self) -> None:
        self.edit(self.tr("Shuffle the gold deck"), editing.shuffle_gold_deck, random.randrange(2**31))

    # ------------------------------------------------------------ drops

    def drop(self, piece: dict[str, Any], global_point: QPoint) -> bool:
        """Onto a side list (a hand, a pile, a deck) or onto the board."""
        where = self.controls_widget.pile_at(global_point)
        if where is None:
            return super().drop(piece, global_point)
        pile, _, onto = where
        if piece["kind"] == "gold" and not pile.startswith(("decks", "boxed")):
            self._drop_gold(piece, pile, onto)
        elif piece["kind"] == "explorer" and pile.startswith(("decks", "boxed")):
            self._drop_explorer(piece, pile, onto)
        return True

    def side_dropped(self, piece: dict[str, Any], global_point: QPoint) -> None:
        """A card dragged out of a side list; gold let go over nothing goes back under the deck."""
        if not self.drop(piece, global_point) and piece["kind"] == "gold" and piece["pile"] != "gold_deck":
            self._return_gold(piece)

    def remove_from_controls(self) -> bool:
        """A gold card chosen in a hand or pile goes back under the gold deck, as when it is
        dragged away onto nothing."""
        for pile, cards in self.controls_widget.pile_lists.items():
            item = cards.currentItem()
            if item is not None and cards.hasFocus() and pile != "gold_deck":
                piece = item.data(PIECE_ROLE)
                if piece["kind"] == "gold":
                    self._return_gold(piece)
                    return True
        return False

    def _return_gold(self, piece: dict[str, Any]) -> None:
        self.edit(self.tr("Gold {value} back under the deck").format(value=piece["value"]), editing.return_gold,
                  piece["value"], piece["pile"], piece["index"])

    def _drop_gold(self, piece: dict[str, Any], pile: str, onto: dict[str, Any] | None) -> None:
        """Hands are unordered and a stack is joined by dropping on one of its cards (else a new
        stack starts); the deck and discard pile take the card where it is let go."""
        assert self.state is not None
        if pile.startswith("stacks"):
            seat = int(pile[len("stacks["):-1])
            target, at = (onto["pile"] if onto else f"stacks[{seat}][{len(self.state.stacks[seat])}]"), None
        else:
            target, at = pile, None if pile.startswith("hands") else _insert_at(piece, pile, onto)
        if not _lies_there(piece, target, at, onto):
            self.edit(self.tr("Gold {value} to {target}").format(value=piece["value"], target=target),
                      editing.move_gold, piece["value"],
                      piece.get("pile", "gold_deck"), target, piece.get("index"), at)

    def _drop_explorer(self, piece: dict[str, Any], pile: str, onto: dict[str, Any] | None) -> None:
        """Into a deck where it is let go, or into the box; from the palette a card comes out of
        the other of its phase's deck and box."""
        phase = pile[-2]
        source = piece.get("pile") or (f"boxed[{phase}]" if pile.startswith("decks") else f"decks[{phase}]")
        at = _insert_at(piece, pile, onto) if pile.startswith("decks") else None
        if not _lies_there(piece, pile, at, onto):
            name = explorer_name(EXPLORER_IDS.index(piece["explorer"]), self.data)
            self.edit(self.tr("{name} card to {pile}").format(name=name, pile=pile), editing.move_explorer,
                      piece["explorer"], source, pile,
                      piece.get("index"), at)

    # ------------------------------------------------------------ board gestures

    def target_at(self, point: QPointF) -> Target | None:
        """A field (explorer, field, half) or an explorer's name plate (its index) under a scene point."""
        if self.state is None:
            return None
        return field_at(self.state, point) or plate_at(self.state, point)

    def drop_on_board(self, piece: dict[str, Any], target: Target) -> None:
        explorer = target[0] if isinstance(target, tuple) else target
        key, name = EXPLORER_IDS[explorer], explorer_name(explorer, self.data)
        if piece["kind"] == "ship" and isinstance(target, tuple):
            seat = piece["seat"]
            self.edit(self.tr("Sail {player}'s ship to {name}'s field {field}").format(
                player=player(seat), name=name, field=PHASE_NAMES[target[1]]), editing.put_ship,
                      seat, key, target[1], target[2])
        elif piece["kind"] == "explorer" and piece["explorer"] == key:
            self.edit(self.tr("Put a {name} card up for auction").format(name=name), editing.set_card, key)
        elif piece["kind"] == "explorer":
            self.tell(self.tr("Drop the card onto its own explorer's row to put it up for auction, not onto "
                              "{name}'s").format(name=name))

    def _ships(self) -> list[tuple[str, QRectF]]:
        """Every ship's key and where it is drawn, in drawing order (the last is on top)."""
        state = self.state
        if state is None:
            return []
        found = []
        for explorer, fields in enumerate(state.ships):
            for field in range(len(fields)):
                for index, spot in enumerate(ship_spots(state, explorer, field)):
                    found.append((f"ship:{EXPLORER_IDS[explorer]}:{field}:{index}", ship_rect(spot)))
        return found

    def key_at(self, point: QPointF) -> str | None:
        hits = [key for key, rect in self._ships() if rect.contains(point)]
        return hits[-1] if hits else None

    def move(self, key: str, target: Target) -> None:
        if not isinstance(target, tuple):
            return
        assert self.state is not None
        ship = _ship_of(key)
        explorer, field, half = target
        _, here = self.state.ships[EXPLORER_IDS.index(ship[0])][ship[1]][ship[2]]
        if (EXPLORER_IDS[explorer], field, half) == (ship[0], ship[1], here):
            return
        self.edit(self.tr("Sail the ship to {name}'s field {field}").format(
            name=explorer_name(explorer, self.data), field=PHASE_NAMES[field]),
                  editing.move_ship, ship, EXPLORER_IDS[explorer], field, half)

    def rotate(self, keys: list[str], quarters: int) -> None:
        """Nothing turns in Magellan (ships stand on fields, cards lie flat): R does nothing."""

    def remove(self, keys: list[str]) -> None:
        """Lift ships off the board: back to their owners, their cards back to the decks."""
        self.edit(self.tr("Remove"), editing.remove_ships, [_ship_of(key) for key in keys if key.startswith("ship:")])

    def keys_in(self, rect: QRectF) -> list[str]:
        return [key for key, drawn in self._ships() if rect.intersects(drawn)]

    def outline(self, key: str) -> QRectF | None:
        drawn = dict(self._ships()).get(key)
        return None if drawn is None else drawn.adjusted(-SHIP_MARGIN, -SHIP_MARGIN, SHIP_MARGIN, SHIP_MARGIN)

    def name_item(self, path: str) -> str | None:
        """An explorer's field (or a ship on it) and a player's stacks or bought cards, in words."""
        ship = _SHIP_PATH.fullmatch(path)
        if ship and ship[1] in EXPLORER_IDS:
            field = self._field_words(ship[1], int(ship[2]))
            return field if ship[3] is None else self.tr("Ship {ship} on {field}").format(ship=int(ship[3]) + 1,
                                                                                          field=field)
        listed = _LISTED_PATH.fullmatch(path)
        if listed is not None:
            if listed[1] == "hands":
                return self.tr("{player}'s hand").format(player=player(int(listed[2])))
            return (self.tr("The phase {phase} deck") if listed[1] == "decks" else
                    self.tr("The phase {phase} box")).format(phase=PHASE_NAMES[int(listed[2])])
        seat_path = _SEAT_PATH.fullmatch(path)
        if seat_path is None:
            return self._field_names().get(path)
        who = player(int(seat_path[2]))
        if seat_path[1] == "stacks":
            return self.tr("{player}'s Magellan stacks").format(player=who)
        if seat_path[3] is None:
            return self.tr("The cards {player} bought").format(player=who)
        return self.tr("The cards {player} bought in phase {phase}").format(player=who,
                                                                           phase=PHASE_NAMES[int(seat_path[3])])

    def table_rows(self) -> list[TableRow]:
        """Each player's gold in hand, then the auction: the card up, the high bid or the price,
        and who has passed."""
        state = self.state
        if state is None:
            return []
        rows = [TableRow(self.tr("{player}'s hand").format(player=player(seat)),
                         [gold_card_pixmap(value, self.data.crowns[value], PICTURE_WIDTH) for value in hand],
                         "" if hand else self.tr("none"))
                for seat, hand in enumerate(state.hands)]
        if state.card >= 0:
            rows.append(TableRow(self.tr("Up for auction"),
                                 [explorer_face(state.card, len(EXPLORER_IDS), explorer_name(state.card, self.data),
                                                PICTURE_WIDTH)],
                                 self._auction_words(state)))
        return rows

    def _auction_words(self, state: MagellanState) -> str:
        """The card up's auction as the position has it: its buyer and price once sold, else the
        high bid and who has passed."""
        name = explorer_name(state.card, self.data)
        if state.buyer >= 0 and state.stage in AFTER_SALE:
            return self.tr("{explorer}: {player} buys it for {price}").format(explorer=name, player=player(state.buyer),
                                                                              price=state.price)
        words = (self.tr("{explorer}: high bid {bid} by {player}").format(
            explorer=name, bid=state.high_bid, player=player(state.high_bidder)) if state.high_bidder >= 0
            else self.tr("{explorer}: no bid yet").format(explorer=name))
        passed = [player(seat) for seat in range(state.players) if state.out[seat]]
        return words + (self.tr("; passed: {players}").format(players=", ".join(passed)) if passed else "")

    def _field_names(self) -> dict[str, str]:
        """The auction's and the table's values by the words the controls label them with."""
        return {"position.auction.out": self.tr("Passed this auction"),
                "position.auction.limits": self.tr("May bid up to"),
                "position.auction.high_bid": self.tr("High bid"),
                "position.auction.high_bidder": self.tr("High bid held by"),
                "position.auction.bidder": self.tr("Whose turn to bid"),
                "position.auction.invited": self.tr("Invited to open"),
                "position.auction.opener": self.tr("Opens the bidding"),
                "position.card": self.tr("The card up"), "position.stage": self.tr("The decision"),
                "position.gold_deck": self.tr("The gold deck"), "position.discard": self.tr("The discard pile"),
                "position.paid": self.tr("The payment"), "position.showing": self.tr("Gold laid open"),
                "position.score_order": self.tr("Scoring order"), "position.plunder.player": self.tr("Plundering"),
                "position.plunder.cards": self.tr("Gold turned up by the plunder"),
                "position.plunder.sum": self.tr("The plunder's sum"),
                "position.plunder.left": self.tr("Plunder fields left"),
                "position.buyer": translate("MagellanControls", "Buyer"),
                "position.price": translate("MagellanControls", "Price"),
                "position.last_buyer": translate("MagellanControls", "Last buyer"),
                "position.target_stack": self.tr("The Magellan stack the card joins"),
                "position.veto_queue": self.tr("Players still to decide on a veto"),
                "position.exchange_queue": self.tr("Players still to exchange gold (Marco Polo)"),
                "position.scored": self.tr("Hand counted"),
                "position.known_bottom": self.tr("Vetoed cards under the deck")} | {
            f"position.{field}": translate("MagellanControls", label) for field, label in _CONTROL_LABELS}

    def name_entry(self, path: str, entry: Any) -> str | None:
        """A ship a ruling's action put on a field or moved off it."""
        ship = _SHIP_PATH.fullmatch(path)
        if ship is None or ship[1] not in EXPLORER_IDS or ship[3] is None:
            return None
        return self.tr("{ship} on {field}").format(ship=self.value_words(path, entry),
                                                   field=self._field_words(ship[1], int(ship[2])))

    def value_words(self, path: str, value: Any) -> str | None:
        """A ship by its owner (and half of a split field), explorer cards by their names, the stage
        as the stage box names it."""
        ship = _SHIP_PATH.fullmatch(path)
        if ship is not None and ship[3] is not None and isinstance(value, list) and len(value) == 2:
            seat, half = value
            owner = self.tr("{player}'s ship").format(player=player(seat))
            return owner if half not in (0, 1) else (self.tr("{ship}, left half") if half == 0 else
                                                     self.tr("{ship}, right half")).format(ship=owner)
        if path == "position.target_stack" and isinstance(value, int):
            return self.tr("stack {stack}").format(stack=value + 1) if value >= 0 else self.tr("none")
        if path == "position.stage" and value in STAGE_WORDS:
            return translate("MagellanControls", STAGE_WORDS[value])
        if isinstance(value, str) and value in EXPLORER_IDS:
            return explorer_name(EXPLORER_IDS.index(value), self.data)
        if isinstance(value, list) and value and all(card in EXPLORER_IDS for card in value):
            return ", ".join(explorer_name(EXPLORER_IDS.index(card), self.data) for card in value)
        return None

    def item_words(self, path: str, item: Any) -> str | None:
        """A gold card of a hand or pile by its value, an explorer card by its explorer."""
        if isinstance(item, str) and item in EXPLORER_IDS:
            return explorer_name(EXPLORER_IDS.index(item), self.data)
        if isinstance(item, int) and last_field(path) in ("gold_deck", "discard", "hands", "paid", "cards"):
            return self.tr("gold {value}").format(value=item)
        return None

    def index_words(self, path: str, index: int) -> str | None:
        """The cards a player bought in a phase are counted per explorer: named by the explorer."""
        if _SEAT_PATH.fullmatch(path) and last_field(path) == "bought" and index < len(EXPLORER_IDS):
            return explorer_name(index, self.data)
        return super().index_words(path, index)

    def _field_words(self, explorer: str, field: int) -> str:
        return self.tr("{explorer}'s field {field}").format(
            explorer=explorer_name(EXPLORER_IDS.index(explorer), self.data), field=PHASE_NAMES[field])

    def key_for_path(self, path: str) -> str | None:
        """A ship's path names it (a field's path: its last ship, the one too many); a seat's
        Magellan stacks or the cards it bought in a phase name that seat's first ship they are about."""
        state = self.state
        if state is None:
            return None
        ship = _SHIP_PATH.fullmatch(path)
        if ship:
            key, field = ship[1], int(ship[2])
            ships = state.ships[EXPLORER_IDS.index(key)][field] if key in EXPLORER_IDS else []
            index = int(ship[3]) if ship[3] else len(ships) - 1
            return f"ship:{key}:{field}:{index}" if 0 <= index < len(ships) else None
        seat_path = _SEAT_PATH.fullmatch(path)
        if seat_path is None:
            return None
        seat, phase = int(seat_path[2]), int(seat_path[3] or 0)
        for explorer, fields in enumerate(state.ships):
            magellan = state.fields[explorer][0].action in MAGELLAN_ACTIONS
            for field, ships in enumerate(fields):
                for index, (owner, _) in enumerate(ships):
                    about = magellan if seat_path[1] == "stacks" else field >= phase
                    if owner == seat and about:
                        return f"ship:{EXPLORER_IDS[explorer]}:{field}:{index}"
        return None

    def reveal(self, path: str) -> bool:
        return self.controls_widget.reveal(path)


def _palette_list(name: str, icon: int, cell: QSize) -> PieceList:
    """A palette list two rows of `cell` high and at least two cells wide beside its own scroll bar, so
    that its pieces stand in a row even when the Pieces dock scrolls (its scroll bar takes room)."""
    pieces = PieceList(icon)
    pieces.setObjectName(name)
    pieces.setGridSize(cell)
    pieces.setFixedHeight(2 * cell.height() + 2 * pieces.frameWidth() + 4)
    pieces.keep_columns(2)
    return pieces


def _ship_of(key: str) -> editing.Ship:
    _, explorer, field, index = key.split(":")
    return explorer, int(field), int(index)


def _lies_there(piece: dict[str, Any], pile: str, at: int | None, onto: dict[str, Any] | None) -> bool:
    """Whether a card is let go where it already lies: on itself, or anywhere in the unordered
    pile (a hand, a stack, a box) it came from."""
    if piece.get("pile") != pile:
        return False
    return at is None or (onto is not None and onto["index"] == piece["index"])


def _insert_at(piece: dict[str, Any], pile: str, onto: dict[str, Any] | None) -> int:
    """Where a card dropped on an ordered pile goes: just above the card it was dropped on (the
    list shows the top first), or at the bottom when dropped past the last card. A card moved
    within the pile is taken out first, which shifts the cards above it down by one."""
    if onto is None:
        return 0
    moved_up = piece.get("pile") == pile and piece["index"] < onto["index"]
    return int(onto["index"]) + 1 - moved_up

