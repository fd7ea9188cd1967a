from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI

from app.media.storage import LocalStorage, get_storage
from tests.admin.helpers import Office, build_office


@pytest.fixture
async def office() -> Office:
    return await build_office()


@pytest.fixture
def media_root(app: FastAPI, tmp_path: Path) -> Iterator[Path]:
    root = tmp_path / "media"
    app.dependency_overrides[get_storage] = lambda: LocalStorage(root, "/media")  # type: ignore[attr-defined]
    yield root
    app.dependency_overrides.pop(get_storage, None)  # type: ignore[attr-defined]
