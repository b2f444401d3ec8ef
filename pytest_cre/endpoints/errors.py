"""Outcome classes from what endpoints really send: HTTP status *and* body.

Pure, stdlib-only and pytest-free. Two entry points:

- ``classify_error(status, body)``: a non-200 answer (or a failure without one, ``status=None``)
  to one outcome class.
- ``classify_ok_body(body)``: an HTTP 200 body; ``None`` when it looks like a usable
  completion, otherwise the outcome the body alone decides (``bad_response`` for empty,
  keep-alive-only, all-null or unparseable bodies; the specific class for an error object
  sent with a 200; ``truncated`` for a length finish with nothing to parse).

The marker strings live in the tables below, each naming the vendor or server it was seen
from; ``fixtures/vendor_bodies.json`` holds the real bodies (with their sources) they
were taken from. Matching is on the lowercased raw text plus the parsed fields, so bodies in
any of the shapes users actually meet work: strict JSON, the Python repr the openai SDK
prints, SSE lines, a bare JSON string, or text cut off mid-body.

Precedence (first match wins): filtered > context_overflow (markers or 413) > Google's
error.status (``_google_class``: its daily or zero quota a stop, its per-minute one a retry) > transient
throttle dressed as quota > quota (markers or 402) > auth (markers or 401/403) > not_found (404,
or a 4xx / status-less body naming a missing model) > 429 rate_limited > 408/504 timeout > 5xx
server_error > rate/overload markers > server markers (no status only) > 4xx bad_request > error.
"""

from __future__ import annotations

import ast
import json
import re
from typing import Any

from ..core.record import STATUSES as OUTCOMES  # noqa: F401 (the outcome classes, for callers)

# Transient: worth another attempt (with backoff). A 200 that carried no answer
# (bad_response) is here: DeepSeek sends empty bodies / keep-alive lines under load.
RETRYABLE = frozenset({"rate_limited", "server_error", "timeout", "connection_error", "bad_response"})
# After one of these, send no more requests to that model in this run: every later request
# would get the same answer (a wrong model id or URL fails all 200 samples, not one).
FATAL = frozenset({"auth", "quota", "not_found"})
# Error classes specific enough to trust even when they arrive inside an HTTP 200 body.
_DECISIVE = frozenset({"filtered", "context_overflow", "quota", "auth", "not_found"})

# --- marker tables (lowercase substrings) -------------------------------------------------

_FILTERED = (
    "invalid_prompt",  # OpenAI: reasoning-model prompt refusal (400)
    "flagged as potentially violating",  # OpenAI: same, message text
    "content management policy",  # Azure OpenAI: content filter (400)
    "responsibleaipolicyviolation",  # Azure OpenAI: innererror.code
    "content_filter",  # Azure code / Moonshot type for refusals
    "considered high risk",  # Moonshot: "rejected because it was considered high risk"
    "data_inspection_failed",  # DashScope: compatible-mode code
    "datainspectionfailed",  # DashScope: InternalError.Algo.DataInspectionFailed
    "inappropriate content",  # DashScope: message text
    "content exists risk",  # DeepSeek: content-safety refusal (400)
    "不安全或敏感内容",  # Z.ai 1301: unsafe or sensitive content
)

