"""Near-duplicate leaks: filler that restates the target is withheld from that target's prompts."""

from __future__ import annotations

from pytest_cre.core.dims import parse_tier
from pytest_cre.families.reasoning import ReasoningFamily
from pytest_cre.families.reasoning.cells import CellSpec
from pytest_cre.families.reasoning.leaks import THRESHOLD, containment, near_duplicates
from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS, normalize_text
from pytest_cre.options import build_settings

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
    assert near_duplicates(t, [normalize_text("Which gas do plants take in? (A) oxygen (B) carbon dioxide")],
                           numbers=False) == {}


def test_arc_test_225_near_copy_of_train_1001_is_withheld(data_dir):
    arc = BUILTIN_TASKS["arc"]
    data = arc.load(str(data_dir))
    target, near = data.targets[225], data.filler[1001]
    assert target.answer == near.answer == "A"
    overlap = containment(normalize_text(arc.render_question(target)), normalize_text(arc.render_question(near)))
    assert overlap >= THRESHOLD
    family = ReasoningFamily()
    settings = build_settings({"data_dir": str(data_dir), "seed": 18, "n": 50})
    worker = family.worker(settings, sim=False)
    # seed 18, sample 30 of arc/ws/8k/middle draws test 225 and (before the rule) train 1001
    spec = CellSpec(task="arc", position="middle", filler="ws", tier=parse_tier("8k"), model="sim",
                    vendor="sim", n=50, seed=18)
    assert worker.target(spec, 30).item_id == target.item_id
    prompt, _ = worker.prompt(spec, settings.models[0], 30)
    assert near.item_id not in prompt.filler_ids
    assert prompt.messages[0]["content"].count(near.question) == 1  # the target's own block only
    assert 1001 in worker.withheld(spec, target)
    # every other target's withheld set is empty or small: the rule is not a blunt filter
    cells = [spec, CellSpec(task="gsm8k", position="middle", filler="ws", tier=parse_tier("8k"),
                            model="sim", vendor="sim", n=50, seed=18)]
    family.check(cells, settings)
    notice = next(n for n in family.notices if n.startswith("near-duplicate filler withheld"))
    assert "arc 4 of 1119 items (4 targets)" in notice and "gsm8k 0 of 7473 items (0 targets)" in notice


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
            hits = frozenset(i for i, ig in enumerate(item_grams)
                             if g and len(g & ig) >= THRESHOLD * len(g)
                             and (not numbers or _in_order(_numbers(key), _numbers(items[i]))))
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
