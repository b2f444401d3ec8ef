"""Novel recall corpora: deterministic generated Python that no model can have seen (pure).

Three corpora, ``novel_16k``, ``novel_64k`` and ``novel_128k`` (:data:`SIZES`), and three long
ones, ``novel_256k``, ``novel_512k`` and ``novel_1m`` (:data:`LARGE_SIZES`, their own manifest),
each one Python file of opaque functions. Every corpus holds the same 18 *targets*: high-entropy
functions whose body is at least 48 lines of code (opaque names like ``zq_vrak_7731``, odd decimal
and hex constants, string literals of random syllables, if/elif/else, for loops, list and dict
literals, calls to generated helpers), so a model asked to reproduce their first 48 body lines can
only recall them, not guess them. Targets are generated from three independent seeds (1, 2, 3), six
each, and do not depend on the corpus size: their text is byte-identical in every corpus.

Next to each target sits a *decoy*: a function whose name differs from the target's by one token
(``_v2``/``_alt`` suffix, swapped syllables, transposed digits...), with the same parameters and a
different body in the same style. Around them, *distractors* (functions, small classes, constant
blocks, and the helper library the targets call) fill each corpus to its token budget, so
distractor volume grows with size while the targets stay where they were in relative terms.

Layout. A header comment, then the helper library (9 short functions, 3 per seed, the same in
every size), then distractors and the 18 targets. Target ``i`` (0..17) starts at relative depth
``DEPTHS[i] = 0.05 + 0.9 * i / 17``: the tokens before its ``def`` line over all tokens of the
file, matched to within a few tokens in every size (each gap is topped up with a block of
constants placed at a random point among its distractors). The seeds are interleaved (seed order
rotating every three targets) so each seed spans the whole depth range with the same mean depth,
and each seed has three decoys just before their target and three just after. Targets are
redrawn until short enough (``MAX_TARGET_CHARS``) for 18 of them with their decoys to fit the
16K corpus 1/17 apart, and until they use every statement shape (:func:`_varied`).

Size. A corpus for ``size_tokens`` S fills to at most ``floor(CORPUS_FILL * S)`` tokens
(``CORPUS_FILL = 0.97``) and at least ``floor(MIN_FILL * S)`` (``MIN_FILL = 0.96``), counted with
the ``count_tokens`` it is given (the committed files use tiktoken ``cl100k_base``): 3-4% below
the nominal size, which leaves at least 492 tokens at 16K for the recall prompt's instructions.

Token counting is incremental: every piece ends with a newline and the next begins at column 0
with a non-space character, where cl100k_base's pre-tokenizer always splits, so a file's token
count is the sum of its pieces' counts, and each piece is counted once.

Determinism: every random choice comes from a ``random.Random`` seeded with a string
(:func:`_rng`); no global random state, no ``hash()``, no set iteration, no floats in the output
except ones written from integers. The output is byte-identical across runs and Python 3.11+ for
a given ``count_tokens``. Bump :data:`GENERATOR_VERSION` whenever the output changes (and when the
committed corpora may have entered training data: a new version means new names and constants).

The generated files are data. They are valid Python (``ast.parse``) but must never be imported or
executed; each starts with a header comment saying so.
"""

from __future__ import annotations

import ast
import hashlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

GENERATOR_VERSION = "cre-novel-v1"
SIZES = {"novel_16k": 16384, "novel_64k": 65536, "novel_128k": 131072}
# The long ones, novel_1m at the 1m tier's budget (pytest_cre.core.dims; written out, as this
# module imports only the standard library). Their own manifest, so checking the headline three
# (the suite, every run's cache) never generates the 4 MB of text these hold.
LARGE_SIZES = {"novel_256k": 262144, "novel_512k": 524288, "novel_1m": 967232}
ALL_SIZES = {**SIZES, **LARGE_SIZES}
SEEDS = (1, 2, 3)
TARGETS_PER_SEED = 6
N_TARGETS = len(SEEDS) * TARGETS_PER_SEED
TARGET_BODY_LINES = 48  # code lines (not counting comments or docstrings) in every target body
CORPUS_FILL = 0.97  # a corpus is at most floor(CORPUS_FILL * size) tokens ...
MIN_FILL = 0.96  # ... and at least floor(MIN_FILL * size)
FIRST_DEPTH, LAST_DEPTH = 0.05, 0.95
DEPTHS = tuple(round(FIRST_DEPTH + (LAST_DEPTH - FIRST_DEPTH) * i / (N_TARGETS - 1), 6) for i in range(N_TARGETS))
MANIFEST_NAME = "novel_manifest.json"
LARGE_MANIFEST_NAME = "novel_large_manifest.json"
MANIFESTS = {MANIFEST_NAME: SIZES, LARGE_MANIFEST_NAME: LARGE_SIZES}  # manifest file -> the corpora it pins

CountTokens = Callable[[str], int]

# --------------------------------------------------------------------------------------------
# Random pieces: syllables, names, constants
# --------------------------------------------------------------------------------------------

