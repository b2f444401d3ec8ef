"""RULER's multi-needle variants (``niah_multikey``, ``niah_multivalue``, ``niah_multiquery``)
in the reasoning cells' contexts: which needles a sample hides, where they go, and how an answer
is scored (RULER's ``string_match_all``).

Placement keeps "same context" honest and the cell's position in control: the reasoning pair's
prompt keeps every filler byte in its order; the asked needles' sentences, together and in a
seeded order, form the block that replaces the pair's target block (``replace_target``: at the
cell's position, every copy of it), so an end cell and a middle cell differ in where every asked
needle sits. Only multikey's unasked needles (its distractors) go elsewhere: each is inserted
whole at a filler-item boundary, at a depth drawn per sample from RULER's 40 depths (0 to 100%)
and snapped to the nearest boundary by filler tokens. The block's order and the distractors'
depths are keyed by seed, variant and sample only, so every position, filler and tier of a
sample holds them alike and only the block moves with the cell's position. Several distractors
at one boundary keep their order, before an asked-needle block there."""

from __future__ import annotations

import random
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...assembly.placement import SEP, Prompt, messages_sha256, replace_target, seeded_rng
from ...core.errors import CreDataError, CreUsageError
from ...core.tokens import Tokenizer
from .needle import ADJECTIVES, MAX_DRAWS, NOUNS, QUESTION, SHAPES, TEXT, mentions
from .options import Variant

# The template of the multi-needle prompts. A run with any multi-needle variant stamps it on
# all its retrieval records (the records of one family share one template); its single-needle
# prompts are retrieval-v2's byte for byte (same prompt keys, same sha256). v4: every asked
# needle at the cell's position (v3 put all but the first at seeded depths).
MULTI_TEMPLATE_VERSION = "retrieval-v4"
# A key with several values says so, as RULER's needles do ("One of the special magic numbers").
VALUES_TEXT = "One of the special magic {kinds} for {key} is: {value}."
QUESTION_ALL = (
    "What are all the special magic {kinds} for {query} mentioned in the provided text? Answer with the {kinds} only."
)
# RULER's 40 insertion depths, in percent of the haystack (scripts/data/synthetic/niah.py).
DEPTHS = tuple(round(100 * i / 39) for i in range(40))


def query(keys: Sequence[str]) -> str:
    """Keys as RULER's question lists them: ``a``, ``a, and b``, ``a, b, and c``."""
    return keys[0] if len(keys) == 1 else ", ".join(keys[:-1]) + ", and " + keys[-1]


@dataclass(frozen=True)
class NeedleSet:
    """One sample's needles: ``pairs`` (key, value) in needle order, the asked keys' first (they
    take the target's place), and the ``asked`` keys in the question's order."""

    kind: str
    variant: Variant
    pairs: tuple[tuple[str, str], ...]
    asked: tuple[str, ...]
    redraws: int = 0  # draws passed over because a value was in the context's filler

    @property
    def texts(self) -> list[str]:
        template = VALUES_TEXT if self.variant.values > 1 else TEXT
        return [template.format(kind=self.kind, kinds=self.kind + "s", key=k, value=v) for k, v in self.pairs]

    @property
    def question(self) -> str:
        if len(self.expected) == 1:  # RULER's singular form where one value is asked
            return QUESTION.format(kind=self.kind, key=self.asked[0])
        return QUESTION_ALL.format(kinds=self.kind + "s", query=query(self.asked))

    @property
    def expected(self) -> list[str]:
        """The values the question asks for (every value of every asked key)."""
        return [v for k, v in self.pairs if k in self.asked]

    @property
    def distractors(self) -> list[str]:
        """The values of keys not asked (multikey's other needles)."""
        return [v for k, v in self.pairs if k not in self.asked]


def check_variant(kind: str, variant: Variant) -> None:
    """A usage error when a kind cannot give a variant distinct values: word values are nouns
    that no key in the prompt uses, so the keys' nouns and the values share one list."""
    if kind == "word" and variant.keys + variant.keys * variant.values > len(NOUNS):
        raise CreUsageError(
            f"--cre-needle {variant.spec} with word values needs {variant.keys * (1 + variant.values)} distinct "
            f"nouns, more than the {len(NOUNS)} there are: use number or uuid values, or a smaller count"
        )


