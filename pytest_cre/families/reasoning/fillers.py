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


def task_pool(task: Task, data: TaskData, filler: str) -> FillerPool:
    """``ws`` (problems with worked solutions) or ``qo_v2`` (the same problems, questions only)."""
    items = []
    for item in data.filler:
        q = task.render_question(item)
        text = render_problem(task, q, item.solution if filler == "ws" else None)
        items.append(FillerItem(item_id=item.item_id, text=text, answer=item.answer,
                                key=normalize_text(q)))
    return FillerPool(name=filler, items=tuple(items), source=data.source)


def prose_chunks(text: str, max_words: int = 120) -> list[str]:
    """Split prose into paragraph-aligned chunks of at most about ``max_words`` words."""
    chunks: list[str] = []
    for para in re.split(r"\n\s*\n|\n", text):
        para = " ".join(para.split())
        if not para:
            continue
        words = para.split(" ")
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


def _dir_prose(folder: Path, hashes: dict[str, str]) -> list[tuple[str, str]]:
    out = []
    for path in sorted(folder.glob("*.jsonl")):
        for lineno, record in read_jsonl(path, hashes):
            if record.get("topic") in EXCLUDED_TOPICS:
                continue
            text = record.get("text")
            if not isinstance(text, str):
                raise CreDataError(f"{path}:{lineno}: neutral prose records need a 'text' string")
            rid = record.get("id", f"{path.stem}-{lineno}")
            out.extend((f"{rid}-{i:03d}", c) for i, c in enumerate(prose_chunks(text)))
    for path in sorted(folder.glob("*.txt")):
        text = decode_text(path, path.read_bytes())
        out.extend((f"{path.stem}-{i:05d}", c) for i, c in enumerate(prose_chunks(text)))
    return out


def _hub_prose() -> list[tuple[str, str]]:
    """WikiText-103 (raw) train articles from the Hugging Face hub (the ``hf`` extra)."""
    try:
        import datasets  # type: ignore[import-not-found]
    except ImportError:
        raise CreDataError("--cre-neutral hf needs the hf extra: pip install 'pytest-cre[hf]'") from None
    try:
        rows = datasets.load_dataset("Salesforce/wikitext", "wikitext-103-raw-v1", split="train")
    except Exception as exc:  # offline, or the dataset moved
        raise CreDataError(f"--cre-neutral hf: loading Salesforce/wikitext failed ({type(exc).__name__}): "
                           "use --cre-neutral python or a --cre-data-dir with neutral_prose/") from None
    out: list[tuple[str, str]] = []
    for i, row in enumerate(rows):
        line = row["text"].strip()
        if not line or line.startswith("="):  # blank lines and " = Heading = " lines
            continue
        text = re.sub(r" @(.)@ ", r"\1", line)
        out.extend((f"wikitext-{i:07d}-{j}", c) for j, c in enumerate(prose_chunks(text)))
        if len(out) >= 20000:  # plenty for a 1M-token context; the split has ~1.8M lines
            break
    return out


NEUTRAL_SOURCES = ("auto", "python", "hf")


def neutral_pool(data_dir: str | Path | None, hashes: dict[str, str] | None = None,
                 source: str = "auto") -> FillerPool:
    """Neutral prose, from where ``source`` says and nowhere else (no silent fallback, so the
    same seed gives the same prompts on every machine): ``auto`` is ``DATA_DIR/neutral_prose``
    when the data folder has one, else the Python docs that ship with the interpreter
    (``python``, which vary a little between Python versions: the source names the version);
    ``hf`` is WikiText-103 from the hub."""
    import platform

    hashes = {} if hashes is None else hashes
    folder = Path(data_dir) / "neutral_prose" if data_dir else None
    if source == "auto" and folder is not None and folder.is_dir():
        pairs, where = _dir_prose(folder, hashes), str(folder)
        if not pairs:
            raise CreDataError(f"{folder} holds no *.jsonl or *.txt prose: add some, or drop --cre-data-dir")
    elif source == "hf":
        pairs, where = _hub_prose(), "hf:Salesforce/wikitext/wikitext-103-raw-v1/train"
    else:
        pairs, where = _pydoc_prose(), f"python{platform.python_version()}:pydoc_data.topics"
    items = tuple(FillerItem(item_id=i, text=t, answer=None, key=normalize_text(t)) for i, t in pairs)
    return FillerPool(name="neutral", items=items, source=where)
