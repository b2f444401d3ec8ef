"""Filler pools (ws, qo_v2, neutral) built from a task's train split or from prose."""

from __future__ import annotations

import re
from pathlib import Path

from ...assembly.placement import FillerItem, FillerPool
from ...core.errors import CreDataError
from ...core.jsonl import decode_text, read_jsonl
from .prompt import render_problem
from .tasks.base import Task, TaskData, normalize_text

# Vital-article topics left out of neutral prose: too close to math word problems.
EXCLUDED_TOPICS = frozenset({"Mathematics"})
# Paragraphs under this many words (headings, list items, captions) are not prose: dropped.
MIN_WORDS = 4
# Prose folders of a data directory, mixed when more than one is present (the paper draws
# "Wikipedia and news prose"): each sample draws uniformly from their union.
PROSE_FOLDERS = ("neutral_prose", "news_prose")


def task_pool(task: Task, data: TaskData, filler: str) -> FillerPool:
    """``ws`` (problems with worked solutions) or ``qo_v2`` (the same problems, questions only)."""
    items = []
    for item in data.filler:
        q = task.render_question(item)
        text = render_problem(task, q, item.solution if filler == "ws" else None)
        items.append(FillerItem(item_id=item.item_id, text=text, answer=item.answer, key=normalize_text(q)))
    return FillerPool(name=filler, items=tuple(items), source=data.source)


def prose_chunks(text: str, max_words: int = 120, min_words: int = 1, dropped: list[str] | None = None) -> list[str]:
    """Split prose into paragraph-aligned chunks of at most about ``max_words`` words;
    paragraphs under ``min_words`` words (headings, list items) are dropped (and appended to
    ``dropped`` when given)."""
    chunks: list[str] = []
    for para in re.split(r"\n\s*\n|\n", text):
        para = " ".join(para.split())
        if not para:
            continue
        words = para.split(" ")
        if len(words) < min_words:
            if dropped is not None:
                dropped.append(para)
            continue
        if len(words) <= max_words:
            chunks.append(para)
            continue
        # Long paragraphs break at sentence ends.
        current: list[str] = []
        for sentence in re.split(r"(?<=[.!?])\s+", para):
            n = len(sentence.split())
            if current and sum(len(s.split()) for s in current) + n > max_words:
                chunks.append(" ".join(current))
                current = []
            current.append(sentence)
        if current:
            chunks.append(" ".join(current))
    return chunks


def _line_groups(block: str, max_words: int = 120) -> list[str]:
    """Split a preformatted block at line ends into pieces of at most about ``max_words``."""
    groups: list[list[str]] = [[]]
    words = 0
    for line in block.split("\n"):
        n = len(line.split())
        if groups[-1] and words + n > max_words:
            groups.append([])
            words = 0
        groups[-1].append(line)
        words += n
    return ["\n".join(g) for g in groups if g]


def _pydoc_prose() -> list[tuple[str, str]]:
    """Paragraphs of the Python docs that ship with the interpreter (``pydoc_data.topics``)."""
    import textwrap
    from pydoc_data.topics import topics

    out = []
    for name in sorted(topics):
        paras: list[str] = []
        for block in re.split(r"\n\s*\n", topics[name]):
            if re.fullmatch(r"[*=\-\s]+", block) or len(block.split()) < 4:
                continue  # heading underlines and stray fragments
            if block.startswith((" ", "\t")):
                paras.extend(_line_groups(textwrap.dedent(block).strip()))  # examples, as written
            else:
                paras.extend(prose_chunks(" ".join(block.split())))
        for i, chunk in enumerate(paras):
            out.append((f"pydoc-{name}-{i:03d}", chunk))
    return out


def _dir_prose(folder: Path, hashes: dict[str, str]) -> tuple[list[tuple[str, str]], dict[str, int]]:
    """The chunks of a prose folder's ``*.jsonl`` (records with ``text``) and ``*.txt`` files,
    and how many records and fragments were left out."""
    out: list[tuple[str, str]] = []
    left = {"records": 0, "excluded": 0, "fragments": 0}
    fragments: list[str] = []
    for path in sorted(folder.glob("*.jsonl")):
        for lineno, record in read_jsonl(path, hashes):
            left["records"] += 1
            if record.get("topic") in EXCLUDED_TOPICS:
                left["excluded"] += 1
                continue
            text = record.get("text")
            if not isinstance(text, str):
                raise CreDataError(f"{path}:{lineno}: neutral prose records need a 'text' string")
            rid = record.get("id", f"{path.stem}-{lineno}")
            chunks = prose_chunks(text, min_words=MIN_WORDS, dropped=fragments)
            out.extend((f"{rid}-{i:03d}", c) for i, c in enumerate(chunks))
    for path in sorted(folder.glob("*.txt")):
        text = decode_text(path, path.read_bytes())
        chunks = prose_chunks(text, min_words=MIN_WORDS, dropped=fragments)
        out.extend((f"{path.stem}-{i:05d}", c) for i, c in enumerate(chunks))
    left["fragments"] = len(fragments)
    return out, left


