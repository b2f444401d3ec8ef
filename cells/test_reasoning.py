"""Reasoning cells: one item per task x position x filler x tier x model (see README).

The grid comes from the --cre-* options; this module only says what a cell does.
"""

import pytest

pytestmark = pytest.mark.asyncio(loop_scope="session")


async def test_cell(cre_cell):
    await cre_cell.run()
