"""The secret iCalendar feeds of a camp and of each package, which owners paste into Airbnb,
Booking.com or Google: an all-day event per confirmed booking (the traveller's first name and the
reference and the number of people, nothing more: the camp's address as its location) and per run
of days blocked by hand (up to the booking horizon), written with `icalendar` (RFC 5545,
long lines folded). The words are in the camp's language; the secret in the URL is the only key."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from datetime import date, timedelta

import icalendar
from sqlalchemy.ext.asyncio import AsyncSession

from app.availability.errors import CalendarNotFound
from app.availability.repository import AvailabilityRepository
from app.config import SITE_NAME, get_settings
from app.models import Booking, CampPackage, PackageDay
from app.models.base import utcnow
from app.notifications.templates import first_name, language_of

WORDS = {
    "en": {
        "booked": "Booked: {name} ({reference})",
        "blocked": "Blocked",
        "person": "1 person",
        "people": "{people} people",
    },
    "fr": {
        "booked": "Réservé : {name} ({reference})",
        "blocked": "Bloqué",
        "person": "1 personne",
        "people": "{people} personnes",
    },
    "de": {
        "booked": "Gebucht: {name} ({reference})",
        "blocked": "Gesperrt",
        "person": "1 Person",
        "people": "{people} Personen",
    },
}
# How far back a feed reaches: calendars elsewhere need the current stays, not the whole history.
PAST_DAYS = 30


def new_token() -> str:
    return secrets.token_urlsafe(32)


def _ranges(days: Sequence[date]) -> list[tuple[date, date]]:
    runs: list[tuple[date, date]] = []
    for day in sorted(days):
        if runs and runs[-1][1] == day:
            runs[-1] = (runs[-1][0], day + timedelta(days=1))
        else:
            runs.append((day, day + timedelta(days=1)))
    return runs


def build_calendar(
    name: str,
    lang: str,
    packages: dict[int, CampPackage],
    bookings: Sequence[Booking],
    blocked: Sequence[PackageDay],
    *,
    location: str | None = None,
    until: date = date.max,
) -> bytes:
    """The feed's bytes; `location` (the camp's address) on every event, nothing starting after `until`."""
    words = WORDS[language_of(lang)]
    calendar = icalendar.Calendar()
    calendar.add("prodid", f"-//{SITE_NAME}//Availability//EN")
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("x-wr-calname", name)
    stamp = utcnow()
    several = len(packages) > 1
    for booking in bookings:
        if booking.start_date > until:
            continue
        event = icalendar.Event()
        event.add("uid", f"{booking.booking_reference}@surfcamp")
        event.add("dtstamp", stamp)
        event.add("dtstart", booking.start_date)
        event.add("dtend", booking.start_date + timedelta(days=booking.number_of_days))
        summary = words["booked"].format(name=first_name(booking.full_name), reference=booking.booking_reference)
        package = packages.get(booking.package_id or 0)
        if several and package is not None:
            summary = f"{summary} · {package.name}"
        event.add("summary", summary)
        people = booking.number_of_people
        event.add("description", words["person"] if people == 1 else words["people"].format(people=people))
        if location:
            event.add("location", location)
        event.add("transp", "OPAQUE")
        calendar.add_component(event)
    by_package: dict[int, list[date]] = {}
    for row in blocked:
        if row.day > until:  # a day blocked far ahead (9999-12-31): nobody books it from this feed
            continue
        by_package.setdefault(row.package_id, []).append(row.day)
    for package_id, days in by_package.items():
        for start, end in _ranges(days):
            event = icalendar.Event()
            event.add("uid", f"blocked-{package_id}-{start.isoformat()}@surfcamp")
            event.add("dtstamp", stamp)
            event.add("dtstart", start)
            event.add("dtend", end)
            package = packages.get(package_id)
            summary = words["blocked"]
            if several and package is not None:
                summary = f"{summary} · {package.name}"
            event.add("summary", summary)
            if location:
                event.add("location", location)
            event.add("transp", "OPAQUE")
            calendar.add_component(event)
    return bytes(calendar.to_ical())


async def export_calendar(session: AsyncSession, token: str) -> bytes:
    """The feed a secret names: a package's, or its camp's (every package); 404 for any other. From
    PAST_DAYS ago to the booking horizon, each event with the camp's address."""
    repo = AvailabilityRepository(session)
    today = utcnow().date()
    since = today - timedelta(days=PAST_DAYS)
    until = today + timedelta(days=get_settings().booking_horizon_days)
    package = await repo.package_by_token(token) if len(token) >= 32 else None
    if package is not None:
        camp = await repo.camp(package.camp_id)
        lang = camp.source_language if camp else "en"
        packages = {package.id: package}
        name = f"{camp.name if camp else SITE_NAME} · {package.name}"
    else:
        camp = await repo.camp_by_token(token) if len(token) >= 32 else None
        if camp is None:
            raise CalendarNotFound()
        lang = camp.source_language
        packages = {p.id: p for p in await repo.camp_packages(camp.id)}
        name = camp.name
    bookings = await repo.confirmed_bookings(packages, since)
    blocked = await repo.blocked_days(packages, since)
    location = ", ".join(part for part in (camp.address, camp.location) if part) if camp else None
    return build_calendar(name, lang, packages, bookings, blocked, location=location, until=until)
