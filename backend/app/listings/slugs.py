"""The one way a camp or package name becomes its public address.

Accents fold to their letters ("Café Ocean" -> "cafe-ocean"), apostrophes vanish ("Devil's Rock" ->
"devils-rock"), anything else that is not a letter or digit becomes one hyphen. Owner registration,
the back office, submissions and the seed all call `slugify`; slugs are unique per table
(`free_slug`), across every camp, so public package URLs never collide. A unique index on each table
keeps it so when two requests pick the same free slug at once: `store_under_free_slug` then takes
the next one.
"""

from __future__ import annotations

import re
import unicodedata

from sqlalchemy.ext.asyncio import AsyncSession

from app.db import add_unique, set_unique
from app.listings.repository import slug_taken
from app.models import CampPackage, SurfCamp

MAX_SLUG_BASE = 150  # leaves room for a "-NN" or "-abc123" suffix within the 160-character column
_APOSTROPHES = re.compile(r"['’]")
_NOT_SLUG = re.compile(r"[^a-z0-9]+")


def slugify(text: str, fallback: str = "") -> str:
    """Lowercase ASCII words joined by hyphens; `fallback` when nothing of the text is left."""
    folded = unicodedata.normalize("NFKD", _APOSTROPHES.sub("", text)).encode("ascii", "ignore").decode()
    return _NOT_SLUG.sub("-", folded.lower()).strip("-")[:MAX_SLUG_BASE].strip("-") or fallback


async def free_slug(
    session: AsyncSession, table: type[SurfCamp] | type[CampPackage], name: str, exclude_id: int | None = None
) -> str:
    """The name's slug, with -2, -3, ... appended while another row of the table has it."""
    base = slugify(name, fallback="camp" if table is SurfCamp else "package")
    slug, n = base, 2
    while await slug_taken(session, table, slug, exclude_id):
        slug, n = f"{base}-{n}", n + 1
    return slug


async def store_under_free_slug(
    session: AsyncSession, row: SurfCamp | CampPackage, exclude_id: int | None = None
) -> None:
    """Give a new or renamed row the free slug of its name and flush it. When another request stored
    that slug after we looked (the table's unique index refuses ours), the next free one is taken."""
    while True:
        slug = await free_slug(session, type(row), row.name, exclude_id)
        if exclude_id is not None:
            if await set_unique(session, row, "slug", slug):
                return
        else:
            row.slug = slug
            if await add_unique(session, row, "slug"):
                return
