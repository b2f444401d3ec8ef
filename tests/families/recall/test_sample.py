"""Which targets a corpus asks: CodeNeedle's stratified sampling (its targets for the same corpus,
k and seed), the uniform policy kept by name, named functions, manifests, and the corpus notices."""

from __future__ import annotations

import dataclasses
import platform
import random
from pathlib import Path

import pytest

from pytest_cre.core.errors import CreUsageError
from pytest_cre.families.recall import sample
from pytest_cre.families.recall.corpus import load, read_spec
from pytest_cre.families.recall.extract import extract_source

CORPORA = Path(__file__).resolve().parents[3] / "corpora"

# CodeNeedle's corrected sampler on its fixtures/jquery.js (= npm jquery@3.7.1), k=16, seed 42.
CODENEEDLE_JQUERY_16 = [
    "DOMEval",
    "find",
    "ATTR",
    "matcherFromGroupMatchers",
    "init",
    "then",
    "dataAttr",
    "buildFragment",
    "clone",
    "boxModelAdjustment",
    "defaultPrefilter",
    "propFilter",
    "parseXML",
    "ajaxConvert",
    "done",
    "parseHTML",
]


def _corpus_of(folder: Path, file: Path, body: str = "") -> Path:
    """A corpus TOML in ``folder`` reading ``file`` by directory + glob."""
    toml = folder / f"{file.stem}.toml"
    toml.write_text(f'[files]\ndirectory = "{file.parent}"\nglob = "{file.name}"\n{body}')
    return toml


# --- the algorithm ----------------------------------------------------------------------------


def test_stratified_draws_one_per_depth_bucket_then_tops_up() -> None:
    lines, names = [1, 2, 3, 10, 11, 30], ["a", "b", "c", "d", "e", "f"]
    # 3 buckets over 36 lines: 1-11 -> 0, 30 -> 2; bucket 1 is empty, so one more from the rest
    rng = random.Random(7)
    first, last = rng.choice([0, 1, 2, 3, 4]), rng.choice([5])
    rest = [i for i in range(6) if i not in (first, last)]
    rng.shuffle(rest)
    assert sample.stratified(lines, names, 36, 3, 7) == [first, last, rest[-1]]
    assert sample.stratified(lines, names, 36, 6, 7) == list(range(6)), "k >= targets: all, in order"
    # the top-up skips a name already drawn: after an "x", never the other "x"
    draws = [sample.stratified([1, 2, 3], ["x", "x", "y"], 36, 2, seed) for seed in range(20)]
    assert all(d[1] == 2 for d in draws if d[0] in (0, 1)) and any(d[0] in (0, 1) for d in draws)
    with pytest.raises(ValueError, match="k must be at least 1"):
        sample.stratified(lines, names, 36, 0, 1)


def test_uniform_is_deterministic_and_in_source_order() -> None:
    pool = [f"f{i}" for i in range(100)]
    picked = sample.uniform(pool, 5, seed=42)
    assert picked == sample.uniform(pool, 5, seed=42) != sample.uniform(pool, 5, seed=43)
    # pinned: string seeding and Random.sample are stable across Python versions
    assert picked == ["f12", "f82", "f85", "f86", "f97"]
    assert sample.uniform(pool[:3], 5, seed=1) == pool[:3]


def test_a_python_name_keeps_the_definition_ast_walk_meets_first() -> None:
    source = "class A:\n    def run(self):\n" + "        x = 1\n" * 20 + "def run():\n" + "    y = 2\n" * 20
    functions = extract_source(source, "python")
    _method, module_level = functions
    assert [f.qualname for f in sample.walk_order(functions, source)] == ["run", "A.run"]
    assert sample.first_per_name(functions, source, 20) == [module_level]
    # too short to count: the next definition of the name is the one kept
    assert sample.first_per_name(functions, source, 21) == []
    js = extract_source("function f() {\n  a();\n}\n", "javascript")
    assert sample.walk_order(js, "") == js


# --- CodeNeedle's targets on real corpora ------------------------------------------------------


def test_jquery_16_seed_42_asks_codeneedle_s_targets(jquery: Path, tmp_path: Path) -> None:
    spec = read_spec(_corpus_of(tmp_path, jquery, "[sample]\nk = 16\nseed = 42\n"))
    corpus = load(spec, tmp_path / "cache")
    assert [t.name for t in corpus.targets] == CODENEEDLE_JQUERY_16  # in source order
    assert {t.chosen_by for t in corpus.targets} == {"stratified"}
    # CodeNeedle's README notice: one target per name, so four names for four targets
    assert corpus.excluded == (
        "excluded 4 unanswerable target(s) — duplicate name AND identical signature: ID, get, setup, sortOrder"
    )
    assert [t.signature for t in corpus.targets if t.name in ("init", "then", "parseHTML")] == [
        "\tinit = jQuery.fn.init = function( selector, context, root ) {",
        "\t\t\t\tthen: function( onFulfilled, onRejected, onProgress ) {",
        "jQuery.parseHTML = function( data, context, keepScripts ) {",
    ]
    # the earlier policy stays by name: another draw, from every definition
    uniform = load(dataclasses.replace(spec, sampling="uniform"), tmp_path / "cache")
    assert len(uniform.targets) == 16 and {t.chosen_by for t in uniform.targets} == {"uniform"}
    assert len({t.name for t in uniform.targets} & set(CODENEEDLE_JQUERY_16)) == 4
    assert "ID, get (x2), set, setup, sortOrder" in uniform.excluded  # six targets, five names


