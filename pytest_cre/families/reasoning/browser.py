"""The reasoning family's sample browser: each record as the report page's browser shows it
(``report.samples``), and the question texts it shows, from the tasks' data."""

from __future__ import annotations

import functools
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ...analysis.tables import SCORED, is_limit_hit
from ...core.errors import CreDataError
from ...core.record import PACKED, is_packed, unpacked
from ...report.html import Raw, Table, as_int, fmt_kn, num, unique
from ...report.samples import Browser, Field, browser_section, cells_in_order

ARM = ("model", "task", "filler", "tier")


SAMPLE_ROW = (
    Field("target_id", "Target"),
    Field("gold", "Gold"),
    Field("answer", "Answer"),
    Field("result", "Result"),
    Field("finish_reason", "Finish"),
    Field("tokens", "Tokens out"),
    Field("match", "Filler match"),
)
SAMPLE_DETAILS = (
    Field("question", "Question", "ref"),
    Field("outcome", "Outcome"),
    Field("matched", "Matched filler item"),
    Field("item", "Its problem", "ref"),
    Field("depths", "Target depth"),
    Field("prompt", "Prompt tokens"),
    Field("timing", "Answered"),
    Field("restated", "Restates the question"),
    Field("error", "Error"),
    Field("response", "Response", "open"),
    Field("reasoning", "Reasoning", "long"),
)
SAMPLE_FILTERS = (
    ("wrong", "wrong"),
    ("matched", "matched a filler answer"),
    ("limit", "limit hit"),
    ("correct", "correct"),
    ("unscored", "not scored"),
)


def samples_section(browser: Browser) -> Raw:
    """The sample browser of every cell (``sample_browser``): each sample's target, gold,
    extracted answer, result, finish reason, tokens and, for a wrong answer that equals a filler
    problem's, that item with its depth and distance from the target; expanded, the question,
    the response and reasoning."""
    return browser_section(
        browser,
        "Every sample of a cell: click a heatmap square or a linked value (k/n, accuracy, a "
        "drop, a position), or choose the cell here; filter by result, expand a sample for its "
        "question, response and reasoning.",
    )


def sample_browser(cells: Table, records: list[dict[str, Any]], texts: Mapping[str, str]) -> Browser:
    """The records as the browser shows them, cells in the page's order (``ordered``)."""
    used: dict[str, str] = {}
    out: dict[str, tuple[str, list[dict[str, Any]]]] = {}
    for cid, listed, recs in cells_in_order(cells, records):
        row = listed or recs[0]
        title = " / ".join(str(row.get(k)) for k in (*ARM, "position"))
        if listed is not None:
            title += f": {fmt_kn(row)} correct"
        pooled = len({r.get("seed") for r in recs}) > 1  # a sample index repeats in each seed
        out[cid] = (title, [_sample(r, texts, used, pooled) for r in recs])
    return Browser("reasoning", SAMPLE_ROW, SAMPLE_DETAILS, SAMPLE_FILTERS, out, used)


def _sample(r: Mapping[str, Any], texts: Mapping[str, str], used: dict[str, str], pooled: bool) -> dict[str, Any]:
    status, correct = r.get("status"), r.get("correct")
    limit = is_limit_hit(r) or bool(r.get("maxgen_hit"))
    scored = status in SCORED
    flags = ["correct"] if correct is True else ["wrong"] if scored or limit else ["unscored"]
    if r.get("match_any") is True:
        flags.append("matched")
    if limit:
        flags.append("limit")
    result = (
        "correct"
        if correct is True
        else "wrong"
        if correct is False
        else "no answer"
        if status == "no_answer"
        else "limit hit"
        if limit
        else str(status).replace("_", " ")
    )
    out: dict[str, Any] = {
        "sample": f"{r.get('seed')}:{r.get('sample')}" if pooled else r.get("sample"),
        "target_id": r.get("target_id"),
        "gold": r.get("gold"),
        "answer": r.get("answer"),
        "result": result,
        "finish_reason": r.get("finish_reason"),
        "tokens": _tokens_out(r),
        "flags": flags,
        "question": _ref(f"q:{r.get('target_id')}", texts, used),
        "outcome": None if status == "ok" else str(status),
        "depths": ", ".join(f"{num(d):.2f}" for d in r.get("target_depths") or ()) or None,
        "prompt": _prompt_tokens(r),
        "timing": _timing(r),
        "restated": r.get("restated"),
        "error": r.get("error"),
        "response": r.get("response"),
        "reasoning": r.get("reasoning"),
    }
    out["match"], out["matched"] = _match(r)
    if r.get("match_item"):
        out["item"] = _ref(f"f:{r.get('match_item')}", texts, used)
    return out


def _ref(key: str, texts: Mapping[str, str], used: dict[str, str]) -> str | None:
    if key not in texts:
        return None
    used[key] = texts[key]
    return key


def _tokens_out(r: Mapping[str, Any]) -> str | None:
    done = r.get("completion_tokens")
    if done is None:
        return None
    thought = r.get("reasoning_tokens")
    return f"{as_int(done):,}" + (f" ({as_int(thought):,} reasoning)" if thought else "")


