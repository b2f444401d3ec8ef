"""A run's report page: one document with one header, then each family's part (its sections),
whatever families ran, and the sample browser's script once."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .html import Raw, Section, esc, fmt_p, header, html_table, join, page, section, tag
from .samples import SCRIPT

if TYPE_CHECKING:
    from ..analysis.tables import ComparisonTable, CorrectionGroup

# The header's policy keys that the significance line says in one sentence (and the old page's
# single-family size, which a split correction does not have).
SAID_BY_SIGNIFICANCE = ("alpha", "correction", "alternative", "family_size", "threshold", "families")


@dataclass(frozen=True)
class Part:
    """A family's part of the page: its heading (shown when the page has several parts), its
    sections, and the files beside the page they load (path relative to it -> text: a sample
    browser's cells held in part, ``report.samples``)."""

    title: str
    sections: list[Section]
    files: dict[str, str] = field(default_factory=dict)


def report_page(title: str, meta: Mapping[str, Any], parts: Mapping[str, Part], banner: str | None = None) -> str:
    """The one document of a run: ``meta`` in the header (``report.html.header``: only what has
    a value), ``banner`` (a run that did not finish) under it, then each family's part. With
    several parts, each gets its heading and its section ids are prefixed with its name, so no
    id repeats."""
    several = len(parts) > 1
    links, bodies = [], []
    for name, part in parts.items():
        prefix = f"{name}-" if several else ""
        sections = [(prefix + s.id, s.label, s.content) for s in part.sections]
        if several:
            links.append(tag("span", part.title + ":", class_="fam"))
        links += [tag("a", label, href=f"#{sid}") for sid, label, _ in sections]
        content = join(section(sid, label, c) for sid, label, c in sections)
        bodies.append(
            tag("div", join([tag("h2", part.title, class_="family"), content]), class_="family", id=name)
            if several
            else content
        )
    top = [header(title, meta)]
    if banner:
        top.append(
            Raw(
                f'<p class="run-status" role="alert" style="border:2px solid #b00;padding:.5em;'
                f'font-weight:bold">{esc(banner)}</p>'
            )
        )
    return page(title, "\n".join([*top, tag("nav", join(links)), *bodies]), SCRIPT)


def significance_rows(drops: ComparisonTable, label: str = "") -> dict[str, Any]:
    """The header's rows about how significance was decided for one family's comparisons (a
    ``ComparisonTable``): the sentence (test, correction, alpha, how many comparisons) and, when the
    comparisons are corrected in several families or some did not run, the families as a small
    table. ``label`` (a family's name) goes after each key on a page of several families."""
    from ..analysis.tables import adaptive_lines, not_run_line, threshold_line

    lines = threshold_line(drops).split("\n")
    sentence = lines[0].removeprefix("sig: ").rstrip(":")
    if len(lines) > 1 and drops.analysis.correction == "bonferroni":
        sentence += "; each group's threshold below"
    suffix = f" ({label})" if label else ""
    rows: dict[str, Any] = {f"significance{suffix}": sentence}
    families = drops.families
    if len(families) > 1 or any(f.ran < f.planned for f in families):
        rows[f"correction groups{suffix}"] = groups_table(drops)
    unrun = not_run_line(drops)
    if unrun:
        rows[f"not run{suffix}"] = unrun.removeprefix("not run: ")
    adaptive = adaptive_lines(drops)  # an adaptive run: its design, each comparison's stop, the requests
    if adaptive:
        rows[f"design{suffix}"] = adaptive[0].removeprefix("design: ")
        rows[f"adaptive stops{suffix}"] = [line[2:] for line in adaptive[1:-1]]
        rows[f"requests{suffix}"] = adaptive[-1].removeprefix("requests: ")
    return rows


def groups_table(drops: ComparisonTable) -> Raw:
    """The correction groups as a small table: each group's comparisons (planned, and how
    many ran when fewer), its raw-p threshold (Bonferroni) and how many are significant. Families
    split by several labels (``paper``: task, filler, comparison) are a grid, the last label
    across; otherwise one row per family."""
    families = drops.families
    sizes = sorted({f.planned for f in families})
    span = f"{sizes[0]}" if len(sizes) == 1 else f"{sizes[0]}-{sizes[-1]}"
    caption = tag(
        "div", f"{len(families)} correction groups of {span} comparisons, each corrected on its own", class_="note"
    )
    split = tuple(drops.analysis.split)
    names = [f.name.split("/") for f in families]
    if len(split) > 1 and all(len(n) == len(split) for n in names):
        rows = list(dict.fromkeys("/".join(n[:-1]) for n in names))
        cols = list(dict.fromkeys(n[-1] for n in names))
        at = {("/".join(n[:-1]), n[-1]): f for n, f in zip(names, families)}
        head = ["/".join(split[:-1]) + f" \u2193 {split[-1]} \u2192", *cols]
        body = [
            [
                tag("td", r, class_="l"),
                *(tag("td", _family_text(drops, at[(r, c)])) if (r, c) in at else "-" for c in cols),
            ]
            for r in rows
        ]
    else:
        head = ["family", "comparisons"]
        body = [[tag("td", f.name, class_="l"), _family_text(drops, f)] for f in families]
    return join([caption, html_table(head, body, class_="groups")])


def _family_text(drops: ComparisonTable, f: CorrectionGroup) -> str:
    """ "3, p < 0.0033, 2 significant": one correction group's size, threshold and result (and
    its sidedness, when it is not the run's)."""
    text = str(f.planned) + (f" ({f.ran} ran)" if f.ran < f.planned else "")
    if f.alternative != drops.analysis.alternative:  # a rule that fixes this family's (paper: Table 3)
        text += f", {f.alternative if f.alternative == 'two-sided' else f'one-sided ({f.alternative})'}"
    if drops.analysis.correction == "bonferroni" and f.ran:
        text += f", p < {fmt_p(f.adjusted.threshold)}"
    sig = int(sum(f.adjusted.significant))
    return text + (f", {sig} significant" if sig else "")
