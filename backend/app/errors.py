"""One error shape for every failure: `{"error": code, "detail": text, "fields"?: {name: code}}`."""

from __future__ import annotations

import logging
import re
from functools import lru_cache
from typing import Any

import sentry_sdk
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import iter_route_contexts
from pydantic import BaseModel
from pydantic.alias_generators import to_camel
from redis.exceptions import RedisError
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import compile_path

logger = logging.getLogger(__name__)


class AppError(Exception):
    status_code = 400
    code = "bad_request"
    detail = "The request could not be processed."
    # True when the changes made before raising are the point of the decision (for example the
    # revocation of a stolen session) and must be committed even though the request fails.
    keep_changes = False

    def __init__(
        self,
        detail: str | None = None,
        *,
        code: str | None = None,
        fields: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        self.detail = detail or self.detail
        self.code = code or self.code
        self.fields = fields
        self.headers = headers
        super().__init__(self.detail)

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"error": self.code, "detail": self.detail}
        if self.fields:
            body["fields"] = self.fields
        return body


class BadRequest(AppError):
    pass


class NotAuthenticated(AppError):
    status_code = 401
    code = "not_authenticated"
    detail = "Please sign in to continue."


class Forbidden(AppError):
    status_code = 403
    code = "forbidden"
    detail = "You don't have permission to do this."


class NotFound(AppError):
    status_code = 404
    code = "not_found"
    detail = "Not found."


class Conflict(AppError):
    status_code = 409
    code = "conflict"
    detail = "This conflicts with the current state."


class AlreadyExists(Conflict):
    """A write that lost a race to another with the same unique value (two registrations of one e-mail)."""

    code = "already_exists"
    detail = "This already exists."


class ValidationFailed(AppError):
    status_code = 422
    code = "validation_error"
    detail = "Some fields are invalid."


class PayloadTooLarge(AppError):
    status_code = 413
    code = "payload_too_large"
    detail = "The upload is too large."


class RateLimited(AppError):
    status_code = 429
    code = "rate_limited"
    detail = "Too many attempts. Please wait and try again."

    def __init__(self, retry_after: int) -> None:
        super().__init__(
            f"Too many attempts. Please try again in {retry_after} seconds.",
            headers={"Retry-After": str(retry_after)},
        )
        self.retry_after = retry_after


class ServiceUnavailable(AppError):
    status_code = 503
    code = "service_unavailable"
    detail = "The service is temporarily unavailable. Please try again in a moment."


_HTTP_CODES = {
    400: "bad_request",
    401: "not_authenticated",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    413: "payload_too_large",
    415: "unsupported_media_type",
    429: "rate_limited",
}

_HTTP_DETAILS = {
    404: "Not found.",
    405: "This method is not allowed here.",
}

# Pydantic error types mapped to the codes the client translates.
_VALIDATION_CODES = {
    "missing": "required",
    "string_too_short": "too_short",
    "string_too_long": "too_long",
    "value_error": "invalid",
    "enum": "invalid_choice",
    "literal_error": "invalid_choice",
    "int_parsing": "invalid_number",
    "int_type": "invalid_number",
    "decimal_parsing": "invalid_number",
    "float_parsing": "invalid_number",
    "date_from_datetime_parsing": "invalid_date",
    "date_parsing": "invalid_date",
    "greater_than_equal": "too_small",
    "greater_than": "too_small",
    "less_than_equal": "too_large",
    "less_than": "too_large",
    "too_long": "too_many",
    "json_invalid": "invalid_json",
    # A text pydantic cannot read as Unicode (a lone surrogate in a constrained `str`).
    "string_unicode": "invalid_characters",
    "url_parsing": "invalid_url",
    "url_scheme": "invalid_url",
}


def _field_name(loc: tuple[Any, ...]) -> str:
    # The API speaks camelCase; pydantic reports defaults by their Python names.
    parts = [to_camel(str(p)) for p in loc if p not in ("body", "query", "path", "header", "cookie")]
    return ".".join(parts) or "body"


def validation_fields(errors: list[dict[str, Any]]) -> dict[str, str]:
    fields: dict[str, str] = {}
    for err in errors:
        # Malformed JSON is located by its byte offset (`["body", 12]`): the whole body is at fault.
        name = "body" if err.get("type") == "json_invalid" else _field_name(tuple(err.get("loc", ())))
        ctx = err.get("ctx") or {}
        code = ctx.get("code") if isinstance(ctx.get("code"), str) else None
        if code is None:
            ctx_error = ctx.get("error")
            code = getattr(ctx_error, "code", None)
        value = err.get("input")
        if code is None and isinstance(value, str) and not value.strip():
            code = "required"
        if code is None and err.get("type") == "value_error" and "email" in str(err.get("msg", "")).lower():
            code = "invalid_email"
        if code is None and err.get("type") == "too_long" and isinstance(value, str):
            # A length limit on a validated text type (SingleLine, MultiLine) is reported as the
            # generic "too_long" of sequences; for text it means too many characters, not items.
            code = "too_long"
        fields.setdefault(name, code or _VALIDATION_CODES.get(err.get("type", ""), "invalid"))
    return fields


