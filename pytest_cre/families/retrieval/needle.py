"""The needle: a key with a value in the style of RULER's single-needle tasks (RULER's values:
numbers and UUIDs; word values are ours), drawn per sample and redrawn when its value is already
in the context's filler, and how an answer is scored against it (RULER's rule, the value appears
in the answer, for numbers and UUIDs; on word boundaries for words; an exact match is recorded
beside it)."""

from __future__ import annotations

import random
import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass

from ...assembly.placement import seeded_rng
from ...core.errors import CreDataError
from .options import KINDS

# v2: the needle replaces the target block of its reasoning pair's prompt (v1 assembled its own).
TEMPLATE_VERSION = "retrieval-v2"
# Draws tried before a sample's filler is declared to hold every value the kind can take.
MAX_DRAWS = 200

# Keys are adjective-noun pairs; word values are nouns. Our own lists: plain words that name
# nothing in the filler pools' subject matter (numbers, shopping, science questions).
ADJECTIVES = (
    "amber", "brisk", "candid", "dusty", "eager", "fabled", "gentle", "hollow", "idle", "jagged",
    "kindly", "lucid", "mellow", "nimble", "opal", "placid", "quiet", "rustic", "silent", "tawny",
    "upbeat", "vivid", "wistful", "young", "zesty", "bold", "crimson", "distant", "elegant", "frosty",
)  # fmt: skip
NOUNS = (
    "anchor", "beacon", "canyon", "dagger", "ember", "falcon", "glacier", "harbor", "island", "jasmine",
    "kettle", "lantern", "meadow", "nebula", "orchard", "pebble", "quarry", "raven", "saddle", "thistle",
    "umbrella", "violin", "walrus", "yarrow", "zephyr", "bramble", "compass", "dolphin", "fjord", "gazebo",
)  # fmt: skip


# What a needle says and what its question asks, and the patterns that find them in a prompt
# (sim reads prompts with these): one place for the format.
TEXT = "The special magic {kind} for {key} is: {value}."
QUESTION = "What is the special magic {kind} for {key} mentioned in the provided text? Answer with the {kind} only."


def template_pattern(template: str, **groups: str) -> re.Pattern[str]:
    """``template`` as a regular expression, each ``{name}`` the group given for it."""
    out = re.escape(template)
    for name, group in groups.items():
        out = out.replace(re.escape("{" + name + "}"), group)
    return re.compile(out)


_KIND, _KEY = "(" + "|".join(KINDS) + ")", "([a-z]+-[a-z]+)"
TEXT_PATTERN = template_pattern(TEXT, kind=_KIND, key=_KEY, value=r"(\S+)")  # groups: kind, key, value
QUESTION_PATTERN = template_pattern(QUESTION, kind=_KIND, key=_KEY)  # groups: kind, key (and kind again)


@dataclass(frozen=True)
class Needle:
    """One sample's needle: what is hidden (``text``) and what is asked (``question``)."""

    kind: str
    key: str
    value: str
    redraws: int = 0  # draws passed over because their value was in the context's filler

    @property
    def text(self) -> str:
        return TEXT.format(kind=self.kind, key=self.key, value=self.value)

    @property
    def question(self) -> str:
        return QUESTION.format(kind=self.kind, key=self.key)


def draw_needle(kind: str, seed: int, sample: int, filler: Sequence[str] = ()) -> Needle:
    """Sample ``sample``'s needle: the first draw of its seeded sequence whose value ``filler``
    (the texts of the context's filler items) does not mention, as scoring reads a mention
    (``mentions``): an answer that copies the value from the filler is never right by chance,
    and the value names one thing in the prompt. The sequence is the same at every position,
    filler and tier of a task (as its reasoning target is), so the arms of a comparison hold the
    same needle unless one's filler holds the value (``redraws`` says when)."""
    rng = seeded_rng(seed, "needle", kind, sample)
    for redraws in range(MAX_DRAWS):
        key, value = _draw(rng, kind)
        if not any(mentions(kind, value, text) for text in filler):
            return Needle(kind, key, value, redraws)
    raise CreDataError(
        f"sample {sample}'s filler mentions each of {MAX_DRAWS} {kind} needle values drawn for it: "
        "use --cre-needle number or uuid"
    )


def _draw(rng: random.Random, kind: str) -> tuple[str, str]:
    key = f"{rng.choice(ADJECTIVES)}-{rng.choice(NOUNS)}"
    if kind == "number":
        value = str(rng.randrange(1_000_000, 10_000_000))  # seven digits, as RULER's
    elif kind == "uuid":
        value = str(uuid.UUID(int=rng.getrandbits(128), version=4))
    else:
        value = rng.choice([n for n in NOUNS if n not in key])
    return key, value


def mentions(kind: str, value: str, text: str) -> bool:
    """Whether ``text`` holds ``value``, case aside: a number or UUID anywhere in it (RULER's
    substring rule), a word only as a whole word ("remember" does not hold "ember")."""
    if kind == "word":
        return re.search(rf"\b{re.escape(value)}\b", text, re.IGNORECASE) is not None
    return value.lower() in text.lower()


SHAPES = {
    "number": re.compile(r"\d+"),
    "uuid": re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"),
    "word": re.compile(r"[A-Za-z]+"),
}


@dataclass(frozen=True)
class RetrievalScore:
    """``correct``: the value appears in the answer, case-insensitively (``mentions``: RULER's
    ``string_match_all`` for one value; a word value as a whole word); ``exact``: the answer is
    the value and nothing else (quotes, a final full stop and surrounding space aside);
    ``answer``: the value when it is there, else the last string of the value's shape in the
    response (what the model gave instead), None when there is none."""

    correct: bool
    exact: bool
    answer: str | None


def score_answer(response: str | None, needle: Needle) -> RetrievalScore:
    """Score one response against its needle."""
    text = response or ""
    correct = mentions(needle.kind, needle.value, text)
    exact = text.strip(" \t\r\n\"'`.").lower() == needle.value.lower()
    if correct:
        return RetrievalScore(True, exact, needle.value)
    found = SHAPES[needle.kind].findall(text)
    return RetrievalScore(False, False, found[-1] if found else None)
