"""Leaks: filler that restates the target, or states its answer, is withheld from that target's
prompts."""

from __future__ import annotations

from pytest_cre.assembly.placement import filler_order
from pytest_cre.core.dims import parse_tier
from pytest_cre.families.reasoning import ReasoningFamily
from pytest_cre.families.reasoning.cells import CellSpec
from pytest_cre.families.reasoning.leaks import (
    THRESHOLD,
    answer_statements,
    containment,
    near_duplicates,
    same_stems,
    sentences,
    withheld_problems,
)
from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS, TaskItem, normalize_text
from pytest_cre.options import build_settings
from pytest_cre.run.worker_context import worker_context

Q = "Tara buys 5 boxes of pencils at the bakery and sells every one of the pencils for 3 dollars"


def test_containment_counts_the_targets_word_five_grams():
    assert containment(normalize_text(Q), normalize_text("Note: " + Q + " Then she rests.")) == 1.0
    assert containment(normalize_text(Q), normalize_text("The quick brown fox jumps over the dog")) == 0.0


def test_number_tasks_keep_the_same_words_with_other_numbers():
    t = [("t", normalize_text(Q))]
    same = normalize_text(Q.replace("Tara", "Omar"))  # same problem, another name
    other = normalize_text(Q.replace("5 boxes", "7 boxes").replace("3 dollars", "4 dollars"))
    assert near_duplicates(t, [same, other], numbers=True) == {"t": frozenset({0})}
    # a choice task judges by words alone
    assert near_duplicates(t, [same, other], numbers=False) == {"t": frozenset({0, 1})}


def test_unrelated_items_are_kept():
    t = [("t", normalize_text(Q))]
    assert (
        near_duplicates(
            t, [normalize_text("Which gas do plants take in? (A) oxygen (B) carbon dioxide")], numbers=False
        )
        == {}
    )


def test_arc_test_225_near_copy_of_train_1001_is_withheld(data_dir):
    arc = BUILTIN_TASKS["arc"]
    data = arc.load(str(data_dir))
    target, near = data.targets[225], data.filler[1001]
    assert target.answer == near.answer == "A"
    overlap = containment(normalize_text(arc.render_question(target)), normalize_text(arc.render_question(near)))
    assert overlap >= THRESHOLD
    family = ReasoningFamily()
    settings = build_settings({"data_dir": str(data_dir), "seed": 18, "n": 50}, families={"reasoning": family})
    data = family.run_data()
    worker = family.worker(worker_context(settings, {"reasoning": family}, sim=False), data)
    # seed 18, sample 30 of arc/ws/8k/middle draws test 225 and (before the rule) train 1001
    spec = CellSpec(
        task="arc", position="middle", filler="ws", tier=parse_tier("8k"), model="sim", vendor="sim", n=50, seed=18
    )
    assert worker.target(spec, 30).item_id == target.item_id
    prompt, _ = worker.prompt(spec, settings.models[0], 30)
    assert near.item_id not in prompt.filler_ids
    assert prompt.messages[0]["content"].count(near.question) == 1  # the target's own block only
    assert 1001 in worker.withheld(spec, target)
    # every other target's withheld set is empty or small: the rule is not a blunt filter
    cells = [
        spec,
        CellSpec(
            task="gsm8k",
            position="middle",
            filler="ws",
            tier=parse_tier("8k"),
            model="sim",
            vendor="sim",
            n=50,
            seed=18,
        ),
    ]
    family.check(cells, settings, data, worker_context(settings, {"reasoning": family}, sim=False))
    notice = next(n for n in data.notices if n.startswith("near-duplicate filler withheld"))
    # 4 near copies, 9 more with the stem and statement rules (test_choice_leaks_on_arc)
    assert "arc 13 of 1119 items (13 targets)" in notice and "gsm8k 0 of 7473 items (0 targets)" in notice


def test_arith_near_duplicates_are_the_same_problem():
    """The embedded templates share most words; the rule withholds only items with the same
    numbers in the same order, which are the same problem with another name: every withheld
    item has the target's answer, and about 4% of the pool is withheld for some target."""
    from pytest_cre.families.reasoning.leaks import withheld_items

    arith = BUILTIN_TASKS["arith"]
    data = arith.load(None)
    held = withheld_items(arith, data, [normalize_text(arith.render_question(f)) for f in data.filler])
    answers = {t.item_id: t.answer for t in data.targets}
    pairs = [(tid, i) for tid, items in held.items() for i in items]
    assert pairs and all(answers[tid] == data.filler[i].answer for tid, i in pairs)
    assert len({i for _, i in pairs}) < 0.05 * len(data.filler)


