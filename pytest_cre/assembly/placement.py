"""Context assembly: a target block placed in filler at a depth, in token-exact messages (pure).

Layout of the single user message::

    <filler item>\n\n<filler item>\n\n ... <target block> ... \n\n<closing instruction>

A family supplies the target block, the closing instruction and the filler pool; this module
decides which filler items fit the budget and where the target copies go. The result lands in
[``LOWER_FILL``, 1.0] of the budget, counted exactly: the pieces' cached counts where the
tokenizer can vouch for every join (``Tokenizer.count_joined``), else one encode of the text.
"""

from __future__ import annotations

import hashlib
import random
import threading
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from functools import lru_cache
from typing import Any

from ..core.dims import position_depth
from ..core.errors import CreDataError
from ..core.tokens import Tokenizer

SEP = "\n\n"
LOWER_FILL = 0.97  # every prompt lands in [0.97, 1.00] of its budget
MIDDLE_TWICE_DEPTHS = (0.45, 0.55)


@dataclass(frozen=True)
class FillerItem:
    """One unit of filler: never split, never repeated within a prompt."""

    item_id: str
    text: str
    answer: str | None  # gold answer of a filler problem (None for prose)
    key: str  # normalized text, for leak checks


@dataclass(frozen=True)
class FillerPool:
    name: str
    items: tuple[FillerItem, ...]
    source: str


