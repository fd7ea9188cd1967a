"""No text a request carries can hold a lone surrogate (app/kit/text.py).

JSON can write "\\ud800", a UTF-16 half with no other half; Python reads it as a one-character string
that no encoder can write as UTF-8. Before, 33 fields stored or hashed it and the database driver (or
argon2, or the mailer) failed with a 500. The walk sends it to every text field of every route.
"""

from __future__ import annotations

import json
from datetime import date, datetime
from decimal import Decimal
from typing import Any

import httpx
import pytest
from pydantic import ValidationError

from app.errors import FieldError
from app.kit import text
from app.kit.ratelimit import get_rate_limiter
from app.kit.schema import ApiModel, raw_text
from app.kit.text import AnyText, MultiLine, SingleLine
from tests.kit.helpers import RouteInput, route_inputs, server_errors, unrefused
from tests.security.helpers import BOOKING, build_marketplace, fill
from tests.shared_app import default_app

LONE = ["\ud800", "Camp \udfff House", "\udc00\ud800"]


class Form(ApiModel):
    name: SingleLine | None = None
    note: MultiLine | None = None
    password: AnyText | None = None


@pytest.mark.parametrize("value", LONE)
@pytest.mark.parametrize("field", ["name", "note", "password"])
def test_the_text_types_refuse_a_lone_surrogate(field: str, value: str) -> None:
    with pytest.raises(ValidationError) as caught:
        Form.model_validate({field: value})
    assert caught.value.errors()[0]["ctx"]["error"].code == "invalid_characters"


def test_a_pair_of_surrogates_is_one_character_and_passes() -> None:
    # "\ud83c\udf0a" in JSON is one character, 🌊, which Python reads as such.
    form = Form.model_validate_json('{"name": "Wave \\ud83c\\udf0a", "password": "\\ud83c\\udf0a x"}')
    assert form.name == "Wave 🌊" and form.password == "🌊 x"


def test_the_shared_text_validators_refuse_a_lone_surrogate() -> None:
    with pytest.raises(FieldError) as caught:
        raw_text(" \ud800 ")
    assert caught.value.code == "invalid_characters"


def _is_text(target: RouteInput) -> bool:
    return not (isinstance(target.annotation, type) and issubclass(target.annotation, NOT_TEXT))


NOT_TEXT = (bool, int, float, Decimal, date, datetime, bytes)
INPUTS = route_inputs(default_app())
BODY_TEXT = [t for t in INPUTS if t.where == "body" and _is_text(t)]
QUERY_TEXT = [t for t in INPUTS if t.where == "query" and _is_text(t)]


# Text inputs without the kit's text types, and why. Path segments and cookies are not listed: a URL
# and a header are decoded by the server (bytes that are not UTF-8 become U+FFFD), so they cannot
# carry a surrogate; tests/security/test_path_params.py sends such bytes to every path parameter.
NOT_KIT_TEXT = {
    "body:meta": "a JSON object or its text, parsed by _meta_object (app/content/schemas.py); encodable_json",
}
KIT_TEXT_RULES = {text.single_line, text.multi_line, text.encodable}


def _kit_text(target: RouteInput) -> bool:
    """Typed SingleLine, MultiLine or AnyText, or held to a pattern (which refuses what is not Unicode)."""
    rules = {getattr(m, "func", None) for m in target.metadata}
    return bool(rules & KIT_TEXT_RULES) or any(getattr(m, "pattern", None) for m in target.metadata)


def test_every_text_field_and_query_text_is_one_of_the_kits_text_types() -> None:
    untyped = [
        str(t)
        for t in INPUTS
        if t.annotation is str
        and t.where in ("body", "query", "header")
        and not _kit_text(t)
        and f"{t.where}:{t.name}" not in NOT_KIT_TEXT
    ]
    assert untyped == [], "type these inputs as app.kit.text.SingleLine, MultiLine or AnyText"


def test_the_walk_finds_nested_listed_and_mapped_text_fields() -> None:
    found = {str(t) for t in BODY_TEXT} | {str(t) for t in QUERY_TEXT}
    assert {
        "POST /api/partner-signup body:packages.0.inclusions.0",
        "PATCH /api/v1/owner/camp body:translations.en.name",
        "POST /api/v1/owner/packages body:includedFeatures.0",
        "POST /api/v1/admin/content body:meta.key",
        "POST /api/v1/auth/login body:password",
        "POST /api/v1/assistant/chat body:messages.0.content",
        "GET /api/v1/owner/bookings query:q",
    } <= found
    assert len(BODY_TEXT) > 150


async def test_every_text_field_of_every_request_body_refuses_a_lone_surrogate(walker: httpx.AsyncClient) -> None:
    market = await build_marketplace()
    get_rate_limiter().enabled = False

    # Free text says which characters it refuses; a choice, an address or a URL may say it is not one.
    def codes(target: RouteInput) -> set[str] | None:
        free_text = target.annotation is str and f"{target.where}:{target.name}" not in NOT_KIT_TEXT
        return {"invalid_characters"} if free_text else None

    failures = await unrefused(walker, market, BODY_TEXT, "Atlas \ud800", codes)
    assert not failures, "\n".join(failures)


async def test_a_dict_key_with_a_lone_surrogate_is_refused(walker: httpx.AsyncClient) -> None:
    market = await build_marketplace()
    content = {"sectionKey": "faq", "title": "FAQ", "content": "Questions", "language": "en", "meta": {"\ud800": 1}}
    response = await walker.post(
        "/api/v1/admin/content",
        content=_ascii_json(content),
        headers={**market.headers["super_admin"], "content-type": "application/json"},
    )
    assert response.status_code == 422 and response.json()["fields"] == {"meta": "invalid_characters"}


@pytest.mark.parametrize("value", ["\ud800", "\x00", "\udfff\ud800x"])
async def test_no_query_text_answers_undecodable_bytes_with_a_server_error(
    walker: httpx.AsyncClient, value: str
) -> None:
    """A URL cannot carry a lone surrogate: its UTF-8 bytes ("%ED%A0%80") are read as U+FFFD; NUL is refused."""
    market = await build_marketplace()
    get_rate_limiter().enabled = False
    assert await server_errors(walker, market, QUERY_TEXT, value) == []


@pytest.mark.parametrize("raw", [b"\xed\xa0\x80", b"\xff\xfe", b"caf\xe9"])
async def test_header_and_cookie_bytes_that_are_not_utf8_answer_without_a_server_error(
    walker: httpx.AsyncClient, raw: bytes
) -> None:
    market = await build_marketplace()
    booking = fill(BOOKING, market.ids["anonymous"])
    for method, url, headers in (
        ("POST", "/api/v1/bookings", {"idempotency-key": raw}),
        ("POST", "/api/v1/auth/refresh", {"cookie": b"sc_refresh=" + raw}),
        ("GET", "/api/v1/owner/camp", {"authorization": b"Bearer " + raw}),
        ("GET", "/api/v1/camps", {"accept-language": raw}),
    ):
        response = await walker.request(
            method, url, content=_ascii_json(booking), headers={"content-type": "application/json", **headers}
        )
        assert response.status_code < 500, (url, raw, response.status_code)


def _ascii_json(value: Any) -> bytes:
    return json.dumps(value).encode("ascii")
