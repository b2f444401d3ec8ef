"""The built-in families; plugins add theirs through ``pytest_cre_families``."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core.errors import CreUsageError
from ..core.option_table import OPTIONS, Option

if TYPE_CHECKING:
    from .base import Family


def builtin_families() -> dict[str, Any]:
    """A fresh set of the built-in families (each process extends its own), by name, bound to
    each other (``bind_families``); after ``pytest_cre_families`` changes them, bind again."""
    from .mrcr.family import MrcrFamily
    from .reasoning.family import ReasoningFamily
    from .recall.family import RecallFamily
    from .retrieval.family import RetrievalFamily

    families: list[Any] = [ReasoningFamily(), RetrievalFamily(), RecallFamily(), MrcrFamily()]
    by_name = {f.name: f for f in families}
    bind_families(by_name)
    return by_name


def bind_families(families: Mapping[str, Family[Any, Any]]) -> None:
    """Hand every family the registered ones (``Family.bind``): a family built on another uses
    the instance registered under that name, a user's replacement included."""
    for family in families.values():
        family.bind(families)


# The class attributes every family sets, and what each holds (``families.base.Family``).
REQUIRED = {
    "name": "its name (records' family field, -k and markers)",
    "template_versions": "its prompt template versions, the default first",
    "scorer_version": "its scorer's version, stamped on every record",
    "reporter": "its Reporter instance (tables and page)",
}


# The output hooks a Reporter had before a family's report became one value (issue 45).
REMOVED_HOOKS = (
    "headline", "notes", "limit_hits_line", "tables", "summary", "figures", "board",
    "contrast", "contrast_lines", "terminal_lines", "html",
)  # fmt: skip


def stale_hooks(reporter: type) -> list[str]:
    """The removed output hooks a reporter class still writes where nothing reads them: each
    defined below the class whose ``report`` it inherits (a reporter written before ``report``,
    or a subclass of a built-in one overriding ``notes``). A helper of that name beside (or
    above) the class's own ``report`` is the family's to call, and fine."""
    mro = reporter.__mro__
    reports = next(i for i, cls in enumerate(mro) if "report" in vars(cls))
    return [
        name for name in REMOVED_HOOKS if any(name in vars(cls) and callable(vars(cls)[name]) for cls in mro[:reports])
    ]


def check_family(family: Any) -> None:
    """A ``CreUsageError`` naming the first class attribute a registered family lacks (a
    required method is abstract: the family could not have been made without it)."""
    where = family_location(family)
    for attribute, holds in REQUIRED.items():
        if getattr(family, attribute, None) in (None, "", ()):
            raise CreUsageError(f"family {where} has no {attribute}: set it on the class ({holds})")
    if not getattr(family.reporter, "cell_keys", None):
        raise CreUsageError(f"family {where}: its reporter has no cell_keys (the label columns of a cell row)")
    stale = stale_hooks(type(family.reporter))
    if stale:
        raise CreUsageError(
            f"family {where}: its reporter defines {', '.join(stale)}, which pytest-cre no longer calls: "
            "make them pieces of one report(given) -> FamilyReport (docs/extending.md)"
        )


def option_rows() -> tuple[Option, ...]:
    """The shared option rows and the built-in families' (their ``option_rows``), read without
    loading the families: what pytest registers in every run and the ``cre`` subcommands take."""
    from .mrcr.options import OPTION_ROWS as mrcr
    from .reasoning.options import OPTION_ROWS as reasoning
    from .recall.options import OPTION_ROWS as recall
    from .retrieval.options import OPTION_ROWS as retrieval

    return (*OPTIONS, *reasoning, *retrieval, *recall, *mrcr)


def family_location(family: Any) -> str:
    """Where a family's class is (``module:QualName``): run.json keeps it for ``cre report``."""
    cls = type(family)
    return f"{cls.__module__}:{cls.__qualname__}"


def family_at(location: str) -> Any:
    """A fresh instance of the class at ``location`` (``module:QualName``); what importing or
    making it raises is the caller's to say in its own terms."""
    module_name, _, qualname = location.partition(":")
    target: Any = importlib.import_module(module_name)
    for part in qualname.split("."):
        target = getattr(target, part)
    return target()


def load_family(name: str, location: str) -> Any:
    """A fresh instance of the family a run recorded at ``location`` (a plugin's family, for
    ``cre report`` outside pytest). A usage error, with the fix, when it cannot be imported."""
    try:
        family = family_at(location)
    except Exception as exc:  # whatever the plugin's import raises: one line, not a traceback
        raise CreUsageError(
            f"records of family {name!r}, whose code the run recorded at {location}, which "
            f"cannot be loaded here ({type(exc).__name__}: {exc}): run cre report where that "
            f"module imports (install its plugin, or set PYTHONPATH)"
        ) from None
    if getattr(family, "name", None) != name:
        raise CreUsageError(
            f"{location} is family {getattr(family, 'name', None)!r}, not {name!r}: the run's "
            f"run.json and this installation disagree"
        )
    return family
