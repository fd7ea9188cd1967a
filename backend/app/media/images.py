"""Image intake: accept only real JPEG/PNG/WebP, refuse bombs, strip metadata, resize, re-encode.

Decoding and rendering run in a worker process under a time and memory budget (app/kit/worker.py).
Every stored image is written in several widths (`RESPONSIVE_WIDTHS`) named `<key>-<width>.jpg`;
the URL kept in the database is the largest one, and the client derives the others for `srcset`.
"""

from __future__ import annotations

import io
import logging
import re
import secrets
import warnings
from dataclasses import dataclass

from PIL import Image, ImageCms, ImageOps

from app.errors import AppError, PayloadTooLarge
from app.kit import worker
from app.kit.public_site import IMAGE_WIDTHS
from app.media.storage import Storage

logger = logging.getLogger(__name__)

MAX_UPLOAD_BYTES = 15 * 1024 * 1024
MAX_PIXELS = 40_000_000  # about 7,300 x 5,500: any real camera photo, no decompression bomb
MAX_WIDTH, MAX_HEIGHT = 1200, 800
# Shared with the SPA, which builds each srcset from the same list (app/kit/public_site.json).
RESPONSIVE_WIDTHS = IMAGE_WIDTHS
JPEG_QUALITY = 80
ACCEPTED_FORMATS = {"JPEG", "PNG", "WEBP"}
_VARIANT_RE = re.compile(r"-(\d+)\.jpg$")
# Decoding and rendering run in a worker process (app/kit/worker.py), off the event loop, killed past
# these: a 40-megapixel photo takes a second or two and a few hundred MB.
RENDER_SECONDS = 30.0
RENDER_MEMORY = 3 * 1024 * 1024 * 1024

worker.preload("PIL.Image", __name__)


class InvalidImage(AppError):
    status_code = 415
    code = "invalid_file_type"
    detail = "Please select an image file"


@dataclass(frozen=True)
class StoredImage:
    url: str
    width: int
    height: int
    variants: dict[int, str]


def _decode_and_render(data: bytes) -> list[tuple[int, bytes, int, int]]:
    if len(data) > MAX_UPLOAD_BYTES:
        raise PayloadTooLarge("The image is larger than 15 MB.", code="file_too_large")
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            probe = Image.open(io.BytesIO(data))
            fmt = probe.format
            if fmt not in ACCEPTED_FORMATS:
                raise InvalidImage()
            if probe.width * probe.height > MAX_PIXELS:
                raise PayloadTooLarge("The image has too many pixels.", code="image_too_large")
            probe.verify()
            image: Image.Image = Image.open(io.BytesIO(data))
            image.load()
        except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
            raise PayloadTooLarge("The image has too many pixels.", code="image_too_large") from exc
        except AppError:
            raise
        except Exception as exc:  # any decoder failure means "not an image we accept"
            raise InvalidImage() from exc
    image = ImageOps.exif_transpose(image)  # keep the visible orientation, then drop all metadata
    image = _in_srgb(image)
    if image.mode not in ("RGB", "L"):
        background = Image.new("RGB", image.size, (255, 255, 255))
        rgba = image.convert("RGBA")
        background.paste(rgba, mask=rgba.getchannel("A"))
        image = background
    image = image.convert("RGB")
    image.thumbnail((MAX_WIDTH, MAX_HEIGHT), Image.Resampling.LANCZOS)
    # Nothing of the upload but its pixels: Pillow writes a JPEG comment (COM) from `info` on save,
    # and EXIF, XMP, ICC, IPTC, other APPn segments and PNG text chunks all arrive there.
    image.info = {}
    rendered: list[tuple[int, bytes, int, int]] = []
    for width in RESPONSIVE_WIDTHS:
        if width >= image.width:
            variant = image
        else:
            height = max(1, round(image.height * width / image.width))
            variant = image.resize((width, height), Image.Resampling.LANCZOS)
        out = io.BytesIO()
        variant.save(out, "JPEG", quality=JPEG_QUALITY, optimize=True, progressive=True)
        rendered.append((width, out.getvalue(), variant.width, variant.height))
    return rendered


_SRGB = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB"))
# Modes whose pixels a colour profile can be applied to, and the mode they come out in.
_PROFILED_MODES = {"RGB": "RGB", "CMYK": "RGB", "L": "RGB", "RGBA": "RGBA"}


def _in_srgb(image: Image.Image) -> Image.Image:
    """The pixels of an image with an embedded colour profile (Display P3, Adobe RGB, CMYK) in sRGB.

    The profile goes with the rest of the metadata, and an untagged image is shown as sRGB: without
    this conversion a wide-gamut photo would lose its colours. A profile that cannot be read is
    ignored, as a browser would.
    """
    icc = image.info.get("icc_profile")
    mode = _PROFILED_MODES.get(image.mode)
    if not icc or mode is None:
        return image
    try:
        profile = ImageCms.ImageCmsProfile(io.BytesIO(icc))
        converted = ImageCms.profileToProfile(image, profile, _SRGB, outputMode=mode)
    except (ImageCms.PyCMSError, OSError, ValueError):
        logger.info("ignored an unreadable colour profile", exc_info=True)
        return image
    return converted if converted is not None else image


async def store_image(storage: Storage, data: bytes, folder: str) -> StoredImage:
    """Validate and store an uploaded image under a generated name; never the client's file name."""
    try:
        rendered = await worker.run(
            _decode_and_render,
            data,
            seconds=RENDER_SECONDS,
            max_input_bytes=MAX_UPLOAD_BYTES,
            memory_bytes=RENDER_MEMORY,
        )
    except worker.WorkerInputTooLarge as exc:
        raise PayloadTooLarge("The image is larger than 15 MB.", code="file_too_large") from exc
    except worker.WorkerError as exc:  # past its time or its memory: not an image we can take
        raise PayloadTooLarge("The image takes too long to process.", code="image_too_large") from exc
    key = f"{folder}/{secrets.token_hex(12)}"
    variants: dict[int, str] = {}
    for width, blob, _, _ in rendered:
        variants[width] = await storage.save(f"{key}-{width}.jpg", blob, "image/jpeg")
    largest = RESPONSIVE_WIDTHS[-1]
    _, _, w, h = rendered[-1]
    return StoredImage(url=variants[largest], width=w, height=h, variants=variants)


async def delete_image(storage: Storage, url: str | None) -> None:
    """Remove every width of a stored image; failures are logged, never raised."""
    if not url:
        return
    name = storage.name_from_url(url)
    if name is None or not _VARIANT_RE.search(name):
        return
    stem = _VARIANT_RE.sub("", name)
    for width in RESPONSIVE_WIDTHS:
        try:
            await storage.delete(f"{stem}-{width}.jpg")
        except Exception:
            logger.warning("could not delete old image file %s-%s.jpg", stem, width, exc_info=True)
