"""Find every function of a Python or JavaScript file with tree-sitter, as recall targets.

Lines
    The text is read with universal newlines (``\\r\\n`` and a lone ``\\r`` become ``\\n``, as
    ``open()`` reads a file) and split on ``\\n``; line numbers are 1-based. Every body line is
    exactly the source line at its number, without the newline.

Signature (the prompt anchor)
    The verbatim source lines from column 0 of the line where the definition starts through the
    line that opens the body, joined with ``\\n`` -- so it occurs verbatim in the file.

    * Python: from the ``def`` / ``async def`` line (decorators excluded) through the line
      before the first statement, as CodeNeedle quotes it (``ast``: ``lines[node.lineno - 1 :
      node.body[0].lineno - 1]``): comments and blank lines between the header and the first
      statement are part of the signature. A decorated first statement starts at its ``def``
      / ``class`` line (``ast``'s ``lineno``), so its decorators are signature too.
    * JavaScript: from the line where the defining construct starts -- the declaration
      (``function f(`` / ``function* g(``), the key (``val: function( value ) {``), the
      assignment (``jQuery.parseHTML = function( data, context, keepScripts ) {``), the declarator
      (``const f = (a) => {``), the method name after any decorators -- through the line holding
      the body's ``{``.

Body
    * Python: from the first statement's line (``ast``'s ``body[0].lineno``, as CodeNeedle
      starts it) through the last line of the last statement's last token, i.e. ``ast``'s
      ``end_lineno``: comments trailing the last statement, even inside a nested block, are not
      body. A body whose first statement sits on the header line (``def f(): return 1``) is
      empty, and its signature is the header line.
    * JavaScript: the lines strictly between the line of the body's ``{`` and the line of its
      ``}`` (CodeNeedle's rule: the closing-brace line is never body).

    Blank, comment and docstring lines are body lines: CodeNeedle's window is "the first N lines
    of the body"; blanks take part in the alignment and only the scorer declines to credit them.

Kinds (one per body line)
    ``blank``: whitespace only. ``docstring`` (Python): a line of a string literal (no ``f``/``b``
    prefix, implicit concatenation allowed) that is the first statement of a module, class or
    function. ``comment``: Python, a line that starts with a ``#`` comment; JavaScript (CodeNeedle's
    rule), a line holding only a ``//`` or one-line ``/* */`` comment, the inner lines of a
    multi-line ``/* */``, its first line if nothing precedes ``/*`` and its last line if nothing
    follows ``*/``. Everything else is ``code``, including code with a trailing comment.

Which functions
    Python: every ``def`` and ``async def`` (methods, nested functions). JavaScript: function
    and generator declarations, class and object methods (getters/setters included), and
    function, generator and block-bodied arrow expressions that have a name of their own or get
    one from a declarator, an assignment, an object key or a class field. Anonymous callbacks and
    expression-bodied arrows (no body lines) are skipped.

Qualified names
    Python: enclosing classes and functions, dotted (``Class.method``, ``outer.inner``).
    JavaScript: enclosing named functions, classes and named object literals (objects assigned to a
    name or a key); anonymous functions and objects are transparent. An assignment to a member
    chain is absolute (``jQuery.parseHTML``; ``jQuery.expr.filter.ATTR`` for key ``ATTR`` of
    key ``filter`` of the object in ``Expr = jQuery.expr = {``); ``this.x = ...`` is qualified
    by the enclosing scope. An assignment to a member computed from a variable is named by the
    variable (``jQuery.fn[ name ] = function`` is ``name``, qualname ``jQuery.fn[name]``), as
    CodeNeedle names it. ``val: function`` in an object passed to a call is just ``val``.

Targets
    ``eligible`` keeps functions with at least ``window`` body lines, blanks included (CodeNeedle
    counts raw body lines; blanks only go uncredited). ``unanswerable`` drops targets whose quoted
    signature occurs more than once in the file (or, without the file, whose name AND signature
    another definition shares).
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

KIND_CODE = "code"
KIND_BLANK = "blank"
KIND_COMMENT = "comment"
KIND_DOCSTRING = "docstring"

PYTHON = "python"
JAVASCRIPT = "javascript"
SUFFIXES = {".py": PYTHON, ".js": JAVASCRIPT, ".mjs": JAVASCRIPT, ".cjs": JAVASCRIPT}
_ALIASES = {"python": PYTHON, "py": PYTHON, "javascript": JAVASCRIPT, "js": JAVASCRIPT}

DEFAULT_WINDOW = 20
BONUS_CAP = 40  # CodeNeedle: correct lines past the window count as bonus, at most this many

_PY_QUERY = "(function_definition) @fn (class_definition) @cls (comment) @comment"
_JS_FUNCTIONS = (
    "function_declaration",
    "generator_function_declaration",
    "function_expression",
    "generator_function",
    "arrow_function",
    "method_definition",
)
_JS_QUERY = "[" + " ".join(f"({t})" for t in _JS_FUNCTIONS) + "] @fn (comment) @comment"
_JS_DECLARATIONS = ("function_declaration", "generator_function_declaration", "class_declaration")
_JS_NAMED_BY_CONTEXT = frozenset({"function_expression", "generator_function", "arrow_function", "class", "object"})
_JS_SCOPES = frozenset({*_JS_FUNCTIONS, *_JS_DECLARATIONS, *_JS_NAMED_BY_CONTEXT})


@dataclass(frozen=True)
class Function:
    """One function definition; tuples keep it hashable (usable in sets and as dict keys)."""

    name: str
    qualname: str
    signature: str
    start_line: int
    body_lines: tuple[str, ...]
    body_line_numbers: tuple[int, ...]
    kinds: tuple[str, ...]
    language: str = PYTHON

    def window(self, n: int = DEFAULT_WINDOW) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The first ``n`` body lines and their kinds (the expected answer)."""
        return self.body_lines[:n], self.kinds[:n]

    def bonus(self, n: int = DEFAULT_WINDOW, cap: int = BONUS_CAP) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """Up to ``cap`` body lines after the first ``n`` and their kinds (bonus credit)."""
        return self.body_lines[n : n + cap], self.kinds[n : n + cap]

    def code_lines(self, n: int = DEFAULT_WINDOW) -> int:
        """How many of the first ``n`` body lines are code."""
        return self.kinds[:n].count(KIND_CODE)


