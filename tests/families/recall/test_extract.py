"""Recall targets: tree-sitter extraction, eligibility, unanswerable targets, sampling, corpora."""

from __future__ import annotations

import argparse
import ast
import http.server
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from pytest_cre.families.recall import extract as ex
from pytest_cre.families.recall.extract import Function

JQUERY_VERSION = "3.7.1"
JQUERY_SHA256 = "78a85aca2f0b110c29e0d2b137e09f0a1fb7a8e554b499f740d6744dc8962cfe"
PACKAGE_DIR = Path(ex.__file__).resolve().parents[2]  # .../pytest_cre


def _line(source: str, text: str) -> int:
    """1-based number of the only line of ``source`` equal to ``text``."""
    hits = [i for i, line in enumerate(source.split("\n"), 1) if line == text]
    assert len(hits) == 1, (text, hits)
    return hits[0]


def _check_invariant(path: Path | str, functions: list[Function]) -> None:
    source = Path(path).read_text(encoding="utf-8")
    lines = source.split("\n")
    for f in functions:
        assert len(f.body_lines) == len(f.body_line_numbers) == len(f.kinds)
        for text, number in zip(f.body_lines, f.body_line_numbers):
            assert lines[number - 1] == text, (f.qualname, number)
        assert f.signature in source
        height = f.signature.count("\n") + 1
        assert f.signature == "\n".join(lines[f.start_line - 1 : f.start_line - 1 + height])
        if f.body_line_numbers:
            # the body starts on the line right after the signature's last line
            assert f.body_line_numbers[0] == f.start_line + f.signature.count("\n") + 1
            assert list(f.body_line_numbers) == list(range(f.body_line_numbers[0], f.body_line_numbers[-1] + 1))
        for text, kind in zip(f.body_lines, f.kinds):
            assert kind in ("code", "blank", "comment", "docstring")
            assert (kind == "blank") == (not text.strip())
    starts = [f.start_line for f in functions]
    assert starts == sorted(starts), "functions must come in source order"


# --- languages --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "language"),
    [("a.py", "python"), ("a.js", "javascript"), ("a.mjs", "javascript"), ("a.CJS", "javascript")],
)
def test_language_comes_from_the_suffix(name: str, language: str) -> None:
    assert ex.language_of(name) == language


def test_unsupported_suffix_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match=r"'\.ts' is not one of \.py, \.js, \.mjs, \.cjs"):
        ex.extract("component.ts", "function f() {}")
    with pytest.raises(ValueError, match="unknown language"):
        ex.extract_source("x", "ruby")


def test_parsers_are_built_once_per_thread() -> None:
    assert ex._tools("python") is ex._tools("python")
    assert ex._tools("javascript") is ex._tools("javascript")
    assert ex._grammar("python") is ex._grammar("python")
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _: ex.extract("fixture.js", JS_SOURCE), range(16)))
    assert all(r == results[0] for r in results) and results[0]


# --- Python fixture ---------------------------------------------------------------------------

PY_SOURCE = '''\
"""Module docstring."""
import functools


def plain(a, b):
    """One-line docstring."""
    # a comment line
    total = a + b  # a trailing comment leaves the line code

    return total


@functools.lru_cache(maxsize=None)
@other
def decorated(x):
    return x


async def fetch(url,
                timeout=3):
    """Multi-line
    docstring.
    """
    data = await get(url)
    return data
    # a comment after the last statement is not body


class Widget:
    """Class docstring."""

    def method(self):
        def inner():
            return 1
        return inner()

    async def amethod(self):
        x = f"not a {self} docstring"
        return x


def one_liner(): return 1


def commented(a):  # header comment
    # leading comment
    return a
'''


