"""The embedded procedural task: seeded multi-step grade-school word problems.

Every problem has a worked solution in GSM8K's style (steps, then ``#### N``) and an integer
answer. The train stream (filler) and test stream (targets) come from different generator
seeds and are made disjoint by normalized question text, so a target never appears as filler.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable

from .base import TaskData, TaskItem, normalize_text

NAMES = [
    "Ava",
    "Ben",
    "Chloe",
    "Diego",
    "Elena",
    "Farid",
    "Grace",
    "Hiro",
    "Imani",
    "Jonas",
    "Keiko",
    "Liam",
    "Maya",
    "Noah",
    "Olga",
    "Priya",
    "Quinn",
    "Rosa",
    "Samir",
    "Tara",
    "Uma",
    "Victor",
    "Wen",
    "Ximena",
    "Yusuf",
    "Zoe",
]
GOODS = [
    ("apples", "bag"),
    ("pencils", "box"),
    ("stickers", "sheet"),
    ("cookies", "tray"),
    ("marbles", "jar"),
    ("eggs", "carton"),
    ("cards", "pack"),
    ("beads", "string"),
    ("bolts", "crate"),
    ("muffins", "basket"),
]
PLACES = ["bakery", "library", "farm stand", "toy shop", "garden center", "bookstore", "market"]

Gen = Callable[[random.Random], tuple[str, list[str], int]]


def _shop(r: random.Random) -> tuple[str, list[str], int]:
    n, (goods, unit), place = r.choice(NAMES), r.choice(GOODS), r.choice(PLACES)
    packs, per, price = r.randint(3, 12), r.randint(4, 15), r.randint(2, 9)
    total = packs * per
    q = (
        f"{n} buys {packs} {unit}s of {goods} at the {place}. Each {unit} holds {per} {goods}, "
        f"and {n} sells every one of the {goods} for ${price}. How many dollars does {n} make?"
    )
    steps = [
        f"{n} has {packs} * {per} = {total} {goods}.",
        f"Selling them for ${price} each makes {total} * {price} = {total * price} dollars.",
    ]
    return q, steps, total * price


def _savings(r: random.Random) -> tuple[str, list[str], int]:
    n = r.choice(NAMES)
    start, weekly, weeks, spend = r.randint(10, 90), r.randint(5, 25), r.randint(3, 12), r.randint(5, 60)
    saved = weekly * weeks
    q = (
        f"{n} has ${start} in a piggy bank and saves ${weekly} every week for {weeks} weeks. "
        f"Then {n} spends ${spend} on a gift. How many dollars are left in the piggy bank?"
    )
    steps = [
        f"Saving ${weekly} for {weeks} weeks gives {weekly} * {weeks} = {saved} dollars.",
        f"Together with the start that is {start} + {saved} = {start + saved} dollars.",
        f"After the gift {start + saved} - {spend} = {start + saved - spend} dollars are left.",
    ]
    return q, steps, start + saved - spend


def _garden(r: random.Random) -> tuple[str, list[str], int]:
    n = r.choice(NAMES)
    rows, per = r.randint(4, 14), r.randint(6, 20)
    total = rows * per
    eaten = r.randint(1, min(30, total - 2))
    eaten += (total - eaten) % 2  # keep the half whole
    rest = total - eaten
    q = (
        f"{n} plants {rows} rows of tulips with {per} tulips in each row. Rabbits eat {eaten} of "
        f"the tulips, and {n} then picks half of the rest for a bouquet. How many tulips are left "
        f"in the garden?"
    )
    steps = [
        f"There are {rows} * {per} = {total} tulips.",
        f"After the rabbits {total} - {eaten} = {rest} remain.",
        f"Picking half leaves {rest} / 2 = {rest // 2} tulips.",
    ]
    return q, steps, rest // 2


def _trip(r: random.Random) -> tuple[str, list[str], int]:
    n = r.choice(NAMES)
    speed, hours, back_speed = r.randint(30, 70), r.randint(2, 6), r.randint(2, 5)
    dist = speed * hours
    q = (
        f"{n} drives at {speed} miles per hour for {hours} hours to reach a lake, then walks "
        f"{back_speed} miles around it. How many miles does {n} travel in total?"
    )
    steps = [
        f"The drive covers {speed} * {hours} = {dist} miles.",
        f"With the walk that is {dist} + {back_speed} = {dist + back_speed} miles.",
    ]
    return q, steps, dist + back_speed


def _class(r: random.Random) -> tuple[str, list[str], int]:
    n = r.choice(NAMES)
    classes, students, absent, pencils = r.randint(2, 6), r.randint(18, 32), r.randint(1, 9), r.randint(2, 5)
    present = classes * students - absent
    q = (
        f"A school has {classes} classes of {students} students each. On Monday {absent} students "
        f"are absent, and {n} gives every student present {pencils} pencils. How many pencils "
        f"does {n} give away?"
    )
    steps = [
        f"There are {classes} * {students} = {classes * students} students.",
        f"Present are {classes * students} - {absent} = {present} students.",
        f"They get {present} * {pencils} = {present * pencils} pencils.",
    ]
    return q, steps, present * pencils


def _bake(r: random.Random) -> tuple[str, list[str], int]:
    n = r.choice(NAMES)
    batches, per, sold, box = r.randint(3, 9), r.randint(12, 36), r.randint(5, 40), r.randint(2, 6)
    total = batches * per
    sold = min(sold, total - box)
    left = total - sold
    left -= left % box
    sold = total - left
    q = (
        f"{n} bakes {batches} batches of {per} cookies. {n} sells {sold} cookies and packs the "
        f"rest into boxes of {box}. How many boxes does {n} fill?"
    )
    steps = [
        f"{n} bakes {batches} * {per} = {total} cookies.",
        f"After selling, {total} - {sold} = {left} cookies remain.",
        f"They fill {left} / {box} = {left // box} boxes.",
    ]
    return q, steps, left // box


def _temperature(r: random.Random) -> tuple[str, list[str], int]:
    start, drop, hours, rise = r.randint(-5, 20), r.randint(2, 6), r.randint(3, 9), r.randint(1, 15)
    end = start - drop * hours + rise
    q = (
        f"At midnight the temperature is {start} degrees. It falls {drop} degrees every hour for "
        f"{hours} hours, then rises {rise} degrees by noon. What is the temperature at noon?"
    )
    steps = [
        f"It falls {drop} * {hours} = {drop * hours} degrees.",
        f"That leaves {start} - {drop * hours} = {start - drop * hours} degrees.",
        f"Rising {rise} gives {start - drop * hours} + {rise} = {end} degrees.",
    ]
    return q, steps, end


def _team(r: random.Random) -> tuple[str, list[str], int]:
    n = r.choice(NAMES)
    games, goals, bonus = r.randint(4, 15), r.randint(1, 5), r.randint(2, 12)
    q = (
        f"{n} scores {goals} goals in each of {games} games and {bonus} more goals in the final. "
        f"Each goal earns {n} 3 points. How many points does {n} earn?"
    )
    total = games * goals + bonus
    steps = [
        f"{n} scores {games} * {goals} = {games * goals} goals in the games.",
        f"With the final that is {games * goals} + {bonus} = {total} goals.",
        f"They earn {total} * 3 = {total * 3} points.",
    ]
    return q, steps, total * 3


def _paint(r: random.Random) -> tuple[str, list[str], int]:
    n = r.choice(NAMES)
    walls, area, cover = r.randint(2, 8), r.randint(10, 40), r.randint(5, 10)
    total = walls * area
    cans = -(-total // cover)
    q = (
        f"{n} paints {walls} walls of {area} square meters each. One can of paint covers {cover} "
        f"square meters. How many cans does {n} need to buy?"
    )
    steps = [
        f"The walls cover {walls} * {area} = {total} square meters.",
        f"{total} / {cover} rounded up is {cans} cans.",
    ]
    return q, steps, cans


def _share(r: random.Random) -> tuple[str, list[str], int]:
    a, b = r.sample(NAMES, 2)
    friends, each, kept = r.randint(2, 6), r.randint(3, 12), r.randint(1, 20)
    total = friends * each + kept
    goods = r.choice(GOODS)[0]
    q = (
        f"{a} has some {goods}. {a} gives {each} {goods} to each of {friends} friends, keeps "
        f"{kept} for {b}, and has none left. How many {goods} did {a} have at first?"
    )
    steps = [
        f"The friends get {friends} * {each} = {friends * each} {goods}.",
        f"Adding the {kept} kept gives {friends * each} + {kept} = {total} {goods}.",
    ]
    return q, steps, total


TEMPLATES: list[Gen] = [_shop, _savings, _garden, _trip, _class, _bake, _temperature, _team, _paint, _share]

# The dataset is fixed (like a released split); the run seed only picks from it.
TRAIN_SEED, TEST_SEED = 20240101, 20240202
TRAIN_SIZE, TEST_SIZE = 6000, 1000


def _stream(seed: int, size: int, prefix: str, exclude: set[str]) -> list[TaskItem]:
    r = random.Random(seed)
    items: list[TaskItem] = []
    seen = set(exclude)
    while len(items) < size:
        q, steps, ans = r.choice(TEMPLATES)(r)
        key = normalize_text(q)
        if key in seen:
            continue
        seen.add(key)
        solution = "\n".join(steps) + f"\n#### {ans}"
        items.append(TaskItem(item_id=f"{prefix}-{len(items):05d}", question=q, answer=str(ans), solution=solution))
    return items


@functools.cache  # fixed data, generated once per process (the run and its page both read it)
def _generated() -> TaskData:
    test = _stream(TEST_SEED, TEST_SIZE, "arith-test", set())
    train = _stream(TRAIN_SEED, TRAIN_SIZE, "arith-train", {normalize_text(i.question) for i in test})
    return TaskData(targets=tuple(test), filler=tuple(train), source="embedded")


class ArithTask:
    """Embedded procedural math; needs no data directory and no network."""

    name = "arith"
    answer_kind = "number"

    def load(self, data_dir: str | None = None) -> TaskData:
        return _generated()

    def render_question(self, item: TaskItem) -> str:
        return item.question

    def answer_format(self) -> str:
        return 'give the final answer on the last line as "Answer: <number>"'
