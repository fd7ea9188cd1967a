"""Unhandled errors reported to Sentry (SENTRY_DSN), off by default, with nobody's data in them.

`send_default_pii=False` keeps the SDK from attaching users, cookies and client addresses; the SDK
is also told not to attach request bodies or the local variables of frames (a booking's form would be
in both). What is left goes through `scrub_event` before it leaves: headers but a few plain ones are
dropped, values under keys that name a person, a secret or a token are replaced, and e-mail
addresses, long token-shaped strings and quoted values in messages (Python quotes the value it
stumbled on: KeyError('Lena')) are blanked. The request id rides along as a tag, so a report and
the request's log lines are found together.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from app.config import Settings
from app.kit.request_context import current_request_id

logger = logging.getLogger(__name__)

_SENSITIVE_KEY = re.compile(
    r"pass|secret|token|auth|cookie|session|e-?mail|name|phone|whatsapp|address|message|body|text|ip|key|dsn",
    re.IGNORECASE,
)
_KEPT_HEADERS = {"accept", "accept-language", "content-type", "content-length", "x-request-id", "user-agent"}
_EMAIL = re.compile(r"[^\s@'\"<>(),;:]+@[^\s@'\"<>(),;:]+")
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_TOKEN = re.compile(r"(?=[A-Za-z_\-+/=.]*\d)[A-Za-z0-9_\-+/=.]{24,}")
_FILTERED = "[Filtered]"


def scrub_text(text: str) -> str:
    return _TOKEN.sub("…", _QUOTED.sub("'…'", _EMAIL.sub("<e-mail>", text)))


def _scrub(value: Any, key: str = "") -> Any:
    if key and _SENSITIVE_KEY.search(key) and not isinstance(value, dict | list):
        return _FILTERED
    if isinstance(value, dict):
        return {k: _scrub(v, str(k)) for k, v in value.items()}
    if isinstance(value, list):
        return [_scrub(v) for v in value]
    if isinstance(value, str):
        return scrub_text(value)
    return value


def scrub_event(event: dict[str, Any], _hint: dict[str, Any] | None = None) -> dict[str, Any]:
    """The event without personal data or secrets (Sentry's `before_send`)."""
    request = event.get("request")
    if isinstance(request, dict):
        headers = request.get("headers") or {}
        request["headers"] = {k: v for k, v in headers.items() if k.lower() in _KEPT_HEADERS}
        for part in ("data", "cookies", "query_string", "env"):
            request.pop(part, None)
        if isinstance(request.get("url"), str):
            request["url"] = scrub_text(request["url"].split("?")[0])
    event.pop("user", None)
    event.pop("server_name", None)
    for part in ("exception", "logentry", "message", "breadcrumbs", "extra", "tags"):
        if part in event:
            event[part] = _scrub(event[part]) if part not in ("exception",) else _scrub_exception(event[part])
    return event


def _scrub_exception(exception: Any) -> Any:
    if not isinstance(exception, dict):
        return exception
    for item in exception.get("values") or []:
        if isinstance(item.get("value"), str):
            item["value"] = scrub_text(item["value"])
        for frame in (item.get("stacktrace") or {}).get("frames") or []:
            frame.pop("vars", None)
    return exception


def _before_send(event: dict[str, Any], hint: dict[str, Any]) -> dict[str, Any]:
    event = scrub_event(event, hint)
    request_id = current_request_id()
    if request_id:
        event.setdefault("tags", {})["request_id"] = request_id
    return event


def init_error_reporting(settings: Settings) -> bool:
    """Start reporting when SENTRY_DSN is set; whether it is on."""
    if not settings.sentry_dsn:
        return False
    import sentry_sdk
    from sentry_sdk.transport import HttpTransport

    # The SDK's HTTP transport waits up to 30 s per report; ours is bounded by SENTRY_TIMEOUT_SECONDS.
    bounded = type("BoundedHttpTransport", (HttpTransport,), {"TIMEOUT": settings.sentry_timeout_seconds})
    sentry_sdk.init(
        transport=bounded,
        dsn=settings.sentry_dsn,
        environment=settings.environment,
        send_default_pii=False,
        include_local_variables=False,
        max_request_body_size="never",
        before_send=_before_send,  # type: ignore[arg-type]
        traces_sample_rate=0.0,
        # Reports leave from the SDK's own thread; at exit it is given this long, never more.
        shutdown_timeout=settings.sentry_timeout_seconds,
    )
    logger.info("unhandled errors are reported to Sentry")
    return True
