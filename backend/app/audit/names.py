"""What the audit log's ids are called, so the back office reads "Camp Alpha", not "Camp: 1".

An entry names its own row by a label kept in its values (LABEL_KEYS) and an id beside its name where
the row has both (COMPANIONS): those names are the ones of the time of the change. An id an entry holds
without its name, or an entry without a label, is named by the row as it is now (one query per kind of
row for a page of entries); a row deleted since stays a number. Camps and packages are listings, named
in the reader's language: by the row as it is now, in that language, while it exists (a rename shows in
the entry's change, name before and after).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.kit.listing_text import public_text
from app.models import AdminUser, AuditLog, Booking, CampPackage, SurfCamp, User

# Kept in `after` even when unchanged, so an entry says which row it is about: the first of the
# LABEL_KEYS the row has.
LABEL_KEYS = ("booking_reference", "name", "camp_name", "title", "email", "full_name", "reviewer_first_name")
# Kept beside a changed field on both sides, to read it by: an id's name, an amount's currency.
COMPANIONS = {"camp_id": "camp_name", "package_id": "package_name", "amount_in_currency": "currency"}
# The kind of row each id field names.
ID_FIELDS = {
    "camp_id": "camp",
    "assigned_camp_id": "camp",
    "published_camp_id": "camp",
    "package_id": "package",
    "booking_id": "booking",
    "user_id": "user",
    "reviewed_by_user_id": "user",
}
# The kind of row an entry is about, where its id names one (a "user" entry is about a profile).
ENTITY_KINDS = {"camp": "camp", "package": "package", "booking": "booking", "user": "profile"}
_NAME_COLUMNS: dict[str, Any] = {
    "camp": (SurfCamp.id, SurfCamp.name),
    "package": (CampPackage.id, CampPackage.name),
    "booking": (Booking.id, Booking.booking_reference),
    "user": (User.id, User.full_name),
    "profile": (AdminUser.id, AdminUser.full_name),
}
# Rows whose name is listing text, translated for the reader.
_LISTINGS: dict[str, Any] = {"camp": SurfCamp, "package": CampPackage}


def label_of(values: dict[str, Any] | None) -> str | None:
    for key in LABEL_KEYS:
        value = (values or {}).get(key)
        if isinstance(value, str) and value:
            return value
    return None


def _ids(values: dict[str, Any] | None) -> Iterable[tuple[str, str, Any]]:
    """(field, kind, id) of every id field the values hold."""
    for name, value in (values or {}).items():
        kind = ID_FIELDS.get(name)
        if kind is not None and isinstance(value, int):
            yield name, kind, value


@dataclass
class EntryNames:
    stored: dict[str, str] = field(default_factory=dict)  # "kind:id" -> the name now
    listings: dict[str, str] = field(default_factory=dict)  # "camp:id" / "package:id" -> in the reader's language

    def entity(self, entry: AuditLog) -> str | None:
        """The name of the row the entry is about: a listing's name now in the reader's language, else
        its label, else the row's name now."""
        kind = ENTITY_KINDS.get(entry.entity_type)
        listing = self.listings.get(f"{kind}:{entry.entity_id}") if kind else None
        label = label_of(entry.after) or label_of(entry.before)
        return listing or label or (self.stored.get(f"{kind}:{entry.entity_id}") if kind else None)

    def of(self, entry: AuditLog) -> dict[str, str]:
        """The names of the ids the entry holds, by "kind:id": as the entry stored them, else as they are now."""
        names: dict[str, str] = {}
        for values in (entry.before, entry.after):
            for name, kind, value in _ids(values):
                companion = COMPANIONS.get(name)
                given = (values or {}).get(companion) if companion else None
                found = self.listings.get(f"{kind}:{value}") or (
                    given if isinstance(given, str) and given else self.stored.get(f"{kind}:{value}")
                )
                if found:
                    names.setdefault(f"{kind}:{value}", found)
        return names


async def entry_names(session: AsyncSession, entries: list[AuditLog], lang: str = "en") -> EntryNames:
    """The current names of the rows a page of entries names by id, one query per kind of row; camps
    and packages in `lang`."""
    wanted: dict[str, set[int]] = defaultdict(set)
    for entry in entries:
        kind = ENTITY_KINDS.get(entry.entity_type)
        labelled = label_of(entry.after) or label_of(entry.before)
        if kind and entry.entity_id and entry.entity_id.isdigit() and (kind in _LISTINGS or not labelled):
            wanted[kind].add(int(entry.entity_id))
        for values in (entry.before, entry.after):
            for _, kind, value in _ids(values):
                wanted[kind].add(value)
    names = EntryNames()
    for kind, ids in wanted.items():
        if kind in _LISTINGS:
            model = _LISTINGS[kind]
            for row in (await session.scalars(select(model).where(model.id.in_(ids)))).all():
                names.listings[f"{kind}:{row.id}"] = public_text(row, "name", lang)[0]
            continue
        key, name = _NAME_COLUMNS[kind]
        for row_id, row_name in (await session.execute(select(key, name).where(key.in_(ids)))).all():
            names.stored[f"{kind}:{row_id}"] = row_name
    return names
