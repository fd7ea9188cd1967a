"""A PDF file as a route's answer: its OpenAPI description and the download response."""

from __future__ import annotations

from fastapi import Response

PDF_RESPONSES: dict[int | str, dict[str, object]] = {200: {"content": {"application/pdf": {}}, "description": "PDF"}}


def pdf_download(content: bytes, filename: str) -> Response:
    """A PDF to save under `filename`, never cached (it is someone's own)."""
    return Response(
        content,
        media_type="application/pdf",
        headers={"Content-Disposition": f'attachment; filename="{filename}"', "Cache-Control": "no-store"},
    )
