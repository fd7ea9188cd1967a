"""The waitlist: a traveller who found a date full asks to be told (once, by e-mail with a link to
book) when places free up for their stay and group. The jobs look at every waiting entry each pass,
so places freed in any way (an expired hold, a cancellation, an owner adding places) are noticed."""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.availability.mail import waitlist_open
from app.availability.repository import AvailabilityRepository
from app.availability.schemas import WaitlistCreate
from app.availability.service import AvailabilityService
from app.errors import ValidationFailed
from app.listings.translations import public_text
from app.models import CampPackage, SurfCamp, WaitlistEntry
from app.models.base import utcnow
from app.notifications.outbox import queue_email


async def join_waitlist(session: AsyncSession, body: WaitlistCreate) -> None:
    service = AvailabilityService(session)
    await service.public_package(body.package_id)
    if body.start_date < service.today:
        raise ValidationFailed("The start date cannot be in the past.", fields={"startDate": "date_in_past"})
    same = await session.scalar(
        select(WaitlistEntry.id).where(
            WaitlistEntry.package_id == body.package_id,
            WaitlistEntry.start_date == body.start_date,
            WaitlistEntry.number_of_days == body.number_of_days,
            WaitlistEntry.email == body.email,
            WaitlistEntry.notified_at.is_(None),
        )
    )
    if same is not None:
        return
    session.add(
        WaitlistEntry(
            package_id=body.package_id,
            start_date=body.start_date,
            number_of_days=body.number_of_days,
            number_of_people=body.number_of_people,
            email=body.email,
            language=body.language,
        )
    )
    await session.flush()


async def notify_waitlist(sessionmaker: async_sessionmaker[AsyncSession], now: datetime | None = None) -> int:
    """Tell each waiting traveller whose stay has room again; entries for past dates are dropped. The number told."""
    now = now or utcnow()
    told = 0
    async with sessionmaker() as session, session.begin():
        repo = AvailabilityRepository(session)
        entries = await repo.waiting()
        if not entries:
            return 0
        by_package: dict[int, list[WaitlistEntry]] = defaultdict(list)
        for entry in entries:
            by_package[entry.package_id].append(entry)
        packages = await repo.packages(by_package)
        waiting_for: dict[CampPackage, list[WaitlistEntry]] = {}
        for package_id, waiting in by_package.items():
            package = packages.get(package_id)
            live = [e for e in waiting if e.start_date >= now.date()]
            for gone in (e for e in waiting if e.start_date < now.date()):
                await session.delete(gone)
            if package is not None and package.status == "active" and live:
                waiting_for[package] = live
        # Every package's days in one set of queries, each over its own entries' stays.
        windows = {
            package: (
                min(e.start_date for e in live),
                max(e.start_date + timedelta(days=e.number_of_days) for e in live),
            )
            for package, live in waiting_for.items()
        }
        ledgers = await repo.ledgers_over(windows, now)
        for package, live in waiting_for.items():
            package_id = package.id
            ledger = ledgers[package_id]
            camp = await session.get(SurfCamp, package.camp_id)
            for entry in live:
                if not ledger.check(
                    entry.start_date, entry.number_of_days, entry.number_of_people, now.date()
                ).available:
                    continue
                if not await repo.mark_notified(entry.id, now):
                    continue
                lang = entry.language
                package_name = public_text(package, "name", lang)[0] or package.name
                camp_name = (public_text(camp, "name", lang)[0] or camp.name) if camp else ""
                mail = waitlist_open(
                    lang,
                    camp_name,
                    package_name,
                    package_id,
                    entry.start_date,
                    entry.number_of_days,
                    entry.number_of_people,
                )
                queue_email(session, entry.email, mail, dedupe_key=f"waitlist_open:{entry.id}")
                told += 1
    return told
