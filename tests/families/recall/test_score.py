"""Line-aligned recall scoring: CodeNeedle's corrected policy, case by case."""

from __future__ import annotations

import http.server
from collections import Counter

import pytest

from pytest_cre.families.recall import score as sc
from pytest_cre.families.recall.extract import extract
from pytest_cre.families.recall.score import LineScore, clean_output, score

CODE20 = [f"    line_{i} = {i}" for i in range(20)]
K20 = ["code"] * 20


def _consistent(s: LineScore) -> LineScore:
    """Counting the diff's tags must give the counts."""
    tags = Counter(tag for tag, _, _ in s.diff)
    assert set(tags) <= set(sc.TAGS)
    assert tags["matched"] == s.matched
    assert tags["bonus"] == s.bonus
    assert tags["hallucinated"] == s.hallucinated
    assert tags["reindented"] == s.reindented
    assert s.ratio == (s.matched / s.total if s.total else 0.0)
    return s


def run(primary, output, **kw) -> LineScore:
    return _consistent(score(primary, output, **kw))


def test_perfect_recall() -> None:
    s = run(CODE20, "\n".join(CODE20), kinds=K20)
    assert (s.matched, s.total, s.ratio, s.passed) == (20, 20, 1.0, True)
    assert (s.hallucinated, s.reindented, s.bonus, s.blank_skipped) == (0, 0, 0, 0)
    assert s.diff == tuple(("matched", line, line) for line in CODE20)


def test_trailing_whitespace_is_ignored_leading_is_not() -> None:
    s = run(["    a = 1", "    b = 2"], "    a = 1   \n  b = 2")
    assert s.matched == 1 and s.reindented == 1


# --- blank lines never earn credit ------------------------------------------------------------


def test_blank_lines_are_out_of_numerator_and_denominator() -> None:
    expected = ["    a = 1", "", "    b = 2", ""]
    kinds = ["code", "blank", "code", "blank"]
    s = run(expected, "\n".join(expected), kinds=kinds)
    assert (s.matched, s.total, s.blank_skipped) == (2, 2, 2)
    # the output's trailing blank is trimmed, so the last expected blank is unaligned: no matter
    assert [tag for tag, _, _ in s.diff] == ["matched", "ignored", "matched", "ignored"]


def test_blank_only_output_earns_nothing() -> None:
    s = run(["    a = 1", "", "    b = 2"], "\n\n\n\n")
    assert s.matched == 0 and not s.passed and s.hallucinated == 0


def test_garbage_interleaved_with_blanks_scores_zero() -> None:
    expected = ["    a = 1", "", "    b = 2", "", "    c = 3", ""]
    garbage = "\n\n".join(f"WRONG_{i}" for i in range(6))
    s = run(expected, garbage, kinds=["code", "blank"] * 3)
    assert s.matched == 0 and s.hallucinated == 6


def test_blank_lines_keep_the_alignment_in_sync_but_are_no_hallucinations() -> None:
    s = run(CODE20, "\n\n".join(CODE20), kinds=K20)
    assert s.matched == 20 and s.hallucinated == 0
    assert Counter(t for t, _, _ in s.diff)["ignored"] == 19


def test_kinds_default_to_blank_or_code() -> None:
    s = run(["    a = 1", "   ", "    # note"], "    a = 1")
    assert (s.total, s.blank_skipped, s.code_total, s.prose_total) == (2, 1, 2, 0)


def test_all_blank_window_cannot_pass() -> None:
    s = run(["", ""], "", kinds=["blank", "blank"])
    assert (s.total, s.ratio, s.passed) == (0, 0.0, False)


# --- comments and docstrings ------------------------------------------------------------------


def test_comments_and_docstrings_count_by_default_with_a_code_prose_split() -> None:
    expected = ['    """Doc."""', "    # note", "    a = 1", "", "    b = 2"]
    kinds = ["docstring", "comment", "code", "blank", "code"]
    s = run(expected, "\n".join([expected[0], expected[2], "", expected[4]]), kinds=kinds)
    assert (s.matched, s.total) == (3, 4)
    assert (s.code_matched, s.code_total) == (2, 2)
    assert (s.prose_matched, s.prose_total) == (1, 2)
    assert s.blank_skipped == 1


def test_count_comments_false_scores_code_only() -> None:
    expected = ["    a = 1", "    # note", '    """doc"""']
    kinds = ["code", "comment", "docstring"]
    s = run(expected, "\n".join(expected), kinds=kinds, count_comments=False)
    assert (s.matched, s.total) == (1, 1)
    assert (s.prose_matched, s.prose_total) == (2, 2), "the split is still reported"


