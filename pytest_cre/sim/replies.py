"""What the sim's HTTP handler sends: a status, a JSON body, headers, and when; errors in OpenAI's shape."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Reply:
    """What the handler sends, after how long, and how stats() files it."""

    status: int
    body: bytes
    outcome: str
    headers: dict[str, str]
    delay_s: float = 0.0  # the latency model's wait before answering
    computed: Callable[[], None] | None = None  # called once the answer is computed (cache it)
    hold_s: float = 0.0  # a ``timeout`` fault's wait (cut short when the server stops)


def json_reply(status: int, body: dict, outcome: str, headers: dict[str, str] | None = None) -> Reply:
    return Reply(status, json.dumps(body).encode(), outcome, headers or {})


def error_reply(
    status: int,
    outcome: str,
    message: str,
    type_: str,
    code: str | None,
    param: str | None = None,
    headers: dict[str, str] | None = None,
) -> Reply:
    body = {"error": {"message": message, "type": type_, "param": param, "code": code}}
    return json_reply(status, body, outcome, headers)


def retry_headers(seconds: float) -> dict[str, str]:
    # Retry-After is whole seconds by RFC 9110; the openai SDKs read retry-after-ms first.
    return {"Retry-After": str(math.ceil(seconds)), "retry-after-ms": str(round(seconds * 1000))}
