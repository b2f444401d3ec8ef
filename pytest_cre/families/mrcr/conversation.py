"""The MRCR-style conversation, written by us: requests (a form about a topic, from the lists
below) and assistant replies made from a seeded generator of our own, so nothing is downloaded
and the same seed gives the same bytes everywhere (pure).

A sample is one repeated request (its ``needles`` instances, each with its own reply), the
random prefix, the asked instance ``i`` (1-indexed) and a stream of other request/reply pairs,
pair ``j`` a function of (seed, needles, sample, j) alone: the tiers and positions of a sample
share its needle and its filler stream (a 32k conversation holds the 8k one's first pairs)."""

from __future__ import annotations

import random
import re
import string
from dataclasses import dataclass
from functools import lru_cache

from ...assembly.placement import seeded_rng
from ...core.dims import position_depth

TEMPLATE_VERSION = "mrcr-v2"  # change it whenever a word list, a template or a draw changes

FORMS = (
    "poem", "short story", "riddle", "essay", "letter", "speech", "blog post", "limerick",
    "fable", "diary entry", "news report", "song", "sonnet", "travel guide", "recipe", "lecture",
)  # fmt: skip
TOPICS = (
    "tapirs", "lighthouses", "glaciers", "bicycles", "lanterns", "otters", "typewriters", "volcanoes",
    "orchards", "submarines", "beekeeping", "comets", "harbours", "libraries", "kites", "moss",
    "clocktowers", "salt marshes", "violins", "deserts", "ferries", "mushrooms", "observatories",
    "canals", "wolves", "teapots", "avalanches", "quarries", "tides", "windmills", "parrots",
    "subway trains", "snowfall", "bridges", "fireflies", "maps", "coral reefs", "chess", "bakeries",
    "thunderstorms",
)  # fmt: skip
_ADJECTIVES = (
    "quiet", "amber", "restless", "hollow", "silver", "patient", "crooked", "distant", "gentle",
    "brittle", "golden", "weathered", "narrow", "luminous", "stubborn", "faded", "bright", "heavy",
    "curious", "tender", "sudden", "ancient", "shallow", "velvet", "rusty", "wild", "humble", "pale",
    "careful", "secret", "copper", "frozen", "dusty", "lonely", "clever", "scarlet",
)  # fmt: skip
_NOUNS = (
    "river", "window", "morning", "stone", "garden", "harbour", "letter", "mountain", "kettle",
    "shadow", "meadow", "engine", "promise", "lantern", "doorway", "island", "orchestra", "rooftop",
    "notebook", "village", "compass", "ribbon", "staircase", "forest", "market", "chimney",
    "question", "valley", "feather", "station", "blanket", "mirror", "road", "season", "echo",
    "fence", "cellar", "whistle",
)  # fmt: skip
_VERBS = (
    "wandered", "remembered", "carried", "followed", "gathered", "answered", "painted", "guarded",
    "crossed", "measured", "welcomed", "borrowed", "watched", "mended", "counted", "whispered to",
    "circled", "outlasted", "described", "waited beside", "traded", "lifted", "forgot", "sheltered",
    "traced", "greeted", "unfolded", "praised",
)  # fmt: skip
_PLACES = (
    "across", "beneath", "beyond", "along", "toward", "inside", "above", "around", "behind", "past",
    "near", "between",
)  # fmt: skip
_OPENERS = (
    "", "", "", "Later, ", "At dawn, ", "Every winter, ", "Some say ", "Long ago, ", "Even now, ",
    "In the evening, ", "Once, ", "Still, ", "By noon, ", "Quietly, ", "Afterwards, ",
)  # fmt: skip
_TAILS = (
    "", "", "", " and nobody noticed", " for a long while", " without a word", " as the bells rang",
    " until the lamps were lit", " twice over", " in the rain", " before anyone woke", " with great care",
)  # fmt: skip
_PREFIX_ALPHABET = string.ascii_letters + string.digits
PREFIX_LENGTH = 10

