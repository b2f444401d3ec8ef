"""What the terminal shows: the compact summary (what was skipped and why, each family's
headline table, the lines under it, sanity warnings, where the answers came from, where the
files are) and the progress line while a cell runs."""

from __future__ import annotations

import asyncio
import contextlib
import math
import os
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..analysis.tables import adaptive_lines, by_batch, counts_in_n, not_run_line, threshold_line
from ..core.errors import CreUsageError
from ..core.prices import usd
from ..core.record import HELD, NOT_RUN
from ..endpoints.summary_lines import endpoint_lines
from .files import FamilyTables, RunNotes, marks_line
from .guard import attempt

if TYPE_CHECKING:
    from pandas import DataFrame

    from ..core.record import Record
    from .family_report import FamilyReport
    from .files import Written

# The sanity check: a model scoring at most LOW_ACCURACY where a working setup does well, or
# finding no answer in at least HIGH_NO_ANSWER of its samples, over at least SANITY_MIN_N.
LOW_ACCURACY = 0.05
HIGH_NO_ANSWER = 0.5
SANITY_MIN_N = 10
REFRESH_HINT = "--cre-cache refresh asks the models again"


def summary_lines(groups: list[FamilyTables], compare_source: Path | None, alpha: float) -> list[str]:
    """Headline (with the legend of its marks), threshold, notes, comparison with an earlier
    run, and tokens and cost per model. The warnings are ``run_notes``'."""
    import pandas as pd

    lines: list[str] = []
    failures: list[str] = []

    def add(what: str, make: Callable[[], list[str]]) -> None:
        """Lines of the summary; when they fail, a line saying so takes their place."""
        before = len(failures)
        lines.extend(attempt(what, make, failures, []))
        if len(failures) > before:
            lines.append(shown_instead(failures[-1]))

    marks = attempt("show the legend of the marks", lambda: marks_line(groups), failures, None)

    def headline(table: DataFrame) -> list[str]:
        with pd.option_context("display.width", 200, "display.max_columns", 50, "display.max_rows", 500):
            return table.to_string(index=False).split("\n") + ([marks] if marks else [])

    def piece(shown: FamilyReport, name: str, said: Sequence[str]) -> None:
        """A piece of the family's report, or the line saying it could not be made."""
        failed = shown.failures.get(name)
        lines.extend([shown_instead(failed)] if failed else said)

    def one(g: FamilyTables) -> None:
        shown, name = g.report, g.family.name
        if len(groups) > 1:  # which family each table is, as summary.md's headings say
            lines.append(f"{name}: {shown.headline_title}")
        if shown.headline is not None:
            add(f"show the headline table of {name}", lambda: headline(shown.headline))
        piece(shown, "headline", [])
        add(f"show the threshold line of {name}", lambda: [threshold_line(g.drops)])
        add(f"show the adaptive design of {name}", lambda: adaptive_lines(g.drops))
        add(f"show the not-run line of {name}", lambda: [line for line in [not_run_line(g.drops)] if line])
        # A family may say in its own words how limit hits count (recall scores what was
        # produced) and add lines of its own under the table (recall: its comparisons).
        piece(shown, "report", [])  # the whole report failed: its one line, where its pieces would be
        piece(shown, "limit_hits", [shown.limit_hits] if shown.limit_hits else [])
        piece(shown, "terminal_lines", shown.terminal_lines)
        piece(shown, "contrast_lines", shown.contrast_lines)
        piece(shown, "notes", shown.notes)
        if compare_source is not None:
            add(f"compare {name} with the earlier run", lambda: [compare_line(g.compare, alpha, compare_source)])
        if g.usage is not None:  # else making it failed, and the warnings say so once
            add(f"show the tokens and cost of {name}", lambda: usage_lines(g.records, g.usage, g.prompt_counts))

    for g in groups:
        one(g)
    return lines


def shown_instead(failure: str) -> str:
    """A piece's failure line (``guard.attempt``'s) where the terminal would show the piece."""
    return "ERROR: " + failure.replace("; the rest was written", "; the rest is shown")