def language_of(path: str | Path) -> str:
    """``"python"`` or ``"javascript"`` from the file suffix; ValueError for anything else."""
    suffix = Path(path).suffix.lower()
    try:
        return SUFFIXES[suffix]
    except KeyError:
        raise ValueError(
            f"unsupported source file {str(path)!r}: suffix {suffix!r} is not one of {', '.join(SUFFIXES)}"
        ) from None


def _language(name: str) -> str:
    try:
        return _ALIASES[name.lower()]
    except KeyError:
        raise ValueError(f"unknown language {name!r}; use 'python' or 'javascript'") from None


def normalize_newlines(text: str) -> str:
    """Universal newlines, as ``open()`` in text mode reads a file."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def extract(path: str | Path, source: str | None = None) -> list[Function]:
    """Every function of ``path`` in source order; ``source`` overrides reading the file."""
    language = language_of(path)
    if source is None:
        source = Path(path).read_text(encoding="utf-8")
    return extract_source(source, language)


def extract_source(source: str, language: str) -> list[Function]:
    """Every function of ``source`` (``"python"``/``"py"`` or ``"javascript"``/``"js"``)."""
    language = _language(language)
    text = normalize_newlines(source)
    data = text.encode("utf-8")
    parser, cursor = _tools(language)
    root = parser.parse(data).root_node
    captures: dict[str, list[Any]] = cursor.captures(root)
    lines = text.split("\n")
    raw = data.split(b"\n")
    if language == PYTHON:
        return _python(root, captures, lines, raw)
    return _javascript(captures, lines, raw)


@functools.cache
def _grammar(language: str) -> tuple[Any, Any]:
    # Imported lazily (score-only users need no tree-sitter) and built once per process:
    # loading a Language and compiling a Query cost milliseconds each.
    import tree_sitter

    if language == PYTHON:
        import tree_sitter_python as grammar

        source = _PY_QUERY
    else:
        import tree_sitter_javascript as grammar  # type: ignore[no-redef]

        source = _JS_QUERY
    lang = tree_sitter.Language(grammar.language())
    return lang, tree_sitter.Query(lang, source)


_per_thread = threading.local()


def _tools(language: str) -> tuple[Any, Any]:
    """This thread's (Parser, QueryCursor): both hold parse state, so threads must not share."""
    tools = getattr(_per_thread, language, None)
    if tools is None:
        import tree_sitter

        lang, query = _grammar(language)
        tools = (tree_sitter.Parser(lang), tree_sitter.QueryCursor(query))
        setattr(_per_thread, language, tools)
    return tools