def test_the_index_finds_exactly_what_comparing_every_pair_finds():
    """The index holds only each target's rarest grams; by the pigeonhole argument in
    ``near_duplicates`` it still finds every pair the rule accepts, and no other. Checked
    against the rule applied to every (target, item) pair: arith (templated, numbers) and ARC
    (words only, when the data is at hand) are where a wrong bound would show."""
    from pytest_cre.families.reasoning.leaks import _in_order, _numbers, grams

    def every_pair(targets, items, numbers):
        item_grams = [grams(k) for k in items]
        out = {}
        for tid, key in targets:
            g = grams(key)
            hits = frozenset(
                i
                for i, ig in enumerate(item_grams)
                if g
                and len(g & ig) >= THRESHOLD * len(g)
                and (not numbers or _in_order(_numbers(key), _numbers(items[i])))
            )
            if hits:
                out[tid] = hits
        return out

    arith = BUILTIN_TASKS["arith"]
    data = arith.load(None)
    targets = [(t.item_id, normalize_text(arith.render_question(t))) for t in data.targets[:120]]
    items = [normalize_text(arith.render_question(f)) for f in data.filler]
    expected = every_pair(targets, items, numbers=True)
    assert expected and near_duplicates(targets, items, numbers=True) == expected
    # words alone: templated items are near duplicates of many targets (the bound is tight here)
    few = targets[:15]
    expected = every_pair(few, items, numbers=False)
    assert sum(map(len, expected.values())) > 100
    assert near_duplicates(few, items, numbers=False) == expected
    # a target shorter than a gram is one gram of its whole text
    short = ([("t", "two words")], ["two words", "two", "x two words y"])
    assert near_duplicates(*short, numbers=False) == every_pair(*short, numbers=False) == {"t": frozenset({0})}


# ------------------------------------------------------------------- choice tasks: stems, statements


def choice(item_id: str, stem: str, texts: list[str], key: str = "A") -> TaskItem:
    labels = "ABCDE"[: len(texts)]
    return TaskItem(item_id=item_id, question=stem, answer=key, choices=tuple(zip(labels, texts)))


def test_the_same_stem_over_other_choices_is_withheld():
    target = choice("t", "Which is a chemical change?", ["rusting iron", "melting ice", "boiling water", "ice"])
    items = [
        choice("same", "Which is a chemical change?", ["a flame", "a rock", "sand", "glass"], key="C"),
        choice("other", "Which is a physical change?", ["rusting iron", "melting ice", "a", "b"]),
        choice("longer", "In a lab, which is a chemical change seen in class?", ["w", "x", "y", "z"]),
    ]
    assert same_stems([target], items) == {"t": frozenset({0, 2})}
    # the rendered questions (stems and choices) share too little: the 5-gram rule misses it
    arc = BUILTIN_TASKS["arc"]
    full = near_duplicates(
        [("t", normalize_text(arc.render_question(target)))],
        [normalize_text(arc.render_question(items[0]))],
        numbers=False,
    )
    assert full == {}


def test_a_stem_of_scaffolding_alone_is_not_the_same_stem():
    # "Which is an example of" is scaffolding: the content word decides (condensation vs conduction)
    target = choice("t", "Which is an example of condensation?", ["a", "b", "c", "d"])
    items = [
        choice("i", "Which is an example of conduction?", ["a", "b", "c", "d"]),
        choice("j", "Which of these is true?", ["a", "b", "c", "d"]),
    ]
    assert same_stems([target], items) == {}
    assert same_stems([choice("t", "Which of these is true?", ["a", "b", "c", "d"])], items) == {}


def test_a_sentence_stating_the_answer_is_withheld():
    target = choice("t", "What is the largest organ in the human body?", ["skin", "brain", "liver", "heart"])
    texts = [
        "The skin is the largest organ in the human body. Why is skin an organ?",  # states it
        "The liver is the largest organ inside the human body.",  # another answer
        "Skin protects us. The largest organ in the human body is hard to name.",  # not one sentence
        "The skinny boy ate the largest organ meat in the human body of work.",
    ]  # "skinny" is not "skin"
    assert answer_statements([target], [sentences(x) for x in texts]) == {"t": frozenset({0})}


def test_a_fill_in_stem_and_its_answer_state_a_fact():
    target = choice(
        "t",
        "To produce light, a bulb transforms electrical energy into what kind of energy?",
        ["heat", "chemical", "mechanical", "electromagnetic"],
        key="D",
    )
    near = choice(
        "i",
        "In order to produce light, a bulb transforms electrical energy into",
        ["kinetic energy.", "electromagnetic radiation.", "chemical energy.", "heat."],
        key="B",
    )
    stated = [sentences(near.question, dict(near.choices)[near.answer])]
    assert answer_statements([target], stated) == {"t": frozenset({0})}
    # another key's text after the stem states nothing about this target's answer
    assert answer_statements([target], [sentences(near.question, "kinetic energy.")]) == {}


