"""The recall prompt (template ``TEMPLATE_VERSION``): the corpus first (so servers reuse its
prefix across targets), then the task, which quotes the target's signature verbatim.

    <corpus>

    Task: reproduce verbatim the first N lines of the body of the function named `NAME`.

    It is the function introduced by exactly this text:

        <signature, each line indented by four spaces>

    Output the N lines that come immediately after it ...
"""

from __future__ import annotations

import re

TEMPLATE_VERSION = "cre-recall-v1"
TASK_OPEN = "Task: reproduce verbatim the first "
ANCHOR = "It is the function introduced by exactly this text:"
QUOTE = "    "


def task_text(name: str, label: str, path: str | None, signature: str, lines: int) -> str:
    """The question after the corpus; ``path`` names the file when several are in play."""
    where = f" in the file `{path}`" if path else ""
    quoted = "\n".join(QUOTE + line for line in signature.split("\n"))
    return (f"{TASK_OPEN}{lines} lines of the body of the function named `{name}`{where}"
            f" (`{label}`).\n\n{ANCHOR}\n\n{quoted}\n\n"
            f"Output the {lines} lines that come immediately after it, exactly as they appear in the "
            f"source, with the same indentation. Output only those lines: no commentary, no "
            f"explanation, no markdown fences.")


def recall_prompt(corpus: str, task: str) -> str:
    return f"{corpus.rstrip(chr(10))}\n\n{task}"


_TASK = re.compile(re.escape(TASK_OPEN) + r"(\d+) lines of the body")


def parse(text: str) -> tuple[str, str, int] | None:
    """(corpus, signature, lines) of a recall prompt, or None when ``text`` is not one (what a
    reader of the prompt, such as sim, can recover from it)."""
    at = text.rfind("\n\n" + TASK_OPEN)
    m = _TASK.match(text, at + 2) if at >= 0 else None
    anchor = text.find(ANCHOR, at)
    if m is None or anchor < 0:
        return None
    quoted = text[anchor + len(ANCHOR):].split("\n\n")[1]
    signature = "\n".join(line[len(QUOTE):] for line in quoted.split("\n"))
    return text[:at], signature, int(m.group(1))