class ErrorBody(BaseModel):
    """The body of every error response."""

    error: str
    detail: str
    fields: dict[str, str] | None = None
    # A start date that cannot be booked (app/availability/errors.py): why, and the nearest that can.
    reason: str | None = None
    nearestDates: list[str] | None = None  # noqa: N815 - the API's camelCase


COMMON_ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorBody, "description": text}
    for status, text in [
        (400, "Bad request"),
        (401, "Not signed in"),
        (403, "Forbidden"),
        (404, "Not found"),
        (409, "Conflict"),
        (422, "Invalid fields"),
        (429, "Too many requests"),
        (503, "Temporarily unavailable"),
    ]
}


class FieldError(ValueError):
    """Raised inside validators to report a specific, translatable code for a field."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@lru_cache(maxsize=512)
def _path_pattern(path: str) -> re.Pattern[str]:
    return compile_path(path)[0]


def allowed_methods(request: Request) -> str:
    """Every method some route serves at this path: several routes can share one path (GET and PATCH)."""
    methods: set[str] = set()
    for route in iter_route_contexts(request.app.router.routes):
        if route.path and route.methods and _path_pattern(route.path).match(request.url.path):
            methods |= route.methods
    return ", ".join(sorted(methods))


# "Key (email)=(a@b.c) already exists." (PostgreSQL) and "UNIQUE constraint failed: users.email" (SQLite)
_PG_UNIQUE_KEY = re.compile(r"Key \((?P<columns>.+?)\)=")
_SQLITE_UNIQUE = re.compile(r"UNIQUE constraint failed: (?P<columns>[\w., ]+)$")


def unique_violation_columns(error: IntegrityError) -> list[str] | None:
    """The columns of the unique constraint a write violated, or None when it was another integrity rule."""
    orig = error.orig
    if getattr(orig, "sqlstate", None) == "23505":  # asyncpg's unique_violation
        match = _PG_UNIQUE_KEY.search(str(getattr(getattr(orig, "__cause__", None), "detail", None) or orig))
        columns = match.group("columns").split(", ") if match else []
        columns = [re.sub(r"::\w+", "", column) for column in columns]  # "lower(email::text)" names email
        return [re.findall(r"\w+", column)[-1] for column in columns if re.search(r"\w", column)]
    if match := _SQLITE_UNIQUE.search(str(orig)):
        return [column.rsplit(".", 1)[-1] for column in match.group("columns").split(", ")]
    return None


def integrity_conflict(error: IntegrityError) -> Conflict:
    """A write the database refused on an integrity rule, answered as the conflict it is (never as an outage)."""
    columns = unique_violation_columns(error)
    if columns is None:
        return Conflict()
    return AlreadyExists(fields={to_camel(column): "already_exists" for column in columns} or None)


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(AppError)
    async def _app_error(_: Request, exc: AppError) -> JSONResponse:
        return JSONResponse(exc.body(), status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError) -> JSONResponse:
        err = ValidationFailed(fields=validation_fields(list(exc.errors())))
        return JSONResponse(err.body(), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = _HTTP_CODES.get(exc.status_code, "error")
        detail = _HTTP_DETAILS.get(exc.status_code) or (exc.detail if isinstance(exc.detail, str) else code)
        headers = getattr(exc, "headers", None)
        if exc.status_code == 405:
            # Starlette names only the methods of the first route that matched the path.
            headers = {**(headers or {}), "Allow": allowed_methods(request) or (headers or {}).get("Allow", "")}
        return JSONResponse({"error": code, "detail": detail}, status_code=exc.status_code, headers=headers)

    @app.exception_handler(IntegrityError)
    async def _integrity(_: Request, exc: IntegrityError) -> JSONResponse:
        logger.info("write refused by an integrity rule: %s", exc.orig)
        conflict = integrity_conflict(exc)
        return JSONResponse(conflict.body(), status_code=conflict.status_code)

    @app.exception_handler(OperationalError)
    @app.exception_handler(DBAPIError)
    @app.exception_handler(RedisError)
    async def _database(_: Request, exc: Exception) -> JSONResponse:
        # The database or the shared Redis (rate limits, caches across nodes) down or past its deadline.
        logger.warning("%s unavailable: %s", "redis" if isinstance(exc, RedisError) else "database", exc)
        return JSONResponse(ServiceUnavailable().body(), status_code=503, headers={"Retry-After": "5"})

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, exc: Exception) -> JSONResponse:
        logger.exception("unhandled error", exc_info=exc)
        # Reported when SENTRY_DSN is set (app/kit/error_reporting.py, scrubbed); a no-op otherwise.
        sentry_sdk.capture_exception(exc)
        return JSONResponse({"error": "internal_error", "detail": "An unexpected error occurred."}, status_code=500)