_OVERFLOW = (
    "context_length_exceeded",  # OpenAI: error.code
    "maximum context length",  # OpenAI, DeepSeek, vLLM, SGLang ("model's maximum context length")
    "longer than the maximum model length",  # vLLM: "decoder prompt ... is longer than ..."
    "is longer than the model",  # SGLang: "input (N tokens) is longer than the model's ..."
    "requested token count exceeds",  # SGLang: newer wording
    "exceed_context_size",  # llama.cpp: exceed_context_size_error (400 or 500)
    "exceeds the available context size",  # llama.cpp: message text
    "context size has been exceeded",  # llama.cpp: 500 type server_error
    "`inputs` tokens + `max_new_tokens`",  # TGI: 422 validation error
    "inputs tokens + max_new_tokens",  # TGI: same, backticks stripped by some clients
    "`inputs` must have less than",  # TGI: 422 when the prompt alone is over max_input_length
    "inputs must have less than",  # TGI: same, backticks stripped
    "n_keep",  # LM Studio: "n_keep: N >= n_ctx: M"
    "tokens to keep from the initial prompt",  # LM Studio: message text
    "does not fit in context length",  # LM Studio: SSE error event in a 200
    "trying to keep the first",  # LM Studio: "Trying to keep the first N tokens when context the overflows"
    "input length exceeds the context length",  # Ollama
    "range of input length",  # DashScope: InvalidParameter
    "exceeded model token limit",  # Moonshot (vendor docs)
    "prompt is too long",  # kept from client.py (Anthropic-style proxies)
    "exceed context limit",  # Anthropic: "input length and `max_tokens` exceed context limit"
    "exceeds the maximum number of tokens allowed",  # Gemini: "The input token count (N) exceeds ..."
    "maximum prompt length is",  # xAI: "This model's maximum prompt length is N but ..."
    "input is too long for requested model",  # AWS Bedrock: ValidationException
    "request_too_large",  # Anthropic: 413 type (request over the size limit)
    "request too large for model",  # Groq: 413 (one request over the per-minute token limit)
)
_OVERFLOW_RE = (
    re.compile(r"max_tokens must be at least 1, got -\d"),  # vLLM: the prompt ate the window
    # Cohere: "too many tokens: total number of tokens (prompt and prediction) cannot exceed N".
    # Not "too many tokens" alone: Bedrock throttles with "Too many tokens, please wait ...".
    re.compile(r"total number of tokens[^.]{0,60}cannot exceed"),
)

# Throttles sent in billing words: transient despite looking like quota.
_THROTTLE_NOT_QUOTA = (
    "error-code#token-limit",  # DashScope: 429 Throttling.AllocationQuota (TPM cap)
    "throttling.",  # DashScope: Throttling.* codes
)

_QUOTA = (
    "insufficient_quota",  # OpenAI: 429 type/code
    "exceeded your current quota",  # OpenAI: message text
    "insufficient balance",  # DeepSeek 402; Z.ai 1113 (English)
    "余额不足",  # Z.ai 1113 (Chinese)
    "resource package",  # Z.ai 1113: "no resource package"
    "exceeded_current_quota_error",  # Moonshot: 403 type
    "exceeded current quota",  # Moonshot: message text
    "arrearage",  # DashScope: 400 code (overdue account)
    "insufficient account funds",  # MiMo: 402
    "insufficient account balance",  # MiMo: documented 402 message
    "使用上限",  # Z.ai 1308: usage cap reached
    "usage limit",  # Ollama cloud 429 "session usage limit"; Z.ai 1308 (English)
    "does not yet include access",  # Z.ai 1311: plan does not include the model
)

_AUTH = (
    "invalid_api_key",  # OpenAI: code
    "incorrect api key provided",  # OpenAI: message
    "authentication_error",  # DeepSeek, MiMo: type
    "authentication fails",  # DeepSeek: message
    "invalid_authentication_error",  # Moonshot: type
    "invalid authentication",  # Moonshot: message
    "access_terminated_error",  # Moonshot: banned account (403)
    "invalidapikey",  # DashScope: code
    "invalid api-key",  # DashScope: message
    "invalid api key",  # MiMo: message
    "invalid_key",  # MiMo: type
    "api_key_required",  # MiMo: code
    "illegal_access",  # MiMo: 403 type
    "令牌已过期",  # Z.ai: token expired or invalid
    "token已过期",  # Z.ai 1003: Authorization Token expired
    '"detail": "unauthorized"',  # Mistral: 401 {"detail":"Unauthorized"}
)

_TRANSIENT = (
    "engine_overloaded_error",  # Moonshot: overload sent as 429
    "overloaded",  # OpenAI 503, Moonshot, Z.ai 1305, TGI
    "rate_limit_reached_error",  # Moonshot: type
    "rate_limit_exceeded",  # OpenAI: code
    "rate limit",  # OpenAI, Z.ai 1302, Moonshot messages
    "too many requests",  # MiMo: type limitation
    "please wait before trying again",  # AWS Bedrock: ThrottlingException ("Too many tokens, ...")
    "throttlingexception",  # AWS Bedrock: exception name
    "速率限制",  # Z.ai 1302 (Chinese)
    "访问量过大",  # Z.ai 1305 (Chinese): model busy
)

