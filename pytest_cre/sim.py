"""``sim``: a simulated model behind a real OpenAI-compatible HTTP server on loopback.

It reads the prompt the way a model would have to: finds the delimited target, looks up its
gold answer in an answer book (the embedded task always; GSM8K/ARC when their data is loaded),
measures where the target sits and how long the context is, and answers right or wrong by a
positional profile. Wrong answers often copy the answer of the filler problem nearest the
target, which is the interference the paper measures. Everything is a pure function of the
request, so the same prompt always gets the same answer, in any process.
"""

from __future__ import annotations

import hashlib
import json
import math
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from .context import SEP, TARGET_CLOSE, TARGET_OPEN
from .tasks.base import TaskItem, normalize_text

PROBLEM_PREFIX = "Problem: "


@dataclass(frozen=True)
class Profile:
    """Accuracy as a function of target depth d (0-1) and context length.

    ``p = base * (1 - severity(ctx) * weight(d) * filler_factor)`` where severity grows with
    log2 of the context length above 4K tokens.
    """

    name: str
    base: float = 0.95
    growth: float = 0.08  # severity = min(max_severity, growth * log2(ctx / 4096) ** power)
    power: float = 1.8
    max_severity: float = 0.9
    width: float = 0.22  # width of the middle dip (lost-in-the-middle)
    shape: str = "middle"  # "middle", "recency" or "flat"
    filler_copy: float = 0.75  # share of wrong answers that copy a nearby filler answer

    def p_correct(self, depth: float, context_tokens: int, filler_kind: str) -> float:
        if self.shape == "flat" or context_tokens <= 4096:
            return self.base
        x = math.log2(context_tokens / 4096)
        severity = min(self.max_severity, self.growth * x**self.power)
        if self.shape == "middle":
            weight = math.exp(-(((depth - 0.5) / self.width) ** 2))
        else:  # recency: the further from the end, the worse
            weight = 1.0 - depth
        factor = {"ws": 1.0, "qo_v2": 1.25, "neutral": 0.3}.get(filler_kind, 1.0)
        return max(0.0, self.base * (1.0 - min(1.0, severity * weight * factor)))


PROFILES = {
    p.name: p
    for p in [
        Profile("lost-in-the-middle"),
        Profile("robust", shape="flat", base=0.96),
        Profile("recency", growth=0.1, power=1.5, max_severity=0.8, shape="recency"),
    ]
}


class AnswerBook:
    """Gold answers by normalized question text; thread-safe to extend while serving."""

    def __init__(self) -> None:
        self._answers: dict[str, str] = {}
        self._labels: dict[str, list[str]] = {}
        self._lock = threading.Lock()

    def add(self, items: Iterable[TaskItem], render) -> None:
        with self._lock:
            for item in items:
                key = normalize_text(render(item))
                self._answers[key] = item.answer
                if item.choices:
                    self._labels[key] = [label for label, _ in item.choices]

    def lookup(self, question: str) -> tuple[str | None, list[str]]:
        key = normalize_text(question)
        return self._answers.get(key), self._labels.get(key, [])


