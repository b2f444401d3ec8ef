"""Function-recall items: one per corpus x target x model (see README). The corpora come from
--cre-corpora or --cre-grid recall; this module only says what an item does."""

import pytest

pytestmark = pytest.mark.cre_family("recall")


@pytest.mark.asyncio(loop_scope="session")
async def test_recall(cre_cell):
    await cre_cell.run()