# Server-side failures, for bodies that arrive without a status (a streamed error event).
_SERVER = (
    "server_error",  # OpenAI: type (500/503)
    "server had an error",  # OpenAI: message
    "llama runner process",  # Ollama: runner crashed (500)
    "unavailable_error",  # llama.cpp: 503 while loading the model
)

# Z.ai / Zhipu business codes in error.code (string or int).
_ZAI_CODES = {
    "1000": "auth",
    "1001": "auth",
    "1002": "auth",
    "1003": "auth",
    "1004": "auth",
    "1113": "quota",  # insufficient balance / no resource package
    "1261": "context_overflow",  # prompt over the window (DESIGN.md)
    "1301": "filtered",  # unsafe or sensitive content
    "1302": "rate_limited",  # rate limit
    "1305": "rate_limited",  # model overloaded (sent as 429, sometimes inside a 200)
    "1308": "quota",  # usage cap reached, resets later
    "1310": "quota",  # limit exhausted
    "1311": "quota",  # plan does not include this model
    "1211": "not_found",  # 模型不存在: the model code does not exist
}

# A body that says the model id is unknown (vendor wording varies; seen in real bodies):
# OpenAI/DashScope/Groq "The model `x` does not exist", vLLM "The model `x` does not exist.",
# Ollama "model 'x' not found", DeepSeek "Model Not Exist", Moonshot "Not found the model x",
# Z.ai "模型不存在". Bounded to one sentence (a ". " or a line break ends it; ids hold dots) so
# "model" and "not found" far apart never pair up.
_MISSING_MODEL = (
    "model_not_found",  # OpenAI, DashScope, LM Studio: error.code
    "not found the model",  # Moonshot: 404 resource_not_found_error
    "模型不存在",  # Z.ai 1211
    "model_not_available",  # Together: 400 for a model with no serverless endpoint
    "dedicated_endpoint_not_running",  # Together: 400 for a stopped dedicated endpoint
)
_MISSING_MODEL_RE = re.compile(
    r"\bmodels?\b(?:(?!\. |\n).){0,100}?(?:does not exist|do not exist|doesn't exist|not exist|not found)"
)


# Anthropic: an error body ``{"type": "error", "error": {"type": ..., "message": ...}}`` names
# its class; the HTTP status Anthropic's error reference gives each type decides it where no
# status came (an error event inside a stream, an error sent with a 200), by the precedence above.
_ANTHROPIC_STATUS = {
    "invalid_request_error": 400,
    "authentication_error": 401,
    "billing_error": 402,
    "permission_error": 403,
    "not_found_error": 404,
    "request_too_large": 413,
    "rate_limit_error": 429,
    "api_error": 500,
    "timeout_error": 504,
    "overloaded_error": 529,
}
# Anthropic's 404 for an unknown model id: not_found_error, message "model: <id>" (in the body,
# or as the client describes the SDK's exception, "not_found_error: model: <id>").
_ANTHROPIC_MISSING_MODEL = re.compile(r"not_found_error(?:[\"']?,\s*[\"']?message[\"']?:\s*[\"']|: )model: ")


def _anthropic_status(parsed: Any) -> int | None:
    """The status Anthropic documents for the error type a body names, or None."""
    if not isinstance(parsed, dict) or parsed.get("type") != "error" or not isinstance(parsed.get("error"), dict):
        return None
    kind = parsed["error"].get("type")
    return _ANTHROPIC_STATUS.get(kind) if isinstance(kind, str) else None


