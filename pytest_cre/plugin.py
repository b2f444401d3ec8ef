"""pytest11 entry point ``cre``: options, markers, hooks and fixtures; state lives in
``config.stash[SESSION]`` (a ``CreSession``)."""

from __future__ import annotations

import atexit
import contextlib
import functools
import gc
import os
import socket
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import pytest_asyncio

from .core.option_table import OPTIONS, Option
from .families.registry import option_rows
from .loop_scope import LoopScopeUnset

if TYPE_CHECKING:
    from .items import CellRun, ComparisonCheck
    from .session import CreSession

# Everything else is imported when the plugin starts: a pytest run that collects no cell and
# gives no --cre-* option pays for nothing but these imports and the option table.
SESSION = pytest.StashKey["CreSession"]()
_LAZY_ERROR = pytest.StashKey[str]()  # a usage error found by a start during collection
_PREVIOUS_HANDLERS = pytest.StashKey[dict]()  # SIGTERM, SIGHUP: what to restore at the end
_SIGNALLED = pytest.StashKey[str]()  # the signal that ended the run, when one did


def _import_own_modules_plainly(pluginmanager: pytest.PytestPluginManager) -> None:
    """pytest rewrites the asserts of every module of a package that has a ``pytest11`` entry
    point, ours included, and compiles the result from source in every process that writes no
    bytecode (``PYTHONDONTWRITEBYTECODE``, as many container images set; a read-only
    site-packages): ~0.6 s of CPU per process (each xdist worker too) for ~130 modules that hold
    three internal asserts and no test. The modules imported from here on are loaded as Python
    loads them. pytest has no public switch for a plugin's own modules (a ``PYTEST_DONT_REWRITE``
    docstring still parses each into an AST), so this takes our name out of its hook's marked
    names, and leaves all as it is where they are not there (``--assert=plain``, another pytest)."""
    marked = getattr(getattr(pluginmanager, "rewrite_hook", None), "_must_rewrite", None)
    if isinstance(marked, set):
        marked.discard(__name__.partition(".")[0])


def pytest_addoption(parser: pytest.Parser, pluginmanager: pytest.PytestPluginManager) -> None:
    _import_own_modules_plainly(pluginmanager)
    if not pluginmanager.has_plugin("cre-loop-scope"):  # see loop_scope.py
        pluginmanager.register(LoopScopeUnset(lambda config: SESSION in config.stash), "cre-loop-scope")
    group = parser.getgroup("cre", "pytest-cre: position-controlled long-context evaluation")
    group.addoption(
        "--cre-model",
        action="append",
        dest="cre_models",
        default=None,
        metavar="NAME",
        help="model to evaluate (repeatable): a registry name, VENDOR:MODEL_ID, or a "
        "raw id with --cre-base-url; default sim",
    )
    parser.addini("cre_models", "models to evaluate (one per line)", type="linelist", default=[])
    group.addoption(
        "--cre-plan",
        action="store_true",
        dest="cre_plan",
        default=False,
        help="print the plan of the selected cells per model (requests, prompt tokens, "
        "output bound, cached, cost at list prices) and run nothing",
    )
    group.addoption(
        "--cre-adaptive",
        action="store_true",
        dest="cre_adaptive",
        default=False,
        help="sample each comparison's two cells in paired rounds and stop it once its anytime-valid "
        "test settles it (significant, within --cre-adaptive-margin, out of reach, or --cre-n); "
        "docs/adaptive.md (default: off, the fixed --cre-n)",
    )
    add_options(parser, option_rows())


def add_options(parser: pytest.Parser, rows: tuple[Option, ...] | list[Option]) -> None:
    """Register option rows (a family's ``option_rows``) as flags and ini keys of the cre group:
    a plugin family calls this from its own ``pytest_addoption``, and ``build_settings`` hands
    their values to the family's ``parse_options``."""
    group = parser.getgroup("cre")
    for option in rows:
        group.addoption(option.flag, *option.aliases, dest=option.dest, default=None, help=option.help)
        # None when not set, so an ini key set to nothing can be told apart (and refused).
        parser.addini(option.dest, option.help, default=None)