def test_excluded_prose_is_neither_credited_nor_hallucinated() -> None:
    expected = ["    a = 1", "    # note"]
    s = run(expected, "    # note", kinds=["code", "comment"], count_comments=False)
    assert (s.matched, s.hallucinated) == (0, 0)
    assert s.diff == (("missing", "    a = 1", None), ("ignored", "    # note", "    # note"))
    reindented = run(expected, "# note", kinds=["code", "comment"], count_comments=False)
    assert (reindented.reindented, reindented.hallucinated) == (0, 0)


def test_docstring_only_answer_fails_a_code_only_run() -> None:
    expected = ['    """Doc', '    line."""', "    a = 1"]
    kinds = ["docstring", "docstring", "code"]
    prose = "\n".join(expected[:2])
    assert run(expected, prose, kinds=kinds).passed, "2 of 3 by default"
    s = run(expected, prose, kinds=kinds, count_comments=False)
    assert s.matched == 0 and not s.passed


# --- indentation ------------------------------------------------------------------------------


def test_reindented_lines_are_misses_but_not_hallucinations() -> None:
    s = run(CODE20, "\n".join(line.strip() for line in CODE20), kinds=K20)
    assert (s.matched, s.reindented, s.hallucinated, s.passed) == (0, 20, 0, False)
    assert s.diff[0] == ("reindented", "    line_0 = 0", "line_0 = 0")


def test_relax_indent_scores_by_content() -> None:
    s = run(CODE20, "\n".join("\t" + line.strip() for line in CODE20), kinds=K20, relax_indent=True)
    assert (s.matched, s.reindented, s.hallucinated, s.passed) == (20, 0, 0, True)
    assert s.diff[0] == ("matched", "    line_0 = 0", "\tline_0 = 0"), "original text is shown"


def test_relax_indent_keeps_inner_whitespace() -> None:
    s = run(["    a = 1"], "a  =  1", relax_indent=True)
    assert (s.matched, s.hallucinated) == (0, 1)


def test_a_reindented_line_pairs_with_one_expected_line_only() -> None:
    s = run(["    x = 1", "    y = 2"], "x = 1\nx = 1\n    y = 2")
    assert (s.matched, s.reindented, s.hallucinated) == (1, 1, 1)


# --- bonus ------------------------------------------------------------------------------------


def test_bonus_lines_past_the_window_are_counted_separately() -> None:
    bonus = ["    extra_0 = 0", "", "    extra_1 = 1", "    extra_2 = 2"]
    out = "\n".join(CODE20[:10] + CODE20[10:] + bonus[:3])
    s = run(CODE20, out, kinds=K20, bonus=bonus, bonus_kinds=["code", "blank", "code", "code"])
    assert (s.matched, s.total, s.bonus) == (20, 20, 2), "blank bonus lines earn nothing"
    assert ("bonus", "    extra_1 = 1", "    extra_1 = 1") in s.diff
    assert all(expected != "    extra_2 = 2" for _, expected, _ in s.diff), (
        "unasked-for bonus lines are not listed as missing"
    )


def test_bonus_lines_alone_do_not_pass() -> None:
    s = run(CODE20, "    extra = 1", kinds=K20, bonus=["    extra = 1"])
    assert (s.matched, s.bonus, s.passed) == (0, 1, False)


# --- cleaning the output ----------------------------------------------------------------------


def test_fenced_block() -> None:
    s = run(CODE20, "Here it is:\n```python\n" + "\n".join(CODE20) + "\n```\nDone.", kinds=K20)
    assert (s.matched, s.hallucinated) == (20, 0)


def test_two_fenced_blocks_drop_the_prose_between() -> None:
    out = (
        "```python\n" + "\n".join(CODE20[:10]) + "\n```\nHere is the rest:\n"
        "```python\n" + "\n".join(CODE20[10:]) + "\n```"
    )
    assert run(CODE20, out, kinds=K20).hallucinated == 0


def test_unclosed_fence_runs_to_the_end() -> None:
    assert run(CODE20, "```\n" + "\n".join(CODE20), kinds=K20).matched == 20
    three = "```\n" + "\n".join(CODE20[:5]) + "\n```\nnote\n```\n" + "\n".join(CODE20[5:])
    s = run(CODE20, three, kinds=K20)
    assert (s.matched, s.hallucinated) == (20, 0)