def test_python_fixture_finds_every_construct() -> None:
    functions = ex.extract("fixture.py", PY_SOURCE)
    got = [(f.qualname, f.name, f.start_line, f.signature) for f in functions]
    assert got == [
        ("plain", "plain", 5, "def plain(a, b):"),
        ("decorated", "decorated", _line(PY_SOURCE, "def decorated(x):"), "def decorated(x):"),
        (
            "fetch",
            "fetch",
            _line(PY_SOURCE, "async def fetch(url,"),
            "async def fetch(url,\n                timeout=3):",
        ),
        ("Widget.method", "method", _line(PY_SOURCE, "    def method(self):"), "    def method(self):"),
        ("Widget.method.inner", "inner", _line(PY_SOURCE, "        def inner():"), "        def inner():"),
        ("Widget.amethod", "amethod", _line(PY_SOURCE, "    async def amethod(self):"), "    async def amethod(self):"),
        ("one_liner", "one_liner", _line(PY_SOURCE, "def one_liner(): return 1"), "def one_liner(): return 1"),
        # a comment between the header and the first statement is signature (CodeNeedle's quote)
        (
            "commented",
            "commented",
            _line(PY_SOURCE, "def commented(a):  # header comment"),
            "def commented(a):  # header comment\n    # leading comment",
        ),
    ]
    assert all(f.language == "python" for f in functions)


def test_python_fixture_bodies_and_kinds() -> None:
    by_name = {f.qualname: f for f in ex.extract("fixture.py", PY_SOURCE)}
    plain = by_name["plain"]
    assert plain.body_lines == (
        '    """One-line docstring."""',
        "    # a comment line",
        "    total = a + b  # a trailing comment leaves the line code",
        "",
        "    return total",
    )
    assert plain.body_line_numbers == (6, 7, 8, 9, 10)
    assert plain.kinds == ("docstring", "comment", "code", "blank", "code")

    fetch = by_name["fetch"]
    assert fetch.body_lines[-1] == "    return data", "a trailing comment is not body"
    assert fetch.kinds == ("docstring", "docstring", "docstring", "code", "code")

    assert by_name["decorated"].body_lines == ("    return x",)
    assert by_name["Widget.method"].kinds == ("code", "code", "code")
    assert by_name["Widget.amethod"].kinds == ("code", "code"), "an f-string is no docstring"
    assert by_name["one_liner"].body_lines == ()
    commented = by_name["commented"]
    assert commented.body_lines == ("    return a",), "the body starts at the first statement"
    assert commented.kinds == ("code",)


def test_python_bodies_end_where_ast_ends_them() -> None:
    source = (
        "def f(x):\n"
        "    @wrap\n"
        "    def g():\n"
        "        pass\n"
        "    if x:\n"
        "        a()\n"
        "        # trails the if-block\n"
        "    # trails the function\n"
    )
    f, g = ex.extract("t.py", source)
    # ast starts a decorated statement at its def: the decorator opening the body is signature
    assert f.signature == "def f(x):\n    @wrap"
    assert f.body_lines[0] == "    def g():"
    assert f.body_lines[-1] == "        a()"
    assert g.signature == "    def g():"
    blank = ex.extract("b.py", "def h():\n\n    # why\n    return 1\n")[0]
    assert blank.signature == "def h():\n\n    # why" and blank.body_lines == ("    return 1",)