def _text(node: Any) -> str:
    return node.text.decode("utf-8")


def _base_kinds(lines: list[str]) -> list[str]:
    return [KIND_CODE if line.strip() else KIND_BLANK for line in lines]


def _mark(kinds: list[str], row: int, kind: str) -> None:
    if kinds[row] != KIND_BLANK:
        kinds[row] = kind


def _build(
    name: str,
    qualname: str,
    start_row: int,
    open_row: int,
    rows: range,
    lines: list[str],
    kinds: list[str],
    language: str,
) -> Function:
    return Function(
        name=name,
        qualname=qualname,
        signature="\n".join(lines[start_row : open_row + 1]),
        start_line=start_row + 1,
        body_lines=tuple(lines[rows.start : rows.stop]),
        body_line_numbers=tuple(r + 1 for r in rows),
        kinds=tuple(kinds[rows.start : rows.stop]),
        language=language,
    )


# --- Python -----------------------------------------------------------------------------------


def _statements(block: Any) -> list[Any]:
    return [c for c in block.named_children if c.type != "comment"]


def _docstring_rows(block: Any) -> range | None:
    statements = _statements(block)
    if not statements:
        return None
    first = statements[0]
    if first.type != "expression_statement" or first.named_child_count != 1:
        return None
    value = first.named_children[0]
    parts = [value] if value.type == "string" else None
    if value.type == "concatenated_string":
        parts = [c for c in value.named_children if c.type == "string"]
    if not parts:
        return None
    for part in parts:
        opener = part.children[0]  # string_start: prefix letters + quotes
        prefix = _text(opener).rstrip("'\"").lower()
        if "f" in prefix or "b" in prefix or "t" in prefix:
            return None  # f-/b-/t-strings are not docstrings (ast agrees)
    return range(first.start_point.row, first.end_point.row + 1)


def _python(root: Any, captures: dict[str, list[Any]], lines: list[str], raw: list[bytes]) -> list[Function]:
    kinds = _base_kinds(lines)
    for node in captures.get("comment", ()):
        row, col = node.start_point
        if not raw[row][:col].strip():
            _mark(kinds, row, KIND_COMMENT)
    functions = sorted(captures.get("fn", ()), key=lambda n: n.start_byte)
    for scope in [root, *functions, *captures.get("cls", ())]:
        block = scope if scope is root else scope.child_by_field_name("body")
        rows = _docstring_rows(block) if block is not None else None
        for row in rows or ():
            _mark(kinds, row, KIND_DOCSTRING)

    result = []
    for node in functions:
        name_node, block = node.child_by_field_name("name"), node.child_by_field_name("body")
        colon = next((c for c in node.children if c.type == ":" and not c.is_missing), None)
        if name_node is None or block is None or colon is None:
            continue  # broken by a syntax error: no reliable header to quote
        name, colon_row = _text(name_node), colon.start_point.row
        statements = _statements(block)
        first = _statement_row(statements[0]) if statements else colon_row
        if first > colon_row:
            rows = range(first, _end_row(statements[-1]) + 1)
            last_signature_row = first - 1
        else:
            rows = range(colon_row + 1, colon_row + 1)
            last_signature_row = colon_row
        qualname = ".".join([*_python_scopes(node), name])
        result.append(_build(name, qualname, node.start_point.row, last_signature_row, rows, lines, kinds, PYTHON))
    return result


