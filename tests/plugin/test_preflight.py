"""Before the first request of a self-hosted model, the server is asked its context window
(llama.cpp ``/props``, vLLM ``/v1/models``) and counts the first prompt of each cell: a cell that
cannot fit is skipped with one line (the window, the count, the fix) and sends nothing; a server
that does not say changes nothing. A loopback server speaks llama.cpp's and vLLM's bodies as
their documentation and a real llama-server (tests/real) give them."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from helpers import run_records

from pytest_cre.endpoints import server_info
from pytest_cre.endpoints.vendors import resolve_model

ARGS = ["--cre-n", "2", "--cre-fillers", "ws", "--cre-positions", "end", "-p", "no:cacheprovider", "-rs"]


class Server(ThreadingHTTPServer):
    """llama.cpp-like (``kind="llamacpp"``), vLLM-like, or one that says nothing (``"none"``);
    counts a word as 1.3 of its tokens (a tokenizer that is not cl100k's)."""

    daemon_threads = True

    def __init__(self, kind: str, n_ctx: int, key: str | None = None) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.kind, self.n_ctx = kind, n_ctx
        self.completions = 0
        self.key = key  # when set, every POST must carry it as a bearer token (else 401)
        self.counted_with_key = 0  # /tokenize calls that carried it
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    def count(self, text: str) -> int:
        return int(len(text.split()) * 1.3) + 8  # + the chat template's tokens


class _Handler(BaseHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass

    def _send(self, status: int, body: Any) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        srv: Server = self.server  # type: ignore[assignment]
        if srv.kind == "llamacpp" and self.path == "/props":
            self._send(200, {"default_generation_settings": {"n_ctx": srv.n_ctx}, "total_slots": 2})
        elif srv.kind == "vllm" and self.path == "/v1/models":
            self._send(200, {"object": "list", "data": [{"id": "m", "object": "model", "max_model_len": srv.n_ctx}]})
        else:
            self._send(404, {"error": {"code": 404, "message": "File Not Found", "type": "not_found_error"}})

    def do_POST(self) -> None:
        srv: Server = self.server  # type: ignore[assignment]
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        text = " ".join(m["content"] for m in body.get("messages", []))
        if srv.key is not None:
            if self.headers.get("Authorization") != f"Bearer {srv.key}":
                self._send(401, {"error": {"code": 401, "message": "Invalid API Key", "type": "authentication_error"}})
                return
            srv.counted_with_key += self.path == "/tokenize"
        if self.path == "/apply-template" and srv.kind == "llamacpp":
            self._send(200, {"prompt": f"<|im_start|>user\n{text}<|im_end|>\n<|im_start|>assistant\n"})
        elif self.path == "/tokenize" and srv.kind == "llamacpp":
            self._send(200, {"tokens": list(range(srv.count(body.get("content", ""))))})
        elif self.path == "/tokenize" and srv.kind == "vllm":
            self._send(200, {"count": srv.count(text), "max_model_len": srv.n_ctx, "tokens": []})
        elif self.path == "/v1/chat/completions":
            srv.completions += 1
            self._send(
                200,
                {
                    "id": "x",
                    "object": "chat.completion",
                    "created": 0,
                    "model": "m",
                    "choices": [
                        {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "Answer: 7"}}
                    ],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 3, "total_tokens": 13},
                },
            )
        else:
            self._send(404, {"error": {"code": 404, "message": "File Not Found", "type": "not_found_error"}})


def _run(cells: pytest.Pytester, server: Server, model: str, *args: str) -> tuple[Server, pytest.RunResult]:
    """``pytest cells`` with ``model`` at ``server`` (stopped after), and what the server saw."""
    try:
        return server, cells.runpytest_subprocess(*ARGS, "--cre-model", model, f"--cre-base-url={server.url}", *args)
    finally:
        server.shutdown()


