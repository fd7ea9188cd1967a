"""Base for every API schema: camelCase on the wire, snake_case in Python."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Path
from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from app.errors import FieldError
from app.kit.text import encodable

# Row ids are 32-bit integer columns: a larger number can name no row, and binding it fails in
# the driver (an OverflowError on SQLite, a DataError on PostgreSQL) instead of answering.
ROW_ID_MAX = 2**31 - 1
RowId = Annotated[int, Field(ge=1, le=ROW_ID_MAX)]
PathId = Annotated[int, Path(ge=1, le=ROW_ID_MAX)]


class ApiModel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, from_attributes=True)


class Message(ApiModel):
    message: str


def raw_text(value: Any) -> str:
    """The input of a `mode="before"` text validator, trimmed; "" for null, refused when not text.

    Before-validators see the raw JSON, so a number or an object where text belongs must be
    answered as an invalid field, not trip over `.strip()`; a lone surrogate is refused here too,
    whatever type the field has after this validator.
    """
    if value is None:
        return ""
    if not isinstance(value, str):
        raise FieldError("invalid", "Enter text here.")
    return encodable(value).strip()