def draw_needles(kind: str, variant: Variant, seed: int, sample: int, filler: Sequence[str] = ()) -> NeedleSet:
    """Sample ``sample``'s needles: distinct keys, distinct values, the first draw of its seeded
    sequence whose values ``filler`` does not mention (as ``draw_needle``'s rule for one)."""
    check_variant(kind, variant)
    rng = seeded_rng(seed, "needles", variant.spec, kind, sample)
    for redraws in range(MAX_DRAWS):
        pairs = _draw(rng, kind, variant)
        if not any(mentions(kind, v, text) for _, v in pairs for text in filler):
            keys = list(dict.fromkeys(k for k, _ in pairs))
            return NeedleSet(kind, variant, tuple(pairs), tuple(keys[: variant.asked]), redraws)
    raise CreDataError(
        f"sample {sample}'s filler mentions one of the {kind} values in each of {MAX_DRAWS} {variant.spec} "
        "needle draws: use --cre-needle number or uuid"
    )


def _draw(rng: random.Random, kind: str, variant: Variant) -> list[tuple[str, str]]:
    nouns = rng.sample(NOUNS, variant.keys)  # distinct nouns: keys never share one
    keys = [f"{rng.choice(ADJECTIVES)}-{noun}" for noun in nouns]
    free = [n for n in NOUNS if n not in nouns]  # a word value no key holds
    values: list[str] = []
    while len(values) < variant.keys * variant.values:
        if kind == "number":
            value = str(rng.randrange(1_000_000, 10_000_000))
        elif kind == "uuid":
            value = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        else:
            value = rng.choice(free)
        if value not in values:
            values.append(value)
    return [(k, values[i * variant.values + j]) for i, k in enumerate(keys) for j in range(variant.values)]


def block_order(variant: Variant, seed: int, sample: int, count: int) -> list[int]:
    """The order of a sample's ``count`` asked needles in their block (indices in needle order):
    seeded by seed, variant and sample only, the same at every position, filler and tier."""
    order = list(range(count))
    seeded_rng(seed, "needle-order", variant.spec, sample).shuffle(order)
    return order


def extra_depths(variant: Variant, seed: int, sample: int, count: int) -> list[float]:
    """The requested depths (0-1) of a sample's unasked needles (multikey's distractors):
    distinct RULER depths, the same at every position, filler and tier of the sample."""
    rng = seeded_rng(seed, "needle-depths", variant.spec, sample)
    return [d / 100 for d in rng.sample(DEPTHS, count)]


def place_needles(
    pair: Prompt,
    items: Sequence[str],
    needles: NeedleSet,
    seed: int,
    sample: int,
    tokenizer: Tokenizer,
    template_version: str,
) -> Prompt:
    """The reasoning ``pair``'s prompt (``items``: its filler texts in order) holding a sample's
    needles: the asked ones' sentences, in ``block_order`` and joined as filler items are, in
    place of every copy of the pair's target block (so each sits at the cell's position, at the
    depth the pair records for that copy) and the question in place of its closing; the others
    at their ``extra_depths`` (``insert_needles``). ``target_spans``, ``target_depths`` and
    ``target_slots`` list each asked needle's copies, asked needles in needle order, then the
    others in needle order."""
    texts = needles.texts
    asked = [i for i, (key, _) in enumerate(needles.pairs) if key in needles.asked]
    others = [i for i in range(len(texts)) if i not in asked]
    in_block = [asked[j] for j in block_order(needles.variant, seed, sample, len(asked))]
    prompt = replace_target(pair, SEP.join(texts[i] for i in in_block), needles.question, tokenizer, template_version)
    offset, at = {}, 0  # each asked needle's place within the block
    for i in in_block:
        offset[i] = at
        at += len(texts[i]) + len(SEP)
    copies = list(zip(prompt.target_spans, pair.target_depths, pair.target_slots))
    prompt = replace(
        prompt,
        target_spans=[[a + offset[i], a + offset[i] + len(texts[i])] for i in asked for (a, _), _, _ in copies],
        target_depths=[depth for _ in asked for _, depth, _ in copies],
        target_slots=[slot for _ in asked for _, _, slot in copies],
    )
    if not others:
        return prompt
    depths = extra_depths(needles.variant, seed, sample, len(others))
    return insert_needles(prompt, items, [texts[i] for i in others], depths, tokenizer, template_version)


