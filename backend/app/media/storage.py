"""Where image files live: a local folder (default) or an S3-compatible bucket."""

from __future__ import annotations

import asyncio
import logging
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Protocol

from fastapi import Depends

from app.config import Settings, get_settings

logger = logging.getLogger(__name__)


class Storage(Protocol):
    async def save(self, name: str, data: bytes, content_type: str) -> str:
        """Store `data` under `name` and return its public URL."""
        ...

    async def delete(self, name: str) -> None: ...

    def name_from_url(self, url: str) -> str | None:
        """The stored name behind one of our URLs, or None for a URL we do not own."""
        ...


class LocalStorage:
    def __init__(self, root: Path, url_prefix: str) -> None:
        self.root = root
        self.url_prefix = url_prefix.rstrip("/")

    def _path(self, name: str) -> Path:
        path = (self.root / name).resolve()
        if self.root.resolve() not in path.parents:
            raise ValueError("invalid storage name")
        return path

    async def save(self, name: str, data: bytes, content_type: str) -> str:
        path = self._path(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        await asyncio.to_thread(path.write_bytes, data)
        return f"{self.url_prefix}/{name}"

    async def delete(self, name: str) -> None:
        await asyncio.to_thread(self._path(name).unlink, True)

    def name_from_url(self, url: str) -> str | None:
        prefix = self.url_prefix + "/"
        return url[len(prefix) :] if url.startswith(prefix) else None


class S3Storage:
    def __init__(self, settings: Settings) -> None:
        import boto3

        if not settings.s3_bucket:
            raise ValueError("S3_BUCKET must be set when STORAGE_BACKEND=s3")
        self.bucket = settings.s3_bucket
        self.client = boto3.client(
            "s3",
            endpoint_url=settings.s3_endpoint_url,
            region_name=settings.s3_region,
            aws_access_key_id=settings.s3_access_key_id,
            aws_secret_access_key=settings.s3_secret_access_key,
        )
        base = (
            settings.s3_public_base_url or f"{(settings.s3_endpoint_url or 'https://s3.amazonaws.com')}/{self.bucket}"
        )
        self.base_url = base.rstrip("/")

    async def save(self, name: str, data: bytes, content_type: str) -> str:
        await asyncio.to_thread(
            self.client.put_object,
            Bucket=self.bucket,
            Key=name,
            Body=data,
            ContentType=content_type,
            CacheControl="public, max-age=31536000, immutable",
        )
        return f"{self.base_url}/{name}"

    async def delete(self, name: str) -> None:
        await asyncio.to_thread(self.client.delete_object, Bucket=self.bucket, Key=name)

    def name_from_url(self, url: str) -> str | None:
        prefix = self.base_url + "/"
        return url[len(prefix) :] if url.startswith(prefix) else None


def build_storage(settings: Settings) -> Storage:
    if settings.storage_backend == "s3":
        return S3Storage(settings)
    return LocalStorage(settings.media_root, settings.media_url_prefix)


@lru_cache
def get_storage() -> Storage:
    return build_storage(get_settings())


StorageDep = Annotated[Storage, Depends(get_storage)]