def pytest_addhooks(pluginmanager: pytest.PytestPluginManager) -> None:
    from . import hookspecs

    pluginmanager.add_hookspecs(hookspecs)


# Path options whose ini value is relative to the ini file (a flag's is relative to the cwd).
_INI_PATHS = frozenset({"report_dir", "cache"})


def _raw_options(config: pytest.Config, rows: list[Option]) -> dict[str, Any]:
    """CLI > ini > environment of the shared and every family's rows, as raw strings for
    ``build_settings``."""
    raw: dict[str, Any] = {
        "models": config.getoption("cre_models") or config.getini("cre_models"),
        "base_dir": str(config.invocation_params.dir),
        "rootdir": str(config.rootpath),
        "keyword": config.getoption("keyword", ""),
        "adaptive": config.getoption("cre_adaptive", False),
    }  # -k can name a recall target
    from .core.errors import CreUsageError
    from .core.option_table import empty_value_error

    for option in rows:
        value = config.getoption(option.dest)
        error = empty_value_error(option, value)
        if value is None:
            value = config.getini(option.dest)
            error = empty_value_error(option, value, ini=True)
            if option.key in _INI_PATHS and value and value.strip() not in ("off", "refresh"):
                # As pytest's own ini paths: relative to the ini file, not to where pytest started.
                value = str((config.inipath.parent if config.inipath else config.rootpath) / Path(value).expanduser())
        if value is None and option.env:
            value = os.environ.get(option.env) or None  # an empty variable is an unset one
        if error:
            raise CreUsageError(error)
        if value not in (None, ""):
            raw[option.key] = value
    return raw


def pytest_configure(config: pytest.Config) -> None:
    """Start now only when the run asks for pytest-cre (a --cre-* option or ini key, xdist
    workers to serve, or a worker of a run that started it); otherwise the first cells module
    collected starts it (``pytest_generate_tests``), and a run that collects none never does:
    no grid, no data checks, no output (pytest-xdist registers its session only with -n)."""
    config.addinivalue_line("markers", "cre_family(name): the benchmark family a cells module runs")
    # Registered before unraisableexception's configure (pytest calls this plugin's first), so
    # it runs after that plugin's cleanup and its full collection (core.gc_freeze.freeze_for_teardown).
    config.add_cleanup(_thaw_heap)
    if _asked_for(config):
        _start(config)


def _thaw_heap() -> None:
    """Give the collector back what a run froze; a run that never started froze nothing (and
    imports nothing for it)."""
    heap = sys.modules.get("pytest_cre.core.gc_freeze")
    if heap is not None:
        heap.thaw_heap()


def _asked_for(config: pytest.Config) -> bool:
    workerinput = getattr(config, "workerinput", None)
    if workerinput is not None:
        return "cre_run_id" in workerinput
    if config.getoption("cre_plan") or config.getoption("cre_models") or config.getini("cre_models"):
        return True
    if _distributes(config):
        return True
    # Any --cre-* flag (a plugin family's too), or an ini key of the shared or built-in rows (a
    # plugin family's ini keys start it when its cells are collected).
    if any(k.startswith("cre_") and v not in (None, False) for k, v in vars(config.option).items()):
        return True
    return any(config.getini(o.dest) is not None for o in option_rows())


