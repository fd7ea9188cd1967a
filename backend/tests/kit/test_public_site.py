"""The registry both the server and the SPA read (app/kit/public_site.json) is whole and consistent."""

from __future__ import annotations

import json
import re
from pathlib import Path

from app.bookings.countries import COUNTRY_CODES
from app.config import REPO_ROOT
from app.kit import public_site
from app.kit.public_site import PAGES
from app.media.images import RESPONSIVE_WIDTHS

REGISTRY = Path(public_site.__file__).with_name("public_site.json")


def test_each_path_is_registered_once() -> None:
    paths = [page.path for page in PAGES]
    assert len(paths) == len(set(paths))


def test_every_preloaded_module_exists_in_the_front_end() -> None:
    entries = json.loads(REGISTRY.read_text(encoding="utf-8"))["pages"]
    modules = {entry["preload"]["module"] for entry in entries if "preload" in entry}
    assert modules
    src = REPO_ROOT / "frontend" / "src"
    assert [module for module in modules if not (src / module).is_file()] == []


def test_the_registry_ships_with_the_package() -> None:
    """pyproject's package data must carry the JSON, or an installed app has no pages."""
    pyproject = (REPO_ROOT / "backend" / "pyproject.toml").read_text(encoding="utf-8")
    assert '"**/*.json"' in pyproject
    assert REGISTRY.is_relative_to(REPO_ROOT / "backend" / "app")


def test_stored_images_are_written_in_the_widths_the_spa_asks_for() -> None:
    assert RESPONSIVE_WIDTHS == public_site.IMAGE_WIDTHS == tuple(sorted(public_site.IMAGE_WIDTHS))


def test_the_booking_form_offers_the_countries_the_api_accepts() -> None:
    """A mirror kept by test, not by file: the form's list is typed `as const` in TypeScript."""
    form = REPO_ROOT / "frontend" / "src" / "features" / "booking" / "lib" / "country-codes.ts"
    source = form.read_text(encoding="utf-8")
    listed = source[source.index("COUNTRY_CODES = [") : source.index("] as const")]
    assert set(re.findall(r"'([A-Z]{2})'", listed)) == set(COUNTRY_CODES)
