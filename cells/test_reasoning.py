"""Reasoning cells: one item per task x position x filler x tier x model, then one comparison item
per comparison (see README). The grid comes from the --cre-* options; this module only says
what an item does. Cells come first: drop items use their records.
"""

import pytest

pytestmark = pytest.mark.cre_family("reasoning")


@pytest.mark.asyncio(loop_scope="session")
async def test_cell(cre_cell):
    await cre_cell.run()


def test_comparison(cre_comparison):
    cre_comparison.check()
