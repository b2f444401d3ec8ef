"""The pieces every family's report page is built from: values and their formats, escaped
HTML tags, tables, the page shell and its CSS, and the colour scale of accuracy.

Everything is inline (CSS, SVG and the sample browser's script, ``report.samples``); a page
loads nothing and makes no request, so it can be opened offline, attached to a CI run or mailed;
every value that reaches a page is escaped.
"""

from __future__ import annotations

import html
import itertools
import math
import numbers
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar

# Colour scale for accuracy 0..1 (ColorBrewer RdYlBu, colour-blind safe): red is bad, blue good.
SCALE = (
    (0.0, (215, 48, 39)),
    (0.25, (252, 141, 89)),
    (0.5, (254, 224, 144)),
    (0.75, (145, 191, 219)),
    (1.0, (69, 117, 180)),
)


MISSING_FILL = "#e6e6e6"

# One mark each, the same on every page and table: a significant comparison (after correction)
# and a cell some of whose samples were not scored (an endpoint outcome) or are missing (the
# run was cut short). The terminal and summary.md use the same marks; their legend
# (``files.marks_line``) points at cells.csv's columns where this one speaks of the page.
SIG_MARK = "*"
INCOMPLETE_MARK = "\u2020"  # a dagger
MARKS_NOTE = (
    f"{SIG_MARK}: significant after correction; {INCOMPLETE_MARK}: incomplete (some samples ended "
    "in an endpoint outcome and are not scored, or are missing because the run was cut short; an "
    f"incomplete comparison is not tested and carries no {SIG_MARK}: Fisher's test compares the cells' "
    "counts, not complete pairs)."
)


class Raw(str):
    """Markup that is already safe HTML (everything else is escaped on the way out)."""


@dataclass(frozen=True)
class Table:
    """A table as plain Python: column names in order and one dict per row."""

    columns: list[str]
    rows: list[dict[str, Any]]


def as_table(obj: Any) -> Table:
    """A DataFrame, ``ComparisonTable``, list of row dicts or ``None`` as a :class:`Table`."""
    obj = getattr(obj, "frame", obj)
    if obj is None:
        return Table([], [])
    if hasattr(obj, "to_dict") and hasattr(obj, "columns"):
        return Table([str(c) for c in obj.columns], obj.to_dict("records"))
    rows = [dict(r) for r in obj if isinstance(r, Mapping)] if isinstance(obj, Iterable) else []
    columns: dict[str, None] = {}
    for r in rows:
        columns.update(dict.fromkeys(r))
    return Table(list(columns), rows)


def missing(v: Any) -> bool:
    """None, NaN, pandas NA/NaT: rendered as "-"."""
    kind = type(v)
    if kind is str or kind is int or kind is bool:  # the common cases first: no ABC checks
        return False
    if kind is float:
        return v != v
    if v is None or type(v).__name__ in ("NAType", "NaTType"):
        return True
    return isinstance(v, numbers.Real) and not isinstance(v, numbers.Integral) and math.isnan(v)


def truthy(v: Any) -> bool:
    """A significance flag that may be a bool, a numpy bool, 0/1 or the strings of a CSV."""
    if missing(v):
        return False
    if isinstance(v, str):
        return v.strip().lower() in ("true", "1", "yes", "*")
    return bool(v)


def num(v: Any) -> float:
    if type(v) is float:  # the common case, without missing()'s checks
        return v
    try:
        return math.nan if missing(v) else float(v)
    except (TypeError, ValueError):
        return math.nan


def fmt_pct(v: Any, digits: int = 0, sign: str = "%") -> str:
    """A fraction as a percentage ("94%"), "-" when missing."""
    x = num(v)
    return "-" if math.isnan(x) else f"{100 * x:.{digits}f}{sign}"


def fmt_pp(v: Any, digits: int = 0) -> str:
    """A difference in percentage points with its sign ("+2", "-62")."""
    x = num(v)
    return "-" if math.isnan(x) else f"{x:+.{digits}f}"