def _statement_row(node: Any) -> int:
    """Row where ``ast`` starts a statement: a decorated definition at its ``def``/``class``."""
    if node.type == "decorated_definition":
        definition = node.child_by_field_name("definition")
        if definition is not None:
            return int(definition.start_point.row)
    return int(node.start_point.row)


def _end_row(node: Any) -> int:
    """Row of the last token of ``node`` that is not a comment.

    tree-sitter puts comments that trail a nested block inside that block; ``ast`` (and so
    CodeNeedle) ends the statement at its last real token.
    """
    while node.child_count:
        last = None
        for child in reversed(node.children):
            if child.type != "comment":
                last = child
                break
        if last is None:
            break
        node = last
    row, col = node.end_point
    # A node ending at column 0 ends with the previous line's newline.
    return row - 1 if col == 0 and row > node.start_point.row else row


def _python_scopes(node: Any) -> list[str]:
    names = []
    parent = node.parent
    while parent is not None:
        name = parent.child_by_field_name("name")
        if parent.type in ("function_definition", "class_definition") and name is not None:
            names.append(_text(name))
        parent = parent.parent
    return names[::-1]


# --- JavaScript -------------------------------------------------------------------------------


def _javascript(captures: dict[str, list[Any]], lines: list[str], raw: list[bytes]) -> list[Function]:
    kinds = _base_kinds(lines)
    for node in captures.get("comment", ()):
        (srow, scol), (erow, ecol) = node.start_point, node.end_point
        before = not raw[srow][:scol].strip()
        after = not raw[erow][ecol:].strip()
        if srow == erow:
            if before and after:
                _mark(kinds, srow, KIND_COMMENT)
            continue
        for row in range(srow + 1, erow):
            _mark(kinds, row, KIND_COMMENT)
        if before:
            _mark(kinds, srow, KIND_COMMENT)
        if after:
            _mark(kinds, erow, KIND_COMMENT)

    names = _JsNames()
    result = []
    for node in sorted(captures.get("fn", ()), key=lambda n: n.start_byte):
        body = node.child_by_field_name("body")
        if body is None or body.type != "statement_block":
            continue  # expression-bodied arrow: nothing to recall line by line
        named = names.of(node)
        if named is None:
            continue
        name, qualname, anchor = named
        open_row, close_row = body.start_point.row, body.end_point.row
        start_row = _first_non_decorator(anchor).start_point.row
        rows = range(open_row + 1, max(open_row + 1, close_row))
        result.append(_build(name, qualname, start_row, open_row, rows, lines, kinds, JAVASCRIPT))
    return result


def _first_non_decorator(node: Any) -> Any:
    if node.type in ("method_definition", "field_definition"):
        for child in node.children:
            if child.type != "decorator":
                return child
    return node


def _key(node: Any) -> str:
    if node.type == "string":
        return _text(node)[1:-1]
    return _text(node)


def _member_chain(node: Any) -> list[str] | None:
    """``a.b.c`` -> ``["a", "b", "c"]`` (also ``this``, ``a["b"]``); None for anything else."""
    if node.type in ("identifier", "this"):
        return [_text(node)]
    if node.type == "member_expression":
        prop = node.child_by_field_name("property")
        base = _member_chain(node.child_by_field_name("object"))
        if base is not None and prop is not None:
            return [*base, _text(prop)]
    if node.type == "subscript_expression":
        index = node.child_by_field_name("index")
        base = _member_chain(node.child_by_field_name("object"))
        if base is not None and index is not None and index.type == "string":
            return [*base, _key(index)]
    return None


def _computed_member(node: Any) -> tuple[list[str], str] | None:
    """``jQuery.fn[ name ]`` -> (``["jQuery", "fn"]``, ``"name"``): a function assigned to a
    member computed from a variable is named by that variable, as CodeNeedle names it."""
    if node.type != "subscript_expression":
        return None
    index = node.child_by_field_name("index")
    base = _member_chain(node.child_by_field_name("object"))
    if base is None or index is None or index.type != "identifier":
        return None
    return base, _text(index)