def _start(config: pytest.Config, session_started: pytest.Session | None = None) -> CreSession:
    """Build the run's session from the options, check them, and register the hooks that
    need it. ``session_started``: the pytest session when this happens during collection
    (its start hooks have run: the progress line is set up here instead)."""
    from .core.gc_freeze import freeze_survivors

    # What survives a full collection from here on (the modules, the task's data and its scan)
    # lives for the run: frozen, each later full collection skips it (thawed at the end).
    freeze_survivors()
    from .core.errors import CreUsageError
    from .endpoints.vendors import REGISTRY, VENDORS, check_key_file_for_workers, read_api_key
    from .families.registry import bind_families, builtin_families, check_family
    from .options import build_settings
    from .report.terminal import parse_progress
    from .session import CreSession, new_run_id

    families = builtin_families()
    config.hook.pytest_cre_families.call_historic(kwargs={"families": families})
    try:
        bind_families(families)  # first: a family built on another is checked as it will run
        for family in families.values():
            check_family(family)
            family.extend(config.hook)
    except CreUsageError as exc:
        raise pytest.UsageError(str(exc)) from None
    known = {m for family in families.values() for m in family.known_markers()}
    for name in ["cre", "cre_comparison", "cre_drop", *VENDORS, *sorted(known)]:
        config.addinivalue_line("markers", f"{name}: pytest-cre cells ({name})")
    registry = dict(REGISTRY)
    config.hook.pytest_cre_models.call_historic(kwargs={"registry": registry})
    workerinput = getattr(config, "workerinput", None)
    if config.getoption("cre_plan") and workerinput is None:
        config.option.dist, config.option.tx = "no", []  # the plan runs nothing: no workers
    try:
        rows = [*OPTIONS, *(o for family in families.values() for o in family.option_rows)]
        raw = _raw_options(config, rows)
        settings = build_settings(raw, registry, families)
        session = CreSession(
            settings,
            workerinput["cre_run_id"] if workerinput else new_run_id(),
            is_worker=workerinput is not None,
            families=families,
            rootpath=config.invocation_params.dir,
            workers=int(workerinput.get("workercount", 1)) if workerinput else 1,
            run_dir=_worker_run_dir(workerinput) if workerinput else None,
            hook=config.hook,
            invocation=tuple(config.invocation_params.args),
            progress_option=raw.get("progress"),
        )
        session.check()
        parse_progress(raw.get("progress"))  # a bad value is a usage error now, not at the first cell
        if workerinput and "cre_coordinator" in workerinput:
            session.connect(workerinput["cre_coordinator"], workerinput["cre_token"])
        elif not workerinput and _distributes(config):
            try:
                session.serve_workers()
            except OSError as exc:
                host, port = settings.coordinator
                raise CreUsageError(
                    f"--cre-coordinator {host}:{port}: cannot listen there ({exc.strerror or exc}): "
                    "give an address of this machine and a free port (0 picks one)"
                ) from None
        if _distributes(config) and any(m.batch for m in settings.models):
            raise CreUsageError(
                "--cre-batch sends every request from one process (the batch API answers them, the cells then "
                "read the answers): drop -n"
            )
        for model in settings.models:
            if not workerinput and _distributes(config):
                check_key_file_for_workers(model)  # before it is read: a pipe gives its key once
            key, warning = read_api_key(model, settings.api_key)
            session.end.keep_secret(key, settings.api_key)
            if warning and not workerinput:
                config.issue_config_time_warning(UserWarning(warning), stacklevel=2)
    except CreUsageError as exc:
        raise pytest.UsageError(str(exc)) from None
    for name, text in session.grid.marker_descriptions().items():
        config.addinivalue_line("markers", f"{name}: {text}")
    config.stash[SESSION] = session
    reports = ReportHooks(session, started_late=session_started is not None)
    config.pluginmanager.register(reports, "cre-reports")
    config.pluginmanager.register(DropCollection(), "cre-drops")
    if config.pluginmanager.hasplugin("xdist"):
        config.pluginmanager.register(XdistHooks(session), "cre-xdist")
    if session_started is not None:
        reports.pytest_sessionstart(session_started)
    return session


def _session_for(config: pytest.Config, session: pytest.Session) -> CreSession | None:
    """The run's session; a cells function collected in a run that did not start pytest-cre
    starts it now. A usage error then is kept for the end of collection (here it would be a
    collection error of the module; there it is one line and exit 4, as at startup)."""
    cre = config.stash.get(SESSION, None)
    if cre is not None or _LAZY_ERROR in config.stash:
        return cre
    try:
        return _start(config, session)
    except pytest.UsageError as exc:
        config.stash[_LAZY_ERROR] = str(exc)
        return None


