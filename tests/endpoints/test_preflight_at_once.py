"""The window preflight asks its probes at once (``GET /props``, ``/v1/models``,
``/api/v0/models/{id}``), only those the model's preset can answer, and still chooses as asking
them in series did: the order of preference decides, never which answer came first, and a probe
that fails fast never loses a slower one's answer."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from loopback import closed_port

from pytest_cre.endpoints import server_info
from pytest_cre.endpoints.vendors import resolve_model

PATHS = {"props": "/props", "models": "/v1/models", "studio": "/api/v0/models/m"}
# What each probe says when it answers with a window (distinct, so the answer names its probe).
WINDOWS = {"props": 1000, "models": 2000, "studio": 3000}
SOURCES = {
    "props": "GET /props n_ctx",
    "models": "GET /v1/models max_model_len",
    "studio": "GET /api/v0/models loaded_context_length",
}


def _window_body(probe: str) -> Any:
    tokens = WINDOWS[probe]
    if probe == "props":
        return {"default_generation_settings": {"n_ctx": tokens}, "total_slots": 1}
    if probe == "models":
        return {"object": "list", "data": [{"id": "m", "object": "model", "max_model_len": tokens}]}
    return {"id": "m", "loaded_context_length": tokens}


class Probed(ThreadingHTTPServer):
    """Answers each probe path as ``plan`` says: ``ok`` (its window), ``404``, ``junk`` (a 200
    that is not JSON), ``slow`` (its window after ``slow_s``), ``slow404``; any path waits
    ``every_s`` first. Notes when each request arrived and when it was answered."""

    daemon_threads = True
    block_on_close = False

    def __init__(self, plan: dict[str, str], every_s: float = 0.0, slow_s: float = 0.6) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.plan, self.every_s, self.slow_s = plan, every_s, slow_s
        self.arrived: dict[str, float] = {}
        self.answered: dict[str, float] = {}
        self.lock = threading.Lock()
        threading.Thread(target=self.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    def stop(self) -> None:
        self.shutdown()
        self.server_close()


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        srv: Probed = self.server  # type: ignore[assignment]
        with srv.lock:
            srv.arrived[self.path] = time.monotonic()
        probe = next((p for p, path in PATHS.items() if path == self.path), None)
        how = srv.plan.get(probe or "", "404")
        time.sleep(srv.every_s + (srv.slow_s if how.startswith("slow") else 0.0))
        if how in ("ok", "slow"):
            status, data = 200, json.dumps(_window_body(probe or "")).encode()
        elif how == "junk":
            status, data = 200, b"<html>not json"
        else:
            status, data = 404, b'{"error": {"code": 404, "message": "Not Found"}}'
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except OSError:  # the client no longer wanted it
            pass
        with srv.lock:
            srv.answered[self.path] = time.monotonic()


@pytest.fixture
def probed():
    started: list[Probed] = []

    def start(plan: dict[str, str], **kwargs: Any) -> Probed:
        started.append(Probed(plan, **kwargs))
        return started[-1]

    yield start
    for s in started:
        s.stop()


def custom(url: str):
    return resolve_model("m", url)


def test_the_three_probes_are_in_flight_together(probed):
    """Every path takes 0.5 s: each probe arrives before any has been answered (asked in
    series, the second arrives only once the first is answered)."""
    server = probed({"props": "404", "models": "404", "studio": "ok"}, every_s=0.5)
    window, dead = server_info._ask_window(custom(server.url), server.url, None)
    assert (window, dead) == (server_info.ServerWindow(3000, SOURCES["studio"]), None)
    assert set(server.arrived) == set(PATHS.values())
    first_answer = min(server.answered.values())
    assert max(server.arrived.values()) < first_answer, (server.arrived, server.answered)


# (props, models, studio) -> the probe whose window is chosen (None: the server does not say).
COMBINATIONS = [
    (("ok", "ok", "ok"), "props"),
    (("slow", "ok", "ok"), "props"),  # the preferred one answers last: still the one chosen
    (("404", "slow", "ok"), "models"),  # a fast failure hands the turn on; the slow answer is kept
    (("junk", "404", "slow"), "studio"),
    (("slow404", "junk", "ok"), "studio"),
    (("404", "ok", "slow"), "models"),
    (("junk", "slow404", "404"), None),
    (("404", "404", "404"), None),
    (("slow", "404", "junk"), "props"),
    (("ok", "slow404", "slow404"), "props"),
]


@pytest.mark.parametrize(("plan", "chosen"), COMBINATIONS, ids=["-".join(p) for p, _ in COMBINATIONS])
def test_the_window_chosen_is_the_one_the_order_of_preference_gives(probed, plan, chosen):
    server = probed(dict(zip(PATHS, plan)))
    window, dead = server_info._ask_window(custom(server.url), server.url, None)
    assert dead is None
    assert window == (
        None
        if chosen is None
        else server_info.ServerWindow(WINDOWS[chosen], SOURCES[chosen], 1 if chosen == "props" else None)
    )


@pytest.mark.parametrize(
    ("vendor", "asked", "chosen"),
    [("llamacpp", {"/props"}, "props"), ("vllm", {"/v1/models"}, "models"), ("sglang", {"/v1/models"}, "models"),
     ("lmstudio", {"/v1/models", "/api/v0/models/m"}, "models")],
)  # fmt: skip
def test_a_preset_is_asked_only_what_its_server_can_answer(probed, vendor, asked, chosen):
    server = probed({"props": "ok", "models": "ok", "studio": "ok"})
    window, _ = server_info._ask_window(resolve_model(f"{vendor}:m", server.url), server.url, None)
    assert window is not None and window.source == SOURCES[chosen]
    if len(asked) > 1:  # the less preferred probe may still be on its way when the answer is chosen
        deadline = time.monotonic() + 5
        while set(server.arrived) != asked and time.monotonic() < deadline:
            time.sleep(0.01)
    assert set(server.arrived) == asked


def test_a_vendor_api_is_asked_nothing():
    model = resolve_model("deepseek:deepseek-chat")
    assert server_info.preflight(model, ["http://127.0.0.1:9/v1"]) == server_info.Preflight()


def test_nothing_serving_is_the_dead_check_whatever_the_other_probes_do():
    url = f"http://127.0.0.1:{closed_port()}/v1"
    window, dead = server_info._ask_window(custom(url), url, None)
    assert window is None and dead == "connection refused"


def test_the_sims_other_paths_take_other_ms():
    """bench_perf's scenario h: the sim answers its preflight paths as slowly as its completions."""
    from pytest_cre.sim.options import parse_latency
    from pytest_cre.sim.server import start_sim

    latency = parse_latency("base=0,other_ms=400")
    assert latency.other_ms == 400
    server = start_sim([], latency=latency)
    try:
        start = time.monotonic()
        reply = server_info._request(f"{server.url}/models", None)
        took = time.monotonic() - start
    finally:
        server.stop()
    assert reply.status == 200 and took >= 0.4
