"""The injected failures' replies: the HTTP errors a drawn fault answers with, and context overflow."""

from __future__ import annotations

from .model import SimRequest
from .options import FaultPlan
from .replies import Reply, error_reply, retry_headers


def fault_error(kind: str, plan: FaultPlan, model: str) -> Reply | None:
    """The HTTP error a drawn fault answers with, or None when the fault is not an error."""
    wait = plan.retry_after
    if kind == "429":
        return error_reply(
            429,
            kind,
            f"Rate limit reached for {model} in organization org-sim on requests per min "
            f"(RPM): Limit 60, Used 60, Requested 1. Please try again in {wait:g}s.",
            "requests",
            "rate_limit_exceeded",
            headers=retry_headers(wait),
        )
    if kind == "quota":
        return error_reply(
            429,
            kind,
            "You exceeded your current quota, please check your plan and billing "
            "details. For more information on this error, read the docs: "
            "https://platform.openai.com/docs/guides/error-codes/api-errors.",
            "insufficient_quota",
            "insufficient_quota",
        )
    if kind == "500":
        return error_reply(
            500, kind, "The server had an error while processing your request. Sorry about that!", "server_error", None
        )
    if kind == "502":
        return error_reply(502, kind, "Bad gateway.", "server_error", None)
    if kind == "503":
        return error_reply(
            503,
            kind,
            "The engine is currently overloaded, please try again later.",
            "server_error",
            None,
            headers=retry_headers(wait),
        )
    if kind == "402":  # DeepSeek's body, word for word
        return error_reply(402, kind, "Insufficient Balance", "unknown_error", "invalid_request_error")
    return None


def overflow_error(req: SimRequest, context: int) -> Reply:
    if req.budget:
        asked = (
            f"However, you requested {req.prompt_tokens + req.budget} tokens "
            f"({req.prompt_tokens} in the messages, {req.budget} in the completion). "
            f"Please reduce the length of the messages or completion."
        )
    else:
        asked = (
            f"However, your messages resulted in {req.prompt_tokens} tokens. Please reduce the length of the messages."
        )
    return error_reply(
        400,
        "overflow",
        f"This model's maximum context length is {context} tokens. " + asked,
        "invalid_request_error",
        "context_length_exceeded",
        param="messages",
    )
