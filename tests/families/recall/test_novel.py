"""The novel recall corpora: deterministic, committed, and laid out as documented."""

from __future__ import annotations

import ast
import hashlib
import io
import json
import os
import subprocess
import sys
import tokenize
from collections import Counter
from pathlib import Path

import pytest

from pytest_cre.families.recall import novel

try:  # the tokenizer as the project loads it (tiktoken cl100k_base, offline data)
    from pytest_cre.core.tokens import get_tokenizer
except ImportError:  # layout before pytest_cre.core
    from pytest_cre.tokens import get_tokenizer

CORPORA = Path(__file__).resolve().parents[3] / "corpora"
DEPTH_TOLERANCE = 0.002  # of the corpus, in tokens; the generator lands within a few tokens


@pytest.fixture(scope="module")
def count():
    return get_tokenizer("cl100k_base").count


@pytest.fixture(scope="module")
def corpora(count) -> dict[str, novel.NovelCorpus]:
    return {name: novel.generate(size, count_tokens=count) for name, size in novel.SIZES.items()}


@pytest.fixture(scope="module")
def manifest() -> dict:
    return json.loads((CORPORA / novel.MANIFEST_NAME).read_text(encoding="utf-8"))


def functions(text: str) -> list[ast.FunctionDef]:
    return [n for n in ast.walk(ast.parse(text)) if isinstance(n, ast.FunctionDef)]


def top_level_defs(text: str) -> list[ast.FunctionDef]:
    return [n for n in ast.parse(text).body if isinstance(n, ast.FunctionDef)]


def body_lines(text: str, node: ast.FunctionDef) -> list[str]:
    """The physical lines after the def line, through the function's last line."""
    return text.splitlines()[node.lineno : node.end_lineno]


def comment_lines(source: str) -> set[int]:
    return {
        tok.start[0] for tok in tokenize.generate_tokens(io.StringIO(source).readline) if tok.type == tokenize.COMMENT
    }


def target_nodes(corpus: novel.NovelCorpus) -> list[ast.FunctionDef]:
    by_name = {n.name: n for n in top_level_defs(corpus.text)}
    return [by_name[name] for name in corpus.targets]


# ------------------------------------------------------------------------------------------
# Determinism and the committed files
# ------------------------------------------------------------------------------------------


def test_generate_twice_gives_identical_bytes(count, corpora):
    again = novel.generate(novel.SIZES["novel_16k"], count_tokens=count)
    assert again.data == corpora["novel_16k"].data
    assert again == corpora["novel_16k"]