def test_unfenced_preamble_is_a_hallucination() -> None:
    s = run(CODE20, "Sure, here you go:\n" + "\n".join(CODE20), kinds=K20)
    assert (s.matched, s.hallucinated) == (20, 1)


def test_think_block_is_stripped() -> None:
    out = "  <think>\nlet me recall the function\n</think>\n\n" + "\n".join(CODE20)
    s = run(CODE20, out, kinds=K20)
    assert (s.matched, s.hallucinated) == (20, 0)
    assert clean_output("<think>\n</think>\n```js\na\n```") == ["a"]


def test_unclosed_leading_think_is_scored_as_text_by_default() -> None:
    # CodeNeedle: the text stays; the <think> line is one hallucinated line
    s = run(CODE20, "<think>\n" + "\n".join(CODE20), kinds=K20)
    assert (s.matched, s.hallucinated, s.passed) == (20, 1, True)
    assert clean_output("<think>\nstill thinking") == ["<think>", "still thinking"]


def test_unclosed_leading_think_block_is_dropped_under_the_drop_policy() -> None:
    out = "<think>\nthe function starts with\n" + "\n".join(CODE20[:3])
    s = run(CODE20, out, kinds=K20, unclosed_think="drop")
    assert (s.matched, s.hallucinated, s.passed) == (0, 0, False)
    assert clean_output("<think>\nstill thinking", "drop") == []
    with pytest.raises(ValueError, match="choose one of: score, drop"):
        clean_output("x", "keep")


def test_think_tag_inside_recalled_code_survives() -> None:
    expected = ["    html = '<think>';", "    return html;"]
    assert run(expected, "\n".join(expected)).matched == 2
    assert clean_output("a = 1\n<think>\nb\n</think>") == ["a = 1", "<think>", "b", "</think>"]


def test_empty_output() -> None:
    for out in ("", "   \n\n", "```\n```", "<think>\nhmm\n</think>"):
        s = run(CODE20, out, kinds=K20)
        assert (s.matched, s.hallucinated, s.passed) == (0, 0, False)
        assert [t for t, _, _ in s.diff] == ["missing"] * 20


# --- the prompt anchor ------------------------------------------------------------------------


def test_a_repeated_signature_costs_no_matched_line() -> None:
    signature = "\tval: function( value ) {"
    expected = [
        "\t\tvar hooks, ret, valueIsFunction,",
        "\t\t\telem = this[ 0 ];",
        "",
        "\t\tif ( !arguments.length ) {",
        "\t\t\tif ( elem ) {",
    ]
    clean = run(expected, "\n".join(expected))
    echoed = run(expected, "\n".join([signature, *expected]))
    # CodeNeedle: the alignment skips the echo, so matched and the verdict are unchanged ...
    assert (echoed.matched, echoed.total, echoed.passed) == (clean.matched, clean.total, True)
    assert echoed.hallucinated == 1, "... but without the anchor it reads as one extra line"
    # given the anchor, the echo is dropped; the prompt shows it indented, so compare content
    for echo in (signature, "    " + signature.strip(), "val: function( value ) {\n"):
        s = run(expected, "\n".join([echo, *expected]), signature=signature)
        assert (s.matched, s.hallucinated) == (clean.matched, 0)
        assert s.diff == clean.diff


def test_a_multi_line_signature_echo_is_dropped_whole() -> None:
    signature = "async def fetch(url,\n                timeout=3):"
    expected = ["    data = await get(url)", "    return data"]
    s = run(expected, signature + "\n" + "\n".join(expected), signature=signature)
    assert (s.matched, s.hallucinated) == (2, 0)
    partial = run(expected, "async def fetch(url,\n" + "\n".join(expected), signature=signature)
    assert partial.hallucinated == 1


def test_a_body_that_starts_like_its_signature_is_not_cut() -> None:
    signature = "def f():"
    expected = ["    def f():", "        return 1"]
    s = run(expected, "\n".join(expected), signature=signature)
    assert s.matched == 2


# --- pass threshold ---------------------------------------------------------------------------


def test_pass_at_exactly_forty_percent() -> None:
    eight = run(CODE20, "\n".join(CODE20[:8]), kinds=K20)
    seven = run(CODE20, "\n".join(CODE20[:7]), kinds=K20)
    assert (eight.matched, eight.ratio, eight.passed) == (8, 0.4, True)
    assert (seven.matched, seven.passed) == (7, False)
    assert sc.PASS_RATIO == 8 / 20


