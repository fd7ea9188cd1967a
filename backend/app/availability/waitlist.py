"""The waitlist: a traveller who found a date full asks to be told (once, by e-mail with a link to
book) when places free up for their stay and group. The jobs look at every waiting entry each pass,
so places freed in any way (an expired hold, a cancellation, an owner adding places) are noticed.

Nobody is written to without asking: a sign-up sends one confirmation e-mail (limited per address and
sender, app/kit/mail_limits.py) whose signed link confirms it; only confirmed entries are ever told,
an entry left unconfirmed for WAITLIST_CONFIRM_HOURS is dropped, and one address waits at most once
per stay (a partial unique index), so signing up again sends nothing. Every e-mail after the
confirmation carries a link that stops them all."""

from __future__ import annotations

import hmac
import logging
from collections import defaultdict
from datetime import date, datetime, timedelta

from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.availability.errors import WaitlistLinkInvalid
from app.availability.mail import waitlist_confirm, waitlist_open
from app.availability.repository import AvailabilityRepository
from app.availability.rules import Ledger
from app.availability.schemas import WaitlistConfirmed, WaitlistCreate
from app.availability.service import AvailabilityService
from app.config import get_settings
from app.db import add_unique, begin_write
from app.jobs.isolation import JobRows
from app.kit.listing_text import public_text
from app.kit.mail_limits import limit_mail_to
from app.kit.signing_key import signature
from app.models import CampPackage, SurfCamp, WaitlistEntry
from app.models.base import utcnow
from app.notifications.outbox import queue_email
from app.notifications.templates import site_link

CONFIRM_PAGE = "/waitlist/confirm"
STOP_PAGE = "/waitlist/stop"

logger = logging.getLogger(__name__)


def _signature(purpose: str, entry_id: int, email: str) -> str:
    return signature(f"waitlist-{purpose}:{entry_id}:{email}")


def waitlist_token(purpose: str, entry: WaitlistEntry) -> str:
    """The token of an entry's confirm or stop link: its id, signed with its address (nothing stored)."""
    return f"{entry.id}.{_signature(purpose, entry.id, entry.email)}"


def waitlist_link(purpose: str, entry: WaitlistEntry) -> str:
    page = CONFIRM_PAGE if purpose == "confirm" else STOP_PAGE
    return site_link(f"{page}?token={waitlist_token(purpose, entry)}", entry.language)


async def _entry_of(session: AsyncSession, purpose: str, token: str) -> WaitlistEntry:
    entry_id, _, signed = token.partition(".")
    entry = await session.get(WaitlistEntry, int(entry_id)) if entry_id.isdigit() and len(entry_id) <= 12 else None
    if entry is None or not hmac.compare_digest(signed, _signature(purpose, entry.id, entry.email)):
        raise WaitlistLinkInvalid()
    return entry


def _confirm_cutoff(now: datetime) -> datetime:
    return now - timedelta(hours=get_settings().waitlist_confirm_hours)


async def _names(session: AsyncSession, package_id: int, lang: str) -> tuple[str, str]:
    """The package's and its camp's names in `lang` (their written language when not translated)."""
    package = await session.get(CampPackage, package_id)
    camp = await session.get(SurfCamp, package.camp_id) if package else None
    package_name = (public_text(package, "name", lang)[0] or package.name) if package else ""
    camp_name = (public_text(camp, "name", lang)[0] or camp.name) if camp else ""
    return package_name, camp_name


async def join_waitlist(session: AsyncSession, body: WaitlistCreate, ip: str) -> None:
    """Sign an address up for a stay: one confirmation e-mail the first time, nothing when it waits already."""
    await AvailabilityService(session).public_package(body.package_id)  # the day itself: a StartDate (app/kit/dates.py)
    await limit_mail_to(body.email, ip, "waitlist")
    now = utcnow()
    await begin_write(session)
    same_stay = (
        WaitlistEntry.package_id == body.package_id,
        WaitlistEntry.start_date == body.start_date,
        WaitlistEntry.number_of_days == body.number_of_days,
        WaitlistEntry.email == body.email,
    )
    # A sign-up never confirmed in time no longer holds the stay's one place for the address.
    await session.execute(
        delete(WaitlistEntry)
        .where(*same_stay, WaitlistEntry.confirmed_at.is_(None), WaitlistEntry.created_at < _confirm_cutoff(now))
        .execution_options(synchronize_session=False)
    )
    entry = WaitlistEntry(
        package_id=body.package_id,
        start_date=body.start_date,
        number_of_days=body.number_of_days,
        number_of_people=body.number_of_people,
        email=body.email,
        language=body.language,
    )
    if not await add_unique(session, entry, "package_id", "start_date", "number_of_days", "email"):
        return  # this address waits for this stay already (uq_waitlist_entries_waiting): no second e-mail
    package_name, camp_name = await _names(session, entry.package_id, entry.language)
    mail = waitlist_confirm(
        entry.language,
        camp_name,
        package_name,
        entry.start_date,
        entry.number_of_days,
        entry.number_of_people,
        waitlist_link("confirm", entry),
        get_settings().waitlist_confirm_hours,
    )
    queue_email(session, entry.email, mail)