# A comparison item's fixture is cre_comparison; cre_drop is its older name, still served.
_COMPARISON_ARGS = ("cre_comparison", "cre_drop")
_CELL_ARGS = frozenset({"cre_cell", *_COMPARISON_ARGS})


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makeitem(collector: pytest.Collector, name: str, obj: object) -> list | None:
    """A cells function whose family has nothing to run in this grid (recall cells without
    corpora, comparisons in a grid without any) collects no item, rather than pytest's
    empty-parameter placeholder that every run then reported as "1 deselected"."""
    if not callable(obj) or not collector.funcnamefilter(name):
        return None
    import inspect

    try:
        wanted = _CELL_ARGS & set(inspect.signature(obj).parameters)
    except (TypeError, ValueError):
        return None
    if not wanted:
        return None
    cre = _session_for(collector.config, collector.session)
    if cre is None:
        return None
    marker = collector.get_closest_marker("cre_family")
    family = marker.args[0] if marker and marker.args else None
    comparisons = any(family in (None, d.family) for d in cre.grid.comparisons)
    has = {
        "cre_cell": any(family in (None, c.family) for c in cre.grid.cells),
        **dict.fromkeys(_COMPARISON_ARGS, comparisons),
    }
    return None if all(has[arg] for arg in wanted) else []


def _distributes(config: pytest.Config) -> bool:
    """pytest-xdist will start workers for this run."""
    return getattr(config.option, "dist", "no") != "no" and bool(getattr(config.option, "tx", None))


def _worker_run_dir(workerinput: dict[str, Any]) -> Path | None:
    """The controller's run folder, where a worker on the controller's host appends its
    records; a worker on another host keeps its own (same run id, under its own report dir)."""
    return Path(workerinput["cre_run_dir"]) if workerinput.get("cre_host") == socket.gethostname() else None


class ReportHooks:
    """Bound to the session: collects records from reports on the controller (or the only
    process); xdist workers leave that to the controller. Under xdist, a cell whose reports
    are all in is handed to the coordinator, for drop items in other workers."""

    def __init__(self, session: CreSession, started_late: bool = False) -> None:
        self.session = session
        self.started_late = started_late  # during collection: its header lines come after it
        self._cell_records: dict[str, list[str]] = {}  # record lines, as reported

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if self.session.is_worker:
            return
        self.session.ledger.reported(
            report.nodeid, report.when, report.passed, report.skipped, getattr(report, "cre_unfit", None)
        )
        records = getattr(report, "cre_records", None)
        if records and report.when == "call":
            self.session.collector.add(records, getattr(report, "cre_record_lines", None))
        cell = getattr(report, "cre_cell", None)
        if cell is not None and self.session.coordinator is not None:
            if records and report.when == "call":  # a worker's report: its lines came with it
                self._cell_records[cell] = report.cre_record_lines
            elif report.when == "teardown":
                self.session.report_cell(cell, self._cell_records.pop(cell, []))

    def pytest_sessionstart(self, session: pytest.Session) -> None:
        """The progress line: in this process's terminal only, so not under xdist (workers
        have no terminal) and not with -q."""
        from .report.terminal import ProgressLine, choose_progress

        config = session.config
        writer = config.pluginmanager.get_plugin("terminalreporter")
        xdist = hasattr(config, "workerinput") or _distributes(config)
        mode, interval = choose_progress(
            self.session.progress_option, config.option.verbose, writer is not None and writer.isatty(), xdist
        )
        if writer is not None and mode != "off":
            capture = config.pluginmanager.get_plugin("capturemanager")
            self.session.progress = ProgressLine(
                writer,
                mode,
                interval,
                uncaptured=capture.global_and_fixture_disabled if capture is not None else contextlib.nullcontext,
            )


