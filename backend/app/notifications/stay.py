"""A booking with the package and camp it is for: what every booking e-mail names, in its reader's language."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.kit.formatting import place_name
from app.kit.listing_text import Reader, public_text
from app.models import Booking, CampPackage, SurfCamp


def _named(row: CampPackage | SurfCamp | None, booked: str, lang: str) -> tuple[str, str | None]:
    """The name the booking recorded, in `lang` when the listing has it translated, and its language.

    The booking keeps the name as it was booked (a snapshot); while the listing still carries that
    name its translation is the same thing in another language. A listing renamed or deleted since
    is no longer what was booked: the recorded name stays, in its listing's language when the listing
    is still there, else in a language nobody recorded (None).
    """
    if row is None:
        return booked, None
    if row.name != booked:
        return booked, row.source_language
    text, language = public_text(row, "name", lang)
    return (str(text), language) if text else (booked, row.source_language)


@dataclass(frozen=True)
class Stay:
    booking: Booking
    package: CampPackage | None = None
    camp: SurfCamp | None = None

    def camp_named(self, lang: str) -> tuple[str, str | None]:
        """The camp's name for a reader of `lang`, and the language it is in (None: not known)."""
        return _named(self.camp, self.booking.camp_name, lang)

    def package_named(self, lang: str) -> tuple[str, str | None]:
        """The package's name for a reader of `lang` (the camp's for a booking without one), and its language."""
        if self.booking.package_name is None:
            return self.camp_named(lang)
        return _named(self.package, self.booking.package_name, lang)

    def camp_name(self, lang: str) -> str:
        return self.camp_named(lang)[0]

    def package_name(self, lang: str) -> str:
        return self.package_named(lang)[0]

    def address(self, lang: str) -> tuple[str | None, str | None]:
        """The camp's address as its listing writes it in `lang` (its source text where not translated), and
        the language it is in when that is not `lang`."""
        if self.camp is None:
            return None, None
        read = Reader(lang)
        return read.text("address", (self.camp, "address")) or None, read.done().get("address")

    def place(self, lang: str) -> str | None:
        """ "Taghazout, Maroc": the camp's town and country, or None once the camp is gone."""
        return place_name(self.camp.location_key, lang) if self.camp is not None else None


async def stays_of(session: AsyncSession, bookings: Sequence[Booking]) -> list[Stay]:
    """Each booking with its package and camp (two queries whatever the number of bookings)."""
    package_ids = {b.package_id for b in bookings if b.package_id is not None}
    camp_ids = {b.camp_id for b in bookings if b.camp_id is not None}
    packages = (
        {p.id: p for p in await session.scalars(select(CampPackage).where(CampPackage.id.in_(package_ids)))}
        if package_ids
        else {}
    )
    camps = (
        {c.id: c for c in await session.scalars(select(SurfCamp).where(SurfCamp.id.in_(camp_ids)))} if camp_ids else {}
    )
    return [
        Stay(
            booking,
            packages.get(booking.package_id) if booking.package_id is not None else None,
            camps.get(booking.camp_id) if booking.camp_id is not None else None,
        )
        for booking in bookings
    ]


async def stay_of(session: AsyncSession, booking: Booking) -> Stay:
    [stay] = await stays_of(session, [booking])
    return stay
