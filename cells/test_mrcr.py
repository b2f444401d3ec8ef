"""MRCR cells: one item per needles x tier x position x model (see docs/mrcr.md). They run with
--cre-grid mrcr, any --cre-mrcr-* option, or -k naming mrcr; this module only says what an item does."""

import pytest

pytestmark = pytest.mark.cre_family("mrcr")


@pytest.mark.asyncio(loop_scope="session")
async def test_mrcr(cre_cell):
    await cre_cell.run()


def test_mrcr_comparison(cre_comparison):
    cre_comparison.check()