@pytest.mark.parametrize("kind", ["llamacpp", "vllm"])
def test_a_cell_that_cannot_fit_the_servers_window_is_skipped_before_any_request(cells, kind):
    server, result = _run(cells, Server(kind, n_ctx=8192), f"{kind}:m", "--cre-tiers", "4k,8k")
    out = result.stdout.str()
    # 4k (about 5.3k of the server's tokens + 2,048 output) fits in 8,192; 8k does not.
    result.assert_outcomes(passed=1, skipped=1)
    source = "GET /props n_ctx" if kind == "llamacpp" else "GET /v1/models max_model_len"
    line = next(x for x in out.splitlines() if x.startswith("SKIPPED"))
    assert (
        f"arith-end-ws-8k-{kind}_m: the server's context window is 8,192 tokens ({source}) and this cell needs" in line
    )
    assert "of the server's tokens (its /tokenize, chat template included) plus max_tokens 2,048" in line
    assert "use a smaller tier" in line and "--ctx-size" in line and "--max-model-len" in line
    assert server.completions == 2  # the 4k cell's samples only
    assert {r["cell_id"] for r in run_records(cells.path / "reports/latest")} == {f"arith-end-ws-4k-{kind}_m"}


def test_a_server_that_does_not_say_is_asked_as_before(cells):
    server, result = _run(cells, Server("none", n_ctx=8192), "llamacpp:m", "--cre-tiers", "8k")
    result.assert_outcomes(passed=1)
    assert server.completions == 2


def test_the_fit_rule_counts_prompt_and_output_and_names_the_fix():
    model = resolve_model("llamacpp:m")
    window = server_info.ServerWindow(8192, "GET /props n_ctx")
    assert server_info.fit_problem(window, 8192 - model.max_output_tokens, True, model) is None
    problem = server_info.fit_problem(window, 8192 - model.max_output_tokens + 1, False, model)
    assert problem is not None and "this cell needs 8,193" in problem and "the server has no /tokenize" in problem


def test_the_plan_shows_the_cells_that_cannot_fit(cells):
    server, result = _run(cells, Server("llamacpp", n_ctx=8192), "llamacpp:m", "--cre-tiers", "4k,8k", "--cre-plan")
    assert result.ret == 0
    result.stdout.fnmatch_lines(
        [
            "llamacpp:m *1 *2 *",
            "llamacpp:m: 1 cell(s) cannot run: arith-end-ws-8k-llamacpp_m: "
            "the server's context window is 8,192 tokens (GET /props n_ctx) and this cell needs*",
        ]
    )
    assert server.completions == 0


def test_a_tokenizer_that_counts_otherwise_is_warned_of_with_the_fix():
    from pytest_cre.report.terminal import tokenizer_lines

    def rec(reported, assembled, model="llamacpp:m"):
        return {
            "model": model,
            "tokenizer": "cl100k_base",
            "reported_prompt_tokens": reported,
            "prompt_tokens": assembled,
        }

    assert tokenizer_lines([rec(2283, 2018), rec(2283, 2018)]) == [
        "warning: llamacpp:m's endpoint counted 1.13x the prompt tokens the budget tokenizer (cl100k_base) did: "
        "its tiers are +13% in the model's own tokens; count in them with --cre-tokenizer server (llama.cpp, "
        "vLLM) or --cre-tokenizer PATH/tokenizer.json"
    ]
    assert tokenizer_lines([rec(1040, 1000), rec(None, 1000), rec(900, 1000, model="sim")]) == [
        "warning: sim's endpoint counted 0.90x the prompt tokens the budget tokenizer (cl100k_base) did: its "
        "tiers are -10% in the model's own tokens; count in them with --cre-tokenizer server (llama.cpp, vLLM) "
        "or --cre-tokenizer PATH/tokenizer.json"
    ]


