"""Conversation assembly: groups of chat turns placed at depths among other turns, filling a
whole-conversation token budget exactly (pure).

Layout of the message list::

    <filler group> <filler group> ... <target group> ... <filler group> <closing turns>

A group is a few messages kept together (a user request and the assistant's reply). The
targets come in conversation order, each with a requested depth (0-1 through the turns before
the closing); the filler groups come from a seeded stream (``filler(j)``, drawn in order, never
repeated). The budget is the whole list's tokens as ``Tokenizer.count_messages`` counts them
(a server's count of the list where the model's server counts one, else the sum of each
content's cached count), filled to [``LOWER_FILL``, 1.0] of it: every piece is counted once
and cached, never the whole conversation per added turn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core.errors import CreDataError
from ..core.tokens import Tokenizer
from .placement import LOWER_FILL, Prompt, messages_sha256

Messages = list[dict[str, str]]
# Consecutive filler groups that may not fit before the fill gives up (as placement's _select).
MAX_MISSES = 64
# A server's whole-list count adds its template's tokens: refit and trim at most this often.
MAX_REFITS = 8


@dataclass
class _Fill:
    """Filler groups chosen so far, their token counts and the stream's next index."""

    groups: list[Messages]
    counts: list[int]
    nxt: int


def _group_counts(tokenizer: Tokenizer, groups: Sequence[Messages]) -> list[int]:
    flat = tokenizer.counts(m["content"] for g in groups for m in g)
    out, at = [], 0
    for g in groups:
        out.append(sum(flat[at : at + len(g)]))
        at += len(g)
    return out


def _fill(filler: Callable[[int], Messages], tokenizer: Tokenizer, room: int) -> _Fill:
    """Greedy: the stream's groups in order, each taken while it fits in ``room`` tokens; one
    that does not is skipped (so the fill ends close to ``room``), up to ``MAX_MISSES`` in a row."""
    chosen = _Fill([], [], 0)
    used = misses = 0
    batch = 16
    while misses < MAX_MISSES and room - used > 8:
        groups = [filler(chosen.nxt + k) for k in range(batch)]
        counts = _group_counts(tokenizer, groups)
        mean = sum(counts) / len(counts)
        for group, count in zip(groups, counts):
            chosen.nxt += 1
            if used + count <= room:
                chosen.groups.append(group)
                chosen.counts.append(count)
                used += count
                misses = 0
            else:
                misses += 1
            if misses >= MAX_MISSES or room - used <= 8:
                break
        # The next batch holds about what the rest of the room takes, no more: a group drawn
        # past the fill's end is written and counted for nothing (at 1.25x the rest, a fifth of
        # a 128K conversation's groups were), and a small budget never draws hundreds.
        batch = min(512, max(8, int((room - used) / max(mean, 1.0)) + 4))
    return chosen


def _slots(counts: Sequence[int], targets: Sequence[int], depths: Sequence[float]) -> list[int]:
    """The filler-group boundary that puts each target nearest its depth (by tokens: the turns
    before it, the earlier targets included, over every turn but its own), never before the
    previous target's: the targets keep their order."""
    cum = [0]
    for c in counts:
        cum.append(cum[-1] + c)
    slots: list[int] = []
    for t, d in enumerate(depths):
        earlier = sum(targets[:t])
        total = max(1, cum[-1] + sum(targets) - targets[t])
        lowest = slots[-1] if slots else 0
        if d >= 1.0:
            slots.append(len(counts))
        else:
            slots.append(min(range(lowest, len(cum)), key=lambda j: abs((cum[j] + earlier) / total - d)))
    return slots


def _layout(fill: _Fill, targets: Sequence[Messages], slots: Sequence[int], closing: Messages) -> Messages:
    messages: Messages = []
    t = 0
    for j in range(len(fill.groups) + 1):
        while t < len(targets) and slots[t] == j:
            messages += targets[t]
            t += 1
        if j < len(fill.groups):
            messages += fill.groups[j]
    return messages + closing


def assemble_conversation(
    targets: Sequence[Messages],
    depths: Sequence[float],
    filler: Callable[[int], Messages],
    closing: Messages,
    budget: int,
    tokenizer: Tokenizer,
    template_version: str,
) -> Prompt:
    """The conversation: ``targets`` (groups in conversation order, at ``depths``) among filler
    groups drawn from ``filler(0)``, ``filler(1)``, ..., then ``closing``, its whole message list
    in [``LOWER_FILL``, 1.0] of ``budget`` tokens. The prompt's ``target_depths`` are each
    target's achieved depth (the tokens of the turns before it over those of every turn before
    the closing but its own), ``target_slots`` the filler groups before each. A stream that
    cannot fill the budget is a ``CreDataError``."""
    target_counts = _group_counts(tokenizer, targets)
    fixed = sum(target_counts) + sum(_group_counts(tokenizer, [closing]))
    overhead = 0  # what the count of the whole list adds to its pieces' (a server's template)
    fill = _Fill([], [], 0)
    total = 0
    for _ in range(MAX_REFITS):
        fill = _fill(filler, tokenizer, budget - fixed - overhead)
        slots = _slots(fill.counts, target_counts, depths)
        messages = _layout(fill, targets, slots, closing)
        total = tokenizer.count_messages(messages)
        pieces = fixed + sum(fill.counts)
        if total <= budget:
            break
        overhead = max(overhead + 1, total - pieces)
    if total > budget or total < LOWER_FILL * budget:
        raise CreDataError(
            f"a {budget}-token conversation cannot be filled to {LOWER_FILL:.0%} with whole turns (the closest "
            f"fit has {total} tokens, its fixed turns {fixed}): use a larger tier"
        )
    turns = sum(fill.counts) + sum(target_counts)
    achieved = []
    for t, slot in enumerate(slots):
        before = sum(fill.counts[:slot]) + sum(target_counts[:t])
        achieved.append(round(before / max(1, turns - target_counts[t]), 4))
    return Prompt(
        messages=messages,
        prompt_tokens=total,
        tokenizer=tokenizer.name,
        template_version=template_version,
        prompt_sha256=messages_sha256(messages),
        budget=budget,
        target_depths=achieved,
        target_slots=list(slots),
    )
