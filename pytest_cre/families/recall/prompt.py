"""The recall prompt templates, by version (``--cre-recall-template``). Both put the corpus
first (so servers reuse its prefix across targets), then the task, which quotes the target's
signature verbatim, each line indented by four spaces.

``cre-recall-v2`` (the default) asks what CodeNeedle's corrected prompt asks, in the same
order and with the same separation: the corpus as it is, a ``---`` line between blank lines,
the task sentence (the function's name, the file when several are in play, "from the source
above"), the quoted signature, "Output the N lines that come immediately after it.", then its
five rules -- only those lines, one per line, in original order; indentation and characters
exactly; not the signature; no commentary, line numbers or code fences; blank lines as blank
lines::

    <corpus>

    ---

    Task: reproduce verbatim the first N lines of the body of the function named `NAME` from the source above.

    It is the function introduced by exactly this text:

        <signature>

    Output the N lines that come immediately after it.

    Rules:
    - ...

``cre-recall-v1`` (the prompt before v2, byte for byte): one blank line after the corpus, the
qualified name beside the name, and one closing sentence with fewer rules.

``codeneedle``: v2 with the two points an audit found where its bytes differ from CodeNeedle's:
each file's header naming the file as
a CodeNeedle run names it (its corpus directory made absolute against the folder it runs in:
``--cre-codeneedle-dir``, and the file's path under it: a corpus's ``[reference] path``), and
CodeNeedle's ``suppress_thinking`` suffix, ``/no_think`` on a line of its own after the rules,
unless the model's thinking is switched on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...core.errors import CreUsageError
from .extract import anchor_lines

TEMPLATE_VERSION = "cre-recall-v2"
CODENEEDLE = "codeneedle"
NO_THINK_SUFFIX = "\n/no_think\n"  # CodeNeedle's suppress_thinking, after the rules
TASK_OPEN = "Task: reproduce verbatim the first "
ANCHOR = "It is the function introduced by exactly this text:"
QUOTE = "    "
SEPARATOR = "\n\n---"  # v2: between the corpus and the task (a blank line follows it)
RULES = (
    "Rules:\n"
    "- Output ONLY those lines, each on its own line, in their original order.\n"
    "- Keep the original indentation and every character exactly as written.\n"
    "- Do NOT repeat the signature text quoted above.\n"
    "- Do NOT add commentary, line numbers or markdown code fences.\n"
    "- Reproduce blank lines of the body as blank lines.\n"
)


def _quoted(signature: str, version: str) -> str:
    lines = signature.split("\n") if version == "cre-recall-v1" else anchor_lines(signature)
    return "\n".join(QUOTE + line for line in lines)


@dataclass(frozen=True)
class Template:
    """One version of the recall prompt."""

    version: str
    description: str

    def task(
        self, name: str, label: str, path: str | None, signature: str, lines: int, thinking: bool | None = None
    ) -> str:
        """The question after the corpus; ``path`` names the file when several are in play;
        ``thinking``: the model's switch (the codeneedle template's suffix follows unless it is on)."""
        where = f" in the file `{path}`" if path else ""
        if self.version == "cre-recall-v1":
            return (
                f"{TASK_OPEN}{lines} lines of the body of the function named `{name}`{where}"
                f" (`{label}`).\n\n{ANCHOR}\n\n{_quoted(signature, self.version)}\n\n"
                f"Output the {lines} lines that come immediately after it, exactly as they appear in the "
                f"source, with the same indentation. Output only those lines: no commentary, no "
                f"explanation, no markdown fences."
            )
        return (
            f"{TASK_OPEN}{lines} lines of the body of the function named `{name}`{where} from the "
            f"source above.\n\n{ANCHOR}\n\n{_quoted(signature, self.version)}\n\n"
            f"Output the {lines} lines that come immediately after it.\n\n{RULES}"
            + (NO_THINK_SUFFIX if self.version == CODENEEDLE and thinking is not True else "")
        )

    def prompt(self, corpus: str, task: str) -> str:
        """The whole prompt: ``corpus`` then ``task``."""
        parts, sep = self.pieces(corpus, task)
        return sep.join(parts)

    def pieces(self, corpus: str, task: str) -> tuple[list[str], str]:
        """The prompt as ``(parts, sep)``, ``sep.join(parts)`` being it: the corpus's part is
        the same for every target, so its tokens are counted once (``Tokenizer.count_joined``)."""
        if self.version == "cre-recall-v1":
            return [corpus.rstrip("\n"), task], "\n\n"
        return [f"{corpus}{SEPARATOR}", task], "\n\n"


TEMPLATES: dict[str, Template] = {
    t.version: t
    for t in (
        Template(TEMPLATE_VERSION, "CodeNeedle's task, separation and rules (default)"),
        Template("cre-recall-v1", "the prompt before v2: qualified name, one blank line, fewer rules"),
        Template(CODENEEDLE, "v2 with CodeNeedle's file headers and its /no_think suffix"),
    )
}


def get_template(version: str | None) -> Template:
    """The template of that version (the default for None); an unknown one is a usage error."""
    try:
        return TEMPLATES[version or TEMPLATE_VERSION]
    except KeyError:
        raise CreUsageError(f"--cre-recall-template {version!r}: use one of {', '.join(TEMPLATES)}") from None


def task_text(name: str, label: str, path: str | None, signature: str, lines: int, version: str | None = None) -> str:
    """The task of template ``version`` (the default for None)."""
    return get_template(version).task(name, label, path, signature, lines)


def recall_prompt(corpus: str, task: str, version: str | None = None) -> str:
    """The prompt of template ``version`` (the default for None)."""
    return get_template(version).prompt(corpus, task)


_TASK = re.compile(re.escape(TASK_OPEN) + r"(\d+) lines of the body")


def parse(text: str) -> tuple[str, str, int] | None:
    """(corpus, signature, lines) of a recall prompt of any version, or None when ``text`` is
    not one (what a reader of the prompt, such as sim, can recover from it)."""
    at = text.rfind("\n\n" + TASK_OPEN)
    m = _TASK.match(text, at + 2) if at >= 0 else None
    anchor = text.find(ANCHOR, at)
    if m is None or anchor < 0:
        return None
    quoted = text[anchor + len(ANCHOR) :].split("\n\n")[1]
    signature = "\n".join(line[len(QUOTE) :] for line in quoted.split("\n"))
    corpus = text[:at]
    return corpus.removesuffix(SEPARATOR), signature, int(m.group(1))
