"""The reliability diagram of the analysis's win chances (`qtgames calibrate --svg`, docs/analysis.md):
each bin's mean predicted chance against how often it was won, beside the diagonal of perfect
calibration; a dot's area follows the bin's size."""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from ..engine.ai.reliability import Bin, calibration_error
from .chart import FONT, SEAT_COLOURS, Chart


def reliability_svg(game: str, tables: Sequence[tuple[str, Sequence[Bin]]], size: int = 420) -> str:
    chart = Chart(size, size, 0.0, 1.0)
    parts = chart.open(f"Reliability of the win chances: {game}")
    parts.append(f"<line x1='{chart.x(0)}' y1='{chart.y(0)}' x2='{chart.x(1)}' y2='{chart.y(1)}' "
                 "stroke='#888' stroke-dasharray='4 4'/>")
    for tenth in range(0, 11, 2):
        parts.append(f"<text x='{chart.x(tenth / 10)}' y='{chart.y(0) + 16}' text-anchor='middle' {FONT}>"
                     f"{tenth * 10}%</text>")
    largest = max((b.count for _, table in tables for b in table), default=1) or 1
    for index, (title, table) in enumerate(tables):
        colour = SEAT_COLOURS[index % len(SEAT_COLOURS)]
        filled = [b for b in table if b.count]
        points = " ".join(f"{chart.x(b.predicted)},{chart.y(b.observed)}" for b in filled)
        parts.append(f"<polyline points='{points}' fill='none' stroke='{colour}' stroke-width='1.5'/>")
        for b in filled:
            radius = 2 + 8 * math.sqrt(b.count / largest)
            tip = f"{title}: predicted {b.predicted:.1%}, won {b.observed:.1%}, {b.count} cases"
            parts.append(f"<circle cx='{chart.x(b.predicted)}' cy='{chart.y(b.observed)}' r='{radius:.1f}' "
                         f"fill='{colour}' fill-opacity='0.6'><title>{escape(tip)}</title></circle>")
        parts.append(f"<text x='{chart.left + 8}' y='{chart.top + 16 + 16 * index}' fill='{colour}' {FONT}>"
                     f"{escape(title)}: error {calibration_error(table):.3f}</text>")
    parts.append(chart.label_x(f"{game}: predicted chance (x) against how often won (y)"))
    parts.append("</svg>")
    return "\n".join(parts)