# Google's error shape (the Gemini API, and its OpenAI-compatible endpoint, which sends it as a
# one-element list ``[{"error": {...}}]``): error.status is a google.rpc code name, documented at
# https://ai.google.dev/gemini-api/docs/troubleshooting. A 429 RESOURCE_EXHAUSTED always says
# "You exceeded your current quota"; which quota it was is in its QuotaFailure violations.
_GOOGLE_STATUS = {
    "INVALID_ARGUMENT": "bad_request",
    "FAILED_PRECONDITION": "bad_request",  # e.g. the free tier is not served in the user's region
    "OUT_OF_RANGE": "bad_request",
    "UNAUTHENTICATED": "auth",
    "PERMISSION_DENIED": "auth",  # the key lacks access (or the tuned model is not its own)
    "NOT_FOUND": "not_found",
    "RESOURCE_EXHAUSTED": "rate_limited",
    "DEADLINE_EXCEEDED": "timeout",
    "UNAVAILABLE": "server_error",  # "The model is overloaded"
    "INTERNAL": "server_error",
    "UNKNOWN": "server_error",
}
_GOOGLE_AUTH = (
    "api_key_invalid",  # ErrorInfo reason of a 400 INVALID_ARGUMENT for a bad key
    "api key not valid",  # its message: "API key not valid. Please pass a valid API key."
    "api key expired",  # "API key expired. Please renew the API key."
)
# A RESOURCE_EXHAUSTED that waiting a minute does not lift: a per-day quota (quotaId
# GenerateRequestsPerDayPerProjectPerModel[-FreeTier]; "... per day ..." in Gemini CLI's
# wording), or a quota of 0 (a model the key's tier does not include at all).
_GOOGLE_QUOTA_STOP = (
    "perday",
    "per day",
    re.compile(r"\blimit: 0\b"),
)


def _google_class(fields: dict[str, Any], hay: str) -> str | None:
    """The outcome of a body in Google's error shape, or None when it is not one."""
    status = fields.get("status")
    cls = _GOOGLE_STATUS.get(status) if isinstance(status, str) else None
    if cls is None:
        return None
    if _has(hay, _GOOGLE_AUTH):
        return "auth"
    if status == "RESOURCE_EXHAUSTED" and any(
        m.search(hay) if isinstance(m, re.Pattern) else m in hay for m in _GOOGLE_QUOTA_STOP
    ):
        return "quota"
    if cls == "bad_request" and _missing_model(hay):
        return "not_found"
    return cls


# Finish reasons a vendor sends in its own words (Gemini's FinishReason enum, passed through its
# OpenAI-compatible endpoint as sent: https://ai.google.dev/api/generate-content#FinishReason),
# by the outcome they mean; "length" and "content_filter" are read by the answer parser itself.
FINISH_CLASSES = {
    "max_tokens": "truncated",
    "safety": "filtered",
    "recitation": "filtered",
    "blocklist": "filtered",
    "prohibited_content": "filtered",
    "spii": "filtered",
    "image_safety": "filtered",
    "language": "filtered",  # the answer would be in a language the model does not serve
}


def finish_class(finish: Any) -> str | None:
    """The outcome a vendor's own finish reason means (``truncated``, ``filtered``), or None."""
    return FINISH_CLASSES.get(finish.lower()) if isinstance(finish, str) else None


class ModelStopped(Exception):
    """A cell of a model that a fatal answer (auth, quota, not_found) stopped: skip it, with the
    reason."""


_MAX_PARSE = 200_000  # characters; literal_eval of a huge paste is not worth it


# --- parsing ------------------------------------------------------------------------------


def _text(body: str | bytes | None) -> str:
    if body is None:
        return ""
    if isinstance(body, (bytes, bytearray)):
        return bytes(body).decode("utf-8", errors="replace")
    return str(body)


def _loads(text: str) -> Any:
    """JSON, else a Python literal (the openai SDK prints bodies as dict reprs), else None."""
    s = text.strip()
    if not s or len(s) > _MAX_PARSE:
        return None
    if s.startswith("b'") or s.startswith('b"'):  # a bytes repr pasted from a log
        s = s[2:-1] if len(s) > 3 and s[-1] == s[1] else s[2:]
    for candidate in (s, s[s.find("{") : s.rfind("}") + 1] if "{" in s else ""):
        if not candidate:
            continue
        try:
            return json.loads(candidate)
        except (ValueError, RecursionError):  # a hostile body nests 200,000 deep
            pass
        try:
            return ast.literal_eval(candidate)
        except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
            pass
    return None


