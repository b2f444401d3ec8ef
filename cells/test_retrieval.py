"""Retrieval cells: a needle in the reasoning cells' contexts, one item per task x position x
filler x tier x model (see README). They run with --cre-grid contrast or --cre-needle; this
module only says what an item does."""

import pytest

pytestmark = pytest.mark.cre_family("retrieval")


@pytest.mark.asyncio(loop_scope="session")
async def test_retrieval(cre_cell):
    await cre_cell.run()


def test_retrieval_comparison(cre_comparison):
    cre_comparison.check()