class XdistHooks:
    """Only registered when pytest-xdist is present: hands the run id, the run folder and the
    coordinator's address to every worker."""

    def __init__(self, session: CreSession) -> None:
        self.session = session

    def pytest_configure_node(self, node: Any) -> None:
        node.workerinput["cre_run_id"] = self.session.run_id
        node.workerinput["cre_run_dir"] = str(self.session.run_dir)
        node.workerinput["cre_host"] = socket.gethostname()
        if self.session.coordinator is not None:
            address, token = self.session.serve_workers()
            node.workerinput["cre_coordinator"] = address
            node.workerinput["cre_token"] = token
        self.session.warm_analysis()  # the controller idles while the workers run

    def pytest_xdist_make_scheduler(self, config: pytest.Config, log: Any) -> Any:
        """--cre-adaptive under -n: the cells a comparison links go to one worker as one unit
        (their rounds run in one process), every other item alone, as ``--dist load`` sends them."""
        if self.session.settings.analysis.adaptive is None or config.getvalue("dist") == "each":
            return None
        from xdist.scheduler import LoadScopeScheduling

        from .run.adaptive import connected
        from .run.ledger import item_id_of

        grid = self.session.grid
        group = connected((d.baseline_cell_id, d.cell_id) for d in grid.comparisons)

        class AdaptiveGroups(LoadScopeScheduling):
            def _split_scope(self, nodeid: str) -> str:
                spec = grid.items_of.get(item_id_of(nodeid) or "")
                return f"cre-adaptive:{group[spec.cell_id]}" if spec and spec.cell_id in group else nodeid

        return AdaptiveGroups(config, log)

    def pytest_handlecrashitem(self, crashitem: str, report: Any, sched: Any) -> None:
        """A cell whose worker died will never hand over records: say so, so drop items
        waiting for it in other workers skip at once instead of waiting."""
        from .run.ledger import item_id_of

        item_id = item_id_of(crashitem)
        if item_id is not None:  # a cell item (or a drop item: cell_crashed ignores those)
            self.session.cell_crashed(item_id)


def pytest_report_header(config: pytest.Config) -> list[str]:
    """What the families noticed while building the grid (e.g. recall targets excluded), and
    the correction groups as planned."""
    session = config.stash.get(SESSION, None)
    if session is None:
        return []
    return _start_lines(session) + _where_lines(config, session)


def _where_lines(config: pytest.Config, session: CreSession) -> list[str]:
    """Started outside the rootdir: where the run's folder and cache are (the rootdir's)."""
    if config.rootpath == config.invocation_params.dir or session.is_worker:
        return []
    cache = "off" if session.settings.cache_mode == "off" else os.path.relpath(session.settings.cache_path)
    return [
        f"cre: reports in {os.path.relpath(session.report_dir)}, cache {cache} (started outside the "
        f"rootdir {config.rootpath}: the default ones are the rootdir's, not this folder's)"
    ]


def pytest_report_collectionfinish(config: pytest.Config) -> list[str]:
    """The header's lines of a session that started during collection (after the header),
    shown where the header would be (not with -q)."""
    session = config.stash.get(SESSION, None)
    reports = config.pluginmanager.get_plugin("cre-reports")
    if session is None or reports is None or not reports.started_late or config.option.verbose < 0:
        return []
    return _start_lines(session)


