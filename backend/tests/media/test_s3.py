"""The S3 storage path against a local S3-compatible server (moto's server mode)."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import boto3
import httpx
import pytest
from fastapi import FastAPI
from moto.server import ThreadedMotoServer

from app.config import Settings
from app.media.images import delete_image, store_image
from app.media.storage import S3Storage, build_storage, get_storage
from tests.owner.helpers import World, png_bytes

BUCKET = "surfcamp-media"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def s3_endpoint() -> Iterator[str]:
    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    endpoint = f"http://127.0.0.1:{port}"
    try:
        yield endpoint
    finally:
        server.stop()


@pytest.fixture
def s3_settings(s3_endpoint: str, tmp_path: Path) -> Settings:
    settings = Settings(
        storage_backend="s3",
        s3_bucket=BUCKET,
        s3_endpoint_url=s3_endpoint,
        s3_region="us-east-1",
        s3_access_key_id="testing",
        s3_secret_access_key="testing",  # noqa: S106 - moto accepts any key
        media_root=tmp_path / "unused",
    )
    client = boto3.client(
        "s3",
        endpoint_url=s3_endpoint,
        region_name="us-east-1",
        aws_access_key_id="testing",
        aws_secret_access_key="testing",  # noqa: S106
    )
    existing = [b["Name"] for b in client.list_buckets().get("Buckets", [])]
    if BUCKET in existing:
        for item in client.list_objects_v2(Bucket=BUCKET).get("Contents", []):
            client.delete_object(Bucket=BUCKET, Key=item["Key"])
    else:
        client.create_bucket(Bucket=BUCKET)
    return settings


def keys(storage: S3Storage) -> list[str]:
    return sorted(item["Key"] for item in storage.client.list_objects_v2(Bucket=BUCKET).get("Contents", []))


async def test_store_serve_and_delete_on_s3(s3_settings: Settings) -> None:
    storage = build_storage(s3_settings)
    assert isinstance(storage, S3Storage)
    stored = await store_image(storage, png_bytes(1600, 900), "packages/featured")
    assert stored.url.startswith(f"{s3_settings.s3_endpoint_url}/{BUCKET}/packages/featured/")
    assert len(keys(storage)) == 3
    head = storage.client.head_object(Bucket=BUCKET, Key=storage.name_from_url(stored.url))
    assert head["ContentType"] == "image/jpeg"
    assert head["CacheControl"] == "public, max-age=31536000, immutable"
    # Browsers read through the bucket's public policy or a CDN; here the object itself is checked.
    small = storage.client.get_object(Bucket=BUCKET, Key=storage.name_from_url(stored.variants[400]))
    assert small["Body"].read()[:2] == b"\xff\xd8"
    await delete_image(storage, stored.url)
    assert keys(storage) == []
    # A URL that is not ours is left alone.
    await delete_image(storage, "https://elsewhere.example.com/a-1200.jpg")


async def test_a_public_base_url_in_front_of_the_bucket(s3_settings: Settings) -> None:
    settings = s3_settings.model_copy(update={"s3_public_base_url": "https://cdn.example.com/media/"})
    storage = build_storage(settings)
    stored = await store_image(storage, png_bytes(300, 200), "camps")
    assert stored.url.startswith("https://cdn.example.com/media/camps/")
    await delete_image(storage, stored.url)
    assert keys(storage) == []  # type: ignore[arg-type]


async def test_the_upload_endpoint_on_s3(
    app: FastAPI, client: httpx.AsyncClient, world: World, s3_settings: Settings
) -> None:
    storage = build_storage(s3_settings)
    app.dependency_overrides[get_storage] = lambda: storage
    try:
        response = await client.post(
            "/api/v1/media/images",
            headers=world.a.owner,
            files={"file": ("a.png", png_bytes(), "image/png")},
            data={"purpose": "package-gallery"},
        )
        assert response.status_code == 201, response.text
        url = response.json()["url"]
        assert url.startswith(f"{s3_settings.s3_endpoint_url}/{BUCKET}/packages/gallery/")
        refused = await client.post(
            "/api/v1/media/images",
            headers=world.a.owner,
            files={"file": ("a.svg", b"<svg/>", "image/svg+xml")},
            data={"purpose": "camp"},
        )
        assert refused.status_code == 415
        assert len(keys(storage)) == 3  # type: ignore[arg-type]
        await client.patch(
            f"/api/v1/owner/packages/{world.a.package.id}", json={"galleryImages": [url]}, headers=world.a.owner
        )
        await client.patch(
            f"/api/v1/owner/packages/{world.a.package.id}", json={"galleryImages": []}, headers=world.a.owner
        )
        assert keys(storage) == []  # type: ignore[arg-type]
    finally:
        app.dependency_overrides.pop(get_storage, None)