def _unlisted(parsed: Any) -> Any:
    """The error object of a body sent as a list of them (Gemini's OpenAI-compatible endpoint
    sends ``[{"error": {...}}]``): the first; anything else as it is."""
    if isinstance(parsed, list) and parsed and isinstance(parsed[0], dict):
        return parsed[0]
    return parsed


def _sse_payloads(text: str) -> list[str] | None:
    """The data payloads of an SSE body; None if the text is not SSE."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if not lines or not all(ln.startswith(("data:", "event:", ":", "id:", "retry:")) for ln in lines):
        return None
    return [ln[5:].strip() for ln in lines if ln.startswith("data:")]


def _fields(parsed: Any) -> dict[str, Any]:
    """code / type / message from the usual places: error{...}, error "str", top level."""
    out: dict[str, Any] = {}
    if isinstance(parsed, str):
        out["message"] = parsed
        return out
    if not isinstance(parsed, dict):
        return out
    err = parsed.get("error")
    if isinstance(err, dict):
        for k in ("code", "type", "message", "status"):
            if err.get(k) is not None:
                out[k] = err[k]
    elif isinstance(err, str):
        out["message"] = err
    for k in ("code", "type", "message", "detail", "statusCode"):
        if k not in out and parsed.get(k) is not None:
            out[k] = parsed[k]
    if parsed.get("object") == "error":
        out.setdefault("type", "error")
    return out


def _haystack(text: str, parsed: Any) -> str:
    """Lowercased raw text plus the parsed form (unescapes \\uXXXX and \\' for matching)."""
    extra = ""
    if parsed is not None:
        try:
            extra = json.dumps(parsed, ensure_ascii=False, default=str)
        except (TypeError, ValueError):
            extra = str(parsed)
    return (text + "\n" + extra).lower().replace("\\'", "'")


def _has(hay: str, markers: tuple[str, ...]) -> bool:
    return any(m in hay for m in markers)


def names_missing_model(body: str | bytes | None) -> bool:
    """Whether an error body says the server does not know the requested model id (as opposed
    to a 404 for a path it does not serve)."""
    text = _text(body)
    return bool(text.strip()) and _missing_model(_haystack(text, _loads(text)))


def _missing_model(hay: str) -> bool:
    return (
        _has(hay, _MISSING_MODEL)
        or _MISSING_MODEL_RE.search(hay) is not None
        or _ANTHROPIC_MISSING_MODEL.search(hay) is not None
    )


def _status_hint(fields: dict[str, Any]) -> int | None:
    """An HTTP-like status written inside the body (llama.cpp code 500, MiMo code "429")."""
    for key in ("status", "statusCode", "code"):
        v = fields.get(key)
        try:
            n = int(v)  # type: ignore[arg-type]  # None is a TypeError, as a dict or a list is
        except (TypeError, ValueError):
            continue
        if 400 <= n <= 599:
            return n
    return None


# --- classification -----------------------------------------------------------------------


def classify_error(status: int | None, body: str | bytes | None) -> str:
    """The outcome class of an error answer, from its HTTP status and body.

    ``status=None`` means no HTTP status was seen (the connection failed, or only a body
    survived): no body is ``connection_error``; otherwise the body decides, and an
    unrecognised one is ``error``. A 2xx status is judged as a 200 body ("ok" if usable).
    """
    text = _text(body)
    if status is not None and 200 <= status < 300:
        return classify_ok_body(text) or "ok"
    if status is None and not text.strip():
        return "connection_error"

    sse = _sse_payloads(text)
    parsed = _loads(text) if sse is None else next((p for p in (_loads(x) for x in sse) if p is not None), None)
    fields = _fields(_unlisted(parsed))
    hay = _haystack(text, parsed)
    code_class = _ZAI_CODES.get(str(fields.get("code", "")).strip())
    google_class = _google_class(fields, hay)
    if status is None:
        status = _status_hint(fields) or _anthropic_status(parsed)

    if code_class == "filtered" or _has(hay, _FILTERED):
        return "filtered"
    if (
        code_class == "context_overflow"
        or status == 413
        or _has(hay, _OVERFLOW)
        or any(r.search(hay) for r in _OVERFLOW_RE)
    ):
        return "context_overflow"
    if google_class is not None:  # its quota words are on every 429, per-minute ones included
        return google_class
    if _has(hay, _THROTTLE_NOT_QUOTA):
        return "rate_limited"
    if code_class == "quota" or status == 402 or _has(hay, _QUOTA):
        return "quota"
    if code_class == "auth" or status in (401, 403) or _has(hay, _AUTH):
        return "auth"
    if status == 404 or code_class == "not_found" or ((status is None or 400 <= status < 500) and _missing_model(hay)):
        return "not_found"
    if status == 429 or code_class == "rate_limited":
        return "rate_limited"
    if status in (408, 504):
        return "timeout"
    if status is not None and status >= 500:
        return "server_error"
    if _has(hay, _TRANSIENT):
        return "rate_limited"
    if status is None and _has(hay, _SERVER):
        return "server_error"
    if status is not None and 400 <= status < 500:
        return "bad_request"
    return "error"


def _all_null(value: Any) -> bool:
    if value is None:
        return True
    if isinstance(value, dict):
        return all(_all_null(v) for v in value.values())
    if isinstance(value, list):
        return all(_all_null(v) for v in value)
    return False


def _error_in_200(text: str) -> str:
    cls = classify_error(None, text)
    return cls if cls in _DECISIVE else "bad_response"


def classify_ok_body(body: str | bytes | None) -> str | None:
    """Judge an HTTP 200 body before parsing it as a completion.

    ``None``: looks like a usable completion (hand it to the normal parser).
    ``bad_response``: empty, keep-alive/blank lines only, all-null, unparseable, no choices,
    or a finished answer with nothing in it; also an ``{"error": ...}`` body whose error is
    not one of the decisive classes.
    ``filtered`` / ``context_overflow`` / ``quota`` / ``auth`` / ``not_found``: an error object
    sent with a 200 that says so (LM Studio sends context overflow as a 200 SSE error event);
    retrying those cannot help, so they are not hidden as ``bad_response``.
    ``truncated``: a choice that finished on ``length`` with no message to parse (a limit hit).
    """
    text = _text(body)
    if not text.strip():
        return "bad_response"
    sse = _sse_payloads(text)
    if sse is not None:
        if "event: error" in text or any('"error"' in p or "'error'" in p for p in sse):
            return _error_in_200(text)
        payloads = [p for p in sse if p and p != "[DONE]"]
        if not payloads:
            return "bad_response"  # keep-alive comments / empty data only
        return None  # a stream of chunks: the streaming parser decides
    parsed = _loads(text)
    if parsed is None:
        return "bad_response"
    listed = _unlisted(parsed) if isinstance(parsed, list) else None
    if isinstance(parsed, str) or (isinstance(listed, dict) and listed.get("error") is not None):
        return _error_in_200(text)
    if not isinstance(parsed, dict) or _all_null(parsed):
        return "bad_response"
    if parsed.get("error") is not None or parsed.get("object") == "error":
        return _error_in_200(text)
    choices = parsed.get("choices")
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        return "bad_response"
    choice = choices[0]
    finish = choice.get("finish_reason")
    message = choice.get("message")
    if message is None and "text" in choice:  # legacy completions shape
        message = {"content": choice.get("text")}
    limit_hit = finish in ("length", "model_context_window_exceeded") or finish_class(finish) == "truncated"
    if not isinstance(message, dict):
        return "truncated" if limit_hit else "bad_response"
    has_content = bool(message.get("content")) or bool(message.get("tool_calls"))
    has_reasoning = bool(message.get("reasoning_content") or message.get("reasoning"))
    if has_content or has_reasoning:
        return None
    if limit_hit:
        return "truncated"
    if finish in ("content_filter", "sensitive"):
        return None  # the parser records it as filtered
    return "bad_response"  # a finished answer with nothing in it
