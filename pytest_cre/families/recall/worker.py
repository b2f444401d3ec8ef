"""The recall family's per-process work: loaded corpora, each target's prompt, line scoring
into record fields, and sim's answers."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

from ...assembly.placement import Prompt, messages_sha256
from ...core.tokens import Tokenizer
from ...endpoints.answers import CallResult
from ...endpoints.cache import prompt_key
from ...endpoints.vendors import ModelConfig
from ..base import SimAnswerer, Worker
from . import sim
from .cells import RecallSpec
from .corpus import LoadedCorpus, Target
from .prompt import CODENEEDLE, get_template
from .score import EMPTY, PASS_RATIO, LineScore, clean_output, percent, score

# v2: CodeNeedle's defaults (an unclosed leading <think> is scored, a repeated signature is
# hallucinated, an empty answer is no result), a limit hit scored on what it produced, and
# Python signatures that run to the first statement.
SCORER_VERSION = "cre-recall-score-v2"
# What a record written before the policy fields existed (scorer v1) was scored under.
V1_POLICY = {"unclosed_think": "drop", "signature_echo": "drop", "empty_answer": "wrong"}


class RecallWorker(Worker[RecallSpec]):
    """``corpora`` are the family's loaded corpora (loaded at collection: their targets are the
    items); ``tokenizer`` a model's budget tokenizer (the run's ``WorkerContext.tokenizer``);
    ``template`` the prompt's version (``--cre-recall-template``)."""

    def __init__(
        self,
        corpora: dict[str, LoadedCorpus],
        tokenizer: Callable[[ModelConfig], Tokenizer],
        alignment: str = "codeneedle",
        template: str | None = None,
    ) -> None:
        self.corpora = corpora
        self.tokenizer = tokenizer
        self.alignment = alignment
        self.template = get_template(template)

    def prefix(self, cell: RecallSpec) -> str:
        return self.corpora[cell.corpus].sha256  # every target's prompt starts with the corpus

    def target(self, cell: RecallSpec, sample: int) -> Target:
        return self.corpora[cell.corpus].targets[sample]

    def _pieces(self, cell: RecallSpec, sample: int, thinking: bool | None = None) -> tuple[list[str], str]:
        """The prompt as ``Template.pieces`` gives it: the corpus's part, then the task."""
        corpus = self.corpora[cell.corpus]
        t = corpus.targets[sample]
        multi = t.label != t.name and "::" in t.label
        task = self.template.task(t.name, t.label, t.path if multi else None, t.signature, len(t.primary), thinking)
        return self.template.pieces(corpus.text, task)

    def prompt(self, cell: RecallSpec, model: ModelConfig, sample: int) -> tuple[Prompt, Target]:
        parts, sep = self._pieces(cell, sample, model.thinking)
        text, task = sep.join(parts), parts[-1]
        tokenizer = self.tokenizer(model)
        target = self.target(cell, sample)
        messages = [{"role": "user", "content": text}]
        start = ("\n" + text).find("\n" + target.signature + "\n")  # its definition, in the corpus
        prompt = Prompt(
            messages=messages,
            prompt_tokens=tokenizer.count_joined(parts, sep),
            budget=None,
            tokenizer=tokenizer.name,
            target_spans=[[start, start + len(target.signature)]],
            target_depths=[target.depth],
            target_slots=[],
            filler_ids=[],
            filler_answers=[],
            template_version=self.template.version,
            prompt_sha256=messages_sha256(messages),
            instruction_start=len(text) - len(task),  # the task ends the prompt
        )
        return prompt, target

    def prompt_key(self, cell: RecallSpec, model: ModelConfig, sample: int) -> str:
        corpus = self.corpora[cell.corpus]
        template = self.template.version
        if template == CODENEEDLE:  # its suffix depends on the thinking switch (the folder: in the corpus)
            template += f"\x1f{model.thinking is True}"
        return prompt_key(
            template=template,
            corpus=corpus.sha256,
            tokenizer=model.tokenizer,
            task=hashlib.sha256(self._task_id(cell, sample).encode()).hexdigest(),
            seed=cell.seed,
            sample=sample,
        )

    def _task_id(self, cell: RecallSpec, sample: int) -> str:
        t = self.target(cell, sample)
        return f"{t.label}\x1f{t.signature}\x1f{len(t.primary)}"

    def record_fields(
        self, cell: RecallSpec, model: ModelConfig, sample: int, prompt: Prompt, target: Target, result: CallResult
    ) -> dict[str, Any]:
        corpus = self.corpora[cell.corpus]
        spec = corpus.spec
        fields: dict[str, Any] = dict(
            corpus=cell.corpus,
            corpus_sha256=corpus.sha256,
            corpus_origin=corpus.origin,
            sampling=target.chosen_by,
            function=target.label,
            target_id=target.label,
            signature=target.signature,
            depth=target.depth,
            band=target.band,
            lines=len(target.primary),
            expected=list(target.primary),
            kinds=list(target.kinds),
            bonus_expected=list(target.bonus),
            bonus_kinds=list(target.bonus_kinds),
            count_comments=spec.count_comments,
            relax_indent=spec.relax_indent,
            alignment=self.alignment,
            pass_ratio=PASS_RATIO,
            unclosed_think=spec.unclosed_think,
            signature_echo=spec.signature_echo,
            empty_answer=spec.empty_answer,
            status=result.status,
            correct=None,
            answer=None,
            gold=None,
        )
        fields["policy"] = policy_text(fields)
        if result.status in SCORABLE:
            fields.update(score_fields(fields, result.response or "", result.status))
        return fields

    def gold(self, target: Target) -> str:
        return "\n".join(target.primary)

    def sim_answerer(self, load_all: bool = False) -> SimAnswerer:
        return sim.answer


