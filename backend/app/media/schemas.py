from __future__ import annotations

from typing import Literal

from app.kit.schema import ApiModel

ImagePurpose = Literal["camp", "package-featured", "package-gallery"]
IMAGE_PURPOSES: tuple[ImagePurpose, ...] = ("camp", "package-featured", "package-gallery")


class ImageVariant(ApiModel):
    width: int
    url: str


class ImageRead(ApiModel):
    """A stored image: `url` is the largest width (at most 1200x800); `variants` feed `srcset`."""

    id: int
    url: str
    width: int
    height: int
    purpose: ImagePurpose
    variants: list[ImageVariant]
