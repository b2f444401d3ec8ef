"""This process's part of a pytest-cre run (``CreSession``, kept in ``config.stash``) and how
the run ends (``RunEnd``)."""

from .cre_session import WARM_WHEN_WAITING_S, CreSession, new_run_id, report_folder
from .ending import RunEnd

__all__ = ["WARM_WHEN_WAITING_S", "CreSession", "RunEnd", "new_run_id", "report_folder"]
