"""Reading a row id out of a path segment that may also be a slug ("/blog/42" or "/blog/best-time")."""

from __future__ import annotations

from app.kit.schema import ROW_ID_MAX

_MAX_DIGITS = len(str(ROW_ID_MAX))


def row_id_in(segment: str) -> int | None:
    """The row id `segment` names, or None when it names none (a slug, or a number no row can have).

    `str.isdigit()` also accepts "²" or "٣", which `int()` refuses, and a number past the integer
    column's range fails in the driver instead of matching nothing: both were answered 500.
    """
    if not (segment.isascii() and segment.isdigit()) or len(segment) > _MAX_DIGITS:
        return None
    value = int(segment)
    return value if 1 <= value <= ROW_ID_MAX else None
