"""The needle: a key with a value (a number, a UUID or a word) in the style of RULER's
single-needle tasks, drawn per sample, and how an answer is scored against it (RULER's rule:
the value appears in the answer; an exact match is recorded beside it)."""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass

from ...assembly.placement import seeded_rng
from .options import KINDS

TEMPLATE_VERSION = "retrieval-v1"

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


def _pattern(template: str, **groups: str) -> re.Pattern[str]:
    """``template`` as a regular expression, each ``{name}`` the group given for it."""
    out = re.escape(template)
    for name, group in groups.items():
        out = out.replace(re.escape("{" + name + "}"), group)
    return re.compile(out)


_KIND, _KEY = "(" + "|".join(KINDS) + ")", "([a-z]+-[a-z]+)"
TEXT_PATTERN = _pattern(TEXT, kind=_KIND, key=_KEY, value=r"(\S+)")  # groups: kind, key, value
QUESTION_PATTERN = _pattern(QUESTION, kind=_KIND, key=_KEY)  # groups: kind, key (and kind again)


@dataclass(frozen=True)
class Needle:
    """One sample's needle: what is hidden (``text``) and what is asked (``question``)."""

    kind: str
    key: str
    value: str

    @property
    def text(self) -> str:
        return TEXT.format(kind=self.kind, key=self.key, value=self.value)

    @property
    def question(self) -> str:
        return QUESTION.format(kind=self.kind, key=self.key)


def draw_needle(kind: str, seed: int, sample: int) -> Needle:
    """Sample ``sample``'s needle: the same at every position, filler and tier of a task (as its
    reasoning target is), so the arms of a comparison differ by placement only."""
    rng = seeded_rng(seed, "needle", kind, sample)
    key = f"{rng.choice(ADJECTIVES)}-{rng.choice(NOUNS)}"
    if kind == "number":
        value = str(rng.randrange(1_000_000, 10_000_000))  # seven digits, as RULER's
    elif kind == "uuid":
        value = str(uuid.UUID(int=rng.getrandbits(128), version=4))
    else:
        value = rng.choice([n for n in NOUNS if n not in key])
    return Needle(kind, key, value)


SHAPES = {
    "number": re.compile(r"\d+"),
    "uuid": re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"),
    "word": re.compile(r"[A-Za-z]+"),
}


@dataclass(frozen=True)
class RetrievalScore:
    """``correct``: the value appears in the answer, case-insensitively (RULER's
    ``string_match_all`` for one value); ``exact``: the answer is the value and nothing else
    (quotes, a final full stop and surrounding space aside); ``answer``: the value when it is
    there, else the last string of the value's shape in the response (what the model gave
    instead), None when there is none."""

    correct: bool
    exact: bool
    answer: str | None


def score_answer(response: str | None, needle: Needle) -> RetrievalScore:
    """Score one response against its needle."""
    text = response or ""
    correct = needle.value.lower() in text.lower()
    exact = text.strip(" \t\r\n\"'`.").lower() == needle.value.lower()
    if correct:
        return RetrievalScore(True, exact, needle.value)
    found = SHAPES[needle.kind].findall(text)
    return RetrievalScore(False, False, found[-1] if found else None)
