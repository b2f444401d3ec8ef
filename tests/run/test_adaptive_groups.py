"""The adaptive groups (``run.adaptive.connected``): cells linked through comparisons run
their rounds together, each other pair alone."""

from pytest_cre.run.adaptive import connected


def test_cells_linked_through_a_shared_end_cell_form_one_group():
    groups = connected([("end", "middle"), ("end", "start"), ("end8", "middle8"), ("end", "probe")])
    assert groups == {
        "end": "end",
        "middle": "end",
        "start": "end",
        "probe": "end",
        "end8": "end8",
        "middle8": "end8",
    }


def test_a_chain_joins_groups_met_separately():
    assert set(connected([("a", "b"), ("c", "d"), ("b", "c")]).values()) == {"a"}