def _start_lines(session: CreSession) -> list[str]:
    return session.grid.header_lines()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if not _CELL_ARGS & set(metafunc.fixturenames):
        return
    session = _session_for(metafunc.config, metafunc.definition.session)
    if session is None:
        return
    # A cells module names its family (``pytestmark = pytest.mark.cre_family("recall")``); an
    # unmarked one runs every family's cells.
    marker = metafunc.definition.get_closest_marker("cre_family")
    family = marker.args[0] if marker and marker.args else None
    if "cre_cell" in metafunc.fixturenames:
        params = []
        for spec in session.grid.cells:
            if family is not None and spec.family != family:
                continue
            marks = [pytest.mark.cre, *(getattr(pytest.mark, name) for name in spec.markers())]
            reason = session.grid.skip_reason(spec)
            if reason:
                marks.append(pytest.mark.skip(reason=reason))
            params.append(pytest.param(spec, marks=marks, id=spec.item_id))
        metafunc.parametrize("cre_cell", params, indirect=True)
    arg = next((a for a in _COMPARISON_ARGS if a in metafunc.fixturenames), None)
    if arg is not None:
        params = []
        for drop in session.grid.comparisons:
            if family is not None and drop.family != family:
                continue
            marks = [
                pytest.mark.cre_comparison,
                pytest.mark.cre_drop,
                *(getattr(pytest.mark, name) for name in drop.markers()),
            ]
            reason = session.grid.skip_reason_of_cells(drop.cell_id, drop.baseline_cell_id)
            if reason:
                marks.append(pytest.mark.skip(reason=reason))
            params.append(pytest.param(drop, marks=marks, id=drop.drop_id))
        metafunc.parametrize(arg, params, indirect=True)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """``-k`` with exact dimension values: naming a tier, position, filler, task, model or
    vendor exactly selects that value only (``-k 8k`` is not ``128k``, ``-k middle`` is not
    ``middle_twice``); every other word keeps pytest's substring meaning. We apply the whole
    expression here and clear it so pytest's own (substring-only) pass does not run twice."""
    if _LAZY_ERROR in config.stash:
        raise pytest.UsageError(config.stash[_LAZY_ERROR])
    session = config.stash.get(SESSION, None)
    if session is not None:
        from .items import select_by_keyword

        select_by_keyword(config, items, session)


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """A run that will execute cells gets its folder and run.json (in_progress) up front."""
    cre = session.config.stash.get(SESSION, None)
    if cre is None or session.config.option.collectonly or session.config.getoption("cre_plan"):
        return
    from .items import spec_of

    if any(spec_of(item) is not None and not cre.grid.skip_reason(spec_of(item)) for item in session.items):
        cre.mark_started()


@pytest.hookimpl(tryfirst=True)
def pytest_runtestloop(session: pytest.Session) -> bool | None:
    """``--cre-plan``: the selected cells' plan instead of running them (like --collect-only)."""
    cre = session.config.stash.get(SESSION, None)
    if cre is not None and not session.config.getoption("cre_plan") and not cre.is_worker:
        _end_on_signals(session.config)
        if any(m.batch for m in cre.settings.models) and not session.config.option.collectonly:
            _batch_phase(session, cre)
    if cre is None or not session.config.getoption("cre_plan") or session.testsfailed:
        return None  # (collection errors: pytest's own loop reports them)
    from .core.errors import CreDataError, CreUsageError
    from .items import spec_of
    from .run.plan import plan_cells, plan_lines

    specs = [s for s in map(spec_of, session.items) if s is not None]
    writer = session.config.pluginmanager.get_plugin("terminalreporter")
    try:
        lines = plan_lines(plan_cells(cre.settings, specs, cre.families, cre.grid.data), cre.settings.max_cost)
    except (CreDataError, CreUsageError) as exc:
        raise pytest.UsageError(f"--cre-plan: {exc}") from None
    if writer is not None:
        writer.write_sep("=", f"pytest-cre plan: {len(specs)} cells selected, nothing run")
        for line in lines:
            writer.write_line(line)
    return True


def _batch_phase(session: pytest.Session, cre: CreSession) -> None:
    """--cre-batch: the selected cells' requests go through the batch API before any runs."""
    from .items import spec_of
    from .run.batching import BatchPhase

    specs = [s for s in map(spec_of, session.items) if s is not None and not cre.grid.skip_reason(s)]
    writer = session.config.pluginmanager.get_plugin("terminalreporter")
    say = writer.write_line if writer is not None else (lambda line: None)
    BatchPhase(cre.runner, cre.run_dir, cre.report_dir, say).run(specs)


