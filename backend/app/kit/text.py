"""Text fields of request schemas: no control characters in what people type.

`SingleLine` is for names, titles, cities, phone numbers, addresses, URLs and the like: a CR or LF
there breaks e-mail headers and subjects, CSV exports and log lines, and other control characters
(NUL, ESC, DEL, the C1 range, the Unicode line and paragraph separators) have no use in any of them.
`MultiLine` is for descriptions, messages and notes: they keep line breaks (CRLF and CR become LF)
and tabs, nothing else of that kind. `AnyText` is for what may hold any character (a password).

None of them takes a lone surrogate: JSON can write "\\ud800", half of a UTF-16 pair with no other
half, which Python reads as a string no encoder can write as UTF-8; stored, hashed or mailed, it
fails far from the request. `tests/kit/test_request_text.py` sends one to every text field of every
route.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, TypeVar

from pydantic import AfterValidator, BeforeValidator, Field, HttpUrl

from app.errors import FieldError

# C0 controls, DEL, C1 controls, the Unicode line (U+2028) and paragraph (U+2029) separators, and
# lone surrogates (a surrogate in a Python string is always alone: a JSON pair is read as one character).
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_CONTROL_BUT_LINES = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")  # keeps \t, \n
_SURROGATE = re.compile(r"[\ud800-\udfff]")
_LINE_BREAK = re.compile(r"\r\n?")
_Json = TypeVar("_Json")


def _refused() -> FieldError:
    return FieldError("invalid_characters", "Remove line breaks and other control characters.")


def encodable(value: str) -> str:
    """Any text that is made of characters: refused when it holds a lone surrogate."""
    if _SURROGATE.search(value):
        raise _refused()
    return value


def encodable_json(value: _Json) -> _Json:
    """A parsed JSON document whose keys and texts are all `encodable`, however deep."""
    pending: list[Any] = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            encodable(item)
        elif isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return value


def single_line(value: str) -> str:
    if _CONTROL.search(value):
        raise _refused()
    return value


def multi_line(value: str) -> str:
    value = _LINE_BREAK.sub("\n", value)
    if _CONTROL_BUT_LINES.search(value):
        raise _refused()
    return value


# The same rules as JSON Schema patterns, so the API description (and a client or a fuzzer that
# reads it) says what is accepted; the validators above are what enforces them, with their own code.
# The patterns leave lone surrogates out: text decoded from UTF-8 never holds one, and JSON Schema
# tools in other languages (Schemathesis' Rust validator) cannot write the range.
_SINGLE_LINE_PATTERN = "^[^\x00-\x1f\x7f-\x9f\u2028\u2029]*$"
SingleLine = Annotated[str, AfterValidator(single_line), Field(json_schema_extra={"pattern": _SINGLE_LINE_PATTERN})]
MultiLine = Annotated[
    str,
    AfterValidator(multi_line),
    Field(json_schema_extra={"pattern": "^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029]*$"}),
]
AnyText = Annotated[str, AfterValidator(encodable)]


def _single_line_before_parsing(value: Any) -> Any:
    # The URL parser would silently drop tabs and line breaks (WHATWG): refuse them first.
    return single_line(value) if isinstance(value, str) else value


# An http(s) address someone types (a calendar to import): one line, then parsed as a URL.
WebAddress = Annotated[
    HttpUrl, BeforeValidator(_single_line_before_parsing), Field(json_schema_extra={"pattern": _SINGLE_LINE_PATTERN})
]