def _data_dir_prose(data_dir: Path, hashes: dict[str, str]) -> tuple[list[tuple[str, str]], str]:
    """Every prose folder of the data directory, mixed, and a description of what the pool
    holds (per folder: files, chunks, share; what was left out)."""
    pairs: list[tuple[str, str]] = []
    parts = []
    for name in PROSE_FOLDERS:
        folder = data_dir / name
        if not folder.is_dir():
            continue
        got, left = _dir_prose(folder, hashes)
        if not got:
            raise CreDataError(f"{folder} holds no *.jsonl or *.txt prose: add some, or remove the folder")
        files = ", ".join(p.name for p in sorted(folder.glob("*.jsonl")) + sorted(folder.glob("*.txt")))
        excluded = (
            f", {left['excluded']} records of topics {'/'.join(sorted(EXCLUDED_TOPICS))} left out"
            if left["excluded"]
            else ""
        )
        parts.append(
            (name, len(got), f"{files}{excluded}, {left['fragments']} fragments under {MIN_WORDS} words dropped")
        )
        pairs += got
    total = len(pairs)
    where = f"{data_dir}: " + "; ".join(
        f"{name} {n} chunks ({100 * n / total:.0f}%: {detail})" for name, n, detail in parts
    )
    return pairs, where


def _hub_prose() -> list[tuple[str, str]]:
    """WikiText-103 (raw) train articles from the Hugging Face hub (the ``hf`` extra)."""
    try:
        import datasets  # type: ignore[import-not-found]
    except ImportError:
        raise CreDataError("--cre-neutral hf needs the hf extra: pip install 'pytest-cre[hf]'") from None
    try:
        rows = datasets.load_dataset("Salesforce/wikitext", "wikitext-103-raw-v1", split="train")
    except Exception as exc:  # offline, or the dataset moved
        raise CreDataError(
            f"--cre-neutral hf: loading Salesforce/wikitext failed ({type(exc).__name__}): "
            "use --cre-neutral python or a --cre-data-dir with neutral_prose/"
        ) from None
    out: list[tuple[str, str]] = []
    for i, row in enumerate(rows):
        line = row["text"].strip()
        if not line or line.startswith("="):  # blank lines and " = Heading = " lines
            continue
        text = re.sub(r" @(.)@ ", r"\1", line)
        out.extend((f"wikitext-{i:07d}-{j}", c) for j, c in enumerate(prose_chunks(text, min_words=MIN_WORDS)))
        if len(out) >= 20000:  # plenty for a 1M-token context; the split has ~1.8M lines
            break
    return out


def neutral_pool(data_dir: str | Path | None, hashes: dict[str, str] | None = None, source: str = "auto") -> FillerPool:
    """Neutral prose, from where ``source`` says and nowhere else (no silent fallback, so the
    same seed gives the same prompts on every machine): ``auto`` is the data folder's prose
    (``DATA_DIR/neutral_prose``, Wikipedia in shared/data, and ``DATA_DIR/news_prose`` when
    present, mixed: each sample draws from their union) when it has any, else the Python docs
    that ship with the interpreter (``python``, which vary a little between Python versions: the
    source names the version); ``hf`` is WikiText-103 from the hub. Paragraphs under
    ``MIN_WORDS`` words are dropped everywhere. The pool's ``source`` says what it holds."""
    import platform

    hashes = {} if hashes is None else hashes
    root = Path(data_dir) if data_dir else None
    if source == "auto" and root is not None and any((root / name).is_dir() for name in PROSE_FOLDERS):
        pairs, where = _data_dir_prose(root, hashes)
    elif source == "hf":
        pairs, where = _hub_prose(), "hf:Salesforce/wikitext/wikitext-103-raw-v1/train"
    else:
        pairs, where = _pydoc_prose(), f"python{platform.python_version()}:pydoc_data.topics"
    items = tuple(FillerItem(item_id=i, text=t, answer=None, key=normalize_text(t)) for i, t in pairs)
    return FillerPool(name="neutral", items=items, source=where)