async def confirm_waitlist(session: AsyncSession, token: str) -> WaitlistConfirmed:
    """The confirmation link: the entry may now be told; again is fine, expired or tampered is 404."""
    entry = await _entry_of(session, "confirm", token)
    now = utcnow()
    if entry.confirmed_at is None and not await AvailabilityRepository(session).confirm_entry(
        entry.id, _confirm_cutoff(now), now
    ):
        await session.refresh(entry)
        if entry.confirmed_at is None:
            raise WaitlistLinkInvalid()
    package_name, _ = await _names(session, entry.package_id, entry.language)
    return WaitlistConfirmed(
        package_id=entry.package_id,
        package_name=package_name,
        start_date=entry.start_date,
        number_of_days=entry.number_of_days,
        number_of_people=entry.number_of_people,
    )


async def stop_waitlist(session: AsyncSession, token: str) -> None:
    """The stop link: the address is taken off every stay it waits for."""
    entry = await _entry_of(session, "stop", token)
    await AvailabilityRepository(session).stop_waiting(entry.email)


async def notify_waitlist(
    sessionmaker: async_sessionmaker[AsyncSession], now: datetime | None = None, *, rows: JobRows | None = None
) -> int:
    """Tell each waiting traveller whose stay has room again; entries for past dates are dropped. The number told.

    The entries and their packages' days are read together (one set of ledger queries); then each
    entry is told, or dropped, in a transaction of its own. An entry that fails, in either part, is
    recorded and skipped and the others go on (app/jobs/isolation.py).
    """
    now = now or utcnow()
    today = now.date()
    rows = rows or JobRows("waitlist", sessionmaker)
    async with sessionmaker() as session, session.begin():
        await AvailabilityRepository(session).drop_unconfirmed(_confirm_cutoff(now))
    async with sessionmaker() as session:
        repo = AvailabilityRepository(session)
        entries = await repo.waiting()
        if not entries:
            return 0
        packages = await repo.packages({e.package_id for e in entries})
        camps = {p.camp_id: await session.get(SurfCamp, p.camp_id) for p in packages.values()}
    # A stay that starts past the booking horizon cannot be booked yet: it waits, and the packages'
    # days are read over the horizon at most, whatever an entry asks for.
    horizon = today + timedelta(days=get_settings().booking_horizon_days)
    work: list[tuple[str, WaitlistEntry, CampPackage | None]] = []
    stays: dict[int, tuple[date, date]] = {}
    async for key, entry in rows.due(entries, lambda e: f"waitlist_entry:{e.id}"):
        package = packages.get(entry.package_id)
        if entry.start_date < today:
            work.append((key, entry, None))  # dropped below
        elif package is not None and package.status == "active":
            async with rows.step(key):  # a stay past the last date there is fails here, recorded
                stay = (entry.start_date, entry.start_date + timedelta(days=entry.number_of_days))
                if entry.start_date <= horizon:
                    stays[entry.id] = stay
                    work.append((key, entry, package))
    ledgers = await _ledgers(sessionmaker, rows, stays, work, now)
    told = 0
    for key, entry, package in work:
        async with rows.transaction(key) as session:
            if package is None:
                gone = await session.get(WaitlistEntry, entry.id)
                if gone is not None:
                    await session.delete(gone)
                continue
            ledger = ledgers.get(package.id)
            if (
                ledger is None
                or not ledger.check(entry.start_date, entry.number_of_days, entry.number_of_people, today).available
            ):
                continue
            if not await AvailabilityRepository(session).mark_notified(entry.id, now):
                continue
            lang = entry.language
            camp = camps.get(package.camp_id)
            package_name = public_text(package, "name", lang)[0] or package.name
            camp_name = (public_text(camp, "name", lang)[0] or camp.name) if camp else ""
            mail = waitlist_open(
                lang,
                camp_name,
                package_name,
                package.id,
                entry.start_date,
                entry.number_of_days,
                entry.number_of_people,
                waitlist_link("stop", entry),
            )
            queue_email(session, entry.email, mail, dedupe_key=f"waitlist_open:{entry.id}")
            told += 1
    return told


async def _ledgers(
    sessionmaker: async_sessionmaker[AsyncSession],
    rows: JobRows,
    stays: dict[int, tuple[date, date]],
    work: list[tuple[str, WaitlistEntry, CampPackage | None]],
    now: datetime,
) -> dict[int, Ledger]:
    """Every package's days over its entries' stays, in one set of queries; if that fails, each
    package's on its own, so a package whose days cannot be read holds up its own entries only."""
    spans: dict[CampPackage, list[tuple[date, date]]] = defaultdict(list)
    for _, entry, package in work:
        if package is not None:
            spans[package].append(stays[entry.id])
    windows = {p: (min(f for f, _ in s), max(last for _, last in s)) for p, s in spans.items()}
    try:
        async with sessionmaker() as session:
            ledgers = await AvailabilityRepository(session).ledgers_over(windows, now)
    except Exception:
        logger.warning("the waitlist's packages could not be read together; reading each", exc_info=True)
    else:
        for package in windows:
            await rows.succeeded(f"camp_package:{package.id}")
        return ledgers
    ledgers = {}
    async for key, (package, window) in rows.due(windows.items(), lambda pw: f"camp_package:{pw[0].id}"):
        async with rows.row(key), sessionmaker() as session:
            ledgers.update(await AvailabilityRepository(session).ledgers_over({package: window}, now))
    return ledgers