class _JsNames:
    """Names and qualified names of JS scopes, memoised by node id (one parent walk per node)."""

    def __init__(self) -> None:
        self._scope: dict[int, str | None] = {}
        self._prefix: dict[int, str] = {}

    def of(self, node: Any) -> tuple[str, str, Any] | None:
        """(name, qualname, node whose first line starts the signature), or None if anonymous."""
        kind = node.type
        if kind in _JS_DECLARATIONS or kind == "method_definition":
            name_node = node.child_by_field_name("name")
            if name_node is None:
                return None
            name = _key(name_node) if kind == "method_definition" else _text(name_node)
            return name, self.prefix(node) + name, node
        if kind not in _JS_NAMED_BY_CONTEXT:
            return None
        context = self._context(node)
        own = node.child_by_field_name("name") if kind != "object" else None
        if own is not None:
            name = _text(own)
            return name, self.prefix(node) + name, context[2] if context else node
        return context

    def _context(self, node: Any) -> tuple[str, str, Any] | None:
        parent = node.parent
        if parent is None:
            return None
        kind = parent.type
        if kind == "assignment_expression" and _is_field(parent, "right", node):
            left = parent.child_by_field_name("left")
            chain = _member_chain(left) if left is not None else None
            if chain is None and left is not None:
                computed = _computed_member(left)
                if computed is not None:
                    base, name = computed
                    return name, ".".join(base) + f"[{name}]", parent
            if chain is None:
                return None
            if len(chain) == 1:
                qualname = self.prefix(parent) + chain[0]
            elif chain[0] == "this":
                qualname = self.prefix(parent) + ".".join(chain[1:])
            else:
                qualname = ".".join(chain)
            return chain[-1], qualname, parent
        fields = {"variable_declarator": "name", "pair": "key", "field_definition": "property"}
        if kind not in fields or not _is_field(parent, "value", node):
            return None
        target = parent.child_by_field_name(fields[kind])
        if target is None or (kind == "variable_declarator" and target.type != "identifier"):
            return None  # destructuring (const { a } = ...) names nothing
        name = _key(target)
        return name, self.prefix(parent) + name, parent

    def scope(self, node: Any) -> str | None:
        """Qualified name of ``node`` if it is a named scope, else None (transparent)."""
        key = node.id
        if key not in self._scope:
            named = self.of(node) if node.type in _JS_SCOPES else None
            self._scope[key] = named[1] if named else None
        return self._scope[key]

    def prefix(self, node: Any) -> str:
        """``"Outer.scope."`` for the nearest named scope above ``node``, or ``""``."""
        key = node.id
        if key not in self._prefix:
            parent = node.parent
            if parent is None:
                self._prefix[key] = ""
            else:
                qualname = self.scope(parent)
                self._prefix[key] = qualname + "." if qualname else self.prefix(parent)
        return self._prefix[key]


def _is_field(parent: Any, name: str, node: Any) -> bool:
    child = parent.child_by_field_name(name)
    return child is not None and child.id == node.id


# --- targets ----------------------------------------------------------------------------------


def eligible(functions: Iterable[Function], window: int = DEFAULT_WINDOW, *, min_code_lines: int = 0) -> list[Function]:
    """Functions with at least ``window`` body lines, blank lines included (CodeNeedle's rule),
    and at least ``min_code_lines`` code lines among the first ``window`` (0: no filter)."""
    return [f for f in functions if len(f.body_lines) >= window and f.code_lines(window) >= min_code_lines]


def anchor_lines(signature: str) -> list[str]:
    """The lines a prompt quotes for ``signature``: all of them but a last empty one (a
    signature that ends with a blank line before the first statement is quoted without it, as
    CodeNeedle's ``splitlines()`` quotes it)."""
    lines = signature.split("\n")
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    return lines