_ONSETS = (
    "b",
    "d",
    "f",
    "g",
    "h",
    "j",
    "k",
    "l",
    "m",
    "n",
    "p",
    "r",
    "s",
    "t",
    "v",
    "z",
    "br",
    "dr",
    "gr",
    "kr",
    "tr",
    "vr",
    "zr",
    "pl",
    "kl",
    "sk",
    "st",
    "zv",
    "qu",
    "x",
)
_VOWELS = ("a", "e", "i", "o", "u", "a", "e", "i", "o", "u", "y", "ae", "ou")
_CODAS = ("", "", "", "", "k", "l", "m", "n", "r", "s", "t", "x", "z", "rk", "nd")
# Python keywords, soft keywords and builtins a syllable name could spell: fixed here (never read
# from the running interpreter) so the output does not depend on the Python version.
_RESERVED = frozenset(
    """
and as assert async await break case class continue def del elif else except false finally for
from global if import in is lambda match none nonlocal not or pass raise return true try type
while with yield abs all any ascii bin bool breakpoint bytearray bytes callable chr classmethod
compile complex copyright credits delattr dict dir divmod enumerate eval exec exit filter float
format frozenset getattr globals hasattr hash help hex id input int isinstance issubclass iter
len license list locals map max memoryview min next object oct open ord pow print property quit
range repr reversed round set setattr slice sorted staticmethod str sum super tuple vars zip
self cls aiter anext
""".split()  # noqa: SIM905 - a word list reads as words
)


def _rng(*parts: object) -> random.Random:
    """A Random seeded from a string key (sha512-based str seeding: same on every 3.x)."""
    return random.Random(":".join([GENERATOR_VERSION, *map(str, parts)]))


def _syl(rng: random.Random) -> str:
    return rng.choice(_ONSETS) + rng.choice(_VOWELS) + rng.choice(_CODAS)


def _word(rng: random.Random, lo: int = 1, hi: int = 2) -> str:
    while True:
        w = "".join(_syl(rng) for _ in range(rng.randint(lo, hi)))
        if w not in _RESERVED and len(w) >= 2:
            return w


_LETTERS = "bdfgkmnpqrstvxz"


def _func_name(rng: random.Random) -> str:
    shape = rng.randrange(5)
    if shape == 0:  # zq_vrak_7731
        prefix = rng.choice(_LETTERS) + rng.choice(_LETTERS)
        return f"{prefix}_{_word(rng, 1, 1)}_{rng.randint(10, 9999)}"
    if shape == 1:  # vrak_toli_31
        return f"{_word(rng, 1, 1)}_{_word(rng, 1, 2)}_{rng.randint(2, 999)}"
    if shape == 2:  # kelmo_zadr
        return f"{_word(rng, 1, 2)}_{_word(rng, 1, 2)}"
    if shape == 3:  # vrak_toli_zem
        return f"{_word(rng, 1, 1)}_{_word(rng, 1, 1)}_{_word(rng, 1, 1)}"
    return f"{_word(rng, 2, 2)}_{rng.randint(100, 99999)}"  # toliva_4417


def _const_name(rng: random.Random) -> str:
    return f"{_word(rng, 1, 2).upper()}_{_word(rng, 1, 1).upper()}"