def _prompt_tokens(r: Mapping[str, Any]) -> str | None:
    counts = (r.get("prompt_tokens"), r.get("reported_prompt_tokens"), r.get("cached_tokens"), r.get("budget"))
    try:
        return _prompt_said(counts)
    except TypeError:  # a value no cache can key (a hand-made record): said, not kept
        return _prompt_said.__wrapped__(counts)


_PROMPT_LABELS = ("assembled", "as the endpoint counted", "cached")


# Kept by the counts: samples often share them (a token-exact budget; a default sim run's 700
# samples hold 314 distinct, a pool of runs repeats them all), and formatting four numbers with
# thousands separators for each of a pool's 200K samples took 0.5 s.
@functools.lru_cache(maxsize=4096)
def _prompt_said(counts: tuple[Any, ...]) -> str | None:
    parts = [f"{as_int(v):,} {label}" for v, label in zip(counts, _PROMPT_LABELS) if v is not None]
    if budget := counts[3]:
        parts.append(f"budget {as_int(budget):,}")
    return ", ".join(parts) or None


def _timing(r: Mapping[str, Any]) -> str | None:
    if r.get("from_cache"):
        return "from the response cache"
    if r.get("latency_s") is None:
        return None
    attempts = as_int(r.get("attempts"))
    return f"in {num(r['latency_s']):.1f} s" + (f", {attempts} attempts" if attempts > 1 else "")


def _match(r: Mapping[str, Any]) -> tuple[str | None, str | None]:
    """A wrong answer's filler match: the row's short verdict and the matched item's id, place
    and distance from the target (in filler items; a target copied twice: the nearer copy)."""
    if r.get("match_any") is None:
        return None, None
    item = r.get("match_item")
    if r.get("match_any") is False or not item:
        return "no", None
    ids = _ids(r.get("filler_ids"))
    where = ""
    if item in ids:
        i, n = ids.index(item), len(ids)
        copies = list(r.get("target_slots") or ()) or [n]
        gap, s = min((s - 1 - i if i < s else i - s, s) for s in copies)
        side = "before" if i < s else "after"
        where = f"next to the target, {side}" if gap == 0 else f"{gap} item{'s' if gap != 1 else ''} {side} the target"
        detail = f"{item}: item {i + 1} of {n}, depth {num(r.get('match_item_depth')):.2f}, {where}"
    else:
        detail = f"{item}: depth {num(r.get('match_item_depth')):.2f}"
    last = " (the last filler item)" if r.get("match_last") is True else ""
    short = "yes" + (f", {where}" if where else "") + last
    return short, detail


def _ids(value: Any) -> tuple[Any, ...]:
    """A record's filler ids; a packed draw's decoded once for all the records that share it."""
    if is_packed(value) and isinstance(value[PACKED], str):
        return _packed_ids(value[PACKED])
    return tuple(unpacked(value) or ())


@functools.lru_cache(maxsize=1024)
def _packed_ids(packed: str) -> tuple[Any, ...]:
    """Cached: a draw is shared by a sample's siblings at the other positions and depths, and
    by the same sample of every model run on the same seed. 1,024 as the cells table's
    ``_draw``."""
    return _ids(unpacked({PACKED: packed}))


def target_texts(
    records: list[dict[str, Any]], tasks: Mapping[str, Any], data_dir: str | None = None
) -> dict[str, str]:
    """The question of every target (``"q:" + id``) and the problem of every matched filler item
    (``"f:" + id``) the records name, from each task's data: an embedded task's, else the files
    under the run's ``data_dir``, CRE_DATA_DIR or the folder the records' filler came from (read
    here, whether a run ends or ``cre report`` re-reports it). A task whose data cannot be found
    this way (hub data, moved files) gives none: its samples show their ids only."""
    wanted: dict[str, set[str]] = {}
    sources: dict[str, dict[str, None]] = {}  # per task, where its records' filler came from
    for r in records:
        task = r.get("task")
        if type(task) is not str or task not in tasks:
            continue
        if r.get("family", "reasoning") == "reasoning":
            ids = wanted.setdefault(task, set())
            for x in (r.get("target_id"), r.get("match_item")):  # a loop, not a generator a record
                if x:
                    ids.add(str(x))
        if r.get("filler_source"):
            sources.setdefault(task, {})[str(r["filler_source"])] = None
    out: dict[str, str] = {}
    for name, ids in wanted.items():
        data = _load(tasks[name], _folders(sources.get(name, {}), data_dir))
        if data is None:
            continue
        task = tasks[name]
        for item in data.targets:
            if item.item_id in ids:
                out[f"q:{item.item_id}"] = task.render_question(item)
        for item in data.filler:
            if item.item_id in ids:
                out[f"f:{item.item_id}"] = f"{task.render_question(item)}\n(its answer: {item.answer})"
    return out


def _folders(sources: Iterable[str], data_dir: str | None) -> list[str]:
    env = os.environ.get("CRE_DATA_DIR")
    return [d for d in unique([*(d for d in (data_dir, env) if d), *sources]) if Path(d).is_dir()]


def _load(task: Any, folders: list[str]) -> Any:
    files = getattr(task, "data_files", ())
    try:
        if not files:
            return task.load(None)
        for folder in folders:
            if all((Path(folder) / rel).is_file() for rel in files):
                return task.load(folder)
    except (CreDataError, OSError, ValueError):
        pass
    return None