def unanswerable(
    functions: Iterable[Function], targets: Iterable[Function] | None = None, source: str | None = None
) -> list[Function]:
    """Targets that no prompt quoting their signature can single out.

    With ``source`` (the file's text; CodeNeedle's rule): the quoted lines (``anchor_lines``)
    occur more than once in the file, as consecutive whole lines. Without it: another function
    of the file shares the target's name AND signature text. Either way every function of the
    file counts (``functions``), not only the eligible ones: a short duplicate still makes the
    prompt ambiguous. ``targets`` defaults to ``functions``; the result keeps their order.
    """
    functions = list(functions)
    pool = functions if targets is None else list(targets)
    if source is not None:
        lines = normalize_newlines(source).split("\n")
        return [f for f in pool if _occurrences(lines, anchor_lines(f.signature)) > 1]
    counts: dict[tuple[str, str], int] = {}
    for f in functions:
        counts[(f.name, f.signature)] = counts.get((f.name, f.signature), 0) + 1
    return [f for f in pool if counts.get((f.name, f.signature), 0) > 1]


def _occurrences(lines: list[str], block: list[str]) -> int:
    first, n = block[0], len(block)
    return sum(1 for i, line in enumerate(lines) if line == first and lines[i : i + n] == block)


def format_unanswerable(excluded: Sequence[Function]) -> str:
    """The exclusion notice (CodeNeedle's wording); ``""`` when nothing was excluded."""
    if not excluded:
        return ""
    counts: dict[str, int] = {}
    for f in excluded:
        counts[f.name] = counts.get(f.name, 0) + 1
    # a name that repeats says how often, so the names add up to the count
    names = ", ".join(n if c == 1 else f"{n} (x{c})" for n, c in sorted(counts.items()))
    return f"excluded {len(excluded)} unanswerable target(s) — duplicate name AND identical signature: {names}"


def depth(line: int, total_lines: int) -> float:
    """Relative position of ``line`` in a text of ``total_lines`` lines, in [0, 1]."""
    if total_lines <= 0:
        raise ValueError("total_lines must be positive")
    return min(1.0, max(0.0, line / total_lines))


# --- multi-file corpora -----------------------------------------------------------------------


@dataclass(frozen=True)
class Corpus:
    """Files concatenated with path headers; ``offsets[path]`` = corpus lines before its line 1."""

    text: str
    language: str
    files: tuple[tuple[str, str], ...]
    offsets: dict[str, int]

    @property
    def total_lines(self) -> int:
        return self.text.count("\n") + (0 if self.text.endswith("\n") else 1)

    @property
    def multi_file(self) -> bool:
        return len(self.files) > 1

    def corpus_line(self, path: str, line: int) -> int:
        """The corpus line number of line ``line`` of file ``path``."""
        return self.offsets[path] + line

    def label(self, path: str, function: Function) -> str:
        """``path::qualname`` when several files are in play, else the qualname."""
        return f"{path}::{function.qualname}" if self.multi_file else function.qualname

    def depth(self, path: str, function: Function) -> float:
        """Depth of ``function``'s definition line in the corpus."""
        return depth(self.corpus_line(path, function.start_line), self.total_lines)

    def functions(self) -> list[tuple[str, Function]]:
        """``(path, function)`` for every function of every file; line numbers are per file."""
        return [(path, f) for path, text in self.files for f in extract_source(text, self.language)]


def concat_corpus(files: Sequence[tuple[str, str]], language: str, headers: Sequence[str] = ()) -> Corpus:
    """Concatenate ``(relpath, text)`` files as CodeNeedle does.

    Each file gets a ``# ====== path ======`` (Python) / ``// ====== path ======`` (JavaScript)
    header line, a final newline if it lacks one, and one blank line after it. ``headers``: what
    each header names instead of its relpath (where a CodeNeedle run reads the file).
    """
    language = _language(language)
    marker = "#" if language == PYTHON else "//"
    parts: list[str] = []
    offsets: dict[str, int] = {}
    normalized = []
    line = 0
    for i, (path, text) in enumerate(files):
        if path in offsets:
            raise ValueError(f"file {path!r} given twice")
        text = normalize_newlines(text)
        if not text.endswith("\n"):
            text += "\n"
        normalized.append((path, text))
        parts.append(f"{marker} ====== {headers[i] if headers else path} ======\n{text}\n")
        offsets[path] = line + 1
        line += 1 + text.count("\n") + 1
    return Corpus("".join(parts), language, tuple(normalized), offsets)