def _unit(*parts: object) -> float:
    digest = hashlib.sha256("\x1f".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def _question_of(block: str) -> str:
    body = block[len(PROBLEM_PREFIX):] if block.startswith(PROBLEM_PREFIX) else block
    return body.split("\nSolution:", 1)[0]


class SimModel:
    """Turns one chat-completions request body into a response body."""

    def __init__(self, book: AnswerBook, count_tokens) -> None:
        self.book = book
        self.count_tokens = count_tokens

    def complete(self, body: dict) -> dict:
        model = str(body.get("model", "sim"))
        profile = PROFILES.get(model.removeprefix("sim-"), PROFILES["lost-in-the-middle"])
        messages = body.get("messages") or []
        text = "\n".join(str(m.get("content") or "") for m in messages)
        prompt_tokens = sum(self.count_tokens(str(m.get("content") or "")) for m in messages)
        content = self._answer(text, prompt_tokens, profile, model)
        completion_tokens = self.count_tokens(content)
        return {
            "id": "simcmpl-" + hashlib.sha256(text.encode()).hexdigest()[:24],
            "object": "chat.completion",
            "created": 0,
            "model": model,
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": content}}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                      "total_tokens": prompt_tokens + completion_tokens},
        }

    def _answer(self, text: str, prompt_tokens: int, profile: Profile, model: str) -> str:
        # The closing instruction follows the last separator (and quotes the marker lines):
        # only copies before it count, and depth is measured against it.
        context_len = max(1, text.rfind(SEP))
        starts = []
        at = text.find(TARGET_OPEN)
        while -1 < at < context_len:
            starts.append(at)
            at = text.find(TARGET_OPEN, at + 1)
        if not starts:
            return "I could not find a problem marked TARGET PROBLEM in the text."
        first = starts[0] + len(TARGET_OPEN) + 1
        target = _question_of(text[first:text.find(TARGET_CLOSE, first)].strip())
        gold, labels = self.book.lookup(target)
        # Depth of each copy by characters, the sim's stand-in for attention position.
        depths = [s / context_len for s in starts]
        blocks = text.split(SEP)
        problems = [b for b in blocks if b.startswith(PROBLEM_PREFIX)]
        kind = "neutral" if not problems else ("ws" if any("\nSolution:" in b for b in problems) else "qo_v2")
        p_each = [profile.p_correct(d, prompt_tokens, kind) for d in depths]
        p = min(profile.base, 1.0 - math.prod(1.0 - x for x in p_each))
        key = hashlib.sha256(text.encode()).hexdigest()
        if gold is None:
            guess = int(_unit(key, model, "unknown") * 90) + 10
            return f"I worked through the target problem.\nAnswer: {guess}"
        if _unit(key, model, "correct") < p:
            return f"Let me solve the target problem step by step.\nThe result is {gold}.\nAnswer: {gold}"
        wrong = self._wrong(text, blocks, starts[0], gold, labels, profile, key, model)
        return f"Let me solve the target problem step by step.\nThe result is {wrong}.\nAnswer: {wrong}"

    def _wrong(self, text: str, blocks: list[str], target_at: int, gold: str, labels: list[str],
               profile: Profile, key: str, model: str) -> str:
        if _unit(key, model, "copy") < profile.filler_copy:
            # The filler problem nearest the (first) target copy, before or after it.
            pos, best, best_dist = 0, None, None
            for block in blocks:
                if block.startswith(PROBLEM_PREFIX):
                    dist = abs(pos - target_at)
                    if best_dist is None or dist < best_dist:
                        answer, _ = self.book.lookup(_question_of(block))
                        if answer is not None and answer != gold:
                            best, best_dist = answer, dist
                pos += len(block) + len(SEP)
            if best is not None:
                return best
        if labels:
            others = [lab for lab in labels if lab != gold]
            return others[int(_unit(key, model, "label") * len(others))] if others else gold
        try:
            g = int(gold)
        except ValueError:
            return gold + "1"
        offset = int(_unit(key, model, "offset") * 9) + 1
        return str(g + offset if _unit(key, model, "sign") < 0.5 else g - offset)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: SimServer

    def log_message(self, format: str, *args: object) -> None:  # quiet: pytest owns the terminal
        pass

    def _send(self, status: int, body: dict) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            names = ["sim"] + [f"sim-{p}" for p in PROFILES]
            self._send(200, {"object": "list", "data": [{"id": n, "object": "model"} for n in names]})
        else:
            self._send(404, {"error": {"message": "not found", "type": "not_found"}})

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._send(404, {"error": {"message": "not found", "type": "not_found"}})
            return
        try:
            body = json.loads(raw)
        except json.JSONDecodeError:
            self._send(400, {"error": {"message": "invalid JSON body", "type": "invalid_request_error"}})
            return
        self.server.requests += 1
        if self.server.latency_s:
            time.sleep(self.server.latency_s)
        self._send(200, self.server.model.complete(body))


class SimServer(ThreadingHTTPServer):
    """The HTTP server; ``url`` is its OpenAI base URL."""

    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 1024  # bursts of concurrent connections must not be refused

    def __init__(self, model: SimModel, port: int = 0, latency_s: float = 0.0) -> None:
        super().__init__(("127.0.0.1", port), _Handler)
        self.model = model
        self.latency_s = latency_s
        self.requests = 0
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    def start(self) -> SimServer:
        self._thread = threading.Thread(target=self.serve_forever, name="cre-sim", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self.shutdown()
        self.server_close()


def start_sim(book: AnswerBook, port: int = 0, latency_s: float = 0.0, tokenizer: str = "cl100k_base") -> SimServer:
    """Start a sim server in a background thread and return it (``.url``, ``.stop()``)."""
    from .tokens import get_tokenizer

    tok = get_tokenizer(tokenizer)
    return SimServer(SimModel(book, tok.count), port=port, latency_s=latency_s).start()
