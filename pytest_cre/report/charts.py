"""Charts as standalone SVG text: the same markup inline on the page and as a file beside it,
ready for a paper (no plotting library, no script, no external font).
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field

# A palette that stays apart for the common kinds of colour blindness (Okabe and Ito's).
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000")


@dataclass(frozen=True)
class Series:
    """One line: its name and, per x position, (value, low, high) in [0, 1] or None (no data)."""

    name: str
    points: list[tuple[float, float, float] | None]
    dashed: bool = False


@dataclass(frozen=True)
class Chart:
    """Values in [0, 1] over categorical x positions, with interval bands and reference lines."""

    title: str
    x_labels: list[str]
    series: list[Series]
    references: list[tuple[str, float]] = field(default_factory=list)  # (label, value): dashed lines
    x_title: str = "context length (tokens)"
    y_title: str = "accuracy"


WIDTH, HEIGHT = 560, 320
LEFT, RIGHT, TOP, BOTTOM = 56, 150, 34, 46


def _x(i: int, n: int) -> float:
    span = WIDTH - LEFT - RIGHT
    return LEFT + (span / 2 if n == 1 else span * i / (n - 1))


def _y(v: float) -> float:
    return TOP + (HEIGHT - TOP - BOTTOM) * (1 - min(1.0, max(0.0, v)))


def _text(x: float, y: float, text: str, anchor: str = "start", size: int = 11, **attrs: str) -> str:
    extra = "".join(f' {k}="{html.escape(v)}"' for k, v in attrs.items())
    return f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}"{extra}>{html.escape(text)}</text>'


SVG_NAMESPACE = ' xmlns="http://www.w3.org/2000/svg"'


def svg(chart: Chart, standalone: bool = True) -> str:
    """The chart as one ``<svg>`` element: ``standalone``, with its namespace (a file of its
    own as it is); inline in HTML without it (the page names no URL)."""
    n = len(chart.x_labels)
    out = [
        "<svg" + (SVG_NAMESPACE if standalone else "") + f' viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" '
        f'height="{HEIGHT}" font-family="sans-serif" role="img" aria-label="{html.escape(chart.title)}">',
        f"<title>{html.escape(chart.title)}</title>",
        '<rect width="100%" height="100%" fill="#ffffff"/>',
        _text(LEFT, 20, chart.title, size=13, **{"font-weight": "bold"}),
    ]
    for tick in (0.0, 0.25, 0.5, 0.75, 1.0):
        y = _y(tick)
        out.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" stroke="#e5e5e5"/>')
        out.append(_text(LEFT - 6, y + 4, f"{tick:.0%}", anchor="end", size=10))
    for i, label in enumerate(chart.x_labels):
        out.append(_text(_x(i, n), HEIGHT - BOTTOM + 16, label, anchor="middle", size=10))
    out.append(_text((LEFT + WIDTH - RIGHT) / 2, HEIGHT - 8, chart.x_title, anchor="middle", size=10))
    out.append(
        _text(14, (TOP + HEIGHT - BOTTOM) / 2, chart.y_title, anchor="middle", size=10,
              transform=f"rotate(-90 14 {(TOP + HEIGHT - BOTTOM) / 2:.1f})")
    )  # fmt: skip
    for label, value in chart.references:
        y = _y(value)
        out.append(
            f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" stroke="#777777" '
            'stroke-dasharray="4 3"/>'
        )
        out.append(_text(WIDTH - RIGHT - 4, y - 4, f"{label} {value:.0%}", anchor="end", size=10, fill="#555555"))
    legend_y = TOP + 8
    for k, s in enumerate(chart.series):
        colour = PALETTE[k % len(PALETTE)]
        known = [(i, p) for i, p in enumerate(s.points) if p is not None]
        if known:
            upper = " ".join(f"{_x(i, n):.1f},{_y(p[2]):.1f}" for i, p in known)
            lower = " ".join(f"{_x(i, n):.1f},{_y(p[1]):.1f}" for i, p in reversed(known))
            out.append(f'<polygon points="{upper} {lower}" fill="{colour}" fill-opacity="0.14" stroke="none"/>')
            line = " ".join(f"{_x(i, n):.1f},{_y(p[0]):.1f}" for i, p in known)
            dash = ' stroke-dasharray="6 3"' if s.dashed else ""
            out.append(f'<polyline points="{line}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>')
            for i, p in known:
                out.append(
                    f'<circle cx="{_x(i, n):.1f}" cy="{_y(p[0]):.1f}" r="3" fill="{colour}">'
                    f"<title>{html.escape(s.name)} at {html.escape(chart.x_labels[i])}: {p[0]:.0%} "
                    f"({p[1]:.0%} to {p[2]:.0%})</title></circle>"
                )
        y = legend_y + 16 * k
        out.append(
            f'<line x1="{WIDTH - RIGHT + 6}" x2="{WIDTH - RIGHT + 24}" y1="{y - 4}" y2="{y - 4}" '
            f'stroke="{colour}" stroke-width="2"/>'
        )
        out.append(_text(WIDTH - RIGHT + 28, y, s.name, size=10))
    out.append("</svg>")
    return "\n".join(out) + "\n"
