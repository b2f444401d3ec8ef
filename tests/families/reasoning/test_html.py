"""The HTML report: structure through html.parser, and one real headless-browser render."""

from __future__ import annotations

import json
import math
import re
from html.parser import HTMLParser
from pathlib import Path

import pandas as pd
import pytest
from helpers import cells_table, chromium, drops_table, headless

from pytest_cre.analysis.policy import Analysis
from pytest_cre.analysis.stats import wilson
from pytest_cre.analysis.tables import threshold_line
from pytest_cre.families.reasoning.html import render_html

EVIL = "<script>alert(1)</script>"
SECTIONS = {"headline", "spectrum", "filler-match", "heatmaps", "drops", "comparisons", "cells"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


# --------------------------------------------------------------------------- synthetic records


def cell_records(
    model: str,
    tier: str,
    position: str,
    k: int,
    n: int = 50,
    *,
    task: str = "gsm8k",
    filler: str = "ws",
    status: str = "ok",
    matches: bool = False,
) -> list[dict]:
    """n samples of one cell, the first k correct; wrong ones match a filler answer when asked."""
    return [
        {
            "model": model,
            "vendor": "x",
            "task": task,
            "filler": filler,
            "tier": tier,
            "position": position,
            "cell_id": f"{task}-{position}-{filler}-{tier}-{model}",
            "sample": i,
            "status": status,
            "correct": (i < k) if status == "ok" else None,
            "match_any": (i % 2 == 0) if matches and i >= k else None,
            "match_last": (i % 4 == 0) if matches and i >= k else None,
            "prompt_tokens": 1000,
        }
        for i in range(n)
    ]


# (end k, middle k) out of 50 per tier, two models: qwen's drops are significant, glm's are not.
PLAN = {
    "qwen2.5-7b": {"8k": (45, 2), "32k": (43, 1), "64k": (47, 0)},
    "glm-5.1": {"8k": (49, 49), "32k": (48, 49), "64k": (48, 49)},
}


def run_records() -> list[dict]:
    """Two models x 3 tiers x end/middle on ws, probes at 8k, a baseline, a qo_v2 arm with filler
    matches, and a cell whose every sample failed at the endpoint (n = 0, accuracy NaN)."""
    records = []
    for model, tiers in PLAN.items():
        records += cell_records(model, "none", "baseline", 47, filler="none")
        for tier, (end_k, mid_k) in tiers.items():
            records += cell_records(model, tier, "end", end_k)
            records += cell_records(model, tier, "middle", mid_k)
        records += cell_records(model, "8k", "middle_twice", 20)
        records += cell_records(model, "8k", "middle_dup", 46)
    records += cell_records("qwen2.5-7b", "8k", "end", 40, filler="qo_v2", matches=True)
    records += cell_records("qwen2.5-7b", "8k", "middle", 16, filler="qo_v2", matches=True)
    records += cell_records("qwen2.5-7b", "32k", "start", 0, n=5, status="error")
    return records


def tables(records: list[dict], **meta_extra) -> tuple[pd.DataFrame, pd.DataFrame, dict]:
    cells = cells_table(records)
    drops = drops_table(records, cells, analysis=Analysis(alpha=0.01))
    meta = {
        "run_id": "20261130-000000-abcdef",
        "seed": 42,
        "alpha": 0.01,
        "correction": "bonferroni",
        "family_size": drops.adjusted.family_size,
        "threshold": threshold_line(drops),
        **meta_extra,
    }
    return cells, drops.frame, meta


@pytest.fixture(scope="module")
def run() -> tuple[pd.DataFrame, pd.DataFrame, dict]:
    return tables(run_records())


# --------------------------------------------------------------------------- parsing


class Page(HTMLParser):
    """The parts of a page the tests look at; also checks that every element is closed."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.elements: list[tuple[str, dict[str, str]]] = []
        self.ids: list[str] = []
        self.text: list[str] = []
        self.rows: dict[str, list[list[str]]] = {}  # section id -> table rows (cell texts)
        self.titles: list[str] = []  # <title> inside svg: the tooltips
        self.intervals: dict[str, list[str]] = {}  # section id -> the visible intervals in its cells
        self._ci: list[str] | None = None
        self.section: str | None = None
        self._row: list[str] | None = None
        self._cell: list[str] | None = None
        self._title: list[str] | None = None
        self.feed(text)
        self.close()
        assert not self.stack, f"unclosed elements: {self.stack}"

    def handle_starttag(self, tag, attrs):
        a = {k: v or "" for k, v in attrs}
        self.elements.append((tag, a))
        if "id" in a:
            self.ids.append(a["id"])
        if tag == "section":
            self.section = a.get("id")
        elif tag == "tr":
            self._row = []
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "title" and "svg" in self.stack:
            self._title = []
        elif tag == "span" and "ci" in a.get("class", "").split() and self._cell is not None:
            self._ci = []  # an interval under a value: kept apart from the cell's text
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
        self.stack.pop()
        if tag in ("td", "th") and self._row is not None and self._cell is not None:
            self._row.append("".join(self._cell).strip())
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.rows.setdefault(self.section or "", []).append(self._row)
            self._row = None
        elif tag == "title" and self._title is not None:
            self.titles.append("".join(self._title))
            self._title = None
        elif tag == "section":
            self.section = None
        elif tag == "span" and self._ci is not None:
            self.intervals.setdefault(self.section or "", []).append("".join(self._ci))
            self._ci = None

    def handle_data(self, data):
        self.text.append(data)
        if self._ci is not None:
            self._ci.append(data)
            return
        for buf in (self._cell, self._title):
            if buf is not None:
                buf.append(data)

    def find(self, tag: str, cls: str | None = None) -> list[dict[str, str]]:
        return [a for t, a in self.elements if t == tag and (cls is None or cls in a.get("class", "").split())]

    def table(self, section: str) -> list[list[str]]:
        return self.rows.get(section, [])

    def row(self, section: str, *values: str) -> list[str]:
        """The one row of a section's tables that contains all ``values`` as cells."""
        hits = [r for r in self.table(section) if all(v in r for v in values)]
        assert len(hits) == 1, (values, hits)
        return hits[0]

    def all_text(self) -> str:
        return " ".join(self.text)


def parse(cells, drops, meta) -> Page:
    return Page(render_html(cells, drops, meta))


# --------------------------------------------------------------------------- structure


def test_every_section_and_chart_is_there(run):
    page = parse(*run)
    assert set(page.ids) >= SECTIONS
    assert len(page.ids) == len(set(page.ids)), "ids must be unique"
    assert "deltas" not in page.ids  # no compare in meta
    # one heatmap per (model, task, filler) with filler: qwen ws, qwen qo_v2, glm ws
    assert len(page.find("svg", "heatmap")) == 3
    assert len(page.find("svg", "dropbars")) == 3
    assert all(a["href"].startswith("#") for a in page.find("a"))


def test_header_shows_only_what_has_a_value(run):
    cells, drops, meta = run
    empty_rows = {"notes": "", "skipped": [], "endpoints": [], "warnings": [], "seed2": math.nan, "nothing": None}
    html = render_html(
        cells,
        drops,
        {
            **meta,
            "note": ["a", "b"],
            "models": ["qwen2.5-7b", "glm-5.1"],
            "cache": "cache: 3 of 10 samples answered from the cache",
            "skipped_lines": ["skipped cell x: no data", "skipped cell y: no data"],
            **empty_rows,
        },
    )
    keys = re.findall(r"<dt>(.*?)</dt>", html)
    # the given keys with a value, note, models, cache and the skipped lines; none of the empty ones
    assert keys == [
        "run_id",
        "models",
        "seed",
        "alpha",
        "correction",
        "family_size",
        "threshold",
        "note",
        "cache",
        "skipped_lines",
    ]
    text = Page(html).all_text()
    for value in (
        "20261130-000000-abcdef",
        "42",
        "0.01",
        "bonferroni",
        "qwen2.5-7b, glm-5.1",
        "a, b",
        threshold_line(drops_table(run_records())),
    ):
        assert value in text
    assert "<div>skipped cell x: no data</div><div>skipped cell y: no data</div>" in html  # one line each
    assert "<dd>3 of 10 samples answered from the cache</dd>" in html  # not "cache  cache: ..."
    assert "<title>pytest-cre report 20261130-000000-abcdef</title>" in render_html(cells, drops, meta)


def test_headline_is_table1_shaped(run):
    page = parse(*run)
    rows = page.table("headline")
    assert rows[0][:3] == ["Model", "Tier", "Baseline (no filler)"]
    assert "filler ws" in rows[0] and "filler qo_v2" in rows[0]
    assert rows[1][:3] == ["End %", "Drop pp", "Sig"]
    # qwen at 64k: end 47/50 = 94%, middle 0/50: -94 pp, significant
    qwen64 = page.row("headline", "64k", "94")
    assert qwen64[qwen64.index("94") + 1 : qwen64.index("94") + 3] == ["-94", "*"]
    # glm at 32k: 96% then +2 pp, not significant; qwen's first row carries the model and baseline
    glm32 = page.row("headline", "32k", "96")
    assert glm32[glm32.index("96") + 1 : glm32.index("96") + 3] == ["+2", ""]
    assert page.row("headline", "qwen2.5-7b", "8k")[2] == "94% (47/50)"


def test_spectrum_has_probes_and_dup_minus_end(run):
    page = parse(*run)
    head = page.table("spectrum")[0]
    assert head[4:] == ["end", "middle", "middle_twice", "middle_dup", "Twice-End pp", "Dup-End pp"]
    qwen = page.row("spectrum", "qwen2.5-7b", "ws", "8k")
    assert qwen[4:8] == ["90% (45/50)", "4% (2/50)", "40% (20/50)", "92% (46/50)"]
    assert qwen[8] == "-50*" and qwen[9] == "+2"
    assert len(page.table("spectrum")) == 3  # header + one row per model (qo_v2 has no probe)


def test_filler_match_rates(run):
    page = parse(*run)
    row = page.row("filler-match", "qwen2.5-7b", "qo_v2", "middle")
    # 34 wrong answers (samples 16..49): every other one matches any, every fourth the last
    assert row[5:8] == ["34", "50%", "-"] and row[8] == "26%"  # hand-made records: no chance rate
    assert len(page.table("filler-match")) == 3  # header + the two qo_v2 cells


def test_heatmap_cells_have_values_and_wilson_tooltips(run):
    page = parse(*run)
    lo, hi = wilson(2, 50)
    tip = next(t for t in page.titles if t.startswith("middle @ 8k") and "2/50" in t)
    assert f"{100 * lo:.1f}%" in tip and f"{100 * hi:.1f}%" in tip and "Wilson" in tip
    svg_text = page.all_text()
    assert "Accuracy" in svg_text
    legend = page.find("g", "legend")
    assert len(legend) == 3
    fills = {a["fill"] for a in page.find("rect") if a.get("fill", "").startswith("#")}
    assert len(fills) > 5  # a colour scale, not one colour


def test_drop_bars_mark_significance_and_draw_ci_when_given(run):
    cells, drops, meta = run
    page = parse(cells, drops, meta)
    assert len(page.find("g", "bar")) == len(drops)
    assert len(page.find("g", "sig-neg")) == int(drops["significant"].sum())
    assert len(page.find("g", "ci")) == len(drops)  # drops_table gives Newcombe intervals
    assert page.find("g", "ci") and not parse(cells, drops.drop(columns=["drop_ci_low", "drop_ci_high"]), meta).find(
        "g", "ci"
    )
    with_ci = drops.assign(drop_ci_low=drops["drop_pp"] - 10, drop_ci_high=drops["drop_pp"] + 10)
    with_ci.loc[0, "drop_ci_low"] = math.nan  # one row without an interval
    page = parse(cells, with_ci, meta)
    assert len(page.find("g", "ci")) == len(drops) - 1
    assert "95% CI" in page.table("comparisons")[0]
    assert sum(r[5] == "-" for r in page.table("comparisons")[1:]) == 1  # the row without an interval
    assert any("95% CI" in t for t in page.titles)


def test_all_comparisons_lead_with_drop_interval_p_adjusted_p_significance(run):
    cells, drops, meta = run
    page = parse(cells, drops, meta)
    comparisons, all_cells = page.table("comparisons"), page.table("cells")
    head = comparisons[0]
    assert head[:4] == ["Task", "Filler", "Tier", "Comparison"]
    assert head[4:9] == ["Drop pp", "95% CI", "p", "Adjusted p", "Sig"]
    assert len(comparisons) == len(drops) + drops["model"].nunique()  # one table per model
    assert all_cells[0][:6] == ["Model", "Task", "Filler", "Tier", "Position", "Accuracy (k/n)"]
    assert len(all_cells) == len(cells) + 1
    d = drops[
        (drops["model"] == "qwen2.5-7b")
        & (drops["tier"] == "64k")
        & (drops["position"] == "middle")
        & (drops["filler"] == "ws")
    ].iloc[0]
    row = page.row("comparisons", "64k", "middle vs end", "-94.0")
    assert row[5] == f"[{d['drop_ci_low']:.0f}, {d['drop_ci_high']:.0f}]" and row[8] == "*"
    assert row[6] == f"{d['p_value']:.2g}" and row[7] == f"{d['p_adjusted']:.2g}"
    assert row[9] == "0/50" and row[10] == "47/50"


def test_intervals_are_visible_without_hovering(run):
    cells, drops, meta = run
    page = parse(cells, drops, meta)
    # headline: every end accuracy and every drop carries its interval under it
    ends = page.intervals["headline"]
    assert len(ends) == 2 * (3 + 3 + 1)  # end and drop of glm ws x 3 tiers, qwen ws x 3, qwen qo_v2 8k
    assert all(re.fullmatch(r"\[-?\d+, -?\d+\]", t) for t in ends)
    qwen64 = page.row("headline", "64k", "94")
    assert "-94" in qwen64
    scored = cells[(cells["position"] != "baseline") & (cells["n"] > 0)]
    assert len(page.find("text", "ci")) == len(scored)  # heatmap cells: the Wilson interval as text
    lo, hi = wilson(47, 50)
    assert f"[{100 * lo:.0f}, {100 * hi:.0f}]" in page.intervals["headline"]
    bar_values = [t for t in page.text if re.match(r"[+-]\d+ \[", t)]
    assert len(bar_values) == len(drops)  # every drop bar prints its interval


def test_significant_and_incomplete_have_distinct_marks():
    records = run_records()
    partial = cell_records("qwen2.5-7b", "8k", "middle", 30, n=50, filler="neutral")
    partial += [{**partial[0], "sample": 50 + i, "status": "error", "correct": None} for i in range(4)]
    end = cell_records("qwen2.5-7b", "8k", "end", 48, filler="neutral")
    page = parse(*tables(records + partial + end))
    row = page.row("comparisons", "neutral", "8k", "middle vs end")
    # Incomplete (4 errors): its p would pass, but an incomplete comparison is not tested (issue 42).
    assert row[9] == "30/50\u2020" and row[8] == ""
    assert any(t == "60\u2020" for t in page.text)  # the heatmap cell
    notes = " ".join(t for t in page.text if "incomplete" in t)
    assert "*: significant after correction" in notes and "\u2020: incomplete" in notes
    assert "an incomplete comparison is not tested and carries no *" in notes
    assert not any(t.endswith("*") and t[:-1].isdigit() for t in page.text)  # no "*" for incomplete


def test_one_order_of_fillers_and_positions_everywhere(run):
    cells, drops, meta = run
    page = parse(cells, drops, meta)
    heat = [a["aria-label"].removeprefix("accuracy heatmap ") for a in page.find("svg", "heatmap")]
    bars = [a["aria-label"].removeprefix("drops ") for a in page.find("svg", "dropbars")]
    qwen = [h for h in heat if h.startswith("qwen")]
    assert qwen == ["qwen2.5-7b gsm8k ws", "qwen2.5-7b gsm8k qo_v2"]  # the paper's order, not A-Z
    assert [b for b in bars if b in heat] == [h for h in heat if h in bars]
    fillers = [r[1] for r in page.table("comparisons")[1:] if r[0] == "gsm8k"]
    assert fillers.index("qo_v2") > max(i for i, f in enumerate(fillers[: fillers.index("qo_v2")]) if f == "ws")
    head = page.table("headline")[0]
    assert head.index("filler ws") < head.index("filler qo_v2")
    positions = [r[3] for r in page.table("comparisons")[1:] if r[1] == "ws" and r[2] == "8k"][:4]
    assert positions == ["middle vs end", "middle_twice vs end", "middle_dup vs end"][: len(positions)] or positions[
        0
    ].startswith("end vs baseline")


def test_captions_say_what_each_chart_holds(run):
    cells, drops, meta = run
    page = parse(cells, drops, meta)
    text = page.all_text()
    assert text.count("accuracy by position and tier") == len(page.find("svg", "heatmap"))
    assert text.count(": drops") == len(page.find("svg", "dropbars"))
    if (drops["baseline_position"] == "baseline").any():
        assert "end minus the no-filler baseline" in text
    assert "position minus end" in text and "rows are positions, columns tiers" in text


# --------------------------------------------------------------------------- safety


def evil_records() -> list[dict]:
    """Records whose every text field (labels, answers, responses) tries to inject markup."""
    records = cell_records(EVIL, "8k", "end", 40, filler=f"f{EVIL}") + cell_records(
        EVIL, "8k", "middle", 10, filler=f"f{EVIL}"
    )
    for r in records:
        r.update(
            target_id=f"t{EVIL}",
            answer=EVIL,
            gold="</script><b>",
            response=f"{EVIL}</script><img src=x>",
            reasoning="<!-- <script>",
            finish_reason="stop",
        )
    return records


def test_everything_is_escaped():
    records = evil_records()
    cells, drops, meta = tables(records, title=EVIL, **{EVIL: EVIL})
    text = render_html(cells, drops, meta, records)
    # the page's own two scripts (the samples' JSON and the browser) and nothing from a record
    assert text.lower().count("<script") == 2 and text.lower().count("</script") == 2
    assert EVIL not in text and "<img" not in text and "<!-- <script>" not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text
    page = Page(text)
    scripts = page.find("script")
    assert [a.get("type") for a in scripts] == ["application/json", None] and not any("src" in a for a in scripts)
    assert EVIL in page.all_text()  # shown as text, in tables, captions and the header
    blob = re.search(r'<script type="application/json" class="cre-samples">(.*?)</script>', text, re.S).group(1)
    samples = json.loads(blob)
    rows = [row for cell in samples["cells"].values() for row in cell["rows"]]
    at = {k: i for i, k in enumerate(samples["fields"])}
    assert {row[at["response"]] for row in rows} == {f"{EVIL}</script><img src=x>"}  # intact once parsed


def test_no_urls_or_external_resources(run):
    text = render_html(*run, records=run_records())
    assert "http://" not in text and "https://" not in text and "url(" not in text
    assert "fetch(" not in text and "XMLHttpRequest" not in text and "import(" not in text
    page = Page(text)
    assert not any("src" in a for _, a in page.elements)
    assert not page.find("link") and not page.find("img") and not page.find("iframe")
    assert all(a["href"].startswith("#") for a in page.find("a"))  # every link stays in the page


def test_nan_is_a_dash(run):
    cells, drops, meta = run
    page = parse(cells, drops, {**meta, "seed": math.nan})
    head = page.table("cells")[0]
    failed = page.row("cells", "start", "32k")
    for col in ("Accuracy (k/n)", "Match any", "Match last", "Wrong"):
        assert failed[head.index(col)] in ("-", "-\u2020", "0"), col  # the dagger: incomplete
    assert failed[head.index("Not scored")] == "5"
    assert not re.search(r"\bnan\b", page.all_text(), re.IGNORECASE)
    assert any(t.startswith("start @ 32k") and "no scored samples" in t for t in page.titles)


# --------------------------------------------------------------------------- edge cases


def test_empty_tables():
    for cells, drops in ((cells_table([]), drops_table([]).frame), (None, None), ([], [])):
        page = parse(cells, drops, {})
        assert set(page.ids) >= SECTIONS
        assert not page.find("svg")
        assert len(page.find("p", "empty")) == 8  # the effective length's too: no baseline


def test_single_cell():
    records = cell_records("m", "8k", "end", 3, n=4)
    cells, drops, meta = tables(records)
    page = parse(cells, drops, meta)
    assert len(page.find("svg", "heatmap")) == 1 and not page.find("svg", "dropbars")
    assert page.row("cells", "end", "8k")[5] == "75% (3/4)"
    assert any("3/4" in t for t in page.titles)


def test_tables_as_row_dicts_and_droptable(run):
    cells, _drops, meta = run
    records = run_records()
    page = parse(cells.to_dict("records"), drops_table(records), meta)
    assert len(page.find("svg", "heatmap")) == 3 and len(page.find("svg", "dropbars")) == 3


def test_hundreds_of_cells():
    records = []
    for m in range(4):
        for task in ("arith", "gsm8k"):
            for filler in ("ws", "qo_v2", "neutral"):
                for tier in ("8k", "16k", "32k", "128k"):
                    for j, pos in enumerate(("end", "middle", "depth:25")):
                        records += cell_records(f"model-{m}", tier, pos, 5 - j, n=5, task=task, filler=filler)
    cells, drops, meta = tables(records)
    assert len(cells) == 288
    page = parse(cells, drops, meta)  # its speed is bench_scale's, not a test's
    assert len(page.table("cells")) == 289 and len(page.table("comparisons")) == len(drops) + 4
    assert len(page.find("svg", "heatmap")) == 24
    # tiers across by size: 8k, 16k, 32k, 128k (not as strings)
    first = page.find("svg", "heatmap")[0]
    assert first["aria-label"].startswith("accuracy heatmap model-0 arith")
    tiers = [t for t in page.text if t in ("8k", "16k", "32k", "128k")][:4]
    assert tiers == ["8k", "16k", "32k", "128k"]


@pytest.mark.parametrize("as_frame", [True, False])
def test_deltas_from_compare(run, as_frame):
    cells, drops, meta = run
    compare = [
        {
            "cell_id": "gsm8k-middle-ws-8k-qwen2.5-7b",
            "acc": 0.04,
            "previous_acc": 0.2,
            "delta_pp": -16.0,
            "p_value": 0.03,
        },
        {
            "cell_id": "gsm8k-end-ws-8k-glm-5.1",
            "acc": 0.98,
            "previous_acc": math.nan,
            "delta_pp": math.nan,
            "p_value": math.nan,
        },
    ]
    page = parse(cells, drops, {**meta, "compare": pd.DataFrame(compare) if as_frame else compare})
    assert "deltas" in page.ids
    rows = page.table("deltas")
    assert rows[0] == ["cell_id", "acc", "previous_acc", "delta_pp", "p_value"]
    assert rows[1] == ["gsm8k-middle-ws-8k-qwen2.5-7b", "4.0%", "20.0%", "-16.0", "0.03"]
    assert rows[2][2:] == ["-", "-", "-"]
    assert "compare" not in [t.strip() for t in page.text]  # not dumped into the header


# --------------------------------------------------------------------------- a real browser


def test_renders_in_headless_chromium(run, tmp_path: Path):
    binary = chromium()
    cells, drops, meta = run
    drops = drops.assign(drop_ci_low=drops["drop_pp"] - 12, drop_ci_high=drops["drop_pp"] + 12)
    html_file = tmp_path / "report.html"
    html_file.write_text(render_html(cells, drops, meta), encoding="utf-8")
    dom = headless(binary, tmp_path, "--dump-dom", html_file.as_uri())
    assert dom.returncode == 0, dom.stderr[-2000:]
    parsed = Page(dom.stdout)
    assert len(parsed.find("svg", "heatmap")) == 3 and len(parsed.find("svg", "dropbars")) == 3
    assert parsed.find("table", "headline") and "headline" in parsed.ids
    assert page_has_rects(parsed)

    shot = tmp_path / "shot.png"
    result = headless(binary, tmp_path, f"--screenshot={shot}", "--window-size=1400,2000", html_file.as_uri())
    assert result.returncode == 0, result.stderr[-2000:]
    assert shot.is_file() and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert shot.stat().st_size > 10_000


def page_has_rects(page: Page) -> bool:
    return len(page.find("rect")) > 20


# The page runs no script; the test adds one that measures the laid-out page and leaves the
# numbers in the DOM that chromium dumps.
MEASURE = (
    "<script>const s=document.scrollingElement;document.body.setAttribute('data-fit',JSON.stringify("
    "{page:s.scrollWidth,inner:innerWidth,tables:[...document.querySelectorAll("
    "'table.comparisons,table.headline,table.spectrum,table.all-cells')].map(t=>[t.className,t.parentElement.scrollWidth,"
    "t.parentElement.clientWidth])}))</script>"
)


@pytest.mark.parametrize("width", [1024, 1280, 1440])
def test_fits_common_widths_without_a_horizontal_scrollbar(run, tmp_path: Path, width: int):
    """At 1024, 1280 and 1440 px the page has no horizontal scrollbar, and neither has the
    comparisons, headline or spectrum table inside its box; nor, from 1280, every cell's."""
    import json

    binary = chromium()
    cells, drops, meta = run
    html_file = tmp_path / "report.html"
    html_file.write_text(render_html(cells, drops, meta).replace("</body>", MEASURE + "</body>"), encoding="utf-8")
    dom = headless(
        binary, tmp_path, "--hide-scrollbars", f"--window-size={width},900", "--dump-dom", html_file.as_uri()
    )
    assert dom.returncode == 0, dom.stderr[-2000:]
    found = re.search(r'data-fit="([^"]*)"', dom.stdout)
    assert found, "the measuring script did not run"
    fit = json.loads(found.group(1).replace("&quot;", '"'))
    assert fit["inner"] == width
    assert fit["page"] <= fit["inner"], fit
    assert {t[0] for t in fit["tables"]} == {"comparisons", "headline", "spectrum", "full all-cells"}
    # every cell's table scrolls inside its box at 1024; from 1280 it fits
    wide = [t for t in fit["tables"] if t[1] > t[2] and (width >= 1280 or t[0] != "full all-cells")]
    assert wide == [], fit["tables"]


def test_browser_match_places_an_item_alike_packed_or_not():
    """The browser's filler-match detail places the matched item at its first place in the
    prompt, whether the record's ids are packed (a draw decoded once for all its samples) or a
    list; a list or object among hand-made ids is no id."""
    from pytest_cre.core.record import pack
    from pytest_cre.families.reasoning.browser import _match

    base = {"match_any": True, "match_last": True, "match_item": "b", "match_item_depth": 0.25, "target_slots": [3]}
    ids = ["a", "b", ["b"], "c", "b"]
    listed = {**base, "filler_ids": ids}
    packed = pack(listed, ("filler_ids",))
    assert packed["filler_ids"] != ids
    where = "1 item before the target"
    want = (f"yes, {where} (the last filler item)", f"b: item 2 of 5, depth 0.25, {where}")
    assert _match(listed) == _match(packed) == _match(dict(packed)) == want
    assert _match({**base, "filler_ids": [["b"], "c"]}) == ("yes (the last filler item)", "b: depth 0.25")


def test_browser_prompt_counts_read_alike_whatever_came_before():
    """The browser's prompt line is kept by its counts: a count as int or as float, a record
    with a count no dict can key, and one missing some, each read as it would alone."""
    from pytest_cre.families.reasoning.browser import _prompt_tokens

    record = {"prompt_tokens": 8186, "reported_prompt_tokens": 8190, "cached_tokens": 0, "budget": 8192}
    want = "8,186 assembled, 8,190 as the endpoint counted, 0 cached, budget 8,192"
    assert _prompt_tokens(record) == want
    assert _prompt_tokens({**record, "prompt_tokens": 8186.0}) == want  # equal key, equal text
    assert _prompt_tokens({**record, "prompt_tokens": [1]}) == want.replace("8,186", "0")  # no number: 0
    assert _prompt_tokens({"prompt_tokens": 9000}) == "9,000 assembled"
    assert _prompt_tokens({}) is None and _prompt_tokens(record) == want


def test_a_browser_sample_says_each_case():
    """A sample's row and details, field by field, for the cases a run records: an answer with
    reasoning tokens and retries, a limit hit by finish and by max-gen, an answer from the
    cache, an endpoint outcome, depths as floats, integers or text, and none at all."""
    from pytest_cre.families.reasoning.browser import _sample

    base = {
        "status": "ok", "correct": False, "answer": "12", "gold": "13", "target_id": "t1", "sample": 4, "seed": 7,
        "finish_reason": "stop", "completion_tokens": 1234, "reasoning_tokens": 1000, "latency_s": 2.25,
        "attempts": 3, "target_depths": [0.5, 1], "prompt_tokens": 8000, "match_any": False,
    }  # fmt: skip
    texts = {"q:t1": "What is 6 + 7?"}
    used: dict[str, str] = {}
    got = _sample(base, texts, used, pooled=True)
    assert got == {
        "sample": "7:4", "target_id": "t1", "gold": "13", "answer": "12", "result": "wrong",
        "finish_reason": "stop", "tokens": "1,234 (1,000 reasoning)", "flags": ["wrong"], "question": "q:t1",
        "outcome": None, "depths": "0.50, 1.00", "prompt": "8,000 assembled", "timing": "in 2.2 s, 3 attempts",
        "restated": None, "error": None, "response": None, "reasoning": None, "match": "no", "matched": None,
    }  # fmt: skip
    assert used == texts
    cases = [
        ({"status": "truncated", "finish_reason": "length", "correct": None}, "limit hit", ["wrong", "limit"]),
        ({"maxgen_hit": True}, "wrong", ["wrong", "limit"]),
        ({"status": "truncated", "finish_reason": "model_context_window_exceeded", "correct": None},
         "truncated", ["unscored"]),
        ({"status": "timeout", "correct": None}, "timeout", ["unscored"]),
        ({"status": "no_answer", "correct": None}, "no answer", ["wrong"]),
        ({"correct": True, "match_any": True, "match_item": "f9"}, "correct", ["correct", "matched"]),
    ]  # fmt: skip
    for change, result, flags in cases:
        row = _sample({**base, **change}, texts, used, pooled=False)
        assert (row["result"], row["flags"], row["sample"]) == (result, flags, 4), change
        status = change.get("status", "ok")
        assert row["outcome"] == (None if status == "ok" else status)
    cached = _sample(
        {**base, "from_cache": True, "target_depths": ["0.25", None], "reasoning_tokens": 0}, {}, {}, False
    )
    assert (cached["timing"], cached["depths"], cached["tokens"], cached["question"]) == (
        "from the response cache",
        "0.25, nan",
        "1,234",
        None,
    )
    bare = _sample({"status": "error", "sample": 0}, {}, {}, False)
    assert (bare["depths"], bare["timing"], bare["tokens"], bare["prompt"], bare["match"]) == (None,) * 5
    assert _sample({**base, "target_depths": []}, {}, {}, False)["depths"] is None
    assert _sample({**base, "attempts": 1, "latency_s": 0.04}, {}, {}, False)["timing"] == "in 0.0 s"