def fmt_p(v: Any) -> str:
    """A p-value with two significant digits."""
    x = num(v)
    return "-" if math.isnan(x) else f"{x:.2g}"


def fmt_value(v: Any) -> str:
    """Any table value: "-" when missing, floats to 4 significant digits, bools as yes/no."""
    if missing(v):
        return "-"
    if isinstance(v, bool) or getattr(getattr(v, "dtype", None), "kind", "") == "b":
        return "yes" if v else "no"
    if isinstance(v, numbers.Integral):
        return str(int(v))
    if isinstance(v, numbers.Real):
        return f"{float(v):.4g}"
    if isinstance(v, (list, tuple, set)):
        return ", ".join(fmt_value(x) for x in v)
    if isinstance(v, Mapping):
        return "; ".join(f"{k}={fmt_value(x)}" for k, x in v.items())
    return str(v)


def fmt_kn(row: Mapping[str, Any]) -> str:
    """ "94% (47/50)" for a cell row, "-" when nothing was scored."""
    n, k = as_int(row.get("n")), as_int(row.get("k"))
    return f"{fmt_pct(row.get('acc'))} ({k}/{n})" if n else "-"


def fmt_k_of_n(k: int, n: int) -> str:
    """ "94% (47/50)" from the counts, "-" when there are none."""
    return f"{100 * k / n:.0f}% ({k}/{n})" if n else "-"


def usage_cells(row: Mapping[str, Any]) -> list[str]:
    """A cell row's tokens ("prompt / completion", as the endpoints counted them) and cost."""
    tokens = f"{fmt_count(row.get('tokens_prompt'))} / {fmt_count(row.get('tokens_completion'))}"
    return [tokens, "-" if missing(row.get("cost_usd")) else f"{num(row.get('cost_usd')):.2f}"]


def fmt_count(v: Any) -> str:
    """A count with thousands separators, "-" when missing."""
    return "-" if missing(v) else f"{round(num(v)):,}"


def as_int(v: Any) -> int:
    if type(v) is int:  # the common case, without num()'s checks
        return v
    x = num(v)
    return 0 if math.isnan(x) else int(x)


# Formatters of the columns every family's tables share, by name (other columns use fmt_value).
BASE_FORMATS: dict[str, Callable[[Any], str]] = {
    **dict.fromkeys(("acc", "baseline_acc", "previous_acc", "ci_low", "ci_high"), lambda v: fmt_pct(v, 1)),
    **dict.fromkeys(("drop_pp", "drop_ci_low", "drop_ci_high", "delta_pp"), lambda v: fmt_pp(v, 1)),
    **dict.fromkeys(("p_value", "p_mcnemar", "p_adjusted"), fmt_p),
    "significant": lambda v: SIG_MARK if truthy(v) else "",
    "incomplete": lambda v: INCOMPLETE_MARK if truthy(v) else "",
    "prompt_tokens": lambda v: fmt_value(round(num(v))) if not missing(v) else "-",
}


def ci_text(lo: Any, hi: Any, pct: bool = False) -> str:
    """An interval as printed under its value: "[84, 98]" (a fraction as %, or pp), "" when
    either end is missing."""
    if missing(lo) or missing(hi):
        return ""
    scale = 100 if pct else 1
    return f"[{num(lo) * scale:.0f}, {num(hi) * scale:.0f}]"


def with_ci(value: str, interval: str) -> Raw:
    """A value with its interval on a second, smaller line (visible without hovering, printed
    and in screenshots)."""
    if not interval:
        return Raw(esc(value))
    return join([value, tag("span", interval, class_="ci")])


def esc(v: Any) -> str:
    """Escape for text and attribute values (``Raw`` passes through)."""
    return v if isinstance(v, Raw) else html.escape(str(v), quote=True)