def run_notes(
    groups: list[FamilyTables],
    records: list[Record],
    cache_mode: str = "on",
    skipped: list[str] | tuple[str, ...] = (),
    warnings: list[str] | tuple[str, ...] = (),
) -> RunNotes:
    """What a run's outputs say besides its tables, once for the terminal and the files
    (``records``: every family's in ``groups``): the ``skipped`` lines (session facts:
    ``skip_lines``), the replica and stopped-model lines and the cache line (from the records),
    and the warnings: each family's sanity check, samples reported far shorter than assembled,
    and the session's own ``warnings`` (a torn record)."""
    out = [line for g in groups for line in sanity_lines(g)]
    suspects = sum(1 for r in records if r.get("truncation_suspect"))
    if suspects:
        out.append(
            f"warning: {suspects} samples were reported far shorter than assembled "
            "(silent truncation?): see truncation_suspect in records.jsonl"
        )
    counts: PromptCounts = {}  # the families' (their records are ``records``), summed
    for g in groups:
        for key, (reported, assembled) in g.prompt_counts.items():
            before = counts.get(key, (0, 0))
            counts[key] = (before[0] + reported, before[1] + assembled)
    out += tokenizer_lines(records, counts)
    out += [f"warning: {w}" for w in warnings]
    return RunNotes(
        skipped=tuple(skipped),
        endpoints=(*endpoint_lines(records), *unscored_lines(records)),
        cache=cache_line(records, cache_mode) if records else None,
        warnings=tuple(out),
    )


# How far the server's prompt count may stray from the budget's before the summary warns: the
# tiers are then that much larger (or smaller) in the served model's own tokens.
TOKENIZER_DRIFT = 0.05


PromptCounts = dict[tuple[str, str], tuple[int, int]]


def prompt_counts(records: list[Record]) -> PromptCounts:
    """Per (model, budget tokenizer): the prompt tokens its endpoint reported and those the
    budget tokenizer counted, summed over every sample with both (a truncation suspect left
    out). Made once per family (``FamilyTables.prompt_counts``): the tokens lines and the
    tokenizer warning both read them."""
    sums: dict[tuple[str, str], list[int]] = {}
    for r in records:
        reported, assembled = r.get("reported_prompt_tokens"), r.get("prompt_tokens")
        if reported and assembled and not r.get("truncation_suspect"):
            total = sums.setdefault((str(r.get("model")), str(r.get("tokenizer"))), [0, 0])
            total[0] += reported
            total[1] += assembled
    return {key: (reported, assembled) for key, (reported, assembled) in sums.items()}


def prompt_count_ratios(records: list[Record], counts: PromptCounts | None = None) -> dict[tuple[str, str], float]:
    """Per (model, budget tokenizer): the prompt tokens its endpoint reported over those the
    budget tokenizer counted (``prompt_counts``, or ``counts`` when given)."""
    counts = prompt_counts(records) if counts is None else counts
    return {key: reported / assembled for key, (reported, assembled) in counts.items()}


def tokenizer_lines(records: list[Record], counts: PromptCounts | None = None) -> list[str]:
    """A warning, with the fix, for each model whose endpoint counts its prompts more than
    ``TOKENIZER_DRIFT`` off the budget tokenizer (a real server's tokenizer is not cl100k's:
    seen 1.11-1.13 on llama.cpp with SmolLM2). ``counts``: the records' ``prompt_counts``."""
    lines = []
    for (model, tokenizer), ratio in sorted(prompt_count_ratios(records, counts).items()):
        if abs(ratio - 1) > TOKENIZER_DRIFT:
            lines.append(
                f"warning: {model}'s endpoint counted {ratio:.2f}x the prompt tokens the budget tokenizer "
                f"({tokenizer}) did: its tiers are {100 * (ratio - 1):+.0f}% in the model's own tokens; "
                "count in them with --cre-tokenizer server (llama.cpp, vLLM) or --cre-tokenizer "
                "PATH/tokenizer.json"
            )
    return lines


