"""Issue 18's evidence, rerunnable: bad inputs and what each gives (exit status and the first line
of the error), then a grep of every output of a partial run for the key it was given.

    python benchmarks/trust_table.py            # prints a markdown table and the grep's result

Everything runs in a temporary project against the embedded sim or a loopback server that
refuses the key (401, echoing it back); nothing leaves the machine.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KEY = "sk-TRUSTTABLE-0123456789abcdefXYZ"


def _project(tmp: Path) -> Path:
    (tmp / "cells").mkdir()
    for name in ("test_reasoning.py", "test_recall.py"):
        (tmp / "cells" / name).write_text((ROOT / "cells" / name).read_text())
    (tmp / "pytest.ini").write_text("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    return tmp


def _run(cwd: Path, argv: list[str]) -> tuple[int, str]:
    out = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=600)
    text = out.stderr if out.returncode else out.stdout
    lines = [
        line for line in (out.stderr + "\n" + out.stdout).splitlines() if line.startswith(("ERROR:", "cre: error:"))
    ] or [line for line in text.splitlines() if line.strip()]
    return out.returncode, lines[0] if lines else ""


def _model_file(cwd: Path, name: str, line: str) -> None:
    (cwd / "models").mkdir(exist_ok=True)
    (cwd / "models" / f"{name}.toml").write_text(
        f'name = "served-model"\nvendor = "vllm"\nbase_url = "http://127.0.0.1:9/v1"\napi_key = "not-needed"\n{line}\n'
    )


def _records(cwd: Path, run: Path, name: str, field: str, value: object) -> str:
    lines = (run / "records.jsonl").read_text().splitlines()
    rec = json.loads(lines[1])
    rec[field] = value
    folder = cwd / f"bad-{name}"
    folder.mkdir()
    (folder / "records.jsonl").write_text("\n".join([lines[0], json.dumps(rec), *lines[2:]]) + "\n")
    return str(folder)


class _Refuse(BaseHTTPRequestHandler):
    """Answers every request 401, echoing the key it was sent (as vendors do, masked or not)."""

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        sent = self.headers.get("Authorization", "").removeprefix("Bearer ")
        body = json.dumps(
            {
                "error": {
                    "message": f"Incorrect API key provided: {sent[:8]}****{sent[-6:]} ({sent})",
                    "code": "invalid_api_key",
                }
            }
        ).encode()
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def main() -> int:
    py, cre = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider"], [sys.executable, "-m", "pytest_cre.cli"]
    with tempfile.TemporaryDirectory() as tmp:
        cwd = _project(Path(tmp))
        subprocess.run(
            [*py, "cells", "--cre-n", "4", "--cre-tiers", "4k", "--cre-fillers", "ws", "-q"],
            cwd=cwd,
            capture_output=True,
            check=True,
        )
        run = (cwd / "reports" / "latest").resolve()
        for name, line in (
            ("timeout", "timeout = -1"),
            ("tokens", "max_tokens = -5"),
            ("temp", "temperature = 1e999"),
            ("conc", "concurrency = 0"),
        ):
            _model_file(cwd, name, line)
        (cwd / "other").mkdir()
        (cwd / "other" / "notes.txt").write_text("mine")
        rows: list[tuple[str, list[str]]] = [
            ("pytest cells --cre-tiers 1k", [*py, "cells", "--cre-tiers", "1k"]),
            (
                "pytest cells --cre-tiers 2k --cre-fillers ws",
                [*py, "cells", "--cre-tiers", "2k", "--cre-fillers", "ws"],
            ),
            ("pytest cells --cre-tiers 99999999k", [*py, "cells", "--cre-tiers", "99999999k"]),
            ("cre plan --cre-tiers 1k", [*cre, "plan", "--cre-tiers", "1k"]),
            ("model file: timeout = -1", [*py, "cells", "--cre-model", "timeout"]),
            ("model file: max_tokens = -5", [*py, "cells", "--cre-model", "tokens"]),
            ("model file: temperature = 1e999", [*py, "cells", "--cre-model", "temp"]),
            ("model file: concurrency = 0", [*py, "cells", "--cre-model", "conc"]),
            (
                "--cre-base-url with a password holding / and @",
                [*py, "cells", "--cre-model", "m", "--cre-base-url", "http://u:p/ss@w0rd@127.0.0.1:9/v1"],
            ),
            ("cre report --out a folder of other files", [*cre, "report", str(run), "--out", str(cwd / "other")]),
            ("cre report --out reports", [*cre, "report", str(run), "--out", str(cwd / "reports")]),
        ]
        for field, value in (
            ("cell_id", ["a"]),
            ("seed", [1]),
            ("status", None),
            ("prompt_tokens", "lots"),
            ("completion_tokens", "x"),
            ("sample", "five"),
            ("correct", "yes"),
            ("status", "great"),
            ("model", None),
        ):
            rows.append(
                (
                    f"cre report: a record with {field} = {json.dumps(value)}",
                    [*cre, "report", _records(cwd, run, f"{field}-{len(rows)}", field, value)],
                )
            )
        print("| input | exit | first line |\n|---|---|---|")
        for label, argv in rows:
            code, first = _run(cwd, argv)
            print(f"| `{label}` | {code} | {first.replace('|', '/')} |")

        # The secret grep: a run that ends partial (the key refused) writes the resume hint everywhere.
        server = ThreadingHTTPServer(("127.0.0.1", 0), _Refuse)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/v1"
        shown = subprocess.run(
            [
                *py,
                "cells",
                "--cre-model",
                "m",
                "--cre-base-url",
                url,
                "--cre-api-key",
                KEY,
                "--cre-n",
                "4",
                "--cre-tiers",
                "4k",
                "--cre-fillers",
                "ws",
                "--junitxml=junit.xml",
                "-rA",
                "-l",
            ],
            cwd=cwd,
            capture_output=True,
            text=True,
        )
        server.shutdown()
        (cwd / "terminal.txt").write_text(shown.stdout + shown.stderr)
        pieces = [KEY, KEY[:8], KEY[-6:], KEY[9:19]]
        hits = [
            f"{p.relative_to(cwd)}: {piece!r}"
            for p in sorted(cwd.rglob("*"))
            if p.is_file()
            for piece in pieces
            if piece.encode() in p.read_bytes()
        ]
        partial = "PARTIAL" in shown.stdout
        print(
            f"\nsecret grep: key and 3 fragments over {sum(1 for p in cwd.rglob('*') if p.is_file())} files "
            f"(reports/, .cre-cache/, junit.xml, the terminal; run partial: {partial}): "
            f"{'; '.join(hits) if hits else 'no hit'}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