def test_the_shipped_jquery_corpus_is_codeneedle_s_file(jquery: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    cached = cache / "npm" / "jquery@3.7.1" / "package" / "dist" / "jquery.js"
    cached.parent.mkdir(parents=True)
    cached.write_bytes(jquery.read_bytes())  # what npm pack fetches, without fetching it again
    corpus = load(read_spec(CORPORA / "jquery.toml"), cache)
    assert [t.name for t in corpus.targets] == CODENEEDLE_JQUERY_16
    assert corpus.notices == () and corpus.origin == "npm jquery@3.7.1 package/dist/jquery.js"


def test_http_server_asks_every_answerable_target_and_names_its_python(corpus_cache: Path) -> None:
    corpus = load(read_spec(CORPORA / "http_server.toml"), corpus_cache)
    every = load(dataclasses.replace(read_spec(CORPORA / "http_server.toml"), k=1 << 30), corpus_cache)
    assert [t.label for t in corpus.targets] == [t.label for t in every.targets]
    assert len(corpus.targets) == 10  # CodeNeedle asks all 10 (k=16); send_head is unanswerable
    assert "send_head" in corpus.excluded
    assert f"of Python {platform.python_version()}" in corpus.origin
    # this interpreter's file is not CodeNeedle's 3.13 fixture: the header says so
    (notice,) = corpus.notices
    assert notice.startswith(f"http_server: Python {platform.python_version()}'s http.server (server.py) (sha256 ")
    assert "is not the file CodeNeedle's results use (CodeNeedle's fixtures/http_server.py" in notice


def test_a_reference_that_matches_says_nothing(tmp_path: Path) -> None:
    import hashlib

    source = tmp_path / "m.py"
    source.write_text("def f():\n" + "    x = 1\n" * 20)
    digest = hashlib.sha256(source.read_bytes()).hexdigest()
    same = load(
        read_spec(_corpus_of(tmp_path, source, f'[sample]\nk = 1\n[reference]\nsha256 = "{digest}"\n')), tmp_path
    )
    assert same.notices == ()
    other = load(
        read_spec(_corpus_of(tmp_path, source, '[sample]\nk = 1\n[reference]\nsha256 = "00"\nsource = "theirs"\n')),
        tmp_path,
    )
    assert other.notices == (
        f"m: m.py (sha256 {digest[:12]}) is not the file CodeNeedle's results use "
        "(theirs, sha256 00): its targets and scores are not comparable with CodeNeedle's",
    )


def test_named_functions_are_any_answerable_one_and_k_words_add_them(corpus_cache: Path) -> None:
    spec = dataclasses.replace(read_spec(CORPORA / "http_server.toml"), k=2)
    sampled = load(spec, corpus_cache)
    assert len(sampled.targets) == 2 and "guess_type" not in {t.name for t in sampled.targets}
    named = load(spec, corpus_cache, named=("guess_type", "SimpleHTTPRequestHandler.translate_path"))
    assert [(t.label, t.index, t.chosen_by) for t in named.targets] == [
        ("SimpleHTTPRequestHandler.translate_path", 0, "named"),
        ("SimpleHTTPRequestHandler.guess_type", 1, "named"),
    ]
    assert load(spec, corpus_cache, named=("send_head",)).targets == ()  # unanswerable
    # a -k word adds the function after the sampled ones (their indices stay)
    also = load(spec, corpus_cache, also=frozenset({"guess_type", "recall", "and"}))
    assert [t.label for t in also.targets[:2]] == [t.label for t in sampled.targets]
    assert [(t.name, t.index, t.chosen_by) for t in also.targets[2:]] == [("guess_type", 2, "named")]


def test_k_on_a_manifest_corpus_takes_the_same_targets_in_every_size(corpus_cache: Path) -> None:
    sizes = [
        load(dataclasses.replace(read_spec(CORPORA / f"novel_{n}.toml"), k=6), corpus_cache) for n in ("16k", "64k")
    ]
    names = [[t.name for t in c.targets] for c in sizes]
    assert len(names[0]) == 6 and names[0] == names[1]
    everything = load(read_spec(CORPORA / "novel_16k.toml"), corpus_cache)
    assert len(everything.targets) == 18 and {t.chosen_by for t in everything.targets} == {"manifest"}
    # one per depth sixth of the manifest's 18 (its order is depth order)
    order = [t.name for t in everything.targets]
    assert sorted(order.index(n) // 3 for n in names[0]) == [0, 1, 2, 3, 4, 5]


def test_bad_sampling_or_scoring_policy_in_a_corpus_file_is_one_line(tmp_path: Path) -> None:
    for body, message in (
        (
            '[sample]\nk = 1\nsampling = "random"\n',
            "[sample] sampling must be one of stratified, uniform, got 'random'",
        ),
        (
            '[sample]\nk = 1\n[scoring]\nempty_answer = "skip"\n',
            "[scoring] empty_answer must be one of invalid, wrong, got 'skip'",
        ),
        ("[sample]\nk = 1\n[reference]\nsha256 = 3\n", "[reference] give sha256"),
    ):
        path = tmp_path / "c.toml"
        path.write_text('[files]\ndirectory = "."\nglob = "*.py"\n' + body)
        with pytest.raises(CreUsageError, match=r"c\.toml: " + message.replace("[", r"\[").replace("]", r"\]")):
            read_spec(path)