# Endpoint outcomes whose answer is scored: a limit hit too, on the lines it produced before
# the limit (it stays a limit hit: --cre-limit-hits decides whether it counts).
SCORABLE = ("ok", "truncated")
# Statuses a re-score reads again from the stored response.
RESCORABLE = ("ok", "no_answer", "empty_answer", "truncated")
# The line figures a scored record carries (record fields, in order).
SCORE_FIELDS = (
    "matched",
    "total",
    "ratio",
    "hallucinated",
    "reindented",
    "bonus",
    "code_matched",
    "code_total",
    "prose_matched",
    "prose_total",
    "blank_skipped",
)


def policy(record: dict[str, Any], key: str) -> str:
    """A record's choice for one of ``score.POLICY_CHOICES`` (a scorer v1 record: v1's)."""
    return str(record.get(key) or V1_POLICY[key])


def policy_text(record: dict[str, Any]) -> str:
    """The scoring policy a record was scored under, in words (runs under different policies
    are kept apart by it; the summary's scoring line shows it)."""
    return (
        f"{'comments counted' if record.get('count_comments', True) else 'code only'}, "
        f"{'indentation relaxed' if record.get('relax_indent') else 'strict indentation'}, "
        f"pass at {record.get('pass_ratio', 0.4):.0%}, {record.get('alignment', 'codeneedle')} alignment, "
        f"unclosed <think> {'scored' if policy(record, 'unclosed_think') == 'score' else 'dropped'}, "
        f"repeated signature {'hallucinated' if policy(record, 'signature_echo') == 'count' else 'dropped'}, "
        f"empty answer {'invalid' if policy(record, 'empty_answer') == 'invalid' else 'failed'}"
    )


def rescored(record: dict[str, Any], response: str) -> LineScore:
    """``response`` scored against the expected lines a record holds, under its policy."""
    echo = record["signature"] if policy(record, "signature_echo") == "drop" else None
    return score(
        record["expected"],
        response,
        bonus=record["bonus_expected"],
        kinds=record["kinds"],
        bonus_kinds=record["bonus_kinds"],
        count_comments=record["count_comments"],
        relax_indent=record["relax_indent"],
        pass_ratio=record["pass_ratio"],
        alignment=record["alignment"],
        signature=echo,
        unclosed_think=policy(record, "unclosed_think"),
    )


def score_fields(record: dict[str, Any], response: str, status: str = "ok") -> dict[str, Any]:
    """A response scored against the expected lines a record holds, under the record's policy
    (``count_comments``, ``relax_indent``, ``alignment``, ``pass_ratio``, ``unclosed_think``,
    ``signature_echo``, ``empty_answer``): a pure function of the record, so any run can be
    re-scored without its corpus or a model. ``status`` is the endpoint's (``ok``, or
    ``truncated`` for a limit hit, which stays one). An empty answer (blank, as CodeNeedle
    tests it) is ``empty_answer`` -- no result: not scored, its cell invalid -- under
    ``empty_answer="invalid"``, else a failed target (``no_answer``); an answer that cleans to
    nothing (only fences or a think block) is a failed target either way."""
    base = {"policy": policy_text(record)}
    if status != "truncated" and not response.strip() and policy(record, "empty_answer") == "invalid":
        return {**base, "status": EMPTY, "correct": None, **dict.fromkeys(SCORE_FIELDS)}
    s = rescored(record, response)
    if status != "truncated":
        status = "ok" if clean_output(response, policy(record, "unclosed_think")) else "no_answer"
    return {
        **base,
        "status": status,
        "correct": s.passed,
        "matched": s.matched,
        "total": s.total,
        "ratio": round(s.ratio, 4),
        "hallucinated": s.hallucinated,
        "reindented": s.reindented,
        "bonus": s.bonus,
        "code_matched": s.code_matched,
        "code_total": s.code_total,
        "prose_matched": s.prose_matched,
        "prose_total": s.prose_total,
        "blank_skipped": s.blank_skipped,
    }


# CodeNeedle's colours as pytest's terminal markup: gray matched, orange (here red) missing,
# yellow hallucinated, cyan bonus, dim for lines that earn no credit; re-indented in purple.
DIFF_STYLE = {
    "matched": ("  ", {}),
    "missing": ("- ", {"red": True}),
    "hallucinated": ("+ ", {"yellow": True}),
    "reindented": ("~ ", {"purple": True}),
    "bonus": ("+ ", {"cyan": True}),
    "ignored": ("  ", {"light": True}),
}


def diff_lines(record: dict[str, Any]) -> list[tuple[str, dict[str, bool]]]:
    """One target's verdict line and line-by-line diff, each with its terminal markup."""
    if record["status"] == EMPTY:
        return [
            (
                f"=== {record['corpus']}: {record['function']}  [EMPTY ANSWER]  not scored "
                f"(empty answer invalid: the cell is not a result) ===",
                {"bold": True, "red": True},
            )
        ]
    s = rescored(record, record["response"] or "")
    verdict = "PASS" if s.passed else "FAIL"
    limit = "  (hit the generation limit)" if record["status"] == "truncated" else ""
    out = [
        (
            f"=== {record['corpus']}: {record['function']}  [{verdict}]  matched={s.matched}/{s.total} "
            f"({percent(s.ratio, record['pass_ratio'])})  hallucinated={s.hallucinated}  reindented={s.reindented}  "
            f"bonus={s.bonus}{limit} ===",
            {"bold": True, "green" if s.passed else "red": True},
        )
    ]
    for tag, expected, produced in s.diff:
        mark, markup = DIFF_STYLE[tag]
        out.append((mark + (produced if produced is not None else expected or ""), markup))
    return out