def test_hyphens_keep_words_apart():
    # "non-renewable" does not state that a resource is "renewable"
    target = choice("t", "Which resource is renewable?", ["coal", "water", "oil", "gas"], key="B")
    texts = [
        "Mining extracts any non-renewable resource such as petroleum, or even water.",
        "Water is a renewable resource.",
    ]
    assert answer_statements([target], [sentences(x) for x in texts]) == {"t": frozenset({1})}


def test_number_tasks_have_no_stem_or_statement_rules():
    # same words and numbers as another problem's answer sentence, but a number answer is not a text
    gsm8k = BUILTIN_TASKS["gsm8k"]

    class Data:
        targets = (TaskItem("t", "How many eggs does Janet sell each day at the market?", "9"),)
        filler = (TaskItem("f", "Janet sells 9 eggs each day at the market. How much does she earn?", "18"),)

    assert withheld_problems(gsm8k, Data()) == {}


def test_choice_leaks_on_arc(data_dir):
    """Issue 20's two cases on the real data, and what the rules withhold in all: ARC test
    TIMSS_2003_8_pg47 asks train TIMSS_1995_8_O11's stem (same key C), which the 5-gram rule
    let into its seed-42 qo_v2 8K and 32K prompts; train Mercury_7172795 opens with "The skin
    is the largest organ in the human body", the answer of test Mercury_SC_416167."""
    arc = BUILTIN_TASKS["arc"]
    data = arc.load(str(data_dir))
    held = withheld_problems(arc, data)
    index = {f.item_id: i for i, f in enumerate(data.filler)}
    assert index["TIMSS_1995_8_O11"] in held["TIMSS_2003_8_pg47"]
    assert index["Mercury_7172795"] in held["Mercury_SC_416167"]
    own = [sentences(f.question, dict(f.choices)[f.answer]) for f in data.filler]
    statements = answer_statements(data.targets, own)
    assert index["Mercury_7172795"] in statements["Mercury_SC_416167"]
    # 13 of 1119 train items, each withheld from one or two targets' prompts only (4 before)
    assert (len(frozenset().union(*held.values())), len(held)) == (13, 13)
    assert max(map(len, held.values())) == 2

    family = ReasoningFamily()
    settings = build_settings({"data_dir": str(data_dir), "seed": 42, "n": 50}, families={"reasoning": family})
    worker = family.worker(worker_context(settings, {"reasoning": family}, sim=False), family.run_data())
    for tier in ("8k", "32k"):
        spec = CellSpec(
            task="arc",
            position="middle",
            filler="qo_v2",
            tier=parse_tier(tier),
            model="sim",
            vendor="sim",
            n=50,
            seed=42,
        )
        assert worker.target(spec, 8).item_id == "TIMSS_2003_8_pg47"
        prompt, _ = worker.prompt(spec, settings.models[0], 8)
        # without the rule it would be in: the prompt uses items drawn after it
        order = [data.filler[i].item_id for i in filler_order(len(data.filler), 42, "arc", "qo_v2", tier, 8)]
        assert order.index("TIMSS_1995_8_O11") < max(order.index(i) for i in prompt.filler_ids)
        assert "TIMSS_1995_8_O11" not in prompt.filler_ids
        assert "Element 3 turns a greenish color" not in prompt.messages[0]["content"]


def test_arc_answer_statements_in_neutral_prose(data_dir):
    """Wikipedia prose states a few ARC answers too ("A scale or balance is a device used to
    measure weight or mass."): 4 of the neutral pool's 14015 chunks, for 3 targets."""
    from pytest_cre.families.reasoning.fillers import neutral_pool
    from pytest_cre.families.reasoning.leaks import withheld_items

    arc = BUILTIN_TASKS["arc"]
    pool = neutral_pool(data_dir)
    held = withheld_items(arc, arc.load(str(data_dir)), [item.text for item in pool.items])
    assert {tid: sorted(pool.items[i].item_id for i in ix) for tid, ix in held.items()} == {
        "MCAS_1998_4_19": ["wpvital-06889-000", "wpvital-09441-000"],  # Planets orbit: the Sun
        "Mercury_7268258": ["wpvital-00910-000"],  # all cells release: energy
        "Mercury_SC_401006": ["wpvital-07600-000"],
    }  # A balance is used to measure: mass