def test_tiers_in_the_servers_own_tokens(cells):
    _server, result = _run(
        cells, Server("llamacpp", n_ctx=32768), "llamacpp:m", "--cre-tiers", "4k", "--cre-tokenizer", "server"
    )
    result.assert_outcomes(passed=1)
    recs = run_records(cells.path / "reports/latest")
    # Counted by the server with its template: within the 4K budget and filled to it (97%).
    assert all(r["tokenizer"] == "server:m" for r in recs)
    assert all(0.97 * 4096 <= r["prompt_tokens"] <= 4096 for r in recs), [r["prompt_tokens"] for r in recs]


def test_server_tokens_behind_a_key_count_with_the_key_the_run_holds(cells):
    """The key reaches the server's /tokenize through the tokenizer the run hands the family
    (``WorkerContext``), never through family code: counted in the server's tokens, as above."""
    key = "sk-fam-tokenize-key-0123"
    server, result = _run(
        cells, Server("llamacpp", n_ctx=32768, key=key), "llamacpp:m", "--cre-tiers", "4k",
        "--cre-tokenizer", "server", f"--cre-api-key={key}",
    )  # fmt: skip
    result.assert_outcomes(passed=1)
    recs = run_records(cells.path / "reports/latest")
    assert all(r["tokenizer"] == "server:m" for r in recs)
    assert all(0.97 * 4096 <= r["prompt_tokens"] <= 4096 for r in recs), [r["prompt_tokens"] for r in recs]
    assert server.counted_with_key > 0 and server.completions == 2
    assert key not in result.stdout.str() + result.stderr.str()


def test_server_tokens_need_a_server_that_counts(cells):
    result = cells.runpytest_subprocess(*ARGS, "--cre-tokenizer", "server")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "--cre-tokenizer server counts with a self-hosted server's /tokenize" in result.stderr.str()


def test_the_tokens_line_reports_the_servers_count_against_the_budgets():
    from pytest_cre.analysis.tables import usage_table
    from pytest_cre.report.terminal import usage_lines

    recs = [
        {
            "model": "llamacpp:m",
            "vendor": "llamacpp",
            "tokenizer": "cl100k_base",
            "reported_prompt_tokens": 2283,
            "prompt_tokens": 2018,
            "completion_tokens": 5,
            "cached_tokens": 0,
        },
        {
            "model": "sim",
            "vendor": "sim",
            "tokenizer": "cl100k_base",
            "reported_prompt_tokens": 2018,
            "prompt_tokens": 2018,
            "completion_tokens": 5,
            "cached_tokens": 0,
        },
    ]
    lines = usage_lines(recs, usage_table(recs))
    assert "tokens llamacpp:m: prompt 2,283 (0 cached; 1.13x the budget tokenizer's count)" in lines[0]
    assert "x the budget" not in lines[1]  # the same count says nothing


def test_a_run_whose_every_cell_cannot_fit_is_one_where_no_cell_ran(cells):
    server, result = _run(cells, Server("llamacpp", n_ctx=4096), "llamacpp:m", "--cre-tiers", "8k")
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED, out  # nothing was measured
    assert "no cell ran: every selected cell was skipped (exit status 5)" in out
    assert "skipped 1 cell of llamacpp:m: arith-end-ws-8k-llamacpp_m: the server's context window is 4,096" in out
    assert "PARTIAL" not in out and server.completions == 0
    run = next((cells.path / "reports").glob("2*/run.json"))
    assert json.loads(run.read_text())["status"] == "complete"


class HoldingServer(Server):
    """vLLM-like; holds every completion until it has been asked to count two prompts (or
    10 s pass), and keeps the order of what it saw: a client that checks a cell's fit only
    once a slot frees would leave the slots idle behind a slow count."""

    def __init__(self) -> None:
        super().__init__("vllm", n_ctx=65536)
        self.events: list[str] = []
        self.counted = threading.Condition()
        self.RequestHandlerClass = HoldingHandler


