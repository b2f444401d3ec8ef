"""A content-addressed response cache shared by every process of a run (SQLite, WAL mode).

The key is a hash of what affects the output only: the base URL set, model id, messages,
generation parameters, seed and sample index. Never the key, timeouts or concurrency. Only
real answers are stored (the client never offers errors or empty responses).
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import stat
import threading
import time
import warnings
from pathlib import Path
from typing import Any

from ..core.atomic import well_formed
from ..core.errors import CreDataError, CreUsageError

SCHEMA = 2
TABLES = ("responses", "prompts", "analysis")  # answers; assembled-prompt facts; analysis.memo's answers
_FIX = "pass --cre-cache PATH (a new .sqlite file) or --cre-cache off"


def _digest(obj: Any) -> str:
    blob = json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def cache_key(
    base_urls: list[str], model_id: str, prompt_sha256: str, params: dict[str, Any], seed: int, sample: int
) -> str:
    """The response key: the messages enter through their sha256 (content addressing)."""
    return _digest(
        {
            "v": SCHEMA,
            "urls": sorted(base_urls),
            "model": model_id,
            "prompt": prompt_sha256,
            "params": params,
            "seed": seed,
            "sample": sample,
        }
    )


def prompt_key(**identity: Any) -> str:
    """The key of an assembled prompt: everything assembly depends on (template version,
    tokenizer, budget, data and pool fingerprints, position, seed, sample)."""
    return _digest({"v": SCHEMA, **identity})


def check_cache_path(path: Path) -> None:
    """Raise ``CreUsageError`` (one line, with the fix) when ``path`` cannot be the cache: a
    directory, a file that is not SQLite (text, corrupt), a read-only file or folder. Reads
    only: nothing is created, so a run that never asks anything leaves no cache behind."""
    if path.is_dir():
        raise CreUsageError(f"cache {path} is a directory, not a file: {_FIX}")
    try:
        mode = path.stat().st_mode
    except OSError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        # /dev/null, a pipe, a socket: never offer to delete it (as root that breaks the system)
        raise CreUsageError(
            f"cache {path} is not a regular file (a device, pipe or socket), so it cannot be an SQLite cache: {_FIX}"
        )
    if not path.exists():
        parent = path.parent
        while not parent.exists() and parent != parent.parent:
            parent = parent.parent
        if not parent.is_dir():
            raise CreUsageError(f"cache {path}: {parent} is a file, not a folder: {_FIX}")
        if not os.access(parent, os.W_OK | os.X_OK):
            raise CreUsageError(f"cache {path}: folder {parent} is not writable: {_FIX}")
        return
    if not os.access(path, os.R_OK | os.W_OK) or not os.access(path.parent, os.W_OK | os.X_OK):
        raise CreUsageError(f"cache {path} is read-only (the file or its folder): make both writable or {_FIX}")
    try:
        with open(path, "rb") as f:
            head = f.read(16)
    except OSError as exc:
        raise CreUsageError(f"cannot read cache {path}: {exc.strerror}: {_FIX}") from None
    if head and head != b"SQLite format 3\x00":
        raise CreUsageError(f"cache {path} is not an SQLite file (is it a text file?): {_FIX}")
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            db.execute("SELECT name FROM sqlite_master").fetchall()
        finally:
            db.close()
    except sqlite3.DatabaseError as exc:
        if _damaged(exc):
            raise CreUsageError(f"cache {path} is corrupt ({exc}): delete it or {_FIX}") from None
        raise CreUsageError(f"cannot read cache {path} ({exc}): {_remedy(exc)}") from None


def _damaged(exc: sqlite3.DatabaseError) -> bool:
    """The file itself is broken (SQLITE_CORRUPT, SQLITE_NOTADB): the only case where deleting
    it is the fix. A full disk or an I/O error is no reason to throw paid answers away."""
    return getattr(exc, "sqlite_errorname", "") in ("SQLITE_CORRUPT", "SQLITE_NOTADB") or "malformed" in str(exc)


def _remedy(exc: sqlite3.DatabaseError) -> str:
    if _damaged(exc):
        return f"delete it or {_FIX}"
    if getattr(exc, "sqlite_errorname", "").startswith(("SQLITE_FULL", "SQLITE_IOERR")):
        return f"free space on its disk (the answers in it are kept), or {_FIX}"
    return _FIX


class CacheWarning(UserWarning):
    """A damaged row met in the response cache (it is asked again)."""


class ResponseCache:
    """Get/put JSON values by key. Safe for concurrent processes: WAL journal, a busy timeout,
    and every put is its own committed transaction."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()  # one connection, used from the loop's helper threads
        self.damaged_rows = 0  # rows read back that were not answers (asked again), this process
        check_cache_path(path)
        try:
            path.parent.mkdir(exist_ok=True)  # the default's own folder; never the folders above it
            self._db = sqlite3.connect(str(path), timeout=60.0, isolation_level=None, check_same_thread=False)
            # WAL is persistent in the file: switched on by the first opener only.
            if self._retry("PRAGMA journal_mode", ())[0][0].lower() != "wal":
                self._retry("PRAGMA journal_mode=WAL", ())
            self._retry("PRAGMA synchronous=NORMAL", ())
            for table in TABLES:
                if not self._retry("SELECT name FROM sqlite_master WHERE name = ?", (table,)):
                    self._retry(
                        f"CREATE TABLE IF NOT EXISTS {table} (key TEXT PRIMARY KEY, "
                        "value TEXT NOT NULL, created REAL NOT NULL)",
                        (),
                    )
        except (OSError, sqlite3.Error, CreDataError) as exc:  # what the check could not foresee (a race, a full disk)
            raise CreUsageError(f"cannot open cache {path}: {exc}: {_FIX}") from None

    def _retry(self, sql: str, args: tuple[object, ...]) -> list[Any]:
        # WAL writers still take a short write lock; a busy peer can also answer SQLITE_BUSY
        # without calling the busy handler (a stale snapshot), so back off and try again.
        try:
            for attempt in range(20):
                try:
                    with self._lock:
                        return self._db.execute(sql, args).fetchall()
                except sqlite3.OperationalError as exc:
                    if "locked" not in str(exc) and "busy" not in str(exc):
                        raise
                    time.sleep(min(1.0, 0.01 * 2**attempt))
            with self._lock:
                return self._db.execute(sql, args).fetchall()
        except sqlite3.DatabaseError as exc:  # damaged, made read-only or out of room while the run used it
            raise CreDataError(f"cache {self.path} failed ({exc}): {_remedy(exc)}") from None

    def get(self, key: str, table: str = "responses") -> dict[str, Any] | None:
        """A stored value; ``table`` is ``responses`` or ``prompts`` (assembled-prompt facts,
        so a warm rerun need not assemble again)."""
        rows = self._retry(f"SELECT value FROM {_table(table)} WHERE key = ?", (key,))
        if not rows:
            return None
        try:
            value = json.loads(rows[0][0])
        except (TypeError, ValueError, RecursionError):
            value = None
        if not isinstance(value, dict):
            self.damaged(key, "not a JSON object", table)
            return None
        return value

    def damaged(self, key: str, why: str, table: str = "responses") -> None:
        """A row that cannot be what it stands for: counted, and said once per process (one
        line); the caller treats it as a miss, so it is asked again and replaced."""
        with self._lock:
            self.damaged_rows += 1
            first = self.damaged_rows == 1
        if first:
            warnings.warn(
                f"cache {self.path}: a damaged row in {table} ({why}; key {key[:12]}): "
                "such rows are asked again and replaced",
                CacheWarning,
                stacklevel=2,
            )

    def put(self, key: str, value: dict[str, Any], table: str = "responses") -> None:
        self._retry(
            f"INSERT OR REPLACE INTO {_table(table)} (key, value, created) VALUES (?, ?, ?)",
            (key, well_formed(json.dumps(value, ensure_ascii=False)), time.time()),
        )

    def texts(self, table: str) -> dict[str, str]:
        """Every row of ``table`` as stored: key -> JSON text."""
        return dict(self._retry(f"SELECT key, value FROM {_table(table)}", ()))

    def put_texts(self, rows: dict[str, str], table: str) -> None:
        """Store rows of JSON text as they are."""
        for key, text in rows.items():
            self._retry(
                f"INSERT OR REPLACE INTO {_table(table)} (key, value, created) VALUES (?, ?, ?)",
                (key, text, time.time()),
            )

    def __len__(self) -> int:
        """Stored responses."""
        return int(self._db.execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def close(self) -> None:
        self._db.close()


class RememberedAnswers:
    """``analysis.memo``'s store: the cache file's ``analysis`` table (the statistics libraries'
    and the leak scan's answers), opened at the first question. A file that cannot be read or written
    costs a recomputation, never the run: its responses' own use reports what is wrong with it."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self) -> dict[str, str]:
        try:
            cache = ResponseCache(self.path)
        except CreUsageError:
            return {}
        try:
            return cache.texts("analysis")
        except CreDataError:
            return {}
        finally:
            cache.close()

    def save(self, answers: dict[str, str]) -> None:
        try:
            cache = ResponseCache(self.path)
        except CreUsageError:
            return
        try:
            cache.put_texts(answers, "analysis")
        except CreDataError:
            pass
        finally:
            cache.close()


def _table(name: str) -> str:
    if name not in TABLES:
        raise ValueError(f"no cache table {name!r}")
    return name