def wilson_text(row: Mapping[str, Any]) -> str:
    """ "k/n = acc (95% Wilson CI lo-hi)" for a cell row."""
    n, k = as_int(row.get("n")), as_int(row.get("k"))
    if not n:
        return "no scored samples"
    ci = ""
    if not (missing(row.get("ci_low")) or missing(row.get("ci_high"))):
        ci = f" (95% Wilson CI {fmt_pct(row['ci_low'], 1)} to {fmt_pct(row['ci_high'], 1)})"
    extra = "; incomplete: some samples not scored" if truthy(row.get("incomplete")) else ""
    return f"{k}/{n} = {fmt_pct(row.get('acc'), 1)}{ci}{extra}"


Row = TypeVar("Row", bound=Mapping[str, Any])  # a table row: column -> value
Key = tuple[Any, ...]  # a row's values of some columns, in order


def unique(values: Iterable[Any]) -> list[Any]:
    """Distinct values in order of first appearance."""
    return list(dict.fromkeys(values))


def key_of(row: Mapping[str, Any], names: Iterable[str]) -> Key:
    return tuple(row.get(n) for n in names)


def group_by(rows: Iterable[Row], names: Iterable[str]) -> dict[Key, list[Row]]:
    """Rows grouped by the named columns, groups in order of first appearance."""
    names = tuple(names)
    out: dict[Key, list[Row]] = {}
    for r in rows:
        out.setdefault(key_of(r, names), []).append(r)
    return out


def index_by(rows: Iterable[Row], names: Iterable[str]) -> dict[Key, Row]:
    """The first row per key of the named columns."""
    names = tuple(names)
    out: dict[Key, Row] = {}
    for r in rows:
        out.setdefault(key_of(r, names), r)
    return out


def tag(name: str, content: Any = "", **attrs: Any) -> Raw:
    """``<name attrs>content</name>``; content is escaped unless it is ``Raw``, attribute
    values always are (``class_`` for ``class``; ``None``/``False`` attributes are dropped)."""
    parts = [name]
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        parts.append(f'{key.rstrip("_").replace("_", "-")}="{html.escape(str(value), quote=True)}"')
    return Raw(f"<{' '.join(parts)}>{esc(content)}</{name}>")


def join(items: Iterable[Any]) -> Raw:
    return Raw("".join(esc(i) for i in items))


def html_table(head: list[list[Raw]] | list[Any], rows: list[list[Any]], class_: str = "", tall: bool = False) -> Raw:
    """A table; ``head`` is one header row (values) or several rows of ready ``<th>`` markup;
    a row value that is a ready ``<td>``/``<th>`` (``Raw``) is used as it is."""
    if head and isinstance(head[0], list):
        thead = join(tag("tr", join(r)) for r in head)
    else:
        thead = tag("tr", join(tag("th", h) for h in head))
    body = join(tag("tr", join(_cell(v) for v in r)) for r in rows)
    return tag(
        "div",
        tag("table", join([tag("thead", thead), tag("tbody", body)]), class_=class_ or None),
        class_="scroll tall" if tall else "scroll",
    )


def _cell(v: Any) -> Raw:
    return v if isinstance(v, Raw) and v.startswith(("<td", "<th")) else tag("td", v)


def empty(text: str) -> Raw:
    return tag("p", text, class_="empty")


class Section(NamedTuple):
    """One section of a family's part of the page: its id (unique within the family), its
    heading and its content."""

    id: str
    label: str
    content: Any


def section(sid: str, label: str, content: Any) -> Raw:
    return tag("section", join([tag("h2", label), content]), id=sid)


def nav(sections: list[tuple[str, str, Any]]) -> Raw:
    return tag("nav", join(tag("a", label, href=f"#{sid}") for sid, label, _ in sections))


def has_value(v: Any) -> bool:
    """Whether a header value says anything: not missing, not an empty string or collection."""
    if missing(v):
        return False
    if isinstance(v, str):
        return bool(v.strip())
    if isinstance(v, (list, tuple, set, Mapping)):
        return any(has_value(x) for x in (v.values() if isinstance(v, Mapping) else v))
    return True


