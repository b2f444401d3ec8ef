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
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), timeout=60.0, isolation_level=None,
                                   check_same_thread=False)
        # WAL is persistent in the file: switching (an exclusive lock) happens once, not every
        # time a worker opens it, or simultaneous openers wait on each other.
        if self._db.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
            self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        if not self._db.execute("SELECT name FROM sqlite_master WHERE name = 'responses'").fetchone():
            self._db.execute("CREATE TABLE IF NOT EXISTS responses (key TEXT PRIMARY KEY, "
                             "value TEXT NOT NULL, created REAL NOT NULL)")
        self.hits = 0
        self.puts = 0

    def get(self, key: str) -> dict[str, Any] | None:
        row = self._db.execute("SELECT value FROM responses WHERE key = ?", (key,)).fetchone()
        if row is None:
            return None
        self.hits += 1
        return json.loads(row[0])

    def put(self, key: str, value: dict[str, Any]) -> None:
        self._db.execute("INSERT OR REPLACE INTO responses (key, value, created) VALUES (?, ?, ?)",
                         (key, json.dumps(value, ensure_ascii=False), time.time()))
        self.puts += 1

    def __len__(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def close(self) -> None:
        self._db.close()