@dataclass(frozen=True)
class Prompt:
    """An assembled prompt and everything a record needs to say where the target sits: a
    family-neutral core (the messages, their token count and tokenizer, the template version,
    the messages' sha256 and the budget), then where the target sits among filler (a family
    without filler leaves those empty)."""

    messages: list[dict[str, str]]
    prompt_tokens: int
    tokenizer: str
    template_version: str
    prompt_sha256: str
    budget: int | None = None
    target_spans: list[list[int]] = field(default_factory=list)  # [start, end) character offsets in the user message
    target_depths: list[float] = field(default_factory=list)  # filler tokens before each copy / all filler tokens
    target_slots: list[int] = field(default_factory=list)  # filler items before each copy
    filler_ids: list[str] = field(default_factory=list)  # in prompt order
    filler_answers: list[str | None] = field(default_factory=list)  # gold answers of filler problems, in order
    # Where the closing instruction (the answer format, a task and its rules) starts in the user
    # message, after everything a reader may elide (filler, a corpus); None: not said.
    instruction_start: int | None = None
    # A prompt made from another by ``replace_target``: that prompt's token count and sha256
    # (None: assembled on its own).
    pair_prompt_tokens: int | None = None
    pair_prompt_sha256: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def seeded_rng(*parts: object) -> random.Random:
    """A Random seeded from its key alone (same in every process, worker and machine)."""
    digest = hashlib.sha256("::".join(map(str, parts)).encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


@lru_cache(maxsize=256)
def target_indices(n_targets: int, n: int, seed: int, task: str) -> tuple[int, ...]:
    """Which test items samples 0..n-1 use: one draw per (seed, task), shared by all arms."""
    order = list(range(n_targets))
    seeded_rng(seed, task, "targets").shuffle(order)
    return tuple(order[i % n_targets] for i in range(n))


def filler_order(pool_size: int, seed: int, task: str, filler: str, tier: str, sample: int) -> list[int]:
    """The filler draw of one sample. Position and model are not in the key: the end and middle
    arms of a sample hold the same filler in the same order and differ only in placement."""
    import numpy as np

    # numpy's legacy RandomState stream is frozen across versions and machines (and its
    # permutation is ~50x faster than random.shuffle on a 15K-item pool).
    digest = hashlib.sha256(f"{seed}::{task}::{filler}::{tier}::{sample}::filler".encode()).digest()
    rs = getattr(_generators, "rs", None)
    if rs is None:
        rs = _generators.rs = np.random.RandomState()
    # Seeded again, not made anew: a new RandomState costs ~1 ms (its bit generator first draws
    # fresh entropy), more than the draw; seeding with the same key gives the same stream.
    rs.seed(np.frombuffer(digest[:16], dtype=np.uint32))
    return rs.permutation(pool_size).tolist()


# One generator per thread for ``filler_order`` (prompts are assembled in several threads):
# a scratch object, reseeded on every use, so no draw depends on another.
_generators = threading.local()


def copy_depths(position: str) -> list[float]:
    """Requested depths (0-1 through the filler) of every target copy."""
    fixed = {
        "end": [1.0],
        "start": [0.0],
        "middle": [0.5],
        "baseline": [1.0],
        "middle_twice": list(MIDDLE_TWICE_DEPTHS),
        "middle_dup": [0.5, 1.0],
    }
    if position in fixed:
        return fixed[position]
    depth = position_depth(position)
    if depth is None:
        raise ValueError(f"unknown position {position!r}")
    return [depth]


def _slots(counts: Sequence[int], depths: list[float], interior: bool) -> list[int]:
    """The filler-item boundary nearest each requested depth (by tokens)."""
    total = sum(counts) or 1
    cum = [0]
    for c in counts:
        cum.append(cum[-1] + c)
    lo, hi = (1, len(counts) - 1) if interior and len(counts) >= 2 else (0, len(counts))
    slots = []
    for d in depths:
        if d >= 1.0:
            slots.append(len(counts))
        elif d <= 0.0:
            slots.append(0)
        else:
            slots.append(min(range(lo, hi + 1), key=lambda j: abs(cum[j] / total - d)))
    return slots


def _select(
    pool: FillerPool, order: list[int], tokenizer: Tokenizer, fill: int, target_key: str, start: int = 0
) -> tuple[list[FillerItem], list[int], int]:
    """Greedy fill up to ``fill`` tokens, skipping leaks; returns items, counts, next index."""
    chosen: list[FillerItem] = []
    counts: list[int] = []
    used = 0
    misses = 0
    i = start
    batch = 32
    while i < len(order) and misses < 64 and fill - used > 8:
        window = [pool.items[j] for j in order[i : i + batch]]
        # Counted with their separator: joins that merge ("?\n\n" is one token) stay exact.
        window_counts = tokenizer.counts([item.text for item in window], suffix=SEP)
        # The next window holds about what the rest of the budget takes, with a margin: an
        # item is counted (a cold one encoded) only when it may be chosen, so a small prompt
        # does not encode hundreds of items it never uses. The choice is the same either way.
        mean = sum(window_counts) / len(window_counts)
        batch = min(512, max(16, int(1.25 * (fill - used) / max(mean, 1.0)) + 8))
        for item, c in zip(window, window_counts):
            i += 1
            if item.key == target_key or (target_key and target_key in item.key):
                continue  # the target (or text containing it) never appears as filler
            if used + c <= fill:
                chosen.append(item)
                counts.append(c)
                used += c
                misses = 0
            else:
                misses += 1
                if misses >= 64 or fill - used <= 8:
                    break
    return chosen, counts, i


def _render(blocks_before: list[list[str]], target: str, closing: str) -> tuple[list[str], list[list[int]]]:
    """Filler segments with target copies between them, then the closing: the parts the prompt
    joins with ``SEP``, and the target's spans in the joined text."""
    parts: list[str] = []
    spans: list[list[int]] = []
    pos = 0
    for k, segment in enumerate(blocks_before):
        for text in segment:
            parts.append(text)
            pos += len(text) + len(SEP)
        if k < len(blocks_before) - 1:
            spans.append([pos, pos + len(target)])
            parts.append(target)
            pos += len(target) + len(SEP)
    parts.append(closing)
    return parts, spans


@dataclass
class _Draft:
    """A prompt being built: the filler chosen so far and how to lay it out."""

    pool: FillerPool
    budget: int
    tokenizer: Tokenizer
    order: list[int]
    block: str
    closing: str
    depths: list[float]
    target_key: str
    interior: bool
    chosen: list[FillerItem]
    counts: list[int]
    nxt: int

    def layout(self) -> tuple[list[str], list[list[int]], list[int]]:
        slots = _slots(self.counts, self.depths, self.interior)
        bounds = zip([0, *slots], [*slots, len(self.chosen)])
        return (*_render([[it.text for it in self.chosen[a:b]] for a, b in bounds], self.block, self.closing), slots)

    def settle(
        self, total: int, parts: list[str], spans: list[list[int]], slots: list[int], template_version: str
    ) -> Prompt:
        """Fix the rare prompt whose verified size is off (a token merge at a join), then
        finish. Most prompts leave here at once, on the count already taken."""
        for _ in range(8):
            if total > self.budget:
                self.chosen.pop()
                self.counts.pop()
            else:
                slack = self.budget - total
                if slack <= max(8, self.budget // 200) or self.nxt >= len(self.order):
                    break
                more, more_counts, self.nxt = _select(
                    self.pool, self.order, self.tokenizer, slack, self.target_key, start=self.nxt
                )
                if not more:
                    break
                self.chosen += more
                self.counts += more_counts
            parts, spans, slots = self.layout()
            total = self.tokenizer.count_joined(parts, SEP)
        while total > self.budget and self.chosen:  # the last top-up overshot
            self.chosen.pop()
            self.counts.pop()
            parts, spans, slots = self.layout()
            total = self.tokenizer.count_joined(parts, SEP)
        if total < LOWER_FILL * self.budget:
            have = sum(self.tokenizer.counts(i.text for i in self.pool.items))
            if have >= 2 * self.budget:  # text enough: whole items are too coarse for so small a budget
                raise CreDataError(
                    f"a {self.budget}-token prompt cannot be filled to {LOWER_FILL:.0%} with whole "
                    f"{self.pool.name} filler items (the closest fit has {total} tokens): use a larger tier"
                )
            raise CreDataError(
                f"the {self.pool.name} filler pool ({len(self.pool.items)} items, {have} tokens from "
                f"{self.pool.source}) cannot fill {self.budget} tokens without repeating an item: use a "
                f"smaller tier or give --cre-data-dir with more {self.pool.name} text"
            )
        filler_total = sum(self.counts) or 1
        achieved = [sum(self.counts[:s]) / filler_total for s in slots]
        return _prompt(
            SEP.join(parts), spans, achieved, slots, self.chosen, self.tokenizer, self.budget, template_version, total
        )


def _draft(
    block: str,
    closing: str,
    target_key: str,
    pool: FillerPool,
    position: str,
    budget: int,
    tokenizer: Tokenizer,
    order: list[int] | None,
) -> _Draft:
    depths = copy_depths(position)
    fixed = tokenizer.cached(closing) + len(depths) * tokenizer.cached(block + SEP)
    order = order if order is not None else list(range(len(pool.items)))
    chosen, counts, nxt = _select(pool, order, tokenizer, budget - fixed, target_key)
    if not chosen:
        raise CreDataError(f"budget {budget} leaves no room for filler: use a larger tier")
    return _Draft(
        pool,
        budget,
        tokenizer,
        order,
        block,
        closing,
        depths,
        target_key,
        position in ("middle", "middle_twice", "middle_dup"),
        chosen,
        counts,
        nxt,
    )


def assemble(
    block: str,
    closing: str,
    target_key: str,
    pool: FillerPool | None,
    position: str,
    budget: int | None,
    tokenizer: Tokenizer,
    order: list[int] | None,
    template_version: str,
) -> Prompt:
    """Build one sample's prompt: ``block`` (the target, placed at ``position``) in filler from
    ``pool`` drawn in ``order``, then ``closing``. ``budget`` is the whole prompt in tokens (all
    messages); no budget or no pool is a baseline (the target alone). A filler item whose key
    equals or contains ``target_key`` is never used (the target never appears as filler)."""
    if position == "baseline" or pool is None or not budget:
        parts, spans = _render([[], []], block, closing)
        prompt = _prompt(SEP.join(parts), spans, [1.0], [0], [], tokenizer, None, template_version)
    else:
        draft = _draft(block, closing, target_key, pool, position, budget, tokenizer, order)
        parts, spans, slots = draft.layout()
        prompt = draft.settle(tokenizer.count_joined(parts, SEP), parts, spans, slots, template_version)
    content = prompt.messages[0]["content"]  # _render puts the closing last
    return replace(prompt, instruction_start=len(content) - len(closing))


def replace_target(prompt: Prompt, block: str, closing: str, tokenizer: Tokenizer, template_version: str) -> Prompt:
    """``prompt`` with every copy of its target block replaced by ``block`` and its closing by
    ``closing``; every other byte (the filler, its order, the separators, where each copy sits)
    is ``prompt``'s. Nothing is refilled: the new prompt has the tokens it has (counted here),
    and records the ones of ``prompt`` it was made from (``pair_prompt_tokens``)."""
    if len(prompt.messages) != 1 or prompt.instruction_start is None:
        raise ValueError("replace_target needs a one-message prompt that says where its closing starts")
    content = prompt.messages[0]["content"]
    pieces: list[str] = []
    spans: list[list[int]] = []
    at = length = 0
    for start, end in prompt.target_spans:
        pieces.append(content[at:start])
        length += start - at
        spans.append([length, length + len(block)])
        pieces.append(block)
        length += len(block)
        at = end
    pieces.append(content[at : prompt.instruction_start])
    head = "".join(pieces)
    text = head + closing
    messages = [{"role": "user", "content": text}]
    return replace(
        prompt,
        messages=messages,
        prompt_tokens=tokenizer.count(text),
        template_version=template_version,
        prompt_sha256=messages_sha256(messages),
        target_spans=spans,
        instruction_start=len(head),
        pair_prompt_tokens=prompt.prompt_tokens,
        pair_prompt_sha256=prompt.prompt_sha256,
    )


def _prompt(
    text: str,
    spans: list[list[int]],
    depths: list[float],
    slots: list[int],
    chosen: list[FillerItem],
    tokenizer: Tokenizer,
    budget: int | None,
    template_version: str,
    total: int | None = None,
) -> Prompt:
    messages = [{"role": "user", "content": text}]
    return Prompt(
        messages=messages,
        prompt_tokens=total if total is not None else tokenizer.count(text),
        budget=budget,
        tokenizer=tokenizer.name,
        target_spans=spans,
        target_depths=[round(d, 4) for d in depths],
        target_slots=slots,
        filler_ids=[it.item_id for it in chosen],
        filler_answers=[it.answer for it in chosen],
        template_version=template_version,
        prompt_sha256=messages_sha256(messages),
    )


def messages_sha256(messages: list[dict[str, str]]) -> str:
    """sha256 over each message's role and content, length-prefixed (unambiguous, cheap)."""
    h = hashlib.sha256()
    for m in messages:
        for part in (m["role"], m["content"]):
            data = part.encode("utf-8")
            h.update(len(data).to_bytes(8, "big"))
            h.update(data)
    return h.hexdigest()