class HoldingHandler(_Handler):
    def do_POST(self) -> None:
        srv: HoldingServer = self.server  # type: ignore[assignment]
        with srv.counted:
            if self.path == "/tokenize":
                srv.events.append("count")
                srv.counted.notify_all()
            elif self.path == "/v1/chat/completions":
                srv.counted.wait_for(lambda: srv.events.count("count") >= 2, timeout=10)
                srv.events.append("answer")
        super().do_POST()


def test_the_next_cell_is_checked_while_the_current_one_holds_every_slot(cells):
    """The fit check of the cell next in line starts when it becomes next, not when a slot
    frees: the server counts both cells' first prompts before it answers any request."""
    server, result = _run(cells, HoldingServer(), "vllm:m", "--cre-tiers", "4k,8k", "--cre-concurrency", "2")
    result.assert_outcomes(passed=2)
    events = server.events
    assert events.count("count") == 2 and events.count("answer") == 4, events
    assert events.index("answer") > [i for i, e in enumerate(events) if e == "count"][1], events


@pytest.mark.parametrize("thinking", ["false", "true"])
def test_server_tokens_count_the_template_the_request_gets(cells, thinking):
    """A vLLM model with its thinking switched through chat_template_kwargs: the sim templates it
    as Qwen3 does (thinking off: an empty think block in the prompt), so only a /tokenize given
    the request's chat_template_kwargs counts what the request is. Each record's budget count
    then equals the count the server reported for the request itself."""
    from pytest_cre.families.reasoning.sim import AnswerBook
    from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS
    from pytest_cre.sim.server import start_sim

    arith = BUILTIN_TASKS["arith"]
    data, book = arith.load(None), AnswerBook()
    book.add(data.targets + data.filler, arith.render_question)
    server = start_sim([book])
    try:
        (cells.path / "models").mkdir()
        (cells.path / "models" / "qwen.toml").write_text(
            f'name = "sim"\nvendor = "vllm"\nbase_url = "{server.url}"\napi_key = "not-needed"\n'
            f"thinking = {thinking}\nmax_tokens = 256\n"
        )
        result = cells.runpytest(
            *ARGS, "--cre-model", "qwen", "--cre-tiers", "4k", "--cre-tokenizer", "server", "--cre-cache", "off"
        )
    finally:
        server.stop()
    result.assert_outcomes(passed=1)
    (rec, *_) = recs = run_records(cells.path / "reports/latest")
    assert rec["request_params"]["extra_body"] == {"chat_template_kwargs": {"enable_thinking": thinking == "true"}}
    assert all(r["prompt_tokens"] == r["reported_prompt_tokens"] for r in recs), [
        (r["prompt_tokens"], r["reported_prompt_tokens"]) for r in recs
    ]


def test_a_model_files_own_tokenizer_is_checked_and_server_means_its_own_server(cells):
    folder = cells.path / "models"
    folder.mkdir()
    (folder / "typo.toml").write_text(
        'name = "m"\nvendor = "llamacpp"\nbase_url = "http://127.0.0.1:9/v1"\ntokenizer = "cl100k"\n'
    )
    result = cells.runpytest_subprocess(*ARGS, "--cre-model", "typo")
    assert result.ret == pytest.ExitCode.USAGE_ERROR and "Traceback" not in result.stderr.str()
    assert (
        "model typo: tokenizer 'cl100k': use cl100k_base, server, or a path to a tokenizer.json" in result.stderr.str()
    )
    server = Server("llamacpp", n_ctx=32768)
    (folder / "own.toml").write_text(
        f'name = "m"\nvendor = "llamacpp"\nbase_url = "{server.url}"\ntokenizer = "server"\n'
    )
    _, result = _run(cells, server, "own", "--cre-tiers", "4k")
    result.assert_outcomes(passed=1)
    assert {r["tokenizer"] for r in run_records(cells.path / "reports/latest")} == {"server:m"}


class WaitingServer(Server):
    """Says nothing of its window; holds every completion until ``ready()`` holds (or 10 s
    pass), and notes in ``events`` when it answered."""

    def __init__(self, events: list[str], changed: threading.Condition, ready: Any) -> None:
        super().__init__("none", n_ctx=65536)
        self.events, self.changed, self.ready = events, changed, ready
        self.RequestHandlerClass = WaitingHandler


