"""Base for every API schema: camelCase on the wire, snake_case in Python."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel

from app.errors import FieldError


class ApiModel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, from_attributes=True)


class Message(ApiModel):
    message: str


def raw_text(value: Any) -> str:
    """The input of a `mode="before"` text validator, trimmed; "" for null, refused when not text.

    Before-validators see the raw JSON, so a number or an object where text belongs must be
    answered as an invalid field, not trip over `.strip()`.
    """
    if value is None:
        return ""
    if not isinstance(value, str):
        raise FieldError("invalid", "Enter text here.")
    return value.strip()
