"""Rich display in Jupyter: HTML and SVG of a report and of a sequence.

Only drawing: every number and sentence shown is the library's (the report, its board,
the sequence's chart columns). The sequence chart is the web page's (sequence.js):
1000 × 360, the preperiod and the period shaded, common and rare values in two colours.
"""

from __future__ import annotations

from html import escape
from typing import Any, Optional

_INK = "#14213d"
_COMMON = "#1d3557"
_RARE = "#b3261e"


def _e(x: Any) -> str:
    return escape(str(x))


def _board_svg(board: list) -> Optional[str]:
    """The pieces of each component as rows of counters (one row a piece), as the web
    board draws a rows board; None when there is nothing to draw unit by unit."""
    rows = []
    for component in board or []:
        for item in component.get("items", []):
            units = item.get("units")
            rows.append((item.get("name") or item.get("label", ""), units, component.get("symbol", "")))
    if not rows or any(u is None for _, u, _ in rows) or sum(u for _, u, _ in rows) > 400:
        return None
    widest = max(u for _, u, _ in rows)
    cell, left = 22, 110
    width = left + max(1, widest) * cell + 10
    height = len(rows) * cell + 10
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="13">']
    for i, (name, units, _) in enumerate(rows):
        y = 5 + i * cell + cell / 2
        out.append(f'<text x="4" y="{y + 4:.1f}" fill="{_INK}">{_e(name)}</text>')
        for k in range(units):
            out.append(f'<circle cx="{left + k * cell + cell / 2:.1f}" cy="{y:.1f}" r="8" '
                       f'fill="{_COMMON}"/>')
    out.append("</svg>")
    return "".join(out)


def report_svg(report: dict) -> Optional[str]:
    return _board_svg(getattr(report, "board", None))


def _nim_table(step: dict) -> str:
    width = step["width"]
    head = "".join(f"<th>{1 << (width - 1 - i)}</th>" for i in range(width))
    rows = []
    for row in step.get("rows", []):
        bits = format(int(row["size"]), "b").zfill(width)
        cells = "".join(f"<td>{b}</td>" for b in bits)
        rows.append(f"<tr><th>heap {int(row['index']) + 1}</th><td>{_e(row['size'])}</td>{cells}</tr>")
    ones = "".join(f"<td>{_e(c)}</td>" for c in step.get("column_ones", []))
    parity = "".join(f"<td><b>{_e(c)}</b></td>" for c in step.get("column_parity", []))
    return ("<table class='grundy-nim'><tr><th></th><th>size</th>" + head + "</tr>"
            + "".join(rows)
            + f"<tr><th>ones</th><td></td>{ones}</tr>"
            + f"<tr><th>nim-sum</th><td><b>{_e(step.get('nim_sum'))}</b></td>{parity}</tr></table>")


def report_html(report: dict) -> str:
    summary = getattr(report, "summary", None) or {}
    parts = [f"<div class='grundy-report'><p><b>{_e(summary.get('title', report.get('position') or ''))}</b><br>"
             f"{_e(summary.get('verdict', report.get('outcome')))}</p>"]
    board = report_svg(report)
    if board:
        parts.append(board)
    for step in report.get("reasoning", []):
        if step.get("kind") == "nim_columns":
            parts.append(_nim_table(step))
    moves = report.get("winning_moves", [])
    if moves:
        items = "".join(f"<li>{_e(m.get('description'))}"
                        + (f" → <code>{_e(m['after'])}</code>" if m.get("after") else "")
                        + "</li>" for m in moves)
        heading = summary.get("moves") or f"Winning moves ({report.get('winning_move_count')})"
        parts.append(f"<p>{_e(heading)}</p><ol>{items}</ol>")
    for note in report.get("notes", []):
        parts.append(f"<p><i>{_e(note)}</i></p>")
    parts.append("</div>")
    return "".join(parts)


def sequence_svg(seq: Any) -> str:
    report = getattr(seq, "report", None) or {}
    data = report.get("chart")
    W, H, L, R, T, B = 1000, 360, 50, 10, 15, 35
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
           f'viewBox="0 0 {W} {H}" font-family="sans-serif">',
           f'<rect x="0" y="0" width="{W}" height="{H}" fill="#fff"/>']
    if not data or not data.get("columns"):
        out.append("</svg>")
        return "".join(out)
    first, last = data["first"], data["last"]
    span = last - first + 1
    top = max(1, data["max_value"])

    def x(n: float) -> float:
        return L + ((n - first) / span) * (W - L - R)

    def y(v: float) -> float:
        return H - B - (v / top) * (H - T - B)

    p = seq.period
    if p and isinstance(p.get("period"), int):
        end = last + 1
        pre, stop = min(p["preperiod"], end), min(p["preperiod"] + p["period"], end)
        if pre > first:
            out.append(f'<rect class="shade-pre" x="{x(first):.1f}" y="{T}" width="{x(pre) - x(first):.1f}" '
                       f'height="{H - T - B}" fill="#fde2c8"/>')
        out.append(f'<rect class="shade-period" x="{x(pre):.1f}" y="{T}" '
                   f'width="{max(1.0, x(stop) - x(pre)):.1f}" height="{H - T - B}" fill="#cfe3f7"/>')
    out.append(f'<line x1="{L}" y1="{H - B}" x2="{W - R}" y2="{H - B}" stroke="{_INK}"/>')
    out.append(f'<line x1="{L}" y1="{T}" x2="{L}" y2="{H - B}" stroke="{_INK}"/>')
    for v in (0, round(top / 2), top):
        out.append(f'<text x="{L - 8}" y="{y(v) + 5:.1f}" text-anchor="end" font-size="16">{v}</text>')
    for n in (first, first + span // 2, last):
        anchor = "start" if n == first else "end" if n == last else "middle"
        out.append(f'<text x="{x(n):.1f}" y="{H - 10}" text-anchor="{anchor}" font-size="16">n = {n}</text>')
    dots = span <= 1200
    for key, colour in (("common", _COMMON), ("rare", _RARE)):
        d = []
        for col in data["columns"]:
            cx = x(col["n"] + 0.5) if dots else (x(col["n"]) + x(col["end"] + 1)) / 2
            for lo, hi in col[key]:
                if dots:
                    r = 3.5 if span <= 300 else 2
                    for v in range(lo, hi + 1):
                        out.append(f'<circle class="{key}" cx="{cx:.1f}" cy="{y(v):.1f}" r="{r}" fill="{colour}"/>')
                else:
                    d.append(f"M{cx:.1f} {y(lo) + 1:.1f}V{y(hi) - 1:.1f}")
        if d:
            out.append(f'<path class="{key}" d="{"".join(d)}" stroke="{colour}" stroke-width="1"/>')
    out.append("</svg>")
    return "".join(out)


def sequence_html(seq: Any) -> str:
    p = seq.period
    if p:
        kind = "proved" if seq.certified else "observed"
        line = (f"preperiod {_e(p.get('preperiod'))}, period {_e(p.get('period'))}"
                + (f", saltus {_e(p.get('saltus'))}" if p.get("saltus") not in (0, "0", None) else "")
                + f" ({kind})")
    else:
        line = "no period found"
    cert = f"<br><i>{_e(seq.certificate)}</i>" if seq.certificate else ""
    head = " ".join(str(int(v)) for v in seq[:60]) + (" …" if len(seq) > 60 else "")
    return (f"<div class='grundy-sequence'><p><b>{_e(seq.game)}</b> ({_e(seq.code)}): "
            f"G(0..{len(seq) - 1}); {line}{cert}</p><p><code>{_e(head)}</code></p>"
            + sequence_svg(seq) + "</div>")
