"""The public site's pages and the constants the server and the SPA must agree on, read from
public_site.json, which the front end imports too (frontend/src/lib/config/public-site.ts)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

_PARAM = re.compile(r":[A-Za-z]+")


@dataclass(frozen=True)
class PublicPage:
    """One path of the SPA as the server answers it (see "about" in public_site.json)."""

    path: str  # without language prefix: "" for home, ":name" for a parameter, "x/*" for an area
    key: str
    index: bool = True
    sitemap: bool = True
    data: str | None = None  # the record a detail page shows: "package" or "blogPost"
    # The camp list's preset filter (API query names): {} on the list, one filter on a landing page.
    filter: dict[str, str] | None = None
    # False for the back office and the owner dashboard: no /fr or /de address, the account's language.
    language_in_url: bool = True

    @property
    def is_area(self) -> bool:
        return self.path.endswith("/*")

    @property
    def is_pattern(self) -> bool:
        return bool(_PARAM.search(self.path))

    @property
    def is_exact(self) -> bool:
        return not self.is_area and not self.is_pattern

    def pattern(self) -> re.Pattern[str]:
        """The regular expression of a parameterised path; the first group is the first parameter."""
        return re.compile("^" + _PARAM.sub("([^/]+)", re.escape(self.path)) + "$")


def _page(entry: dict[str, Any]) -> PublicPage:
    return PublicPage(
        path=entry["path"],
        key=entry["key"],
        index=entry.get("index", True),
        sitemap=entry.get("sitemap", True),
        data=entry.get("data"),
        filter=entry.get("filter"),
        language_in_url=entry.get("languageInUrl", True),
    )


_DATA: dict[str, Any] = json.loads(Path(__file__).with_name("public_site.json").read_text(encoding="utf-8"))

PAGES: tuple[PublicPage, ...] = tuple(_page(entry) for entry in _DATA["pages"])
# Paths that only lead to another page: path -> the target path (with a #fragment, if any) or
# FEATURED_PACKAGE_PAGE, the featured package's page. Answered with a redirect in the request's language.
REDIRECTS: dict[str, str] = dict(_DATA["redirects"])
FEATURED_PACKAGE_PAGE = "featuredPackage"
# The camp list's page size: the server writes the first page into /surf-camps as the SPA asks for it.
CAMPS_PAGE_SIZE: int = _DATA["campsPageSize"]
# Every stored image exists in these widths (<key>-<width>.jpg), the largest last.
IMAGE_WIDTHS: tuple[int, ...] = tuple(_DATA["imageWidths"])
# The `sizes` of a camp card's photo (a 1/2/3-column grid).
CARD_IMAGE_SIZES: str = _DATA["cardImageSizes"]
# The package /surf-coaching-package leads to, whose deal the home page features and whose photo is its hero.
FEATURED_PACKAGE: str = _DATA["featuredPackage"]
# The town each camp location key names (a proper noun, the same in every language) and the
# country they are in (ISO 3166), named in the reader's language by app/kit/formatting.place_name.
TOWNS: dict[str, str] = dict(_DATA["places"]["towns"])
COUNTRY: str = _DATA["places"]["country"]


def package_booking_path(package_id: int, start: date | None, days: int | None, people: int | None) -> str:
    """A package's booking form on a stay: /packages/12/book?start=2027-01-10&days=7&people=2.
    The site's one format of such links (frontend/src/lib/config/paths.ts `packageBookingPath` writes it too,
    features/booking/lib/prefill.ts reads it); what is None is left out. With the script the address is the
    package's page with the booking dialog open; without, the form's own page, which posts to the server
    (app/seo/forms.py), so a link in an e-mail or a chat answer works in every browser."""
    query = {
        name: value
        for name, value in (("start", start.isoformat() if start else None), ("days", days), ("people", people))
        if value is not None
    }
    return f"/packages/{package_id}/book{'?' + urlencode(query) if query else ''}"