def header(title: str, meta: Mapping[str, Any]) -> Raw:
    """The page header: the title and each meta key that has a value (``has_value``), with it.
    A list of sentences is one line per item (of names, one comma list); a ``Raw`` value (a
    small table) is used as it is; a line that starts with its own key (``cache: ...``) loses
    that repetition."""
    items = []
    for k, v in meta.items():
        if not has_value(v):
            continue
        if isinstance(v, Raw):
            value: Any = v
        elif isinstance(v, (list, tuple)) and all(isinstance(x, str) for x in v) and any(" " in x for x in v):
            value = join(tag("div", _unkeyed(k, x)) for x in v if has_value(x))
        else:
            value = _unkeyed(k, fmt_value(v))
        items.append(join([tag("dt", k), tag("dd", value)]))
    return tag("header", join([tag("h1", title), tag("dl", join(items)) if items else ""]))


def _unkeyed(key: str, text: str) -> str:
    prefix = f"{key}: "
    return text[len(prefix) :] if text.lower().startswith(prefix.lower()) and len(text) > len(prefix) else text


def page(title: str, body: str, script: str = "") -> str:
    """The whole document around ``body``, with ``script`` (inline) at the end of the body."""
    tail = f"\n<script>{script}</script>" if script else ""
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(title)}</title>\n<style>{CSS}</style>\n</head>\n<body>\n{body}{tail}\n</body>\n</html>\n"
    )


CSS = """
:root{--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--alt:#f6f8fa}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Liberation Sans",sans-serif;
 color:var(--fg);margin:0 auto;max-width:1400px;padding:12px 24px 48px}
h1{font-size:22px;margin:8px 0}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid var(--line)}
h3{font-size:15px;margin:12px 0 4px}
header dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:0}
header dt{font-weight:600}header dd{margin:0;overflow-wrap:anywhere}
nav{position:sticky;top:0;background:#fff;padding:6px 0;border-bottom:1px solid var(--line);z-index:1}
nav a{margin-right:14px;color:#0969da;text-decoration:none}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;margin:6px 0 14px;font-variant-numeric:tabular-nums}
th,td{border:1px solid var(--line);padding:3px 8px;text-align:right;white-space:nowrap}
th{background:var(--alt);text-align:center}th.l,td.l{text-align:left}
.tall{max-height:520px;overflow-y:auto}.tall thead th{position:sticky;top:0;z-index:0}
tbody tr:nth-child(even){background:#fafbfc}
td.sig-neg{background:#fbd3cf;font-weight:600}td.sig-pos{background:#d7e5f3;font-weight:600}
td.star{font-weight:700;color:#b42318;text-align:center}
td .ci{display:block;font-size:11px;line-height:1.2;color:var(--muted);font-weight:400}
table.comparisons th{white-space:normal}td.mark{font-weight:700;text-align:center}
.empty,.note{color:var(--muted)}.empty{font-style:italic}
.charts{display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start}
figure{margin:0;border:1px solid var(--line);border-radius:6px;padding:6px 10px}
figcaption{font-weight:600;margin-bottom:2px}figcaption .note{font-weight:400}
svg{display:block}svg text{font-family:system-ui,"Liberation Sans",sans-serif;font-size:12px}
table.full th{white-space:normal;min-width:3em}table.all-cells td,table.all-cells th{padding:3px 5px}
td.wrap{white-space:normal;overflow-wrap:anywhere;max-width:16em}
header .groups{font-size:12px;margin:2px 0}header .groups td,header .groups th{padding:1px 6px}
.family>h2.family{font-size:20px;border-bottom:2px solid var(--fg);margin-top:36px}
a.cell-link{color:inherit;text-decoration:underline dotted #0969da}svg a.cell-link{text-decoration:none}
svg a.cell-link:hover rect,svg a.cell-link:focus rect{stroke:#0969da;stroke-width:2}
nav .fam{font-weight:600;margin-right:6px}nav .fam:not(:first-child){margin-left:10px}
.sample-browser select{max-width:100%}.sample-filters{margin:6px 0;display:flex;flex-wrap:wrap;gap:6px}
.sample-filters button,.sample-filters a{font:inherit;padding:1px 8px;border:1px solid var(--line);
border-radius:12px;background:#fff;color:#0969da;text-decoration:none;cursor:pointer}
.sample-filters button[aria-pressed=true]{background:#0969da;color:#fff}
.sample-filters button:disabled{color:var(--muted);cursor:default}
table.samples td{white-space:normal;overflow-wrap:break-word;text-align:left}
table.samples tr.sample>td:first-child{text-align:right}
table.samples button.toggle{font:inherit;border:0;background:none;color:#0969da;cursor:pointer;padding:0}
table.samples button.toggle::before{content:"\\25b8  "}
table.samples button.toggle[aria-expanded=true]::before{content:"\\25be  "}
tr.is-wrong td.f-result{color:#b42318;font-weight:600}tr.is-correct td.f-result{color:#1a7f37}
table.samples tr.sample-more>td{text-align:left;white-space:normal;background:#fff}
.sample-details dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;margin:4px 0}
.sample-details dt{font-weight:600}.sample-details dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
details.sample-text summary{cursor:pointer;color:#0969da}
.sample-details pre{white-space:pre-wrap;overflow-wrap:anywhere;max-height:420px;overflow-y:auto;
background:var(--alt);padding:6px 8px;margin:4px 0;font-size:12px}
""".replace("\n", "")