@pytest.mark.parametrize(
    "path",
    [Path(http.server.__file__), Path(argparse.__file__), *sorted(PACKAGE_DIR.glob("**/*.py"))],
    ids=lambda p: p.name,
)
def test_python_bodies_start_and_end_where_codeneedle_cuts_them(path: Path) -> None:
    """CodeNeedle's extractor is ``ast``'s: the body runs from ``body[0].lineno`` to the last
    statement's ``end_lineno``, the quoted signature from ``lineno`` to the line before (on
    argparse, 13 of CodeNeedle's 23 targets start after a comment or blank line there)."""
    source = path.read_text(encoding="utf-8")
    lines = source.split("\n")
    nodes = [n for n in ast.walk(ast.parse(source)) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    nodes.sort(key=lambda n: n.lineno)
    functions = ex.extract(path, source)
    assert [f.start_line for f in functions] == [n.lineno for n in nodes]
    for f, n in zip(functions, nodes):
        if n.body[0].lineno == n.lineno:
            assert f.body_lines == (), f.qualname  # def f(): return 1
            continue
        assert f.body_line_numbers[0] == n.body[0].lineno, f.qualname
        assert f.body_line_numbers[-1] == max(s.end_lineno for s in n.body), f.qualname
        assert f.signature == "\n".join(lines[n.lineno - 1 : n.body[0].lineno - 1]), f.qualname


def test_python_crlf_is_read_as_universal_newlines() -> None:
    functions = ex.extract("crlf.py", "def f():\r\n    a = 1\r\n\r\n    return a\r\n")
    assert functions[0].body_lines == ("    a = 1", "", "    return a")
    assert functions[0].signature == "def f():"


# --- JavaScript fixture -----------------------------------------------------------------------

JS_SOURCE = """\
// file header comment
function declared(a, b) {
  /* block
     comment */
  var c = a + b; // a trailing comment leaves the line code

  return c;
}

function* gen() {
  yield 1;
}

async function load(url) {
  const r = await fetch(url);
  return r;
}

const arrow = (a) => {
  return a * 2;
};

const short = (a) => a * 2;

jQuery.parseHTML = function( data, context, keepScripts ) {
  return data;
};

jQuery.extend = jQuery.fn.extend =
  function() {
    return 1;
  };

var Expr = jQuery.expr = {
  filter: {
    ATTR: function( name ) {
      return name;
    },
    "TAG": function( nodeNameSelector ) {
      return nodeNameSelector;
    }
  }
};

jQuery.fn.extend( {
  val: function( value ) {
    var hooks;
    return hooks;
  }
} );

class Widget {
  constructor(x) {
    this.x = x;
  }
  static create() {
    return new Widget(1);
  }
  get size() {
    return 1;
  }
  #secret() {
    return 2;
  }
  handler = () => {
    return this.x;
  };
  @logged
  run() {
    return 3;
  }
}

function Outer() {
  function inner() {
    return 1;
  }
  this.method = function() {
    return inner();
  };
  [1, 2].forEach(function() {
    return 0;
  });
}

const obj = { shorthand() {
  return 1;
} };
"""


def test_javascript_fixture_finds_every_construct() -> None:
    functions = ex.extract("fixture.js", JS_SOURCE)
    got = [(f.qualname, f.name, f.signature) for f in functions]
    assert got == [
        ("declared", "declared", "function declared(a, b) {"),
        ("gen", "gen", "function* gen() {"),
        ("load", "load", "async function load(url) {"),
        ("arrow", "arrow", "const arrow = (a) => {"),
        ("jQuery.parseHTML", "parseHTML", "jQuery.parseHTML = function( data, context, keepScripts ) {"),
        ("jQuery.fn.extend", "extend", "jQuery.extend = jQuery.fn.extend =\n  function() {"),
        ("jQuery.expr.filter.ATTR", "ATTR", "    ATTR: function( name ) {"),
        ("jQuery.expr.filter.TAG", "TAG", '    "TAG": function( nodeNameSelector ) {'),
        ("val", "val", "  val: function( value ) {"),
        ("Widget.constructor", "constructor", "  constructor(x) {"),
        ("Widget.create", "create", "  static create() {"),
        ("Widget.size", "size", "  get size() {"),
        ("Widget.#secret", "#secret", "  #secret() {"),
        ("Widget.handler", "handler", "  handler = () => {"),
        ("Widget.run", "run", "  run() {"),
        ("Outer", "Outer", "function Outer() {"),
        ("Outer.inner", "inner", "  function inner() {"),
        ("Outer.method", "method", "  this.method = function() {"),
        ("obj.shorthand", "shorthand", "const obj = { shorthand() {"),
    ], "expression-bodied arrows and anonymous callbacks are skipped"
    for f in functions:
        assert f.start_line == _line(JS_SOURCE, f.signature.split("\n")[0])
        assert f.language == "javascript"


def test_javascript_fixture_bodies_and_kinds() -> None:
    by_name = {f.qualname: f for f in ex.extract("fixture.mjs", JS_SOURCE)}
    declared = by_name["declared"]
    assert declared.body_lines == (
        "  /* block",
        "     comment */",
        "  var c = a + b; // a trailing comment leaves the line code",
        "",
        "  return c;",
    ), "the closing-brace line is not body"
    assert declared.body_line_numbers == (3, 4, 5, 6, 7)
    assert declared.kinds == ("comment", "comment", "code", "blank", "code")
    assert by_name["jQuery.fn.extend"].body_lines == ("    return 1;",)
    assert by_name["Widget.run"].start_line == _line(JS_SOURCE, "  run() {"), "decorator excluded"
    assert by_name["obj.shorthand"].body_lines == ("  return 1;",)


def test_syntax_errors_do_not_stop_extraction(tmp_path: Path) -> None:
    broken_py = tmp_path / "broken.py"
    broken_py.write_text("def f(:\n  pass\ndef g():\n    return 1\n\nclass\n", encoding="utf-8")
    broken_js = tmp_path / "broken.js"
    broken_js.write_text(
        "function (a {\n  x;\n}\nvar = function() {\n 1;\n};\n"
        "function ok() {\n  return 1;\n}\nconst { a } = function() {\n};\n",
        encoding="utf-8",
    )
    for path in (broken_py, broken_js):
        functions = ex.extract(path)
        _check_invariant(path, functions)
    assert "g" in [f.name for f in ex.extract(broken_py)]
    assert "ok" in [f.name for f in ex.extract(broken_js)]


# --- real files: every body line is the source line at its number -----------------------------


def test_invariant_on_http_server() -> None:
    path = Path(http.server.__file__)
    functions = ex.extract(path)
    _check_invariant(path, functions)
    names = [f.qualname for f in functions]
    assert "BaseHTTPRequestHandler.parse_request" in names
    assert "SimpleHTTPRequestHandler.guess_type" in names
    guess = functions[names.index("SimpleHTTPRequestHandler.guess_type")]
    assert guess.signature == "    def guess_type(self, path):"
    assert guess.kinds[0] == "docstring"
    # send_head is declared twice with an identical signature (CodeNeedle's example)
    heads = [f for f in functions if f.name == "send_head"]
    if len({f.signature for f in heads}) < len(heads):
        assert set(heads) <= set(ex.unanswerable(functions))


def test_invariant_on_this_projects_sources() -> None:
    paths = sorted(PACKAGE_DIR.glob("**/*.py"))
    assert paths
    total = 0
    for path in paths:
        functions = ex.extract(path)
        _check_invariant(path, functions)
        total += len(functions)
    assert total > 50
    own = {f.qualname for f in ex.extract(Path(ex.__file__))}
    assert {"extract", "_JsNames.of", "Corpus.corpus_line", "Function.window"} <= own


def test_invariant_on_jquery(jquery: Path) -> None:
    functions = ex.extract(jquery)
    _check_invariant(jquery, functions)
    assert len(functions) == 420
    # a function assigned to a member computed from a variable is named by it, as in CodeNeedle
    named = {(f.name, f.qualname, f.signature) for f in functions if "[" in f.qualname}
    assert ("name", "jQuery.fn[name]", "\tjQuery.fn[ name ] = function( until, selector ) {") in named
    assert ("method", "jQuery.fn[method]", "\tjQuery.fn[ method ] = function( val ) {") in named


def test_jquery_known_targets(jquery: Path) -> None:
    source = jquery.read_text(encoding="utf-8")
    functions = ex.extract(jquery, source)
    by_qualname = {f.qualname: f for f in functions}

    parse = by_qualname["jQuery.parseHTML"]
    assert parse.name == "parseHTML"
    assert parse.signature == "jQuery.parseHTML = function( data, context, keepScripts ) {"
    assert parse.start_line == _line(source, parse.signature)
    assert parse.body_lines[0] == '\tif ( typeof data !== "string" ) {'

    val = by_qualname["val"]
    assert val.signature == "\tval: function( value ) {"
    assert val.body_lines[:3] == ("\t\tvar hooks, ret, valueIsFunction,", "\t\t\telem = this[ 0 ];", "")
    assert val.kinds[:3] == ("code", "code", "blank")

    # the five property/assignment-style targets of CodeNeedle's sample all have real anchors
    pseudo = [f for f in functions if f.name == "PSEUDO"]
    assert [f.signature for f in pseudo] == [
        "\t\tPSEUDO: function( match ) {",
        "\t\tPSEUDO: function( pseudo, argument ) {",
    ]
    assert by_qualname["jQuery.fn.init"].signature == (
        "\tinit = jQuery.fn.init = function( selector, context, root ) {"
    )
    assert any(f.signature.endswith("then: function( onFulfilled, onRejected, onProgress ) {") for f in functions)


def test_jquery_targets_match_codeneedle(jquery: Path) -> None:
    functions = ex.extract(jquery)
    targets = ex.eligible(functions, 20)
    assert len(targets) == 122
    # readme: "jQuery declares 11 eligible names more than once"
    names = [f.name for f in targets]
    assert len({n for n in names if names.count(n) > 1}) == 11
    # readme: jquery windows are 63% code, 19% blank, 18% comment
    kinds = [k for f in targets for k in f.window(20)[1]]
    shares = {k: round(100 * kinds.count(k) / len(kinds)) for k in ("code", "blank", "comment")}
    assert shares == {"code": 63, "blank": 19, "comment": 18}
    excluded = ex.unanswerable(functions, targets, jquery.read_text(encoding="utf-8"))
    assert excluded == ex.unanswerable(functions, targets)  # both rules agree on jQuery
    assert {f.name for f in excluded} == {"ID", "get", "set", "setup", "sortOrder"}
    # six targets, five names: the repeated one says how often
    assert ex.format_unanswerable(excluded) == (
        "excluded 6 unanswerable target(s) — duplicate name AND identical signature: "
        "ID, get (x2), set, setup, sortOrder"
    )
    # quoting the signature disambiguates the PSEUDO pair
    assert not [f for f in excluded if f.name == "PSEUDO"]


# --- targets ----------------------------------------------------------------------------------


def _fn(name: str, body: list[str], signature: str | None = None, line: int = 1) -> Function:
    return Function(
        name=name,
        qualname=name,
        signature=signature or f"def {name}():",
        start_line=line,
        body_lines=tuple(body),
        body_line_numbers=tuple(range(line + 1, line + 1 + len(body))),
        kinds=tuple("code" if b.strip() else "blank" for b in body),
    )


def test_eligible_counts_blank_lines_in_the_window() -> None:
    with_blanks = _fn("a", ["    x = 1", ""] * 10)
    short = _fn("b", ["    x = 1"] * 19)
    assert ex.eligible([with_blanks, short]) == [with_blanks]
    assert ex.eligible([with_blanks, short], window=19) == [with_blanks, short]
    assert ex.eligible([with_blanks], min_code_lines=11) == []
    assert with_blanks.code_lines() == 10


def test_unanswerable_needs_both_name_and_signature() -> None:
    first = _fn("get", ["x"] * 20, "get: function( elem ) {", line=1)
    twin = _fn("get", ["y"] * 5, "get: function( elem ) {", line=50)
    other = _fn("get", ["z"] * 20, "get: function( elem, name ) {", line=90)
    functions = [first, twin, other]
    assert ex.unanswerable(functions) == [first, twin]
    # judged against every function, not only the long ones
    assert ex.unanswerable(functions, ex.eligible(functions)) == [first]
    assert ex.format_unanswerable([first]) == (
        "excluded 1 unanswerable target(s) — duplicate name AND identical signature: get"
    )
    assert ex.format_unanswerable([]) == ""


def test_unanswerable_with_the_file_judges_the_quoted_lines() -> None:
    # CodeNeedle quotes a signature without a last blank line: then it is the def line alone,
    # which the file has twice (codecs.Codec.decode and codecs.StreamReader.decode)
    source = (
        "class A:\n    def decode(self, x):\n\n        return x\nclass B:\n    def decode(self, x):\n        return x\n"
    )
    first, second = ex.extract("c.py", source)
    assert first.signature == "    def decode(self, x):\n" and ex.anchor_lines(first.signature) == [
        "    def decode(self, x):"
    ]
    assert ex.unanswerable([first, second]) == []  # the signature texts differ
    assert ex.unanswerable([first, second], source=source) == [first, second]
    assert ex.anchor_lines("a\n\n") == ["a", ""] and ex.anchor_lines("") == [""]


def test_depth() -> None:
    assert ex.depth(50, 200) == 0.25
    assert ex.depth(0, 10) == 0.0 and ex.depth(12, 10) == 1.0
    with pytest.raises(ValueError):
        ex.depth(1, 0)


def test_window_and_bonus_slices() -> None:
    f = _fn("f", [f"    x{i} = {i}" for i in range(70)])
    lines, kinds = f.window(20)
    assert len(lines) == len(kinds) == 20
    bonus, _bonus_kinds = f.bonus(20)
    assert len(bonus) == 40 and bonus[0] == "    x20 = 20"


# --- multi-file corpora -----------------------------------------------------------------------

FILE_A = "def alpha():\n    return 1\n"
FILE_B = "import os\n\n\ndef beta(x):\n    y = x\n    return y"  # no final newline


def test_concat_corpus_headers_and_offsets() -> None:
    corpus = ex.concat_corpus([("pkg/a.py", FILE_A), ("pkg/b.py", FILE_B)], "python")
    assert corpus.text == ("# ====== pkg/a.py ======\n" + FILE_A + "\n# ====== pkg/b.py ======\n" + FILE_B + "\n\n")
    assert corpus.offsets == {"pkg/a.py": 1, "pkg/b.py": 5}
    assert corpus.total_lines == 12
    lines = corpus.text.split("\n")
    located = corpus.functions()
    assert [(p, f.qualname) for p, f in located] == [("pkg/a.py", "alpha"), ("pkg/b.py", "beta")]
    for path, f in located:
        assert lines[corpus.corpus_line(path, f.start_line) - 1] == f.signature
        for text, number in zip(f.body_lines, f.body_line_numbers):
            assert lines[corpus.corpus_line(path, number) - 1] == text
    assert corpus.label("pkg/b.py", located[1][1]) == "pkg/b.py::beta"
    assert corpus.depth("pkg/b.py", located[1][1]) == pytest.approx(9 / 12)


def test_concat_corpus_javascript_single_file() -> None:
    corpus = ex.concat_corpus([("lib/x.js", "function f() {\n  return 1;\n}\n")], "js")
    assert corpus.text.startswith("// ====== lib/x.js ======\nfunction f() {\n")
    ((path, f),) = corpus.functions()
    assert corpus.label(path, f) == "f", "one file: no path qualification"
    assert corpus.corpus_line(path, f.start_line) == 2
    with pytest.raises(ValueError, match="given twice"):
        ex.concat_corpus([("a.js", ""), ("a.js", "")], "javascript")


def test_concat_corpus_on_real_sources() -> None:
    paths = [Path(http.server.__file__), Path(ex.__file__)]
    files = [(p.name, p.read_text(encoding="utf-8")) for p in paths]
    corpus = ex.concat_corpus(files, "python")
    lines = corpus.text.split("\n")
    located = corpus.functions()
    assert len(located) > 40
    for path, f in located:
        for text, number in zip(f.body_lines, f.body_line_numbers):
            assert lines[corpus.corpus_line(path, number) - 1] == text
    # the whole corpus, extracted at once, agrees with the per-file extraction
    whole = ex.extract_source(corpus.text, "python")
    assert [(f.start_line, f.body_lines) for f in whole] == [
        (corpus.corpus_line(p, f.start_line), f.body_lines) for p, f in located
    ]