def test_threshold_is_a_ratio_of_scored_lines() -> None:
    expected = ["    a = 1", "", "    b = 2", "", "    c = 3", "    d = 4", "", "    e = 5"]
    s = run(expected, "    a = 1\n\n    b = 2")
    assert (s.matched, s.total, s.passed) == (2, 5, True), "2 of 5 scored lines is exactly 40%"
    assert not run(expected, "    a = 1").passed


def test_custom_pass_ratio() -> None:
    assert run(CODE20, "\n".join(CODE20[:14]), kinds=K20, pass_ratio=0.7).passed
    assert not run(CODE20, "\n".join(CODE20[:13]), kinds=K20, pass_ratio=0.7).passed


# --- alignment --------------------------------------------------------------------------------

# b1 b2 and c1 c2 come back in order, but after the l-block that closes the window:
# Ratcliff/Obershelp takes the longest contiguous block (l1-l3) first and nothing is left on
# either side of it, while the longest common subsequence is b1 b2 c1 c2.
CROSSED_EXPECTED = [
    "    b1 = 1",
    "    b2 = 2",
    "    x = 0",
    "    c1 = 3",
    "    c2 = 4",
    "    l1 = 5",
    "    l2 = 6",
    "    l3 = 7",
]
CROSSED_OUTPUT = "\n".join(
    ["    l1 = 5", "    l2 = 6", "    l3 = 7", "    b1 = 1", "    b2 = 2", "    y = 9", "    c1 = 3", "    c2 = 4"]
)


def test_sequence_matcher_and_lcs_differ() -> None:
    cn = run(CROSSED_EXPECTED, CROSSED_OUTPUT)
    lcs = run(CROSSED_EXPECTED, CROSSED_OUTPUT, alignment="lcs")
    # CodeNeedle: 3/8 matched (fail); the out-of-order b/c lines pair up as "reindented"
    counts = ("matched", "total", "reindented", "hallucinated", "passed")
    assert [getattr(cn, c) for c in counts] == [3, 8, 4, 1, False]
    # true LCS: 4/8 matched (pass); now the l-block is the one left over
    assert [getattr(lcs, c) for c in counts] == [4, 8, 3, 1, True]
    assert [t for t, _, _ in cn.diff] == [
        "missing",
        "matched",
        "matched",
        "matched",
        "reindented",
        "reindented",
        "hallucinated",
        "reindented",
        "reindented",
    ]
    assert [t for t, _, _ in lcs.diff] == [
        "reindented",
        "reindented",
        "reindented",
        "matched",
        "matched",
        "missing",
        "hallucinated",
        "matched",
        "matched",
    ]


def test_alignments_agree_without_crossings() -> None:
    out = "\n".join([*CODE20[:5], "  junk", *CODE20[7:], "", "tail"])
    a = run(CODE20, out, kinds=K20)
    b = run(CODE20, out, kinds=K20, alignment="lcs")
    assert a == b and (a.matched, a.hallucinated) == (18, 2)


def test_unknown_alignment_names_the_choices() -> None:
    with pytest.raises(ValueError, match="choose one of: codeneedle, lcs"):
        score(CODE20, "", alignment="myers")


def test_kinds_must_fit_the_lines() -> None:
    with pytest.raises(ValueError, match="kinds has 1 entries for 20 lines"):
        score(CODE20, "", kinds=["code"])
    with pytest.raises(ValueError, match="unknown line kind"):
        score(["a"], "", kinds=["prose"])


# --- on real targets --------------------------------------------------------------------------


def test_real_python_target_round_trip() -> None:
    functions = [f for f in extract(http.server.__file__) if len(f.body_lines) >= 25]
    f = functions[0]
    lines, kinds = f.window(20)
    bonus, bonus_kinds = f.bonus(20)
    out = "```python\n" + "\n".join(lines + bonus[:3]) + "\n```"
    s = run(list(lines), out, kinds=kinds, bonus=bonus, bonus_kinds=bonus_kinds, signature=f.signature)
    assert s.matched == s.total == 20 - kinds.count("blank")
    assert s.bonus == 3 - bonus_kinds[:3].count("blank")
    assert s.code_total + s.prose_total + s.blank_skipped == 20


def test_percent_shows_a_decimal_where_rounding_would_cross_the_threshold() -> None:
    assert sc.percent(19 / 48) == "39.6%"  # a FAIL is never shown as 40%
    assert sc.percent(0.4) == "40%" and sc.percent(8 / 20) == "40%" and sc.percent(0.7) == "70%"
    assert sc.percent(0.39999) == "39.999%"
    assert sc.percent(0.695, threshold=0.7) == "69.5%" and sc.percent(0.695) == "70%"
