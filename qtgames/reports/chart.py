"""A small SVG chart with a 0-100% vertical axis, shared by the review's graph and the reliability
diagram: the frame, the grid and the scale, and places computed from values."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

# Distinct for colour-blind readers (Okabe & Ito's palette), one per seat.
SEAT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#F0E442", "#000000")
GRADE_COLOURS = {"inaccuracy": "#E6B800", "mistake": "#E67300", "blunder": "#CC0000"}
FONT = "font-family='sans-serif' font-size='12'"


@dataclass(frozen=True, slots=True)
class Chart:
    """The plotting area inside margins; x runs from `x_low` to `x_high`, y from 0 to 1."""

    width: int
    height: int
    x_low: float
    x_high: float
    left: int = 48
    right: int = 16
    top: int = 16
    bottom: int = 36

    def x(self, value: float) -> float:
        span = (self.x_high - self.x_low) or 1.0
        return round(self.left + (value - self.x_low) / span * (self.width - self.left - self.right), 1)

    def y(self, value: float) -> float:
        return round(self.height - self.bottom - value * (self.height - self.top - self.bottom), 1)

    def open(self, title: str) -> list[str]:
        """The SVG's start: its title (read aloud by screen readers), the frame and the 0-100% scale."""
        parts = [f"<svg xmlns='http://www.w3.org/2000/svg' width='{self.width}' height='{self.height}' "
                 f"viewBox='0 0 {self.width} {self.height}' role='img'>",
                 f"<title>{escape(title)}</title>",
                 f"<rect x='0' y='0' width='{self.width}' height='{self.height}' fill='white'/>"]
        for tenth in range(0, 11, 2):
            y = self.y(tenth / 10)
            parts.append(f"<line x1='{self.left}' y1='{y}' x2='{self.width - self.right}' y2='{y}' "
                         "stroke='#ddd' stroke-width='1'/>")
            parts.append(f"<text x='{self.left - 6}' y='{y + 4}' text-anchor='end' {FONT}>{tenth * 10}%</text>")
        parts.append(f"<rect x='{self.left}' y='{self.top}' width='{self.width - self.left - self.right}' "
                     f"height='{self.height - self.top - self.bottom}' fill='none' stroke='#888'/>")
        return parts

    def ticks_x(self, step: int) -> list[str]:
        """Numbers under the horizontal axis every `step` units."""
        first = int(self.x_low)
        return [f"<text x='{self.x(value)}' y='{self.y(0) + 16}' text-anchor='middle' {FONT}>{value}</text>"
                for value in range(first, int(self.x_high) + 1, step)]

    def label_x(self, text: str) -> str:
        return (f"<text x='{(self.left + self.width - self.right) / 2}' y='{self.height - self.bottom + 30}' "
                f"text-anchor='middle' "
                f"{FONT}>{escape(text)}</text>")
