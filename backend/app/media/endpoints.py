"""Image upload for camp owners and the back office. The body is read with a size cap before parsing."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, BackgroundTasks, Request, Response, status
from starlette.datastructures import UploadFile
from starlette.formparsers import MultiPartException
from starlette.types import Message

from app.auth.access import OwnerOrAdmin
from app.db import SessionDep
from app.errors import BadRequest, PayloadTooLarge, ValidationFailed
from app.kit.response_cache import KeepsPublicReads
from app.kit.schema import PathId
from app.media.images import MAX_UPLOAD_BYTES
from app.media.schemas import IMAGE_PURPOSES, ImagePurpose, ImageRead, ImageVariant
from app.media.service import MediaService, remove_files_later
from app.media.storage import StorageDep

# An upload is not public until a camp or package that uses it is saved (which empties the cache).
router = APIRouter(prefix="/api/v1/media", tags=["media"], dependencies=[KeepsPublicReads])
UPLOAD_PATH = "/api/v1/media/images"  # reads and caps its own body (BODY_LIMIT), see app/main.py

# The multipart envelope around the file (boundaries, headers, the purpose field) stays well below this.
BODY_LIMIT = MAX_UPLOAD_BYTES + 256 * 1024

_UPLOAD_BODY: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file", "purpose"],
                    "properties": {
                        "file": {"type": "string", "format": "binary", "description": "JPEG, PNG or WebP, <= 15 MB"},
                        "purpose": {"type": "string", "enum": list(IMAGE_PURPOSES)},
                    },
                }
            }
        },
    }
}


def _too_large() -> PayloadTooLarge:
    return PayloadTooLarge("The image is larger than 15 MB.", code="file_too_large")


async def _capped_body(request: Request) -> bytes:
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > BODY_LIMIT:
        raise _too_large()
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > BODY_LIMIT:
            raise _too_large()
        chunks.append(chunk)
    return b"".join(chunks)


async def _read_upload(request: Request) -> tuple[bytes, ImagePurpose]:
    body = await _capped_body(request)

    async def replay() -> Message:
        return {"type": "http.request", "body": body, "more_body": False}

    try:
        async with Request(request.scope, replay).form(max_files=1, max_fields=4) as form:
            file, purpose = form.get("file"), form.get("purpose")
            fields: dict[str, str] = {}
            if not isinstance(file, UploadFile):
                fields["file"] = "required"
            if purpose not in IMAGE_PURPOSES:
                fields["purpose"] = "required" if not purpose else "invalid_choice"
            if fields:
                raise ValidationFailed(fields=fields)
            assert isinstance(file, UploadFile) and isinstance(purpose, str)
            data = await file.read()
    except MultiPartException as exc:
        raise BadRequest("The upload could not be read. Please send the image as multipart/form-data.") from exc
    return data, purpose  # type: ignore[return-value]  # checked against IMAGE_PURPOSES above


@router.post(
    "/images",
    status_code=status.HTTP_201_CREATED,
    operation_id="uploadImage",
    openapi_extra=_UPLOAD_BODY,
    responses={413: {"description": "File or image too large"}, 415: {"description": "Not a JPEG, PNG or WebP image"}},
)
async def upload_image(
    request: Request, principal: OwnerOrAdmin, session: SessionDep, storage: StorageDep
) -> ImageRead:
    data, purpose = await _read_upload(request)
    row, stored = await MediaService(session, storage).upload(principal, data, purpose)
    return ImageRead(
        id=row.id,
        url=stored.url,
        width=stored.width,
        height=stored.height,
        purpose=purpose,
        variants=[ImageVariant(width=w, url=u) for w, u in sorted(stored.variants.items())],
    )


@router.delete("/images/{image_id}", status_code=status.HTTP_204_NO_CONTENT, operation_id="discardImage")
async def discard_image(
    image_id: PathId, principal: OwnerOrAdmin, session: SessionDep, storage: StorageDep, background: BackgroundTasks
) -> Response:
    url = await MediaService(session, storage).discard(principal, image_id)
    remove_files_later(background, storage, [url])
    return Response(status_code=status.HTTP_204_NO_CONTENT)