def _end_on_signals(config: pytest.Config) -> None:
    """While the run's items run and its reports are written (until ``pytest_unconfigure``),
    SIGTERM and SIGHUP (``timeout``, a CI cancel, Kubernetes, systemd, a closed terminal) end
    it as Ctrl-C does: interrupted, its reports written, a resume hint, ``latest`` moved.
    Only where nobody chose another handler (``nohup`` ignores SIGHUP: it stays ignored), and
    only in the process that writes the run's end (an xdist controller, not its workers)."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        return

    def interrupt(signum: int, frame: Any) -> None:
        config.stash[_SIGNALLED] = signal.Signals(signum).name
        on_sigint = signal.getsignal(signal.SIGINT)
        if callable(on_sigint):  # Python's, or the event loop's while a coroutine runs
            on_sigint(signal.SIGINT, frame)
        else:  # Ctrl-C ignored (a background job): the signal still ends the run
            raise KeyboardInterrupt

    previous = config.stash.setdefault(_PREVIOUS_HANDLERS, {})
    for name in ("SIGTERM", "SIGHUP"):
        sig = getattr(signal, name, None)
        if sig is not None and sig not in previous and signal.getsignal(sig) == signal.SIG_DFL:
            previous[sig] = signal.signal(sig, interrupt)


def _restore_signals(config: pytest.Config) -> None:
    import signal

    for sig, handler in config.stash.get(_PREVIOUS_HANDLERS, {}).items():
        signal.signal(sig, handler)
    config.stash[_PREVIOUS_HANDLERS] = {}


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):
    """Tell a cell which cells run after it in this process, so it can queue their requests
    behind its own while its stragglers finish (see CellRun.run)."""
    session = item.config.stash.get(SESSION, None)
    if session is not None:
        from .items import UPCOMING, spec_of, upcoming

        if spec_of(item) is not None:
            item.stash[UPCOMING] = upcoming(item, nextitem, session)
    return (yield)


class DropCollection:
    """Registered in pytest_configure (a module cannot hold two impls of one hook). The
    outermost wrapper, so it acts after every other plugin has deselected or reordered
    (-k, -m, --lf, --ff, randomly)."""

    @pytest.hookimpl(wrapper=True, tryfirst=True)
    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]):
        collected = list(items)
        result = yield
        session = config.stash.get(SESSION, None)
        if session is not None:
            from .items import settle_drops, spec_of

            settle_drops(config, items, session, collected)
            if session.settings.analysis.adaptive is not None:  # a fixed run walks the items no more
                selected = [s for s in map(spec_of, items) if s is not None and not session.grid.skip_reason(s)]
                session.plan_adaptive(selected)
        return result


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def cre_runner(request: pytest.FixtureRequest):
    """The process's runner (data, pools, sim, clients) on the session event loop."""
    session = request.config.stash[SESSION]
    if session.link_error:
        pytest.fail(session.link_error, pytrace=False)
    runner = session.runner
    yield runner
    await runner.aclose()


@pytest.fixture
def cre_comparison(request: pytest.FixtureRequest) -> ComparisonCheck:
    """The comparison this item tests (parametrized by the plugin from the grid)."""
    from .items import ComparisonCheck

    return ComparisonCheck(request.param, request.config.stash[SESSION], request.node)


@pytest.fixture
def cre_drop(request: pytest.FixtureRequest) -> ComparisonCheck:
    """``cre_comparison`` by its older name (cells modules written before the rename)."""
    from .items import ComparisonCheck

    return ComparisonCheck(request.param, request.config.stash[SESSION], request.node)


@pytest.fixture
def cre_cell(request: pytest.FixtureRequest, cre_runner: Any) -> CellRun:
    """The cell this test item runs (parametrized by the plugin from the selected grid)."""
    from .items import CellRun

    return CellRun(request.param, cre_runner, request.node, request.config.stash[SESSION])


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    report = yield
    if SESSION not in item.config.stash:
        return report
    from .items import RECORDS, UNFIT, spec_of

    if call.when == "call" and RECORDS in item.stash:
        report.cre_records = item.stash[RECORDS]
    if call.when == "call" and UNFIT in item.stash:
        report.cre_unfit = item.stash[UNFIT]
    spec = spec_of(item)
    if spec is not None:
        report.cre_cell = spec.item_id  # the controller hands finished cells to other workers
    return report