def unscored_lines(records: list[Record]) -> list[str]:
    """Per model, the samples that count in no accuracy (an endpoint outcome, or never sent):
    how many of its samples, of which outcome, and in which cells (the tables' dagger)."""
    total: Counter[str] = Counter()
    outcomes: dict[str, Counter[str]] = {}
    cells: dict[str, dict[str, None]] = {}
    for r in records:
        model = str(r.get("model"))
        total[model] += 1
        if not counts_in_n(r, "wrong"):  # a limit hit counts: the model answered
            outcomes.setdefault(model, Counter())[str(r["status"])] += 1
            cells.setdefault(model, {})[str(r["cell_id"])] = None
    lines = []
    for model, by in sorted(outcomes.items()):
        why = ", ".join(f"{n:,} {status}" for status, n in by.most_common())
        names = list(cells[model])
        shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
        lines.append(
            f"not scored: {model}: {sum(by.values()):,} of {total[model]:,} samples ({why}) "
            f"in {len(names)} cell{'' if len(names) == 1 else 's'} ({shown}); see status and error "
            "in records.jsonl"
        )
    return lines


def usage_lines(records: list[Record], usage: DataFrame, counts: PromptCounts | None = None) -> list[str]:
    """One line per model: the tokens its samples took and what they cost at list prices
    (``usage``: their ``usage_table``; ``counts``: their ``prompt_counts``)."""
    out = []
    ratios = {model: ratio for (model, _tokenizer), ratio in prompt_count_ratios(records, counts).items()}
    for _, u in usage.iterrows():
        cost = None if u["cost_usd"] is None or u["cost_usd"] != u["cost_usd"] else float(u["cost_usd"])
        priced = f"{usd(cost)} at list prices of {u['price_checked']}" if cost is not None else "no price"
        reported = u.get("cost_reported_usd")
        if reported is not None and reported == reported:  # NaN: this model's server said nothing
            priced += f"; {usd(float(reported))} as the server reported it"
        ratio = ratios.get(u["model"])
        counted = f"; {ratio:.2f}x the budget tokenizer's count" if ratio is not None and round(ratio, 2) != 1 else ""
        out.append(
            f"tokens {u['model']}: prompt {u['tokens_prompt']:,} ({u['tokens_cached']:,} cached{counted}), "
            f"completion {u['tokens_completion']:,} ({u['tokens_reasoning']:,} reasoning); "
            f"{priced}"
        )
    return out


def files_line(run_dir: Path, report_dir: Path, run_id: str, written: Written | None = None) -> str:
    """Where the run's files are: records.jsonl and the reports ``written`` (a ``files.Written``;
    all of them when not given) but summary.json, which goes without saying."""
    rel = os.path.relpath(run_dir)
    names = ["cells.csv", "drops.csv", "summary.md", "report.html"]
    if written is not None:
        names = [name for name in names if name in written.paths]
    return (
        f"reports: {rel}/ ({', '.join(['records.jsonl', *names])}); "
        f"{os.path.relpath(report_dir / 'latest')} -> {run_id}"
    )


def compare_line(compare: DataFrame | None, alpha: float, source: Path) -> str:
    if compare is None or compare.empty:
        return f"compare: no cell of this run is in {source}"
    changed = compare[compare["p_value"] < alpha]
    text = f"compare with {source}: {len(compare)} cells, {len(changed)} differ at Fisher p < {alpha:g}"
    if len(changed):
        worst = changed.loc[changed["delta_pp"].abs().idxmax()]
        text += f" (largest: {worst['cell_id']} {worst['delta_pp']:+.0f}pp)"
    return text


def change_words(pp: float) -> str:
    """A change of accuracy in words, so a sign never has to be decoded: "fell by 68.0pp",
    "rose by 8.0pp" (a negative drop_pp is a fall: drop_pp is arm minus baseline)."""
    if pp < 0:
        return f"fell by {-pp:.1f}pp"
    if pp > 0:
        return f"rose by {pp:.1f}pp"
    return "did not change"


