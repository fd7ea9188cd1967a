"""Logging set up once per process: readable text by default, one JSON object a line with
LOG_FORMAT=json. Every line carries the id of the request (or of the request whose work a job is
doing) it was written for (app/kit/request_context.py).

What is logged never names a person: the request line has the route's template (not the path, which
can hold a token), the status, the duration and the principal's role and id. As a last guard the
formatters replace anything shaped like an e-mail address with `<e-mail>`.
"""

from __future__ import annotations

import json
import logging
import re
import sys
from datetime import UTC, datetime
from typing import Any

from app.kit.request_context import current_request_id

_EMAIL = re.compile(r"[^\s@'\"<>(),;:]+@[^\s@'\"<>(),;:]+\.[A-Za-z]{2,}")
_EXTRA_FIELDS = ("method", "route", "status", "duration_ms", "role", "user_id", "job")


def scrub(text: str) -> str:
    return _EMAIL.sub("<e-mail>", text)


class RequestIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if not getattr(record, "request_id", None):
            record.request_id = current_request_id()
        return True


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": scrub(record.getMessage()),
        }
        request_id = getattr(record, "request_id", None)
        if request_id:
            entry["request_id"] = request_id
        for name in _EXTRA_FIELDS:
            value = getattr(record, name, None)
            if value is not None:
                entry[name] = value
        if record.exc_info:
            entry["exception"] = scrub(self.formatException(record.exc_info))
        return json.dumps(entry, ensure_ascii=False, default=str)


class TextFormatter(logging.Formatter):
    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s: %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        line = scrub(super().format(record))
        role = getattr(record, "role", None)
        if role is not None:
            line = f"{line} role={role} user={getattr(record, 'user_id', None)}"
        request_id = getattr(record, "request_id", None)
        return f"{line} [request {request_id}]" if request_id else line


def configure_logging(log_format: str, level: int = logging.INFO, *, requests: bool = True) -> None:
    """One handler on the root logger (stderr) in the chosen format; uvicorn's loggers go through it.
    `requests`: the app's line per request (off when a proxy in front logs them)."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter() if log_format == "json" else TextFormatter())
    handler.addFilter(RequestIdFilter())
    root = logging.getLogger()
    for old in [h for h in root.handlers if getattr(h, "_surfcamp", False)]:
        root.removeHandler(old)
    handler._surfcamp = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    root.setLevel(level)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        logger = logging.getLogger(name)
        logger.handlers.clear()
        logger.propagate = True
    # In both formats the app's own line per request (route template, no query string: a path or a
    # query can hold a token or an address) replaces uvicorn's access line.
    logging.getLogger("uvicorn.access").disabled = True
    logging.getLogger("surfcamp.request").disabled = not requests
