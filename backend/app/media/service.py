"""Uploaded images: intake, who may attach which image, and removing files nobody shows any more.

Files are removed only after the change that dropped them is committed (see `remove_files_later`),
so a failed request never leaves a camp or package pointing at a deleted file.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from datetime import timedelta

from fastapi import BackgroundTasks
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.auth.access import Principal
from app.config import get_settings
from app.errors import Conflict, NotFound
from app.jobs.isolation import JobRows
from app.kit.ratelimit import get_rate_limiter
from app.media.images import StoredImage, delete_image, store_image
from app.media.repository import MediaRepository
from app.media.schemas import ImagePurpose
from app.media.storage import Storage, get_storage
from app.models import MediaImage
from app.models.base import utcnow

logger = logging.getLogger(__name__)

# An upload nobody saved on a camp or package within this time is deleted by the background jobs.
ORPHAN_AFTER = timedelta(hours=24)

FOLDERS: dict[str, str] = {
    "camp": "camps",
    "package-featured": "packages/featured",
    "package-gallery": "packages/gallery",
}


class ImageNotFound(NotFound):
    code = "image_not_found"
    detail = "Image not found."


class MediaService:
    def __init__(self, session: AsyncSession, storage: Storage) -> None:
        self.session = session
        self.storage = storage
        self.images = MediaRepository(session)

    async def upload(self, principal: Principal, data: bytes, purpose: ImagePurpose) -> tuple[MediaImage, StoredImage]:
        """Validate, resize and store an image; an owner's upload belongs to their camp."""
        await get_rate_limiter().check("upload:user", str(principal.user.id), get_settings().rate_limit_upload_user)
        stored = await store_image(self.storage, data, FOLDERS[purpose])
        row = MediaImage(
            url=stored.url,
            purpose=purpose,
            width=stored.width,
            height=stored.height,
            camp_id=None if principal.is_admin else principal.owned_camp_id,
            uploaded_by_user_id=principal.user.id,
        )
        self.session.add(row)
        await self.session.flush()
        return row, stored

    async def check_attachable(self, camp_id: int, wanted: Iterable[str | None], current: Iterable[str | None]) -> None:
        """An owner may show an image already on this row, or one uploaded for or shown by their own camp."""
        keep = {url for url in current if url}
        for url in {url for url in wanted if url} - keep:
            row = await self.images.by_url(url)
            if row is not None and row.camp_id == camp_id:
                continue
            if await self.images.used_by_camp(camp_id, url):
                continue
            raise ImageNotFound()

    async def release(self, urls: Iterable[str | None]) -> list[str]:
        """Of the images a change dropped, those nothing shows any more: forgotten now, files removed later."""
        await self.session.flush()
        released: list[str] = []
        for url in {url for url in urls if url}:
            if not await self.images.is_referenced(url):
                await self.images.forget(url)
                released.append(url)
        return released

    async def discard(self, principal: Principal, image_id: int) -> str:
        """Delete an upload that was never saved on a camp or package (the uploader's Remove)."""
        camp_id = None if principal.is_admin else principal.owned_camp_id
        if camp_id is None and not principal.is_admin:
            raise ImageNotFound()
        row = await self.images.get(image_id, camp_id)
        if row is None:
            raise ImageNotFound()
        if await self.images.is_referenced(row.url):
            raise Conflict("This image is still shown on a camp or package.", code="image_in_use")
        await self.session.delete(row)
        return row.url


async def remove_files(storage: Storage, urls: list[str]) -> None:
    for url in urls:
        await delete_image(storage, url)  # logs and swallows its own failures


def remove_files_later(background: BackgroundTasks, storage: Storage, urls: list[str]) -> None:
    """Delete image files once the response is sent, i.e. after the request's transaction committed."""
    if urls:
        background.add_task(remove_files, storage, urls)


async def remove_orphan_images(
    sessionmaker: async_sessionmaker[AsyncSession],
    storage: Storage | None = None,
    batch: int = 100,
    *,
    rows: JobRows | None = None,
) -> int:
    """Forget upload records older than a day; delete the files of those nothing shows (e.g. a form
    closed without saving). A record is forgotten once looked at, so a pass stays cheap; each in a
    transaction of its own, one that fails recorded and skipped (app/jobs/isolation.py)."""
    storage = storage or get_storage()
    rows = rows or JobRows("orphan_images", sessionmaker)
    cutoff = utcnow() - ORPHAN_AFTER
    removed = 0
    after = 0
    while True:
        async with sessionmaker() as session:
            old = select(MediaImage.id).where(MediaImage.created_at < cutoff, MediaImage.id > after)
            ids = list((await session.scalars(old.order_by(MediaImage.id).limit(batch))).all())
        if not ids:
            return removed
        after = ids[-1]
        async for key, image_id in rows.due(ids, lambda i: f"media_image:{i}"):
            async with rows.row(key):
                async with sessionmaker() as session, session.begin():
                    image = await session.get(MediaImage, image_id)
                    if image is None:
                        continue
                    unused = None if await MediaRepository(session).is_referenced(image.url) else image.url
                    await session.delete(image)
                if unused:  # once the record's removal is committed
                    await remove_files(storage, [unused])
                    removed += 1
