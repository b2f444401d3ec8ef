"""Line-aligned scoring of a recalled function body: CodeNeedle's corrected scorer.

What is compared
    1. The output is cleaned. A leading ``<think>…</think>`` block (after leading whitespace) is
       dropped. A leading ``<think>`` that is never closed is, with ``unclosed_think="score"``
       (CodeNeedle's, the default), left in place: the text is scored as it is, the ``<think>``
       line one hallucinated line; with ``"drop"`` it drops the whole output (all of it taken
       for reasoning cut off by the token budget). The rest is split with ``str.splitlines()``.
       If two or more lines start (after leading whitespace) with a markdown fence `````, only the
       lines inside fence pairs are kept (an odd last fence runs to the end of the output); a
       single fence line is just dropped. Leading and trailing blank lines are removed.
    2. With ``signature=`` (the prompt's anchor text; the ``signature_echo="drop"`` policy), a
       leading echo of all its lines (compared with surrounding whitespace stripped) is removed,
       so a model that repeats the anchor the prompt told it to skip loses nothing. Without it
       (CodeNeedle's, ``"count"``) the echo costs no matched line -- the alignment skips it -- but
       counts as one hallucinated line per echoed line, as the prompt forbids it.
    3. Lines are equal when their normalised forms are equal: ``rstrip()`` (strict, the default:
       leading indentation matters, trailing whitespace does not) or ``strip()`` with
       ``relax_indent=True``. Inner whitespace always matters.
    4. The expected lines (primary window then bonus lines) are aligned with the produced lines,
       every line taking part, blank ones included, so a model that reproduces blanks in place
       stays in sync. ``alignment="codeneedle"``:
       ``difflib.SequenceMatcher(None, expected, produced, autojunk=False).get_matching_blocks()``
       (Ratcliff/Obershelp: longest contiguous block first, then recursively either side -- not
       always a longest common subsequence). ``alignment="lcs"``: a true longest common
       subsequence (dynamic programming).

Accounting (blank lines never earn credit)
    * An expected line is *eligible* unless it is blank, or a comment/docstring with
      ``count_comments=False``. ``total`` = eligible primary lines, ``matched`` = the aligned ones,
      ``bonus`` = aligned eligible bonus lines; ``blank_skipped`` = blank primary lines. ``kinds``
      give each line's kind (``code``/``blank``/``comment``/``docstring``); without them a line is
      ``blank`` if it is whitespace only, else ``code``. The code/prose split (prose = comment +
      docstring) counts aligned primary lines by kind whatever ``count_comments`` says.
    * Strict mode only: each produced line left unaligned is paired, in output order, with the
      first still-unpaired unaligned expected line of the same ``strip()``-ed content. Paired with
      an eligible line it is ``reindented`` (still a miss: strict means verbatim); with an
      ineligible one it is ignored. With ``relax_indent=True`` such lines already aligned. As in
      CodeNeedle, the pairing is by content only, so an identical line the alignment could not
      keep in order (reproduced out of place) is also reported ``reindented``, not hallucinated.
    * Every other unaligned non-blank produced line is ``hallucinated``; blank ones never are.
    * ``passed`` when ``total > 0`` and ``matched / total >= pass_ratio`` (0.4: on a 20-line
      all-code window exactly the original 8 of 20). An empty output matches nothing.

The ``diff`` rows ``(tag, expected, produced)`` (original text, right-stripped) are in alignment
order; counting tags reproduces the counts: ``matched``/``bonus`` (aligned, credited),
``missing`` (eligible primary line neither aligned nor paired), ``reindented`` (paired),
``hallucinated``, and ``ignored`` for lines that earn nothing either way (blank, excluded prose,
an unaligned blank produced line). Unaligned bonus lines are not listed: nobody asked for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

PASS_RATIO = 0.4
ALIGNMENTS = ("codeneedle", "lcs")
THINK_POLICIES = ("score", "drop")
# The policy choices a corpus's [scoring] and a record carry, CodeNeedle's first (the default):
# an unclosed leading <think>, a repeated signature, and an empty answer (the worker's: not
# scored, the cell invalid, or a failed target).
POLICY_CHOICES = {
    "unclosed_think": THINK_POLICIES,
    "signature_echo": ("count", "drop"),
    "empty_answer": ("invalid", "wrong"),
}
EMPTY = "empty_answer"  # the status of an empty answer under empty_answer="invalid"
KINDS = ("code", "blank", "comment", "docstring")
PROSE_KINDS = ("comment", "docstring")
TAGS = ("matched", "missing", "hallucinated", "reindented", "bonus", "ignored")

DiffRow = tuple[str, str | None, str | None]

_HALLUCINATED, _PRIMARY, _BONUS, _IGNORED, _REINDENTED = -1, 0, 1, 2, 3


@dataclass(frozen=True)
class LineScore:
    """The score of one recalled function body (see the module docstring for each count)."""

    matched: int
    total: int
    ratio: float
    passed: bool
    hallucinated: int
    reindented: int
    bonus: int
    code_matched: int
    code_total: int
    prose_matched: int
    prose_total: int
    blank_skipped: int
    diff: tuple[DiffRow, ...] = ()


def score(
    primary: Sequence[str],
    output: str,
    *,
    bonus: Sequence[str] = (),
    kinds: Sequence[str] | None = None,
    bonus_kinds: Sequence[str] | None = None,
    count_comments: bool = True,
    relax_indent: bool = False,
    pass_ratio: float = PASS_RATIO,
    alignment: str = "codeneedle",
    signature: str | None = None,
    unclosed_think: str = "score",
) -> LineScore:
    """Score the raw model ``output`` against the expected ``primary`` (+ ``bonus``) lines."""
    if alignment not in ALIGNMENTS:
        raise ValueError(f"unknown alignment {alignment!r}; choose one of: {', '.join(ALIGNMENTS)}")
    expected_lines = [*primary, *bonus]
    n_primary = len(primary)
    all_kinds = _kinds(primary, kinds, "kinds") + _kinds(bonus, bonus_kinds, "bonus_kinds")
    eligible = [k != "blank" and (count_comments or k not in PROSE_KINDS) for k in all_kinds]

    produced = clean_output(output, unclosed_think)
    if signature is not None:
        produced = _drop_signature_echo(produced, signature, primary)
    norm = str.strip if relax_indent else str.rstrip
    exp = [norm(line) for line in expected_lines]
    pred = [norm(line) for line in produced]

    blocks = _lcs_blocks(exp, pred) if alignment == "lcs" else _sm_blocks(exp, pred)
    aligned_exp = [False] * len(exp)
    pred_kind = [_HALLUCINATED] * len(pred)
    for a, b, size in blocks:
        for i in range(size):
            aligned_exp[a + i] = True
            if not eligible[a + i]:
                pred_kind[b + i] = _IGNORED
            else:
                pred_kind[b + i] = _PRIMARY if a + i < n_primary else _BONUS

    pair_of: dict[int, int] = {}  # produced index -> expected index it re-indents
    if not relax_indent:
        leftover: dict[str, list[int]] = {}
        for i, line in enumerate(exp):
            if not aligned_exp[i] and line.strip():
                leftover.setdefault(line.strip(), []).append(i)
        for j, kind in enumerate(pred_kind):
            candidates = leftover.get(pred[j].strip()) if kind == _HALLUCINATED else None
            if candidates:
                i = candidates.pop(0)
                pair_of[j] = i
                pred_kind[j] = _REINDENTED if eligible[i] else _IGNORED

    window = range(n_primary)
    code = [i for i in window if all_kinds[i] == "code"]
    prose = [i for i in window if all_kinds[i] in PROSE_KINDS]
    total = sum(eligible[i] for i in window)
    matched = sum(eligible[i] and aligned_exp[i] for i in window)
    hallucinated = sum(1 for j, k in enumerate(pred_kind) if k == _HALLUCINATED and pred[j].strip())
    ratio = matched / total if total else 0.0
    return LineScore(
        matched=matched,
        total=total,
        ratio=ratio,
        passed=total > 0 and ratio >= pass_ratio,
        hallucinated=hallucinated,
        reindented=pred_kind.count(_REINDENTED),
        bonus=sum(eligible[i] and aligned_exp[i] for i in range(n_primary, len(exp))),
        code_matched=sum(aligned_exp[i] for i in code),
        code_total=len(code),
        prose_matched=sum(aligned_exp[i] for i in prose),
        prose_total=len(prose),
        blank_skipped=sum(all_kinds[i] == "blank" for i in window),
        diff=_diff(blocks, expected_lines, produced, n_primary, eligible, pred_kind, pair_of),
    )


def percent(ratio: float, threshold: float = PASS_RATIO) -> str:
    """``ratio`` as a whole percent, or with as many decimals as it takes to land on the same
    side of ``threshold`` as ``ratio`` itself (19/48 is "39.6%", never "40%" beside a FAIL)."""
    for decimals in range(5):
        shown = f"{100 * ratio:.{decimals}f}"
        if (float(shown) >= 100 * threshold - 1e-9) == (ratio >= threshold):
            return shown + "%"
    return shown + "%"


def clean_output(text: str, unclosed_think: str = "score") -> list[str]:
    """The answer lines of a raw model output (step 1 of the module docstring)."""
    if unclosed_think not in THINK_POLICIES:
        raise ValueError(f"unknown unclosed_think {unclosed_think!r}; choose one of: {', '.join(THINK_POLICIES)}")
    lines = _strip_think(text, unclosed_think).splitlines()
    fences = [i for i, line in enumerate(lines) if line.lstrip().startswith("```")]
    if len(fences) >= 2:
        kept: list[str] = []
        for start, end in zip(fences[0::2], fences[1::2]):
            kept.extend(lines[start + 1 : end])
        if len(fences) % 2:
            kept.extend(lines[fences[-1] + 1 :])
        lines = kept
    elif fences:
        del lines[fences[0]]
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def _strip_think(text: str, unclosed: str) -> str:
    # Only a block that opens the output: "<think>" inside recalled source code must survive.
    stripped = text.lstrip()
    if not stripped.startswith("<think>"):
        return text
    end = stripped.find("</think>")
    if end == -1:
        return text if unclosed == "score" else ""
    return stripped[end + len("</think>") :]


def _drop_signature_echo(lines: list[str], signature: str, primary: Sequence[str]) -> list[str]:
    anchor = [line.strip() for line in signature.split("\n")]
    head = [line.strip() for line in lines[: len(anchor)]]
    # An echo is indistinguishable from a body that itself starts with the anchor text.
    starts_like_body = bool(primary) and primary[0].strip() == anchor[0]
    if head == anchor and not starts_like_body:
        rest = lines[len(anchor) :]
        while rest and not rest[0].strip():
            rest.pop(0)
        return rest
    return lines


def _kinds(lines: Sequence[str], kinds: Sequence[str] | None, what: str) -> list[str]:
    if kinds is None:
        return ["code" if line.strip() else "blank" for line in lines]
    if len(kinds) != len(lines):
        raise ValueError(f"{what} has {len(kinds)} entries for {len(lines)} lines")
    unknown = set(kinds) - set(KINDS)
    if unknown:
        raise ValueError(f"unknown line kind(s) {sorted(unknown)}; use {', '.join(KINDS)}")
    return list(kinds)


def _sm_blocks(a: list[str], b: list[str]) -> list[tuple[int, int, int]]:
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    return [(m.a, m.b, m.size) for m in matcher.get_matching_blocks() if m.size]


def _lcs_blocks(a: list[str], b: list[str]) -> list[tuple[int, int, int]]:
    n, m = len(a), len(b)
    # suffix[i][j] = LCS length of a[i:] and b[j:]
    suffix = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        row, below, ai = suffix[i], suffix[i + 1], a[i]
        for j in range(m - 1, -1, -1):
            row[j] = below[j + 1] + 1 if ai == b[j] else max(below[j], row[j + 1])
    blocks: list[tuple[int, int, int]] = []
    i = j = 0
    while i < n and j < m:
        if a[i] == b[j]:
            if blocks and blocks[-1][0] + blocks[-1][2] == i and blocks[-1][1] + blocks[-1][2] == j:
                blocks[-1] = (blocks[-1][0], blocks[-1][1], blocks[-1][2] + 1)
            else:
                blocks.append((i, j, 1))
            i, j = i + 1, j + 1
        elif suffix[i + 1][j] >= suffix[i][j + 1]:
            i += 1
        else:
            j += 1
    return blocks


def _diff(
    blocks: list[tuple[int, int, int]],
    expected: list[str],
    produced: list[str],
    n_primary: int,
    eligible: list[bool],
    pred_kind: list[int],
    pair_of: dict[int, int],
) -> tuple[DiffRow, ...]:
    paired = set(pair_of.values())
    rows: list[DiffRow] = []
    i = j = 0
    for a, b, size in [*blocks, (len(expected), len(produced), 0)]:
        for ei in range(i, a):
            if ei < n_primary and ei not in paired:
                tag = "missing" if eligible[ei] else "ignored"
                rows.append((tag, expected[ei].rstrip(), None))
        for pj in range(j, b):
            line = produced[pj].rstrip()
            kind = pred_kind[pj]
            if kind == _HALLUCINATED:
                rows.append(("hallucinated" if line.strip() else "ignored", None, line))
            else:
                tag = "reindented" if kind == _REINDENTED else "ignored"
                rows.append((tag, expected[pair_of[pj]].rstrip(), line))
        for t in range(size):
            kind = pred_kind[b + t]
            tag = {_PRIMARY: "matched", _BONUS: "bonus"}.get(kind, "ignored")
            rows.append((tag, expected[a + t].rstrip(), produced[b + t].rstrip()))
        i, j = a + size, b + size
    return tuple(rows)