def _int(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.5:
        return str(rng.randint(2, 99))
    if r < 0.85:
        return str(rng.randint(101, 997))
    if r < 0.95:
        return hex(rng.randint(0x11, 0xFFF))
    return str(rng.randint(1001, 99991))


def _small(rng: random.Random) -> str:
    return str(rng.randint(2, 61))


def _strlit(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.7:
        return f'"{_word(rng, 1, 2)}"'
    if r < 0.9:
        return f'"{_word(rng, 1, 1)}{rng.choice("-_:./")}{_word(rng, 1, 1)}"'
    return f'"{_word(rng, 1, 1)} {_word(rng, 1, 1)}"'


def _prose(rng: random.Random, lo: int, hi: int) -> str:
    return " ".join(_word(rng, 1, 2) for _ in range(rng.randint(lo, hi)))


class _Names:
    """Names taken in one corpus: function, method, class and constant names never repeat."""

    def __init__(self) -> None:
        self.taken: set[str] = set()  # membership only, never iterated

    def add(self, name: str) -> str:
        if name in self.taken:
            raise ValueError(f"duplicate name {name}")
        self.taken.add(name)
        return name

    def fresh(self, rng: random.Random, make: Callable[[random.Random], str] = _func_name) -> str:
        while True:
            name = make(rng)
            if name not in self.taken and name.lower() not in _RESERVED:
                return self.add(name)


# --------------------------------------------------------------------------------------------
# Function bodies
# --------------------------------------------------------------------------------------------

_ARITH = ("+", "-", "*", "%", "^", "&", "|", "//", "<<", ">>")
_AUG = ("+=", "-=", "^=", "|=", "%=", "*=")
_CMP = (">", "<", ">=", "<=", "==", "!=")


class _Body:
    """Generates a body statement by statement, tracking which locals exist and of what kind."""

    def __init__(self, rng: random.Random, params: list[str], helpers: list[str], indent: str) -> None:
        self.rng = rng
        self.helpers = helpers
        self.ind = indent
        self.ints: list[str] = [p for p in params if p != "self"]
        self.lists: list[str] = []
        self.dicts: list[tuple[str, list[str]]] = []  # name, its string keys
        self.strs: list[str] = []
        self.used: set[str] = set(params)
        self.lines: list[str] = []
        self.code_lines = 0
        self.self_attrs = params[:1] == ["self"]

    # -- names and operands ------------------------------------------------------------------
    def new(self) -> str:
        rng = self.rng
        while True:
            name = _word(rng, 1, 2) if rng.random() < 0.3 else _word(rng, 1, 1)
            if rng.random() < 0.1:
                name += f"_{rng.randint(1, 9)}"
            if name not in self.used:
                self.used.add(name)
                return name

    def iv(self) -> str:
        if self.self_attrs and (not self.ints or self.rng.random() < 0.15):
            return f"self.{_word(self.rng, 1, 1)}"
        return self.rng.choice(self.ints)

    def operand(self) -> str:
        r = self.rng.random()
        if r < 0.55:
            return self.iv()
        if r < 0.9:
            return _int(self.rng)
        if self.lists and r < 0.95:
            return f"{self.rng.choice(self.lists)}[{self.rng.randint(0, 3)}]"
        if self.dicts:
            name, keys = self.rng.choice(self.dicts)
            return f"{name}[{self.rng.choice(keys)}]"
        return _int(self.rng)

    def rhs(self, op: str, operand: bool = False) -> str:
        """The right operand of ``op``: a small count for shifts."""
        if op in ("<<", ">>"):
            return str(self.rng.randint(1, 13))
        return self.operand() if operand else _int(self.rng)

    def expr(self) -> str:
        rng = self.rng
        r = rng.random()
        op = rng.choice(_ARITH)
        if r < 0.35:
            return f"{self.iv()} {op} {self.rhs(op)}"
        if r < 0.55:
            return f"{self.operand()} {op} {self.rhs(op, True)}"
        if r < 0.7:
            op2 = rng.choice(_ARITH)
            return f"({self.iv()} {op} {self.rhs(op)}) {op2} {self.rhs(op2, True)}"
        if r < 0.82 and self.helpers:
            args = ", ".join(self.operand() for _ in range(rng.randint(1, 2)))
            return f"{rng.choice(self.helpers)}({args})"
        if r < 0.88:
            return (
                f"{rng.choice(('max', 'min'))}({self.iv()}, {_int(rng)})"
                if rng.random() < 0.6
                else f"abs({self.iv()} - {_int(rng)})"
            )
        if r < 0.94 and self.lists:
            return f"len({rng.choice(self.lists)}) {op} {self.rhs(op)}"
        return f"{self.iv()} if {self.iv()} {rng.choice(_CMP)} {_int(rng)} else {_int(rng)}"

    def cond(self) -> str:
        rng = self.rng
        r = rng.random()
        if r < 0.6:
            return f"{self.iv()} {rng.choice(_CMP)} {_int(rng)}"
        if r < 0.75:
            return f"{self.iv()} & {hex(rng.randint(1, 0xFF))}"
        if r < 0.85 and self.strs:
            return f"{rng.choice(self.strs)} == {_strlit(rng)}"
        if r < 0.93 and self.dicts:
            name, _ = rng.choice(self.dicts)
            return f"{_strlit(rng)} in {name}"
        return f"{self.iv()} % {_small(rng)} == {rng.randint(0, 5)}"

    # -- statements: each returns its lines (relative indent in levels) ----------------------
    def simple(self) -> str:
        """One single-line statement."""
        rng = self.rng
        r = rng.random()
        if r < 0.34 or len(self.ints) < 2:
            name = self.new() if rng.random() < 0.6 or len(self.ints) < 3 else rng.choice(self.ints)
            line = f"{name} = {self.expr()}"
            if name not in self.ints:
                self.ints.append(name)
            return line
        if r < 0.46:
            return f"{rng.choice(self.ints)} {rng.choice(_AUG)} {_int(rng)}"
        if r < 0.55:
            name = self.new()
            line = f"{name} = [{', '.join(self.operand() for _ in range(rng.randint(2, 3)))}]"
            self.lists.append(name)
            return line
        if r < 0.62:
            name = self.new()
            keys = [_strlit(rng) for _ in range(rng.randint(1, 2))]
            line = f"{name} = {{{', '.join(f'{k}: {self.operand()}' for k in keys)}}}"
            self.dicts.append((name, keys))
            return line
        if r < 0.68:
            name = self.new()
            self.strs.append(name)
            if self.strs[:-1] and rng.random() < 0.4:
                return f"{name} = {rng.choice(self.strs[:-1])} + {_strlit(rng)}"
            return f"{name} = {_strlit(rng)}"
        if r < 0.75 and self.lists:
            return f"{rng.choice(self.lists)}.append({self.expr()})"
        if r < 0.8 and self.dicts:
            name, keys = rng.choice(self.dicts)
            key = _strlit(rng)
            keys.append(key)
            return f"{name}[{key}] = {self.expr()}"
        if r < 0.85 and len(self.ints) >= 2:
            a, b = rng.sample(self.ints, 2)
            op = rng.choice(_ARITH)
            return f"{a}, {b} = {b}, {a} {op} {self.rhs(op)}"
        if r < 0.9 and self.lists:
            return f"{rng.choice(self.lists)}[{rng.randint(0, 3)}] = {self.expr()}"
        if r < 0.94 and self.helpers:
            return f"{rng.choice(self.helpers)}({self.operand()}, {_strlit(rng)})"
        name = rng.choice(self.ints)
        return f"{name} = {self.expr()}"

    def block(self, room: int) -> list[tuple[int, str]]:
        """A compound statement of at most ``room`` lines (``room`` >= 2). Names it binds stay
        local to it: later statements only use names bound unconditionally."""
        return self.scoped(self._block, room)

    def scoped(self, fn: Callable[..., Any], *args):
        """``fn(*args)``, forgetting the names it binds (they live in one branch or loop)."""
        pools: tuple[list[Any], ...] = (self.ints, self.lists, self.dicts, self.strs)
        sizes = [len(p) for p in pools]
        out = fn(*args)
        for pool, n in zip(pools, sizes):
            del pool[n:]
        return out

    def _block(self, room: int) -> list[tuple[int, str]]:
        rng = self.rng
        r = rng.random()
        if r < 0.45:  # if / elif / else
            out = [(0, f"if {self.cond()}:"), (1, self.scoped(self.simple))]
            if room >= 4 and rng.random() < 0.55:
                out += [(0, f"elif {self.cond()}:"), (1, self.scoped(self.simple))]
            if len(out) + 2 <= room and rng.random() < 0.6:
                out += [(0, "else:"), (1, self.scoped(self.simple))]
            return out
        if r < 0.8:  # for loop
            var = self.new()
            if self.lists and rng.random() < 0.4:
                head = f"for {var} in {rng.choice(self.lists)}:"
            elif self.dicts and rng.random() < 0.2:
                name, _ = rng.choice(self.dicts)
                var2 = self.new()
                head = f"for {var}, {var2} in {name}.items():"
                self.ints.append(var2)
            else:
                lo = rng.randint(0, 7)
                head = (
                    f"for {var} in range({lo}, {lo + rng.randint(3, 40)}):"
                    if rng.random() < 0.3
                    else f"for {var} in range({rng.randint(3, 97)}):"
                )
            self.ints.append(var)
            out = [(0, head), (1, self.simple())]
            if room >= 3 and rng.random() < 0.5:
                if room >= 4 and rng.random() < 0.4:
                    cond = self.cond()
                    exit_ = rng.choice(("break", "continue", ""))
                    out += [(1, f"if {cond}:"), (2, exit_ or self.scoped(self.simple))]
                else:
                    out.append((1, self.simple()))
            return out
        # while loop with a shrinking counter
        if not self.ints:
            return [(0, f"if {self.cond()}:"), (1, self.simple())]
        var = rng.choice(self.ints)
        return [(0, f"while {var} > {_int(rng)}:"), (1, f"{var} //= {rng.randint(2, 9)}")]

    def ret(self) -> str:
        rng = self.rng
        r = rng.random()
        if r < 0.45:
            return f"return {self.expr()}"
        if r < 0.65 and self.lists:
            return f"return {rng.choice(self.lists)}"
        if r < 0.8:
            return f"return {self.iv()}, {self.operand()}"
        return f"return {{{_strlit(rng)}: {self.iv()}, {_strlit(rng)}: {self.operand()}}}"

    def emit(self, items: list[tuple[int, str]]) -> None:
        for level, text in items:
            self.lines.append(self.ind + "    " * level + text)
            self.code_lines += 1

    def build(self, n_code: int, *, docstring: bool, comments: int, block_rate: float) -> list[str]:
        """``n_code`` code lines (the last a ``return``), plus an optional docstring first and
        ``comments`` comment lines at random points."""
        rng = self.rng
        if docstring:
            self.lines.append(f'{self.ind}"""{_prose(rng, 2, 5).capitalize()}."""')
        comment_at = sorted(rng.sample(range(2, max(3, n_code - 2)), min(comments, max(1, n_code - 4))))
        while self.code_lines < n_code - 1:
            if comment_at and self.code_lines >= comment_at[0]:
                comment_at.pop(0)
                self.lines.append(f"{self.ind}# {_prose(rng, 2, 4)}")
            room = n_code - 1 - self.code_lines
            if room >= 2 and rng.random() < block_rate:
                self.emit(self.block(room))
            else:
                self.emit([(0, self.simple())])
        self.emit([(0, self.ret())])
        return self.lines


def _params(rng: random.Random, lo: int, hi: int) -> list[str]:
    out: list[str] = []
    n = rng.randint(lo, hi)
    while len(out) < n:
        w = _word(rng, 1, 2)
        if w not in out:
            out.append(w)
    return out


def _function(
    rng: random.Random,
    name: str,
    params: list[str],
    helpers: list[str],
    n_code: int,
    *,
    docstring: bool,
    comments: int,
    indent: str = "",
    block_rate: float = 0.3,
) -> str:
    body = _Body(rng, params, helpers, indent + "    ").build(
        n_code, docstring=docstring, comments=comments, block_rate=block_rate
    )
    return "\n".join([f"{indent}def {name}({', '.join(params)}):", *body]) + "\n"


# --------------------------------------------------------------------------------------------
# The fixed part: helper library, targets and decoys (identical in every size)
# --------------------------------------------------------------------------------------------

HELPERS_PER_SEED = 3
# cl100k_base spends ~2.3-2.5 characters a token on this code: a 1350-character target is at most
# ~600 tokens and a 200-character decoy ~90, so a target with a decoy on each side fits in the
# 841 tokens between consecutive target depths of the 16K corpus.
MAX_TARGET_CHARS = 1350
MAX_DECOY_CHARS = 200


@dataclass(frozen=True)
class Target:
    name: str
    seed: int
    decoy: str
    decoy_first: bool  # decoy placed just before the target (else just after)
    source: str  # the target function, ending with a newline
    decoy_source: str

    @property
    def block(self) -> tuple[str, str]:
        return (self.decoy_source, self.source) if self.decoy_first else (self.source, self.decoy_source)


def _decoy_name(rng: random.Random, name: str, names: _Names) -> str:
    parts = name.split("_")
    options: list[str] = [f"{name}_{s}" for s in ("v2", "alt", "old", "b", "x", "2", "fast", "raw")]
    if len(parts) >= 2:
        options.append("_".join([parts[1], parts[0], *parts[2:]]))  # swapped leading words
        options.append("_".join(parts[:-1]))  # dropped last word
    digits = [i for i, p in enumerate(parts) if p.isdigit()]
    if digits:
        i = digits[-1]
        p = parts[i]
        if len(p) >= 2 and p[-1] != p[-2]:
            options.append("_".join([*parts[:i], p[:-2] + p[-1] + p[-2], *parts[i + 1 :]]))
        options.append("_".join([*parts[:i], str(int(p) + rng.randint(1, 9)), *parts[i + 1 :]]))
    else:
        options.append(f"{name}_{rng.randint(2, 9)}")
    rng.shuffle(options)
    for cand in options:
        if cand.isidentifier() and cand not in names.taken and "__" not in cand and cand.strip("_") == cand:
            return names.add(cand)
    return names.add(f"{name}_v{rng.randint(3, 99)}")


def _varied(source: str, helpers: list[str]) -> bool:
    """Whether a target uses every statement shape: if/elif, a for loop, list and dict
    literals, a string literal, augmented assignment, and a call to a library helper."""
    fn = ast.parse(source).body[0]
    assert isinstance(fn, ast.FunctionDef)
    body = fn.body[1:] if ast.get_docstring(fn, clean=False) is not None else fn.body
    nodes = [n for stmt in body for n in ast.walk(stmt)]
    kinds = {type(n).__name__ for n in nodes}
    elif_ = any(isinstance(n, ast.If) and len(n.orelse) == 1 and isinstance(n.orelse[0], ast.If) for n in nodes)
    calls = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in helpers for n in nodes)
    strs = any(isinstance(n, ast.Constant) and isinstance(n.value, str) for n in nodes)
    return elif_ and calls and strs and {"For", "List", "Dict", "AugAssign", "BinOp"} <= kinds


@dataclass(frozen=True)
class _Fixed:
    helpers: tuple[tuple[str, str], ...]  # (name, source) of the helper library, in corpus order
    targets: tuple[Target, ...]  # in corpus order
    names: frozenset[str]


@lru_cache(maxsize=1)
def _fixed() -> _Fixed:
    names = _Names()
    lib: dict[int, list[str]] = {}
    helpers: list[tuple[str, str]] = []
    for seed in SEEDS:
        rng = _rng("library", seed)
        lib[seed] = [names.fresh(rng) for _ in range(HELPERS_PER_SEED)]
    for seed in SEEDS:
        for k, name in enumerate(lib[seed]):
            rng = _rng("library", seed, k)
            src = _function(
                rng, name, _params(rng, 1, 2), [], rng.randint(1, 2), docstring=False, comments=0, block_rate=0.0
            )
            helpers.append((name, src))
    _rng("library-order").shuffle(helpers)
    per_seed: dict[int, list[Target]] = {}
    for seed in SEEDS:
        per_seed[seed] = []
        # Half of each seed's decoys sit just before their target, half just after.
        sides = [k < TARGETS_PER_SEED // 2 for k in range(TARGETS_PER_SEED)]
        _rng("decoy-sides", seed).shuffle(sides)
        for k in range(TARGETS_PER_SEED):
            rng = _rng("target", seed, k)
            name = names.fresh(rng)
            params = _params(rng, 2, 3)
            decoy = _decoy_name(_rng("decoy-name", seed, k), name, names)
            decoy_first = sides[k]
            # Bodies are redrawn (attempt 1, 2, ...) until short enough for 18 of them, with
            # their decoys, to sit 1/17 of the 16K corpus apart (see MAX_TARGET_CHARS).
            for attempt in range(1000):
                brng = _rng("target-body", seed, k, attempt)
                src = _function(
                    brng,
                    name,
                    params,
                    lib[seed],
                    TARGET_BODY_LINES,
                    docstring=brng.random() < 0.4,
                    comments=brng.randint(0, 2),
                    block_rate=0.3,
                )
                if len(src) <= MAX_TARGET_CHARS and _varied(src, lib[seed]):
                    break
            for attempt in range(1000):
                drng = _rng("decoy-body", seed, k, attempt)
                dsrc = _function(
                    drng, decoy, params, lib[seed], drng.randint(4, 6), docstring=False, comments=0, block_rate=0.3
                )
                if len(dsrc) <= MAX_DECOY_CHARS:
                    break
            per_seed[seed].append(Target(name, seed, decoy, decoy_first, src, dsrc))
    # Interleave the seeds so each seed's targets spread over the whole depth range:
    # positions 0,3,6,... seed order rotated per round so no seed always comes first.
    order: list[Target] = []
    for k in range(TARGETS_PER_SEED):
        rot = k % len(SEEDS)
        for seed in SEEDS[rot:] + SEEDS[:rot]:
            order.append(per_seed[seed][k])
    return _Fixed(tuple(helpers), tuple(order), frozenset(names.taken))


# --------------------------------------------------------------------------------------------
# Distractors and fine-tuning constants (vary with size)
# --------------------------------------------------------------------------------------------


class _Distractors:
    """An endless, deterministic stream of top-level items for one corpus."""

    def __init__(self, key: str, names: _Names, helpers: list[str]) -> None:
        self.key = key
        self.names = names
        self.callable = list(helpers)  # functions a new distractor may call
        self.n = 0

    def next(self, max_lines: int) -> tuple[str, int]:
        """(source, number of functions in it) for an item of at most ~``max_lines`` lines."""
        self.n += 1
        rng = _rng("distractor", self.key, self.n)
        helpers = rng.sample(self.callable, min(len(self.callable), 5))
        r = rng.random()
        if r < 0.15 and max_lines >= 12:
            return self._class(rng, helpers, max_lines)
        if r < 0.22:
            return self._constants(rng, rng.randint(2, 6)), 0
        n_code = max(3, min(max_lines - 2, int(rng.triangular(4, 56, 12))))
        name = self.names.fresh(rng)
        src = _function(
            rng,
            name,
            _params(rng, 1, 3),
            helpers,
            n_code,
            docstring=rng.random() < 0.25,
            comments=rng.randint(0, 1) if n_code > 8 else 0,
            block_rate=0.25,
        )
        self.callable.append(name)
        return src, 1

    def _class(self, rng: random.Random, helpers: list[str], max_lines: int) -> tuple[str, int]:
        cname = self.names.fresh(rng, lambda r: "".join(_word(r, 1, 1).capitalize() for _ in range(r.randint(2, 3))))
        lines = [f"class {cname}:"]
        if rng.random() < 0.5:
            lines.append(f'    """{_prose(rng, 3, 6).capitalize()}."""')
        for _ in range(rng.randint(1, 3)):
            lines.append(f"    {_word(rng, 1, 2)} = {_int(rng)}")
        budget = max_lines - len(lines)
        n_methods = 0
        for _ in range(rng.randint(2, 3)):
            n_code = min(rng.randint(3, 9), budget - 2)
            if n_code < 3:
                break
            lines.append("")
            name = self.names.fresh(rng)
            lines.append(
                _function(
                    rng,
                    name,
                    ["self", *_params(rng, 0, 2)],
                    helpers,
                    n_code,
                    docstring=False,
                    comments=0,
                    indent="    ",
                    block_rate=0.2,
                ).rstrip("\n")
            )
            budget -= n_code + 2
            n_methods += 1
        if n_methods == 0:
            lines.append("    pass")
        return "\n".join(lines) + "\n", n_methods

    def _constants(self, rng: random.Random, n: int) -> str:
        out = []
        for _ in range(n):
            out.append(self.constant(rng))
        return "".join(out)

    def constant(self, rng: random.Random) -> str:
        name = self.names.fresh(rng, _const_name)
        r = rng.random()
        if r < 0.5:
            value = _int(rng)
        elif r < 0.7:
            value = _strlit(rng)
        elif r < 0.85:
            value = f"({', '.join(_int(rng) for _ in range(rng.randint(2, 4)))})"
        else:
            value = f"{{{_strlit(rng)}: {_int(rng)}, {_strlit(rng)}: {_int(rng)}}}"
        return f"{name} = {value}\n"


# --------------------------------------------------------------------------------------------
# Assembly
# --------------------------------------------------------------------------------------------

SEP = "\n\n"  # appended to every top-level item: two blank lines between items


def header(name: str) -> str:
    return (
        f"# {name}: generated data for a recall benchmark (pytest-cre, {GENERATOR_VERSION}).\n"
        "# DO NOT IMPORT OR EXECUTE. This file is text for a language model to read: every name,\n"
        "# constant and call in it is random, so no model can have seen it. It is regenerated and\n"
        "# verified byte for byte by `cre corpus generate` / `cre corpus check`.\n"
    )


@dataclass(frozen=True)
class NovelCorpus:
    """One generated corpus and where its targets sit."""

    name: str
    size_tokens: int
    budget: int  # floor(CORPUS_FILL * size_tokens): the most tokens the text may have
    text: str
    tokens: int
    targets: tuple[str, ...]  # target names in file order
    target_seeds: tuple[int, ...]
    decoys: tuple[str, ...]  # decoys[i] is the decoy of targets[i]
    depths: tuple[float, ...]  # tokens before each target's def line / all tokens
    target_lines: tuple[int, ...]  # 1-based line of each target's def
    decoy_lines: tuple[int, ...]
    target_offsets: tuple[int, ...] = field(repr=False)  # character offset of each target's def
    n_functions: int = 0  # functions and methods in the file (targets and decoys included)

    @property
    def data(self) -> bytes:
        return self.text.encode("utf-8")

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


def _name_for(size_tokens: int) -> str:
    for name, size in ALL_SIZES.items():
        if size == size_tokens:
            return name
    return f"novel_{size_tokens}"


class _Layout:
    def __init__(self) -> None:
        self.pieces: list[str] = []
        self.counts: list[int] = []
        self.tokens = 0

    def add(self, piece: str, tokens: int) -> None:
        self.pieces.append(piece)
        self.counts.append(tokens)
        self.tokens += tokens


def _fill(layout: _Layout, stream: _Distractors, gap: int, rng: random.Random, count: CountTokens) -> int:
    """Append distractors, then one constant block at a random point among them, adding as close
    to ``gap`` tokens as the pieces allow without exceeding it. Returns functions added."""
    if gap <= 0:
        return 0
    items: list[tuple[str, int, int]] = []  # (piece, tokens, functions)
    used = 0
    misses = 0
    while gap - used > 40 and misses < 6:
        max_lines = max(3, (gap - used) // (10 + 4 * misses))  # ~11 tokens a line; smaller after a miss
        src, n_funcs = stream.next(max_lines)
        piece = src + SEP
        t = count(piece)
        if used + t <= gap:
            items.append((piece, t, n_funcs))
            used += t
            misses = 0
        else:
            misses += 1  # a dropped item's names stay taken (never reused)
    # Fine-tune with a block of constants: add lines while they fit, stop within 2 tokens of the
    # gap or after 20 lines in a row that did not fit.
    lines: list[str] = []
    block_t = 0
    tries = 0
    while tries < 20 and gap - used - block_t > 2:
        line = stream.constant(rng)
        t = count("".join(lines) + line + SEP)
        if used + t <= gap:
            lines.append(line)
            block_t = t
            tries = 0
        else:
            tries += 1
    if lines:
        items.insert(rng.randint(0, len(items)), ("".join(lines) + SEP, block_t, 0))
    for piece, t, _ in items:
        layout.add(piece, t)
    return sum(n for _, _, n in items)


def generate(size_tokens: int, *, count_tokens: CountTokens) -> NovelCorpus:
    """The corpus for ``size_tokens`` (see the module docstring for the layout and bounds)."""
    name = _name_for(size_tokens)
    fixed = _fixed()
    names = _Names()
    names.taken.update(fixed.names)
    budget = int(CORPUS_FILL * size_tokens)
    stream = _Distractors(name, names, [n for n, _ in fixed.helpers])
    rng = _rng("layout", name)
    layout = _Layout()
    head = header(name) + "\n\n"
    layout.add(head, count_tokens(head))
    n_functions = 0
    # The helper library first (same order in every size), then distractors.
    for _, src in fixed.helpers:
        piece = src + SEP
        layout.add(piece, count_tokens(piece))
        n_functions += 1
    target_idx: list[int] = []
    decoy_idx: list[int] = []
    for i, target in enumerate(fixed.targets):
        pre = count_tokens(target.decoy_source + SEP) if target.decoy_first else 0
        goal = round(DEPTHS[i] * budget) - pre
        if layout.tokens > goal:
            raise ValueError(
                f"{name}: target {i} cannot reach depth {DEPTHS[i]} ({layout.tokens} tokens before it, goal {goal})"
            )
        n_functions += _fill(layout, stream, goal - layout.tokens, rng, count_tokens)
        for src in target.block:
            piece = src + SEP
            if src is target.source:
                target_idx.append(len(layout.pieces))
            else:
                decoy_idx.append(len(layout.pieces))
            layout.add(piece, count_tokens(piece))
            n_functions += 1
    n_functions += _fill(layout, stream, budget - layout.tokens, rng, count_tokens)
    # The last piece ends the file with a single newline.
    last = layout.pieces[-1]
    layout.pieces[-1] = last[: -len(SEP)]
    text = "".join(layout.pieces)
    tokens = count_tokens(text)
    if not int(MIN_FILL * size_tokens) <= tokens <= budget:
        raise ValueError(f"{name}: {tokens} tokens, outside [{int(MIN_FILL * size_tokens)}, {budget}]")
    offsets = [0]
    tok_before = [0]  # exact: token counts are additive over pieces
    for piece, t in zip(layout.pieces, layout.counts):
        offsets.append(offsets[-1] + len(piece))
        tok_before.append(tok_before[-1] + t)

    def line_of(idx: int) -> int:
        return text.count("\n", 0, offsets[idx]) + 1

    return NovelCorpus(
        name=name,
        size_tokens=size_tokens,
        budget=budget,
        text=text,
        tokens=tokens,
        targets=tuple(t.name for t in fixed.targets),
        target_seeds=tuple(t.seed for t in fixed.targets),
        decoys=tuple(t.decoy for t in fixed.targets),
        depths=tuple(round(tok_before[i] / tokens, 6) for i in target_idx),
        target_lines=tuple(line_of(i) for i in target_idx),
        decoy_lines=tuple(line_of(i) for i in decoy_idx),
        target_offsets=tuple(offsets[i] for i in target_idx),
        n_functions=n_functions,
    )


# --------------------------------------------------------------------------------------------
# Files: write and check
# --------------------------------------------------------------------------------------------


def manifest(corpora: list[NovelCorpus]) -> dict[str, Any]:
    """What ``novel_manifest.json`` records for these corpora (all generated in one run)."""
    fixed = _fixed()
    return {
        "generator": "pytest_cre.families.recall.novel",
        "generator_version": GENERATOR_VERSION,
        "tokenizer": "cl100k_base",
        "corpus_fill": [MIN_FILL, CORPUS_FILL],
        "seeds": list(SEEDS),
        "target_body_lines": TARGET_BODY_LINES,
        "depths": list(DEPTHS),
        "targets": [
            {
                "name": t.name,
                "seed": t.seed,
                "decoy": t.decoy,
                "decoy_position": "before" if t.decoy_first else "after",
                "depth": DEPTHS[i],
                "sha256": hashlib.sha256(t.source.encode("utf-8")).hexdigest(),
            }
            for i, t in enumerate(fixed.targets)
        ],
        "corpora": {
            c.name: {
                "file": f"{c.name}.py",
                "size_tokens": c.size_tokens,
                "budget_tokens": c.budget,
                "tokens": c.tokens,
                "bytes": len(c.data),
                "lines": c.text.count("\n"),
                "functions": c.n_functions,
                "sha256": c.sha256,
                "target_depths": list(c.depths),
                "target_lines": list(c.target_lines),
                "decoy_lines": list(c.decoy_lines),
            }
            for c in corpora
        },
    }


def _render(count_tokens: CountTokens, manifest_name: str = MANIFEST_NAME) -> dict[str, bytes]:
    """Every file ``write_all`` writes for one manifest (:data:`MANIFESTS`), by file name,
    generated in memory."""
    corpora = [generate(size, count_tokens=count_tokens) for size in MANIFESTS[manifest_name].values()]
    files = {f"{c.name}.py": c.data for c in corpora}
    files[manifest_name] = (json.dumps(manifest(corpora), indent=2) + "\n").encode("utf-8")
    return files


def write_all(out_dir: str | Path, count_tokens: CountTokens, manifest_name: str = MANIFEST_NAME) -> dict[str, Any]:
    """Write the corpora of one manifest (``novel_16k.py``, ``novel_64k.py``, ``novel_128k.py``
    and ``novel_manifest.json`` by default; ``LARGE_MANIFEST_NAME``: the 256k, 512k and 1m ones)
    into ``out_dir`` (created if missing); returns the manifest."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    files = _render(count_tokens, manifest_name)
    for name, data in files.items():
        (out / name).write_bytes(data)
    return json.loads(files[manifest_name])


def check_manifest(manifest_path: str | Path, count_tokens: CountTokens) -> list[str]:
    """Regenerate in memory and compare with a committed manifest (``novel_manifest.json``, or
    another of :data:`MANIFESTS` by its file name; it records every corpus's sha256, so equal
    bytes mean every corpus regenerates byte for byte): one line per difference; empty means OK."""
    path = Path(manifest_path)
    if not path.is_file():
        return [f"{path}: missing"]
    name = path.name if path.name in MANIFESTS else MANIFEST_NAME
    data = _render(count_tokens, name)[name]
    have = path.read_bytes()
    if have == data:
        return []
    problems = [f"{path.name}: differs from the generated manifest"]
    try:
        recorded = json.loads(have.decode("utf-8")).get("corpora", {})
    except (ValueError, AttributeError) as exc:
        return [*problems, f"{path.name}: unreadable ({exc})"]
    for name, entry in json.loads(data.decode("utf-8"))["corpora"].items():
        if recorded.get(name, {}).get("sha256") != entry["sha256"]:
            problems.append(
                f"{entry['file']}: the generator makes sha256 {entry['sha256'][:16]}, the manifest "
                f"records {str(recorded.get(name, {}).get('sha256'))[:16]}"
            )
    return problems


def check(out_dir: str | Path, count_tokens: CountTokens, manifest_name: str = MANIFEST_NAME) -> list[str]:
    """Regenerate one manifest's corpora in memory and compare with the files in ``out_dir``: one
    line per difference (missing file, different bytes, manifest hash not matching its file);
    empty means OK."""
    out = Path(out_dir)
    problems: list[str] = []
    files = _render(count_tokens, manifest_name)
    for name, data in files.items():
        path = out / name
        if not path.is_file():
            problems.append(f"{name}: missing from {out}")
            continue
        have = path.read_bytes()
        if have != data:
            problems.append(
                f"{name}: differs from the generated file ({len(have)} bytes, sha256 "
                f"{hashlib.sha256(have).hexdigest()[:16]}; generated {len(data)} bytes, sha256 "
                f"{hashlib.sha256(data).hexdigest()[:16]})"
            )
    # The manifest on disk must also describe the files on disk.
    mpath = out / manifest_name
    if mpath.is_file():
        try:
            recorded = json.loads(mpath.read_text(encoding="utf-8")).get("corpora", {})
        except (ValueError, AttributeError) as exc:
            problems.append(f"{manifest_name}: unreadable ({exc})")
            recorded = {}
        for entry in recorded.values():
            path = out / str(entry.get("file", ""))
            if path.is_file() and hashlib.sha256(path.read_bytes()).hexdigest() != entry.get("sha256"):
                problems.append(f"{manifest_name}: sha256 recorded for {entry.get('file')} does not match the file")
    return problems
