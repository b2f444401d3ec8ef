"""``python -m pytest_cre.cli``: the ``cre`` command."""

import sys

from . import main

sys.exit(main())
