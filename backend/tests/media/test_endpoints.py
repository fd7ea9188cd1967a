"""Image upload: only real images get in, nothing is stored on refusal, old files go when replaced."""

from __future__ import annotations

import io
import logging
import struct
import zlib
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
from PIL import Image, PngImagePlugin
from sqlalchemy import func, select, update

from app.db import get_sessionmaker
from app.media.service import remove_orphan_images
from app.media.storage import LocalStorage
from app.models import MediaImage
from app.models.base import utcnow
from tests.media.icc import SRGB_BLUE, SRGB_GREEN, SRGB_RED, rgb_profile
from tests.owner.helpers import World, png_bytes

URL = "/api/v1/media/images"


def files_in(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()) if root.exists() else []


async def media_rows() -> int:
    async with get_sessionmaker()() as session:
        return int(await session.scalar(select(func.count(MediaImage.id))) or 0)


async def upload(
    client: httpx.AsyncClient,
    headers: dict[str, str],
    data: bytes,
    name: str = "photo.png",
    content_type: str = "image/png",
    purpose: str = "package-featured",
) -> httpx.Response:
    return await client.post(
        URL, headers=headers, files={"file": (name, data, content_type)}, data={"purpose": purpose}
    )


def png_bomb(width: int = 20_000, height: int = 20_000) -> bytes:
    """A real, valid 1-bit PNG of 400 megapixels that compresses to a few kilobytes."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    row = b"\x00" + b"\x00" * ((width + 7) // 8)
    compressor = zlib.compressobj(9)
    idat = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def jpeg_with_exif() -> bytes:
    image = Image.new("RGB", (900, 600), (200, 150, 90))
    exif = Image.Exif()
    exif[0x010F] = "SecretCam"  # Make
    exif[0x9003] = "2024:01:01 10:00:00"  # DateTimeOriginal
    out = io.BytesIO()
    image.save(out, "JPEG", exif=exif.tobytes())
    return out.getvalue()


async def test_an_owner_uploads_a_real_image(client: httpx.AsyncClient, world: World, media_root: Path) -> None:
    response = await upload(client, world.a.owner, png_bytes(1600, 1000), name="../../etc/passwd.png")
    assert response.status_code == 201, response.text
    body = response.json()
    assert (body["width"], body["height"], body["purpose"]) == (1200, 750, "package-featured")
    assert [v["width"] for v in body["variants"]] == [400, 800, 1200]
    assert body["url"] == body["variants"][-1]["url"] and body["url"].startswith("/media/packages/featured/")
    assert "passwd" not in body["url"]  # generated names, never the client's
    stored = files_in(media_root)
    assert len(stored) == 3 and all(name.endswith(".jpg") for name in stored)
    for name, width in zip(sorted(stored, key=lambda n: int(n.rsplit("-", 1)[1][:-4])), (400, 800, 1200), strict=True):
        with Image.open(media_root / name) as image:
            assert image.format == "JPEG" and image.width == width
    async with get_sessionmaker()() as session:
        row = await session.scalar(select(MediaImage))
        assert row is not None and row.camp_id == world.a.camp.id and row.url == body["url"]


async def test_metadata_is_stripped_and_big_images_fit_1200x800(
    client: httpx.AsyncClient, world: World, media_root: Path
) -> None:
    response = await upload(client, world.a.owner, jpeg_with_exif(), "p.jpg", "image/jpeg", purpose="camp")
    body = response.json()
    assert (body["width"], body["height"]) == (900, 600)  # never upscaled
    with Image.open(media_root / body["url"].removeprefix("/media/")) as image:
        assert not image.getexif() and "exif" not in image.info
    tall = (await upload(client, world.a.owner, png_bytes(1000, 3000))).json()
    assert (tall["width"], tall["height"]) == (267, 800)
    webp = io.BytesIO()
    Image.new("RGBA", (300, 200), (0, 0, 0, 0)).save(webp, "WEBP")
    assert (await upload(client, world.a.owner, webp.getvalue(), "a.webp", "image/webp")).status_code == 201


def with_segments(jpeg: bytes, *segments: tuple[int, bytes]) -> bytes:
    """The JPEG with raw marker segments inserted right after its start-of-image marker."""
    raw = b"".join(struct.pack(">BBH", 0xFF, marker, len(body) + 2) + body for marker, body in segments)
    return jpeg[:2] + raw + jpeg[2:]


def stored_jpegs(root: Path) -> list[bytes]:
    return [path.read_bytes() for path in root.rglob("*.jpg")]


def markers(jpeg: bytes) -> list[int]:
    """The markers of the segments before the image data (SOS)."""
    found, at = [], 2
    while at < len(jpeg) and jpeg[at + 1] != 0xDA:
        marker, length = jpeg[at + 1], struct.unpack(">H", jpeg[at + 2 : at + 4])[0]
        found.append(marker)
        at += 2 + length
    return found


async def test_every_metadata_segment_is_stripped_from_every_stored_width(
    client: httpx.AsyncClient, world: World, media_root: Path
) -> None:
    out = io.BytesIO()
    Image.new("RGB", (1000, 700), (200, 150, 90)).save(
        out, "JPEG", comment=b"SECRET-COMMENT", xmp=b"<x:xmpmeta>SECRET-XMP</x:xmpmeta>"
    )
    upload_bytes = with_segments(
        out.getvalue(),
        (0xED, b"Photoshop 3.0\0SECRET-IPTC"),  # APP13
        (0xEF, b"SECRET-APP15"),
        (0xFE, b"SECRET-SECOND-COMMENT"),
    )
    assert upload_bytes.count(b"SECRET") == 5
    response = await upload(client, world.a.owner, upload_bytes, "p.jpg", "image/jpeg", purpose="camp")
    assert response.status_code == 201
    stored = stored_jpegs(media_root)
    assert len(stored) == 3
    for data in stored:
        assert b"SECRET" not in data
        assert all(m == 0xE0 or not (0xE1 <= m <= 0xEF or m == 0xFE) for m in markers(data)), markers(data)


async def test_png_text_chunks_are_not_stored(client: httpx.AsyncClient, world: World, media_root: Path) -> None:
    info = PngImagePlugin.PngInfo()
    info.add_text("Comment", "SECRET-PNG-TEXT")
    info.add_itxt("Author", "SECRET-PNG-ITXT")
    out = io.BytesIO()
    Image.new("RGB", (300, 200), (10, 120, 200)).save(out, "PNG", pnginfo=info)
    response = await upload(client, world.a.owner, out.getvalue())
    assert response.status_code == 201
    assert all(b"SECRET" not in data for data in stored_jpegs(media_root))


async def test_a_photo_in_another_colour_space_keeps_its_colours_without_its_profile(
    client: httpx.AsyncClient, world: World, media_root: Path
) -> None:
    # A profile whose red and blue primaries are swapped: stored (255, 0, 0) pixels are blue.
    profile = rgb_profile(SRGB_BLUE, SRGB_GREEN, SRGB_RED)
    out = io.BytesIO()
    Image.new("RGB", (300, 200), (255, 0, 0)).save(out, "JPEG", quality=95, icc_profile=profile)
    response = await upload(client, world.a.owner, out.getvalue(), "p.jpg", "image/jpeg")
    with Image.open(media_root / response.json()["url"].removeprefix("/media/")) as image:
        assert "icc_profile" not in image.info
        red, green, blue = image.convert("RGB").getpixel((150, 100))  # type: ignore[misc]
    assert blue > 200 and red < 60 and green < 60


@pytest.mark.parametrize(
    ("case", "status", "code"),
    [
        ("text renamed .jpg", 415, "invalid_file_type"),
        ("svg", 415, "invalid_file_type"),
        ("html", 415, "invalid_file_type"),
        ("gif", 415, "invalid_file_type"),
        ("truncated png", 415, "invalid_file_type"),
        ("20000x20000 png", 413, "image_too_large"),
        ("30 MB file", 413, "file_too_large"),
    ],
)
async def test_refused_uploads_store_nothing(
    client: httpx.AsyncClient, world: World, media_root: Path, case: str, status: int, code: str
) -> None:
    gif = io.BytesIO()
    Image.new("RGB", (10, 10)).save(gif, "GIF")
    files = {
        "text renamed .jpg": (b"just some notes, not a photo\n" * 10, "notes.jpg", "image/jpeg"),
        "svg": (b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "x.svg", "image/svg+xml"),
        "html": (b"<!doctype html><html><body><img src=x onerror=alert(1)></body></html>", "x.png", "image/png"),
        "gif": (gif.getvalue(), "x.gif", "image/gif"),
        "truncated png": (png_bytes(400, 300)[:200], "x.png", "image/png"),
        "20000x20000 png": (png_bomb(), "bomb.png", "image/png"),
        "30 MB file": (b"\xff\xd8\xff\xe0" + b"\x00" * (30 * 1024 * 1024), "huge.jpg", "image/jpeg"),
    }
    data, name, content_type = files[case]
    response = await upload(client, world.a.owner, data, name, content_type)
    assert response.status_code == status, response.text
    assert response.json()["error"] == code
    if code == "invalid_file_type":
        assert response.json()["detail"] == "Please select an image file"
    assert files_in(media_root) == []
    assert await media_rows() == 0


async def test_a_file_just_over_15_mb_inside_the_envelope_is_refused(
    client: httpx.AsyncClient, world: World, media_root: Path
) -> None:
    response = await upload(client, world.a.owner, b"\x89PNG" + b"\x00" * (15 * 1024 * 1024 + 10))
    assert response.status_code == 413 and response.json()["error"] == "file_too_large"
    assert files_in(media_root) == []


async def test_the_form_needs_a_file_and_a_purpose(client: httpx.AsyncClient, world: World, media_root: Path) -> None:
    response = await client.post(URL, headers=world.a.owner, data={"purpose": "camp"})
    assert response.status_code == 422 and response.json()["fields"] == {"file": "required"}
    response = await upload(client, world.a.owner, png_bytes(10, 10), purpose="avatar")
    assert response.status_code == 422 and response.json()["fields"] == {"purpose": "invalid_choice"}
    response = await client.post(URL, headers={**world.a.owner, "Content-Type": "application/json"}, content=b"{}")
    assert response.status_code in (400, 422)
    assert files_in(media_root) == []


async def test_who_may_upload(client: httpx.AsyncClient, world: World, media_root: Path) -> None:
    image = png_bytes(50, 50)
    assert (await upload(client, {}, image)).status_code == 401
    pending = await upload(client, world.inactive_owner, image)
    assert pending.status_code == 403 and pending.json()["error"] == "account_pending"
    admin = await upload(client, world.admin, image, purpose="package-gallery")
    assert admin.status_code == 201 and admin.json()["url"].startswith("/media/packages/gallery/")
    async with get_sessionmaker()() as session:
        row = await session.scalar(select(MediaImage))
        assert row is not None and row.camp_id is None  # the back office's uploads belong to no camp


async def test_replacing_and_removing_images_deletes_the_old_files(
    client: httpx.AsyncClient, world: World, media_root: Path
) -> None:
    headers = world.a.owner
    first = (await upload(client, headers, png_bytes(color=(1, 2, 3)))).json()
    gallery = [
        (await upload(client, headers, png_bytes(color=(i, 0, 0)), purpose="package-gallery")).json() for i in range(2)
    ]
    created = await client.post(
        "/api/v1/owner/packages",
        json={
            "name": "Gallery Week",
            "price": "400",
            "imageUrl": first["url"],
            "galleryImages": [g["url"] for g in gallery],
        },
        headers=headers,
    )
    assert created.status_code == 201, created.text
    package_id = created.json()["id"]
    assert len(files_in(media_root)) == 9

    second = (await upload(client, headers, png_bytes(color=(9, 9, 9)))).json()
    response = await client.patch(
        f"/api/v1/owner/packages/{package_id}",
        json={"imageUrl": second["url"], "galleryImages": [gallery[1]["url"]]},
        headers=headers,
    )
    assert response.status_code == 200, response.text
    remaining = files_in(media_root)
    assert len(remaining) == 6
    assert not any(first["url"].rsplit("/", 1)[1].rsplit("-", 1)[0] in name for name in remaining)
    assert not any(gallery[0]["url"].rsplit("/", 1)[1].rsplit("-", 1)[0] in name for name in remaining)
    assert await media_rows() == 2

    # Camp image: replace, then the same image shown twice stays while one copy is still in use.
    camp_image = (await upload(client, headers, png_bytes(), purpose="camp")).json()
    await client.patch("/api/v1/owner/camp", json={"imageUrl": camp_image["url"]}, headers=headers)
    await client.patch(
        f"/api/v1/owner/packages/{package_id}", json={"galleryImages": [camp_image["url"]]}, headers=headers
    )
    await client.patch("/api/v1/owner/camp", json={"imageUrl": second["url"]}, headers=headers)
    assert any(camp_image["url"].rsplit("/", 1)[1] in name for name in files_in(media_root))


async def test_a_failed_file_delete_is_only_logged(
    client: httpx.AsyncClient,
    world: World,
    media_root: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    first = (await upload(client, world.a.owner, png_bytes())).json()
    second = (await upload(client, world.a.owner, png_bytes())).json()
    await client.patch(
        f"/api/v1/owner/packages/{world.a.package.id}", json={"imageUrl": first["url"]}, headers=world.a.owner
    )

    async def broken_delete(self: LocalStorage, name: str) -> None:
        raise OSError("disk on fire")

    monkeypatch.setattr(LocalStorage, "delete", broken_delete)
    with caplog.at_level(logging.WARNING):
        response = await client.patch(
            f"/api/v1/owner/packages/{world.a.package.id}", json={"imageUrl": second["url"]}, headers=world.a.owner
        )
    assert response.status_code == 200 and response.json()["imageUrl"] == second["url"]
    assert "could not delete old image file" in caplog.text


async def test_discarding_an_unsaved_upload(client: httpx.AsyncClient, world: World, media_root: Path) -> None:
    mine = (await upload(client, world.a.owner, png_bytes())).json()
    theirs = (await upload(client, world.b.owner, png_bytes())).json()
    # Another camp's image: 404 for reading it into a package and for deleting it.
    assert (await client.delete(f"{URL}/{theirs['id']}", headers=world.a.owner)).status_code == 404
    assert (await client.delete(f"{URL}/{mine['id']}", headers=world.inactive_owner)).status_code == 403
    assert (await client.delete(f"{URL}/{mine['id']}", headers=world.a.owner)).status_code == 204
    assert len(files_in(media_root)) == 3  # only camp B's upload is left
    # An image shown on a package cannot be discarded.
    used = (await upload(client, world.b.owner, png_bytes())).json()
    await client.patch(
        f"/api/v1/owner/packages/{world.b.package.id}", json={"imageUrl": used["url"]}, headers=world.b.owner
    )
    response = await client.delete(f"{URL}/{used['id']}", headers=world.b.owner)
    assert response.status_code == 409 and response.json()["error"] == "image_in_use"
    # The back office may discard any unused upload.
    assert (await client.delete(f"{URL}/{theirs['id']}", headers=world.admin)).status_code == 204


async def test_local_files_are_served_with_immutable_cache_headers(client: httpx.AsyncClient, world: World) -> None:
    # No storage override: the app's own media folder, served under /media.
    response = await upload(client, world.a.owner, png_bytes(500, 400), purpose="camp")
    assert response.status_code == 201
    served = await client.get(response.json()["url"])
    assert served.status_code == 200 and served.headers["content-type"] == "image/jpeg"
    assert served.headers["cache-control"] == "public, max-age=31536000, immutable"


async def test_uploads_never_saved_are_removed_after_a_day(
    client: httpx.AsyncClient, world: World, media_root: Path
) -> None:
    kept = (await upload(client, world.a.owner, png_bytes())).json()
    forgotten = (await upload(client, world.a.owner, png_bytes())).json()
    fresh = (await upload(client, world.a.owner, png_bytes())).json()
    await client.patch(
        f"/api/v1/owner/packages/{world.a.package.id}", json={"imageUrl": kept["url"]}, headers=world.a.owner
    )
    async with get_sessionmaker()() as session:
        await session.execute(
            update(MediaImage)
            .where(MediaImage.id.in_([kept["id"], forgotten["id"]]))
            .values(created_at=utcnow() - timedelta(days=2))
        )
        await session.commit()
    storage = LocalStorage(media_root, "/media")
    assert await remove_orphan_images(get_sessionmaker(), storage) == 1
    names = files_in(media_root)
    stem = lambda image: image["url"].rsplit("/", 1)[1].rsplit("-", 1)[0]  # noqa: E731
    assert not any(stem(forgotten) in name for name in names)
    assert sum(stem(kept) in name for name in names) == 3  # still shown on the package
    assert sum(stem(fresh) in name for name in names) == 3  # less than a day old: the form may still be open
    assert await media_rows() == 1
    assert await remove_orphan_images(get_sessionmaker(), storage) == 0