def colour(acc: float) -> str:
    """The fill for an accuracy in [0, 1] on the diverging scale."""
    x = min(1.0, max(0.0, acc))
    for (x0, c0), (x1, c1) in itertools.pairwise(SCALE):
        if x <= x1:
            t = (x - x0) / (x1 - x0)
            return "#" + "".join(f"{round(a + (b - a) * t):02x}" for a, b in zip(c0, c1))
    return "#" + "".join(f"{x:02x}" for x in SCALE[-1][1])


def ink(fill: str) -> str:
    """Black or white text, whichever reads better on ``fill``."""
    r, g, b = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return "#000" if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "#fff"


def table_section(table: Table, when_empty: str, formats: Mapping[str, Callable[[Any], str]] | None = None) -> Raw:
    """Every column and row of a table, formatted by column name (``BASE_FORMATS``, then
    ``formats``; other columns by ``fmt_value``)."""
    formats = {**BASE_FORMATS, **(formats or {})}
    if not table.rows:
        return empty(when_empty)
    body = []
    for r in table.rows:
        line = []
        for c in table.columns:
            text = formats.get(c, fmt_value)(r.get(c))
            line.append(tag("td", text, class_="l" if isinstance(r.get(c), str) else None))
        body.append(line)
    return html_table(table.columns, body, class_="full", tall=True)


# The columns a comparison leads with, on every family's page: what a reader looks for first.
RESULT_HEAD = ["Drop pp", "95% CI", "p", "Adjusted p", "Sig"]


def result_cells(r: Mapping[str, Any]) -> list[Any]:
    """A comparison's ``RESULT_HEAD`` cells: the drop (coloured when significant), its 95%
    interval, p, adjusted p and the significance mark."""
    sig = truthy(r.get("significant"))
    cls = ("sig-neg" if num(r.get("drop_pp")) < 0 else "sig-pos") if sig else None
    return [
        tag("td", fmt_pp(r.get("drop_pp"), 1), class_=cls),
        ci_text(r.get("drop_ci_low"), r.get("drop_ci_high")) or "-",
        fmt_p(r.get("p_value")),
        fmt_p(r.get("p_adjusted")),
        tag("td", SIG_MARK if sig else "", class_="mark"),
    ]


def counts(r: Mapping[str, Any], k: str, n: str) -> str:
    """ "k/n" of a row's two count columns, "-" without n."""
    return f"{as_int(r.get(k))}/{as_int(r.get(n))}" if not missing(r.get(n)) else "-"


def deltas_section(compare: Table) -> Raw:
    """The comparison with a previous run, as given."""
    return table_section(compare, "No cells in common with the previous run.")
