"""A match's review as one HTML page readable offline (`qtgames review --out`): the win-chance graph
as inline SVG, a line per player and each graded move marked, then every move with its verdict."""

from __future__ import annotations

from html import escape
from typing import Any

from ..engine.core.review import GRADES, THRESHOLDS, MatchReview
from .chart import FONT, GRADE_COLOURS, SEAT_COLOURS, Chart


def review_graph(review: MatchReview, names: list[str], width: int = 760, height: int = 280) -> str:
    """The win-chance graph: x is the number of moves played, y each player's chance; a graded move is
    a dot in its grade's colour on its player's line, with the verdict as its tooltip."""
    moves = len(review.moves)
    last = moves + (1 if review.result is not None else 0)
    legend_rows = (len(names) + 3) // 4
    chart = Chart(width, height, 0, max(1, last), bottom=40 + 24 * legend_rows)
    parts = chart.open(f"Win chances over the match: {', '.join(names)}")
    for seat, name in enumerate(names):
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        points = " ".join(f"{chart.x(i)},{chart.y(v)}" for i, v in enumerate(review.series(seat)))
        parts.append(f"<polyline points='{points}' fill='none' stroke='{colour}' stroke-width='2'>"
                     f"<title>{escape(name)}</title></polyline>")
    for m in review.moves:
        if m.grade:
            tip = f"Move {m.move + 1}, {names[m.seat]}: {m.label} — {m.grade}, −{m.loss * 100:.0f} points"
            parts.append(f"<circle cx='{chart.x(m.move + 1)}' cy='{chart.y(m.chances[m.seat])}' r='5' "
                         f"fill='{GRADE_COLOURS[m.grade]}' stroke='white'><title>{escape(tip)}</title></circle>")
    parts += chart.ticks_x(next(step for step in (1, 5, 10, 20, 50, 100, 1000) if last / step <= 20))
    parts.append(chart.label_x("moves played" + (" (then the result)" if review.result is not None else "")))
    legend_top = chart.height - chart.bottom + 40
    for seat, name in enumerate(names):
        x, y = 56 + (seat % 4) * 180, legend_top + (seat // 4) * 24
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        parts.append(f"<line x1='{x}' y1='{y + 8}' x2='{x + 24}' y2='{y + 8}' stroke='{colour}' stroke-width='3'/>")
        parts.append(f"<text x='{x + 30}' y='{y + 12}' {FONT}>{escape(name)}</text>")
    parts.append("</svg>")
    return "\n".join(parts)


def review_page(record: Any, review: MatchReview) -> str:
    """The whole page: what was reviewed and how, the graph, the grades' thresholds, every move."""
    names = [p.name for p in record.players]
    title = f"Review: {record.rules.title}, {' vs '.join(names)}"
    rows = []
    for m in review.moves:
        chances = "".join(f"<td>{c:.0%}</td>" for c in m.chances)
        verdict = ""
        if m.judged and m.grade:
            verdict = (f"<b style='color:{GRADE_COLOURS[m.grade]}'>{m.grade}</b>: −{m.loss * 100:.0f} points; "
                       f"best {escape(m.best_label)} ({m.best_chance:.0%})")
        elif m.judged and m.best != m.action:
            verdict = f"best {escape(m.best_label)} ({m.best_chance:.0%}), within the analysis's error"
        elif m.judged:
            verdict = "the best move found"
        rows.append(f"<tr><td>{m.move + 1}</td><td>{escape(names[m.seat])}</td><td>{escape(m.label)}</td>"
                    f"<td>{m.chance:.0%} ({m.low:.0%}–{m.high:.0%})</td>{chances}<td>{verdict}</td></tr>")
    heads = "".join(f"<th>{escape(n)}</th>" for n in names)
    thresholds = ", ".join(f"{g} from {t * 100:.0f}" for g, t in zip(GRADES, THRESHOLDS, strict=True))
    result = ""
    if review.result is not None:
        result = "<p>Result: " + ", ".join(f"{escape(n)} {r:.0%}" for n, r in zip(names, review.result,
                                                                                    strict=True)) + "</p>"
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>
<style>body{{font-family:sans-serif;max-width:60em;margin:1em auto;padding:0 1em}}
table{{border-collapse:collapse}}td,th{{border-bottom:1px solid #ddd;padding:2px 6px;text-align:left}}</style>
</head><body>
<h1>{escape(title)}</h1>
<p>Each position was analysed from the deciding player's view: {review.iterations:,} playouts at most, stopping once
the best two moves were known to ±{review.precision * 100:.0f} points; seed {review.seed};
chances {"calibrated" if review.calibrated else "not calibrated"}. A judged move is graded by the win chance it gave
away against the best move found (points of 100): {thresholds}, and only when the loss is larger than the
analysis's own error. With three or more players a chance is the expected share of the win.</p>
{review_graph(review, names)}
{result}
<table><tr><th>#</th><th>player</th><th>move</th><th>its chance</th>{heads}<th>verdict</th></tr>
{"".join(rows)}
</table>
</body></html>
"""