REQUEST = "Write a {form} about {topic}."
# The final turn: the prefix, the ordinal and the request are the only parts that vary.
ASK = (
    "Start your answer with the exact string {prefix} and then reproduce, word for word, your "
    "{ordinal} {form} about {topic} in this conversation (counting from 1 at the top). "
    "Write nothing before the string and nothing after the reproduced text."
)
ASK_PATTERN = re.compile(
    r"^Start your answer with the exact string (?P<prefix>[A-Za-z0-9]+) and then reproduce, word for word, "
    r"your (?P<i>\d+)(?:st|nd|rd|th) (?P<form>[a-z ]+?) about (?P<topic>[a-z ]+?) in this conversation"
)


@dataclass(frozen=True)
class Needle:
    """A sample's repeated request: its text, form and topic, each instance's reply (in
    conversation order), the random prefix and which instance is asked for (1-indexed)."""

    request: str
    form: str
    topic: str
    replies: tuple[str, ...]
    prefix: str
    asked: int

    @property
    def expected(self) -> str:
        """The reply the final turn asks for, without the prefix."""
        return self.replies[self.asked - 1]

    @property
    def ask(self) -> str:
        return ASK.format(prefix=self.prefix, ordinal=ordinal(self.asked), form=self.form, topic=self.topic)

    def turns(self, k: int) -> list[dict[str, str]]:
        """Instance ``k`` (0-indexed): the request and its reply."""
        return [{"role": "user", "content": self.request}, {"role": "assistant", "content": self.replies[k]}]


def ordinal(i: int) -> str:
    """1 -> ``1st``, 2 -> ``2nd``, 11 -> ``11th``."""
    suffix = "th" if 10 <= i % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(i % 10, "th")
    return f"{i}{suffix}"


# A sentence is a head (the opener and the subject), a predicate (the verb and the place) and an
# object with its tail, each prebuilt once: 20,520 heads, 336 predicates and 16,416 objects
# (about 3 MB), so a sentence costs three uniform draws and one concatenation.
_HEADS = tuple(f"{o}the {a} {n}" if o else f"The {a} {n}" for o in _OPENERS for a in _ADJECTIVES for n in _NOUNS)
_PREDICATES = tuple(f" {v} {p}" for v in _VERBS for p in _PLACES)
_OBJECTS = tuple(f" the {a} {n}{t}." for a in _ADJECTIVES for n in _NOUNS for t in _TAILS)
_VERSE = frozenset(("poem", "song", "sonnet", "limerick", "riddle"))  # one sentence a line
_TOPIC_SHARE = 0.3  # of the sentences whose subject is the reply's topic
_TOPIC_SLOTS = len(_OPENERS) * round(_TOPIC_SHARE / (1 - _TOPIC_SHARE) * len(_HEADS) / len(_OPENERS))


