"""CSV that is safe to open in a spreadsheet program: every export of the app writes its cells here."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from decimal import Decimal
from typing import Any

from fastapi.responses import Response

# A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value: object) -> str:
    """The cell's text; a text a spreadsheet would run as a formula is kept as text by a leading quote.

    A number the app computed (a credit of -187.50) is written as a number: only text can carry a formula."""
    if isinstance(value, int | Decimal) and not isinstance(value, bool):
        return str(value)
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(FORMULA_PREFIXES) else text


def csv_line(values: Sequence[object]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerow([csv_cell(v) for v in values])
    return out.getvalue()


def csv_document(header: Sequence[object], rows: Iterable[Sequence[object]]) -> str:
    """The header and the rows, with a BOM so that spreadsheet programs read the file as UTF-8."""
    return "\ufeff" + csv_line(header) + "".join(csv_line(row) for row in rows)


def csv_response(text: str, filename: str) -> Response:
    """A download of `text` as `filename`, never cached (exports hold personal data)."""
    return Response(
        text,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{filename}"', "Cache-Control": "no-store"},
    )


# The OpenAPI description of a route answering with csv_response.
CSV_RESPONSES: dict[int | str, dict[str, Any]] = {200: {"content": {"text/csv": {}}, "description": "CSV"}}