@pytest.hookimpl(wrapper=True)
def pytest_report_to_serializable(config: pytest.Config, report: Any):
    """An xdist worker's report carries its records as their records.jsonl lines: a few strings,
    where the dicts would be tens of thousands of objects to serialize (measured: a worker's
    peak memory 201 MB instead of 148 MB with a 64K cell)."""
    data = yield
    cre = config.stash.get(SESSION, None)
    if isinstance(data, dict) and data.get("cre_records") and cre is not None:
        data["cre_records"] = cre.record_lines(data["cre_records"])
    return data


@pytest.hookimpl(wrapper=True)
def pytest_report_from_serializable(config: pytest.Config, data: dict[str, Any]):
    """The controller's side: the records back as dicts, their lines kept for the coordinator.
    Their filler lists stay packed: the controller only gathers them for the reports, which
    read records.jsonl packed too (a 200K-sample run's lists unpacked take ~10 GB)."""
    report = yield
    lines = getattr(report, "cre_records", None)
    if lines and isinstance(lines[0], str):
        from .core.record import from_line

        report.cre_record_lines = lines
        report.cre_records = [from_line(line, packed=True) for line in lines]
    return report


@functools.cache  # once per process
def _freeze_heap_at_exit() -> None:
    """At interpreter exit, move every object into the collector's permanent generation: its
    final collections then skip the heap that the SDK and the analysis stack built (measured:
    a run's exit took 0.38 s more without it). Only at the real exit, so a pytest run inside
    another process (pytester) leaves that process's collector alone."""
    atexit.register(gc.freeze)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    cre = session.config.stash.get(SESSION, None)
    if cre is not None:
        stopped = bool(session.shouldstop or session.shouldfail) or exitstatus == pytest.ExitCode.INTERRUPTED
        cre.end.finish(complete=not stopped)
        if cre.end.interrupted_writing:  # a Ctrl-C while the reports were written: no traceback
            session.exitstatus = pytest.ExitCode.INTERRUPTED
        if cre.ran_cells:
            _freeze_heap_at_exit()
        # Selected cells of which none ran (no key, no data) measured nothing: not a success.
        # 5 is pytest's own "no tests ran" (what a -k that selects nothing already gives).
        if exitstatus == pytest.ExitCode.OK and not cre.is_worker and cre.end.nothing_ran():
            session.exitstatus = pytest.ExitCode.NO_TESTS_COLLECTED
            cre.end.exits_nothing_ran()


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    cre = config.stash.get(SESSION, None)
    try:
        _write_summary(terminalreporter, config, cre)
    except KeyboardInterrupt:  # finish() wrote the files already: stop printing, no traceback
        where = f" ({os.path.relpath(cre.run_dir)}/summary.md)" if cre is not None and cre.end.written else ""
        terminalreporter.write_line(f"pytest-cre: summary not printed (Ctrl-C); the run's files have it{where}")


def _write_summary(terminalreporter: Any, config: pytest.Config, cre: CreSession | None) -> None:
    lines = cre.end.summary_lines() if cre is not None and not cre.is_worker else []
    details = cre.end.details() if cre is not None and cre.end.records and config.option.verbose > 0 else []
    if details:
        terminalreporter.write_sep("=", "pytest-cre details")
        for text, markup in details:
            terminalreporter.write_line(text, **markup)
    if lines:
        terminalreporter.write_sep("=", "pytest-cre summary")
        for line in lines:
            terminalreporter.write_line(line)


def pytest_unconfigure(config: pytest.Config) -> None:
    cre = config.stash.get(SESSION, None)
    if cre is not None:
        cre.close()
        # The last line a user sees after Ctrl-C (pytest's own lines come after the summary).
        end = cre.end
        if end.status not in (None, "complete") and not cre.is_worker and cre.folder.started:
            reporter = config.pluginmanager.get_plugin("terminalreporter")
            signalled = config.stash.get(_SIGNALLED, None)
            status = f"{end.status} ({signalled})" if signalled and end.status == "interrupted" else end.status
            if reporter is not None:
                reporter.write_line(f"pytest-cre: run {cre.run_id} is {status}: {end.resume_hint()}", yellow=True)
        if cre.ran_cells:
            from .core.gc_freeze import freeze_for_teardown

            freeze_for_teardown()
    _restore_signals(config)