def insert_needles(
    prompt: Prompt,
    items: Sequence[str],
    texts: Sequence[str],
    depths: Sequence[float],
    tokenizer: Tokenizer,
    template_version: str,
) -> Prompt:
    """``prompt`` (the asked needles already in their target's place) with each of ``texts``
    inserted at the filler-item boundary nearest its requested depth (by filler tokens; ``items``
    are the prompt's filler texts in order). Nothing else moves: every filler byte, separator and
    the closing stay in order. The new needles follow the prompt's own in ``target_spans``,
    ``target_depths`` (achieved, as the pair's) and ``target_slots``."""
    content = prompt.messages[0]["content"]
    spans = sorted(prompt.target_spans)
    starts: list[int] = []
    pos, s = 0, 0
    for text in items:
        while s < len(spans) and spans[s][0] == pos:
            pos = spans[s][1] + len(SEP)
            s += 1
        if not content.startswith(text, pos):
            raise CreDataError(f"filler item {len(starts)} is not where its prompt's layout puts it")
        starts.append(pos)
        pos += len(text) + len(SEP)
    bounds = [0] + [start + len(text) + len(SEP) for start, text in zip(starts, items)]
    counts = tokenizer.counts(items, suffix=SEP) if items else []
    cum = [0]
    for c in counts:
        cum.append(cum[-1] + c)
    total = cum[-1] or 1
    slots = [min(range(len(bounds)), key=lambda j: abs(cum[j] / total - d)) for d in depths]
    # Insert from the back, so each offset still points into the original text.
    order = sorted(range(len(texts)), key=lambda i: (bounds[slots[i]], i))
    pieces, at = [], 0
    new_spans: list[list[int]] = [[]] * len(texts)
    shift = 0
    for i in order:
        offset = bounds[slots[i]]
        pieces.append(content[at:offset])
        start = offset + shift
        new_spans[i] = [start, start + len(texts[i])]
        pieces.append(texts[i] + SEP)
        shift += len(texts[i]) + len(SEP)
        at = offset
    pieces.append(content[at:])
    text = "".join(pieces)

    def moved(offset: int) -> int:  # inserted text at or before an offset pushes it on
        return offset + sum(len(texts[i]) + len(SEP) for i in range(len(texts)) if bounds[slots[i]] <= offset)

    messages = [{"role": "user", "content": text}]
    return replace(
        prompt,
        messages=messages,
        prompt_tokens=tokenizer.count(text),
        template_version=template_version,
        prompt_sha256=messages_sha256(messages),
        target_spans=[[moved(a), moved(a) + b - a] for a, b in prompt.target_spans] + new_spans,
        target_depths=[*prompt.target_depths, *(round(cum[j] / total, 4) if items else 1.0 for j in slots)],
        target_slots=[*prompt.target_slots, *slots],
        instruction_start=moved(prompt.instruction_start or 0),
    )


@dataclass(frozen=True)
class MultiScore:
    """RULER's ``string_match_all`` for one sample: ``values_found``, the share of the expected
    values the answer holds (each as ``needle.mentions`` reads a value: case aside, a word on word
    boundaries); ``correct``: every one of them is there; ``distractor_given``: the answer holds
    a value of a key not asked (multikey's confusion); ``answer``: the expected values it holds,
    else the last string of the values' shape (what it gave instead), None when there is none."""

    correct: bool
    values_found: float
    distractor_given: bool
    answer: str | None


def score_needles(response: str | None, needles: NeedleSet) -> MultiScore:
    """Score one response against its needles."""
    text = response or ""
    found = [v for v in needles.expected if mentions(needles.kind, v, text)]
    share = len(found) / len(needles.expected)
    distractor = any(mentions(needles.kind, v, text) for v in needles.distractors)
    if found:
        answer: str | None = ", ".join(found)
    else:
        shaped = SHAPES[needles.kind].findall(text)
        answer = shaped[-1] if shaped else None
    return MultiScore(len(found) == len(needles.expected), share, distractor, answer)