class WaitingHandler(_Handler):
    def do_POST(self) -> None:
        srv: WaitingServer = self.server  # type: ignore[assignment]
        with srv.changed:
            srv.changed.wait_for(srv.ready, timeout=10)
            srv.events.append("answer")
        super().do_POST()


def test_the_next_cell_assembles_its_first_prompts_while_the_current_one_holds_every_slot(cells, monkeypatch):
    """The cell next in line assembles as many prompts as the model has slots before a slot
    frees (then sends at once): the server answers nothing until both cells' first two prompts
    are assembled. Assembling them only once a slot freed left slots idle at each new filler."""
    from pytest_cre.families.reasoning.worker import ReasoningWorker

    events: list[str] = []
    changed = threading.Condition()
    assemble = ReasoningWorker.prompt

    def watched(self: ReasoningWorker, cell: Any, model: Any, sample: int) -> Any:
        built = assemble(self, cell, model, sample)
        with changed:
            events.append(f"assembled {cell.tier.label} {sample}")
            changed.notify_all()
        return built

    monkeypatch.setattr(ReasoningWorker, "prompt", watched)
    server = WaitingServer(events, changed, lambda: sum(e.startswith("assembled") for e in events) >= 4)
    try:
        result = cells.runpytest(
            *ARGS,
            "--cre-model",
            "vllm:m",
            f"--cre-base-url={server.url}",
            "--cre-tiers",
            "4k,8k",
            "--cre-concurrency",
            "2",
            "--cre-cache",
            "off",
        )
    finally:
        server.shutdown()
    result.assert_outcomes(passed=2)
    assert events.count("answer") == 4, events
    assert {"assembled 8k 0", "assembled 8k 1"} <= set(events[: events.index("answer")]), events


class SlowWindowServer(Server):
    """vLLM-like; holds its ``GET /v1/models`` (the window) until ``ready()`` holds (or 10 s
    pass), and notes in ``events`` when it answered it."""

    def __init__(self, events: list[str], changed: threading.Condition, ready: Any) -> None:
        super().__init__("vllm", n_ctx=65536)
        self.events, self.changed, self.ready = events, changed, ready
        self.RequestHandlerClass = SlowWindowHandler


class SlowWindowHandler(_Handler):
    def do_GET(self) -> None:
        srv: SlowWindowServer = self.server  # type: ignore[assignment]
        with srv.changed:
            srv.changed.wait_for(srv.ready, timeout=10)
            srv.events.append("window")
        super().do_GET()


def test_the_first_cell_assembles_its_first_prompts_while_the_window_is_asked(cells, monkeypatch):
    """The preflight is out while the first cell makes its first prompts ready: the server
    answers the window only once both are assembled. Asking it first and assembling after
    waited the whole preflight before the first encode."""
    from pytest_cre.families.reasoning.worker import ReasoningWorker

    events: list[str] = []
    changed = threading.Condition()
    assemble = ReasoningWorker.prompt

    def watched(self: ReasoningWorker, cell: Any, model: Any, sample: int) -> Any:
        built = assemble(self, cell, model, sample)
        with changed:
            events.append(f"assembled {sample}")
            changed.notify_all()
        return built

    monkeypatch.setattr(ReasoningWorker, "prompt", watched)
    server = SlowWindowServer(events, changed, lambda: sum(e.startswith("assembled") for e in events) >= 2)
    try:
        result = cells.runpytest(
            *ARGS, "--cre-model", "vllm:m", f"--cre-base-url={server.url}", "--cre-tiers", "4k",
            "--cre-concurrency", "2", "--cre-cache", "off",
        )  # fmt: skip
    finally:
        server.shutdown()
    result.assert_outcomes(passed=1)
    assert {"assembled 0", "assembled 1"} <= set(events[: events.index("window")]), events