@lru_cache(maxsize=len(TOPICS))
def _heads(topic: str) -> tuple[str, ...]:
    """The heads a sentence about ``topic`` draws from: every prebuilt one, and ``_TOPIC_SLOTS``
    that are an opener and the topic (each opener as often), so 3 in 10 sentences are about it
    (kept per topic: 29,310 references, 0.23 MB each, 9 MB for all 40)."""
    own = [f"{o}{topic}" if o else topic[0].upper() + topic[1:] for o in _OPENERS]
    return _HEADS + tuple(own) * (_TOPIC_SLOTS // len(own))


def _sentences(rng: random.Random, topic: str, count: int) -> list[str]:
    """``count`` sentences about ``topic``: their heads, then their predicates, then their
    objects, each drawn with ``Random.choices`` (one uniform draw a pick). The text of 1M tokens
    is ~70,000 sentences: prebuilt groups keep writing it well under what one tiktoken encode of
    it takes (docs/performance.md)."""
    heads = rng.choices(_heads(topic), k=count)
    predicates = rng.choices(_PREDICATES, k=count)
    objects = rng.choices(_OBJECTS, k=count)
    return [h + p + o for h, p, o in zip(heads, predicates, objects)]


def reply(form: str, topic: str, *key: object) -> str:
    """An assistant's reply to ``Write a {form} about {topic}.``, drawn from ``key`` alone: a
    title, then 3 to 40 sentences (a poem's one per line, prose in paragraphs): from about 50 to
    about 600 tokens, so a conversation fills a budget closely."""
    return _reply(form, topic, seeded_rng("mrcr-reply", form, topic, *key))


def _reply(form: str, topic: str, rng: random.Random) -> str:
    # Each choice is one uniform draw (``int(u * n)``), never Random.randint's or choice's
    # frames: a 1M conversation draws ~20,000 paragraph sizes.
    draw = rng.random
    title = f"{_ADJECTIVES[int(draw() * len(_ADJECTIVES))].title()} {_NOUNS[int(draw() * len(_NOUNS))].title()}"
    count = 3 + int(draw() * 38)  # 3 to 40
    sentences = _sentences(rng, topic, count)
    if form in _VERSE:
        body = "\n".join([s[:-1] for s in sentences])  # a line without its full stop
    else:
        paragraphs, at = [], 0
        while at < count:
            size = 2 + int(draw() * 5)  # 2 to 6 sentences
            paragraphs.append(" ".join(sentences[at : at + size]))
            at += size
        body = "\n\n".join(paragraphs)
    return f"{title}: a {form} about {topic}\n\n{body}"


def _request_pair(rng: random.Random) -> tuple[str, str]:
    return rng.choice(FORMS), rng.choice(TOPICS)


def asked_instance(needles: int, position: str, seed: int, sample: int) -> int:
    """Which instance (1-indexed) the final turn asks for: at ``end`` the last (no instance can
    follow it), at ``start`` the first, elsewhere a seeded draw from all ``needles``."""
    if position == "end":
        return needles
    if position == "start":
        return 1
    return seeded_rng(seed, "mrcr-asked", needles, sample).randint(1, needles)


def draw_needle(needles: int, position: str, seed: int, sample: int) -> Needle:
    """A sample's repeated request, its replies, prefix and asked instance (seeded; the
    position only constrains which instance is asked, see ``asked_instance``)."""
    rng = seeded_rng(seed, "mrcr-needle", needles, sample)
    form, topic = _request_pair(rng)
    prefix = "".join(rng.choice(_PREFIX_ALPHABET) for _ in range(PREFIX_LENGTH))
    replies = tuple(reply(form, topic, seed, needles, sample, "needle", k) for k in range(needles))
    return Needle(
        REQUEST.format(form=form, topic=topic),
        form,
        topic,
        replies,
        prefix,
        asked_instance(needles, position, seed, sample),
    )


def filler_pair(needle: Needle, seed: int, needles: int, sample: int, j: int) -> list[dict[str, str]]:
    """The sample's ``j``-th other request and its reply: never the repeated request."""
    rng = seeded_rng(seed, "mrcr-filler", needles, sample, j)
    form, topic = _request_pair(rng)
    while (form, topic) == (needle.form, needle.topic):
        form, topic = _request_pair(rng)
    return [
        {"role": "user", "content": REQUEST.format(form=form, topic=topic)},
        # The pair's own draw goes on into its reply (one seeding a pair: 3,000 a 1M conversation).
        {"role": "assistant", "content": _reply(form, topic, rng)},
    ]


def needle_depths(needle: Needle, position: str, seed: int, sample: int) -> list[float]:
    """The requested depth (0-1 through the conversation's turns) of each instance, in order: the
    asked one at the position's depth, the ones before and after it at seeded depths on its side."""
    target = {"end": 1.0, "start": 0.0, "middle": 0.5}.get(position)
    if target is None:
        depth = position_depth(position)
        if depth is None:
            raise ValueError(f"mrcr has no position {position!r}")
        target = depth
    rng = seeded_rng(seed, "mrcr-depths", len(needle.replies), sample)
    before = sorted(target * rng.random() for _ in range(needle.asked - 1))
    after = sorted(target + (1 - target) * rng.random() for _ in range(len(needle.replies) - needle.asked))
    return [*before, target, *after]
