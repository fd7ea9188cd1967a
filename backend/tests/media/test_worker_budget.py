"""Images are decoded and rendered in a worker process (app/kit/worker.py): one that takes longer than
its budget is refused as too large (413 image_too_large), not left running on the server."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.errors import PayloadTooLarge
from app.media import images
from app.media.storage import LocalStorage
from tests.owner.helpers import png_bytes


async def test_an_image_past_its_time_budget_is_refused_as_too_large(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = LocalStorage(tmp_path / "media", "/media")
    monkeypatch.setattr(images, "RENDER_SECONDS", 0.001)
    with pytest.raises(PayloadTooLarge) as refused:
        await images.store_image(storage, png_bytes(1600, 900), "camps")
    assert refused.value.code == "image_too_large"
    assert not list((tmp_path / "media").rglob("*.jpg"))


async def test_an_image_is_rendered_in_every_width(tmp_path: Path) -> None:
    storage = LocalStorage(tmp_path / "media", "/media")
    stored = await images.store_image(storage, png_bytes(1600, 900), "camps")
    assert stored.width == images.MAX_WIDTH and sorted(stored.variants) == sorted(images.RESPONSIVE_WIDTHS)
