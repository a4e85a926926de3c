"""Before *Export image…* writes the picture: the words under the board, and whether what the
board does not show (the hands, the auction) goes under it too."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)


class CaptionDialog(QDialog):
    """The caption, starting from `text`; the table's rows offered when there are any."""

    def __init__(self, text: str, table: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("caption-dialog")
        self.setWindowTitle(self.tr("Caption"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Words under the board (may stay empty):")))
        self.text = QPlainTextEdit(text)
        self.text.setObjectName("caption-text")
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)   # a long answer wraps
        layout.addWidget(self.text)
        self.table = QCheckBox(self.tr("Show the hands and the auction under the board"))
        self.table.setObjectName("caption-table")
        self.table.setChecked(table)
        self.table.setVisible(table)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 280)

    def textValue(self) -> str:
        return self.text.toPlainText()

    def with_table(self) -> bool:
        return not self.table.isHidden() and self.table.isChecked()
