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


def optional_text(value: str | None) -> str | None:
    """The text with surrounding space removed, or None when nothing is left."""
    return raw_text(value) or None


def optional_email(value: str | None) -> str | None:
    """An e-mail address as `email_address` does, or None when the field was left empty."""
    return email_address(value) if optional_text(value) else None


def clean_list(values: list[str] | None) -> list[str]:
    """Trimmed texts without empties or repeats, in the given order; `invalid` when not a list."""
    if values is not None and not isinstance(values, list):
        raise FieldError("invalid", "Enter a list here.")
    return list(dict.fromkeys(text for text in (raw_text(v) for v in values or []) if text))