def cache_line(records: list[Record], mode: str = "on") -> str:
    """Where a run's answers came from."""
    if mode == "off":
        return f"cache: off ({len(records):,} samples, every one asked the model)"
    cached = held = sent = 0
    batches: list[str] = []
    for r in records:  # one pass: a pool's records are 200K dicts scattered in memory
        not_run = r.get("status") == NOT_RUN
        held += not_run and str(r.get("error") or "").startswith(HELD)
        if r.get("from_cache"):
            cached += 1
        elif batch := by_batch(r):
            batches.append(batch)
        elif not not_run:
            sent += 1
    text = f"cache: {cached:,} of {len(records):,} samples answered from the cache"
    text = text + f" ({REFRESH_HINT})" if cached else text
    if held:
        text += f"; {held:,} held by batches not finished (the same command collects them)"
    if batches:
        n = len(set(batches))
        text += (
            f"; {len(batches):,} answered by {n} batch{'es' if n > 1 else ''} (at batch prices), "
            f"{sent:,} sent synchronously"
        )
    return text


def skip_lines(reasons: dict[str, tuple[set[str], set[str]]]) -> list[str]:
    """One line per reason a selected cell could not run (a missing key names its model,
    missing data its task): reason -> (cell ids, models)."""
    lines = []
    for reason, (cell_ids, models) in reasons.items():
        n = len(cell_ids)
        lines.append(f"skipped {n} cell{'s' if n != 1 else ''} of {', '.join(sorted(models))}: {reason}")
    return lines


def sanity_lines(g: FamilyTables) -> list[str]:
    """A warning per model whose results look like a broken setup rather than a measurement:
    near-zero accuracy on the cells a working setup does well on (the family names them with
    ``reference_cells``; all cells otherwise), or mostly no answer at all. It names the likely
    causes and, when answers came from the cache, how to ask the fixed server again."""
    cells = g.cells
    if cells.empty or "model" not in cells:
        return []
    reference, where = g.family.reporter.reference_cells(cells)
    lines = []
    for model, mine in cells.groupby("model", sort=False):
        ref = reference[reference["model"] == model]
        n, k = int(ref["n"].sum()), int(ref["k"].sum())
        samples = int(mine["samples"].sum()) if "samples" in mine else n
        no_answer = int(mine["n_no_answer"].sum()) if "n_no_answer" in mine else 0
        cached = int(mine["from_cache"].sum()) if "from_cache" in mine else 0
        problems = []
        if n >= SANITY_MIN_N and k / n <= LOW_ACCURACY:
            problems.append(f"{100 * k / n:.1f}% correct ({k}/{n}) on {where}")
        if samples >= SANITY_MIN_N and no_answer / samples >= HIGH_NO_ANSWER:
            problems.append(f"no answer found in {no_answer} of {samples} samples")
        if not problems:
            continue
        text = (
            f"warning: {model}: {' and '.join(problems)}. Likely causes: a wrong server URL or model "
            "name, a chat template the server does not apply, or answers in a format the scorer "
            "does not read (see response in records.jsonl)"
        )
        if cached:
            text += (
                f"; {cached} of {samples} of its answers came from the cache, which a fixed server "
                f"does not change: {REFRESH_HINT}"
            )
        lines.append(text)
    return lines


# --------------------------------------------------------------------------- progress


def parse_progress(text: str | None) -> tuple[str, float]:
    """``--cre-progress``: auto (a live line on a terminal, else a plain line every 30 s), live,
    lines, off, or a number of seconds between plain lines. Returns (mode, seconds);
    ``choose_progress`` turns it off with -q and under xdist."""
    value = (text or "auto").strip().lower()
    if value in ("auto", "live", "off"):
        return value, 30.0
    if value == "lines":
        return "lines", 30.0
    try:
        seconds = float(value)
    except ValueError:
        seconds = math.nan
    if not seconds > 0 or math.isinf(seconds):
        raise CreUsageError(f"--cre-progress {text}: use auto, live, lines, off, or seconds between lines (> 0)")
    return "lines", seconds


def choose_progress(option: str | None, verbosity: int, isatty: bool, xdist: bool) -> tuple[str, float]:
    """The progress mode a session uses: none with -q (nothing extra) or under xdist (workers
    cannot write to the terminal while an item runs); ``auto`` is a live line on a terminal and
    plain lines otherwise."""
    mode, interval = parse_progress(option)
    if verbosity < 0 or xdist:
        return "off", interval
    if mode == "auto":
        return ("live" if isatty else "lines"), interval
    return mode, interval