def test_output_does_not_depend_on_hash_seed(corpora):
    """A fresh interpreter with another string-hash seed produces the same files."""
    code = (
        "import hashlib\n"
        "from pytest_cre.families.recall import novel\n"
        "try:\n    from pytest_cre.core.tokens import get_tokenizer\n"
        "except ImportError:\n    from pytest_cre.tokens import get_tokenizer\n"
        "c = get_tokenizer('cl100k_base').count\n"
        "for size in novel.SIZES.values():\n"
        "    print(hashlib.sha256(novel.generate(size, count_tokens=c).data).hexdigest())\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": "4242"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == [c.sha256 for c in corpora.values()]


def test_the_committed_manifest_matches_the_generator(count, tmp_path):
    assert novel.check_manifest(CORPORA / novel.MANIFEST_NAME, count) == []
    changed = json.loads((CORPORA / novel.MANIFEST_NAME).read_text(encoding="utf-8"))
    changed["corpora"]["novel_64k"]["sha256"] = "0" * 64
    (tmp_path / novel.MANIFEST_NAME).write_text(json.dumps(changed), encoding="utf-8")
    problems = novel.check_manifest(tmp_path / novel.MANIFEST_NAME, count)
    assert problems[0].endswith("differs from the generated manifest")
    assert [p.split(":")[0] for p in problems[1:]] == ["novel_64k.py"]


def test_a_generated_corpus_is_written_into_the_cache_once_and_checked(tmp_path):
    from pytest_cre.families.recall.corpus import load, read_spec

    spec = read_spec(CORPORA / "novel_16k.toml")
    first = load(spec, tmp_path)
    made = tmp_path / "generated" / novel.GENERATOR_VERSION / "novel_16k.py"
    assert made.is_file() and first.sources == (made,)
    assert (
        hashlib.sha256(made.read_bytes()).hexdigest()
        == json.loads((CORPORA / novel.MANIFEST_NAME).read_text(encoding="utf-8"))["corpora"]["novel_16k"]["sha256"]
    )
    stamp = made.stat().st_mtime_ns
    assert load(spec, tmp_path).sha256 == first.sha256 and made.stat().st_mtime_ns == stamp  # reused
    made.write_text("# edited\n")  # a copy that is not the manifest's is made again
    assert load(spec, tmp_path).sha256 == first.sha256


def test_manifest_hashes_and_sizes_match_the_files(manifest, corpora):
    assert manifest["generator_version"] == novel.GENERATOR_VERSION
    assert set(manifest["corpora"]) == set(novel.SIZES)
    for name, entry in manifest["corpora"].items():
        data = corpora[name].data
        assert entry["file"] == f"{name}.py"
        assert hashlib.sha256(data).hexdigest() == entry["sha256"]
        assert len(data) == entry["bytes"]
        assert entry["size_tokens"] == novel.SIZES[name]
        corpus = corpora[name]
        assert entry["tokens"] == corpus.tokens
        assert entry["functions"] == corpus.n_functions
        assert entry["target_depths"] == list(corpus.depths)
        assert entry["target_lines"] == list(corpus.target_lines)
    assert [t["name"] for t in manifest["targets"]] == list(corpora["novel_16k"].targets)
    assert [t["decoy"] for t in manifest["targets"]] == list(corpora["novel_16k"].decoys)
    assert [t["seed"] for t in manifest["targets"]] == list(corpora["novel_16k"].target_seeds)


def test_check_reports_a_changed_and_a_missing_file(count, tmp_path):
    novel.write_all(tmp_path, count)
    path = tmp_path / "novel_64k.py"
    path.write_bytes(path.read_bytes().replace(b"def ", b"def  ", 1))
    (tmp_path / "novel_16k.py").unlink()
    problems = novel.check(tmp_path, count)
    assert any(p.startswith("novel_64k.py: differs") for p in problems)
    assert any(p.startswith("novel_16k.py: missing") for p in problems)
    assert any("sha256 recorded for novel_64k.py" in p for p in problems)
    assert not any(p.startswith("novel_128k.py") for p in problems)


def test_write_all_round_trips(count, tmp_path, manifest):
    written = novel.write_all(tmp_path / "out", count)
    assert written == manifest
    assert novel.check(tmp_path / "out", count) == []


# ------------------------------------------------------------------------------------------
# The files themselves
# ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(novel.SIZES))
def test_valid_python_with_a_do_not_execute_header(name, corpora):
    text = corpora[name].text
    ast.parse(text)
    assert text.startswith(f"# {name}: generated data for a recall benchmark")
    assert "DO NOT IMPORT OR EXECUTE" in text.splitlines()[1]
    assert text.endswith("\n") and not text.endswith("\n\n")
    assert text.isascii()


@pytest.mark.parametrize("name", list(novel.SIZES))
def test_function_names_are_unique(name, corpora):
    corpus = corpora[name]
    names = [f.name for f in functions(corpus.text)]
    dupes = [n for n, k in Counter(names).items() if k > 1]
    assert not dupes
    assert len(names) == corpus.n_functions
    classes = [n.name for n in ast.walk(ast.parse(corpus.text)) if isinstance(n, ast.ClassDef)]
    assert len(set(classes) | set(names)) == len(classes) + len(names)


@pytest.mark.parametrize("name", list(novel.SIZES))
def test_sizes_within_bounds(name, corpora, count):
    corpus = corpora[name]
    size = novel.SIZES[name]
    assert corpus.tokens == count(corpus.text)
    assert int(novel.MIN_FILL * size) <= corpus.tokens <= corpus.budget == int(novel.CORPUS_FILL * size)


def test_distractor_volume_grows_with_size(corpora):
    small, mid, large = (corpora[n] for n in novel.SIZES)
    assert small.n_functions < mid.n_functions < large.n_functions
    assert len(small.data) < len(mid.data) < len(large.data)


# ------------------------------------------------------------------------------------------
# Targets and decoys
# ------------------------------------------------------------------------------------------


def test_eighteen_targets_six_per_seed(corpora):
    for corpus in corpora.values():
        assert len(corpus.targets) == len(set(corpus.targets)) == 18
        assert Counter(corpus.target_seeds) == {1: 6, 2: 6, 3: 6}
        # every seed spans the depth range rather than one stretch of it
        for seed in novel.SEEDS:
            idx = [i for i, s in enumerate(corpus.target_seeds) if s == seed]
            assert min(idx) <= 2 and max(idx) >= 15


def test_targets_have_48_code_lines(corpora):
    corpus = corpora["novel_128k"]
    for node in target_nodes(corpus):
        lines = body_lines(corpus.text, node)
        source = "\n".join(corpus.text.splitlines()[node.lineno - 1 : node.end_lineno]) + "\n"
        comments = {n - 2 for n in comment_lines(source)}  # 0-based index into body lines
        docstring = ast.get_docstring(node, clean=False) is not None
        prose = comments | ({0} if docstring else set())
        code = [ln for i, ln in enumerate(lines) if ln.strip() and i not in prose]
        assert all(ln.strip() for ln in lines), f"{node.name}: blank line in the body"
        assert len(code) >= novel.TARGET_BODY_LINES, node.name
        assert len(lines) - len(code) <= 3, node.name  # at most a docstring and two comments


def test_targets_are_high_entropy(corpora):
    corpus = corpora["novel_16k"]
    all_targets = set(corpus.targets)
    bodies = []
    for node in target_nodes(corpus):
        body = "\n".join(body_lines(corpus.text, node)[:48])
        bodies.append(body)
        names = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        ints = [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and type(n.value) is int]
        strs = [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
        kinds = {type(n).__name__ for n in ast.walk(node)}
        assert len(names) >= 10, node.name
        assert len(set(ints)) >= 15, node.name
        assert strs, node.name
        assert {"If", "For", "Call"} <= kinds, node.name
        assert not names & all_targets  # targets do not call each other
    assert len(set(bodies)) == len(bodies)


def test_same_targets_with_identical_bodies_in_every_size(corpora):
    sources = {}
    for name, corpus in corpora.items():
        lines = corpus.text.splitlines()
        sources[name] = ["\n".join(lines[n.lineno - 1 : n.end_lineno]) for n in target_nodes(corpus)]
        assert [n.name for n in target_nodes(corpus)] == list(corpus.targets)
        lines_at = [corpus.text.count("\n", 0, off) + 1 for off in corpus.target_offsets]
        assert lines_at == list(corpus.target_lines)
    first, *rest = sources.values()
    for other in rest:
        assert other == first
    first_corpus = next(iter(corpora.values()))
    for corpus in corpora.values():
        assert corpus.targets == first_corpus.targets
        assert corpus.decoys == first_corpus.decoys
        assert corpus.target_seeds == first_corpus.target_seeds


def test_targets_sit_at_matched_relative_depths(corpora, count):
    expected = [0.05 + 0.9 * i / 17 for i in range(18)]
    assert pytest.approx(expected, abs=1e-6) == novel.DEPTHS
    measured = {}
    for name, corpus in corpora.items():
        starts = [0, *(i + 1 for i, ch in enumerate(corpus.text) if ch == "\n")]
        total = count(corpus.text)
        depths = [count(corpus.text[: starts[n.lineno - 1]]) / total for n in target_nodes(corpus)]
        assert depths == pytest.approx(list(corpus.depths), abs=1e-6)
        assert depths == pytest.approx(expected, abs=DEPTH_TOLERANCE), name
        assert depths == sorted(depths)
        measured[name] = depths
    small, *others = measured.values()
    for other in others:
        assert other == pytest.approx(small, abs=2 * DEPTH_TOLERANCE)


def test_each_target_has_an_adjacent_similarly_named_decoy(corpora):
    for name, corpus in corpora.items():
        defs = top_level_defs(corpus.text)
        index = {n.name: i for i, n in enumerate(defs)}
        for target, decoy in zip(corpus.targets, corpus.decoys):
            assert decoy != target and decoy not in corpus.targets
            assert abs(index[decoy] - index[target]) == 1, (name, target, decoy)
            t_node, d_node = defs[index[target]], defs[index[decoy]]
            # nothing between them but the two blank lines separating top-level items
            lo, hi = sorted((t_node, d_node), key=lambda n: n.lineno)
            assert hi.lineno == lo.end_lineno + 3, (name, target, decoy)
            # same parameters, different body
            assert [a.arg for a in t_node.args.args] == [a.arg for a in d_node.args.args]
            assert [ast.dump(s) for s in t_node.body] != [ast.dump(s) for s in d_node.body]
            # one token apart: a suffix added, a word dropped, words swapped or digits changed
            t_parts, d_parts = target.split("_"), decoy.split("_")
            assert (
                decoy.startswith(target + "_")
                or target.startswith(decoy + "_")
                or sorted(t_parts) == sorted(d_parts)
                or (len(t_parts) == len(d_parts) and sum(a != b for a, b in zip(t_parts, d_parts)) == 1)
            ), (target, decoy)
        sides = Counter(
            corpus.text.find(f"def {d}(") < corpus.text.find(f"def {t}(") for t, d in zip(corpus.targets, corpus.decoys)
        )
        assert sides == {True: 9, False: 9}


def test_generator_is_stdlib_only():
    tree = ast.parse(Path(novel.__file__).read_text(encoding="utf-8"))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, "no relative imports"
            roots.add(node.module.split(".")[0])
    assert roots <= set(sys.stdlib_module_names) | {"__future__"}


# ------------------------------------------------------------------------------------------
# The long corpora: 256k in the suite, 512k and 1m in benchmarks/bench_million.py (their
# generation takes 2-8 s each on a loaded machine; the suite pins the smallest of them)
# ------------------------------------------------------------------------------------------


def test_the_long_corpora_have_their_own_manifest_and_novel_1m_is_the_1m_tier():
    from pytest_cre.core.dims import parse_tier

    large = json.loads((CORPORA / novel.LARGE_MANIFEST_NAME).read_text(encoding="utf-8"))
    assert {name: e["size_tokens"] for name, e in large["corpora"].items()} == {
        "novel_256k": 262144,
        "novel_512k": 524288,
        "novel_1m": parse_tier("1m").tokens,
    }
    for name, entry in large["corpora"].items():
        assert int(novel.MIN_FILL * entry["size_tokens"]) <= entry["tokens"] <= entry["budget_tokens"], name
    assert {name: e["size_tokens"] for name, e in large["corpora"].items()} == novel.LARGE_SIZES
    headline = json.loads((CORPORA / novel.MANIFEST_NAME).read_text(encoding="utf-8"))
    assert large["targets"] == headline["targets"]  # the same 18 targets, byte for byte (their sha256)
    assert set(headline["corpora"]) == set(novel.SIZES)  # the headline manifest did not move


def test_novel_256k_regenerates_byte_for_byte_through_its_toml(tmp_path, corpora, count):
    from pytest_cre.families.recall.corpus import load, read_spec

    entry = json.loads((CORPORA / novel.LARGE_MANIFEST_NAME).read_text(encoding="utf-8"))["corpora"]["novel_256k"]
    loaded = load(read_spec(CORPORA / "novel_256k.toml"), tmp_path)  # what --cre-corpora novel_256k runs
    made = tmp_path / "generated" / novel.GENERATOR_VERSION / "novel_256k.py"
    assert loaded.sources == (made,)
    data = made.read_bytes()
    assert hashlib.sha256(data).hexdigest() == entry["sha256"] and len(data) == entry["bytes"]
    assert [t.label for t in loaded.targets] == list(corpora["novel_16k"].targets)
    assert count(data.decode("utf-8")) == entry["tokens"]
    assert entry["target_depths"] == pytest.approx(list(novel.DEPTHS), abs=DEPTH_TOLERANCE)
