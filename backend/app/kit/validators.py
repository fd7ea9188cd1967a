"""Field validators every request schema shares: a required text and an e-mail address.

Each raises `FieldError` with the code the client translates (`required`, `invalid_email`).
"""

from __future__ import annotations

from email_validator import EmailNotValidError, validate_email

from app.errors import FieldError
from app.kit.schema import raw_text


def required_text(value: str | None) -> str:
    """The text with surrounding space removed; `required` when nothing is left."""
    value = raw_text(value)
    if not value:
        raise FieldError("required", "This field is required.")
    return value


def email_address(value: str | None) -> str:
    """A syntactically valid e-mail address, normalised and lower-cased; `invalid_email` otherwise."""
    value = required_text(value)
    if "@" not in value:
        raise FieldError("invalid_email", "Please enter a valid email")
    try:
        return validate_email(value, check_deliverability=False).normalized.lower()
    except EmailNotValidError as exc:
        raise FieldError("invalid_email", "Please enter a valid email") from exc