def _duration(seconds: float) -> str:
    seconds = round(seconds)
    return f"{seconds // 60}m{seconds % 60:02d}s" if seconds >= 60 else f"{seconds}s"


def progress_text(item_id: str, p: Any, elapsed: float, done_at_start: int = 0) -> str:
    """One progress line of an item: samples done / in flight / retried / failed, elapsed, and
    what is left at the pace since the item started."""
    text = f"{item_id + ': ' if item_id else ''}{p.done}/{p.total} done, {p.in_flight} in flight"
    if getattr(p, "queued", 0):
        text += f", {p.queued} queued"
    if p.retried:
        text += f", {p.retried} retried"
    if p.failed:
        text += f", {p.failed} failed"
    text += f", {_duration(elapsed)}"
    pace = p.done - done_at_start
    if pace > 0 and p.done < p.total:
        text += f", ~{_duration(elapsed * (p.total - p.done) / pace)} left"
    return text


class ProgressLine:
    """The running item's progress on pytest's terminal: a line rewritten in place after what
    pytest has written on the current line (``live``), or a plain line every ``interval``
    seconds (``lines``, when output is not a terminal). ``writer`` is pytest's terminal
    reporter; the runner's ``on_progress`` calls ``update``."""

    def __init__(
        self,
        writer: Any,
        mode: str,
        interval: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
        uncaptured: Callable[[], Any] = contextlib.nullcontext,
    ) -> None:
        self.writer = writer
        self.uncaptured = uncaptured  # pytest captures output while a test runs: step out of it
        self.mode = mode
        self.interval = interval
        self.clock = clock
        self.item_id: str | None = None
        self._progress: Any = None
        self._since = 0.0
        self._done_at_start = 0
        self._last = 0.0  # when the last line was shown
        self._base = ""  # what pytest had written on the current line (live)
        self._shown = 0  # width of the live line on screen

    def start(self, item_id: str, progress: Any = None) -> None:
        self.item_id, self._progress = item_id, progress
        self._since = self._last = self.clock()
        self._done_at_start = progress.done if progress is not None else 0
        tw = getattr(self.writer, "_tw", None)
        self._base = getattr(tw, "_current_line", "") if self.mode == "live" else ""

    def update(self, item_id: str, progress: Any) -> None:
        """A sample of some cell started or finished: show it if it is the running item's."""
        if item_id != self.item_id:
            return
        self._progress = progress
        if self.mode == "live" and self.clock() - self._last >= 0.1:
            self._show()

    def tick(self) -> None:
        """Called about once a second while the item runs (the elapsed time moves on)."""
        if self._progress is None:
            return
        due = 1.0 if self.mode == "live" else self.interval
        if self.clock() - self._last >= due:
            self._show()

    def _show(self) -> None:
        now = self.clock()
        self._last = now
        # pytest -v has already written the item's id on the line: no need to repeat it
        label = "" if self.mode == "live" and self.item_id and self.item_id in self._base else self.item_id
        text = progress_text(label or "", self._progress, now - self._since, self._done_at_start)
        with self.uncaptured():
            if self.mode == "lines":
                self.writer.write_line(f"cre progress: {text}")
                return
            tw = self.writer._tw
            line = (self._base + "[" + text + "]")[: max(0, tw.fullwidth - 1)]
            tw.write_raw("\r" + line + " " * max(0, self._shown - len(line)), flush=True)
            self._shown = len(line)

    def stop(self) -> None:
        """The item ended: take the live line away, leaving pytest's line as it was."""
        if self.mode == "live" and self._shown:
            with self.uncaptured():
                self.writer._tw.write_raw("\r" + " " * self._shown + "\r" + self._base, flush=True)
        self.item_id, self._progress, self._shown = None, None, 0

    async def watch(self, task: asyncio.Future[Any]) -> Any:
        """Await ``task`` (the item's samples), ticking about once a second meanwhile."""
        try:
            while not task.done():
                await asyncio.wait({task}, timeout=1.0)
                self.tick()
        except asyncio.CancelledError:
            task.cancel()
            raise
        return task.result()
