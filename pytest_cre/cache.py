"""A content-addressed response cache shared by every process of a run (SQLite, WAL mode).

The key is a hash of what affects the output only: the base URL set, model id, messages,
generation parameters, seed and sample index. Never the key, timeouts or concurrency. Only
real answers are stored (the client never offers errors or empty responses).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from pathlib import Path
from typing import Any

SCHEMA = 1


def cache_key(base_urls: list[str], model_id: str, messages: list[dict[str, str]],
              params: dict[str, Any], seed: int, sample: int) -> str:
    blob = json.dumps({"v": SCHEMA, "urls": sorted(base_urls), "model": model_id, "messages": messages,
                       "params": params, "seed": seed, "sample": sample},
                      sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


class ResponseCache:
    """Get/put JSON values by key. Safe for concurrent processes: WAL journal, a busy timeout,
    and every put is its own committed transaction."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.hits = 0
        self.puts = 0
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), timeout=60.0, isolation_level=None,
                                   check_same_thread=False)
        # WAL is persistent in the file: it is switched on once (the controller prepares the
        # file before xdist workers open it), not by every opener.
        if self._retry("PRAGMA journal_mode", ())[0][0].lower() != "wal":
            self._retry("PRAGMA journal_mode=WAL", ())
        self._retry("PRAGMA synchronous=NORMAL", ())
        if not self._retry("SELECT name FROM sqlite_master WHERE name = 'responses'", ()):
            self._retry("CREATE TABLE IF NOT EXISTS responses (key TEXT PRIMARY KEY, "
                        "value TEXT NOT NULL, created REAL NOT NULL)", ())

    def _retry(self, sql: str, args: tuple) -> list:
        # WAL writers still take a short write lock; a busy peer can also answer SQLITE_BUSY
        # without calling the busy handler (a stale snapshot), so back off and try again.
        for attempt in range(20):
            try:
                return self._db.execute(sql, args).fetchall()
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) and "busy" not in str(exc):
                    raise
                time.sleep(min(1.0, 0.01 * 2**attempt))
        return self._db.execute(sql, args).fetchall()

    def get(self, key: str) -> dict[str, Any] | None:
        rows = self._retry("SELECT value FROM responses WHERE key = ?", (key,))
        if not rows:
            return None
        self.hits += 1
        return json.loads(rows[0][0])

    def put(self, key: str, value: dict[str, Any]) -> None:
        self._retry("INSERT OR REPLACE INTO responses (key, value, created) VALUES (?, ?, ?)",
                    (key, json.dumps(value, ensure_ascii=False), time.time()))
        self.puts += 1

    def __len__(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def close(self) -> None:
        self._db.close()
