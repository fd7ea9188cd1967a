"""Each background job and each of its rows on its own: a poisoned row of any job is recorded, the
team told once, and every other row and job goes on. The walks take the jobs from the runner's one
registry, so a job added later without a poisoned-row case here, or without isolation, fails them."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, update
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.availability import feeds, holds
from app.availability.ical_import import CalendarDays
from app.availability.repository import AvailabilityRepository
from app.db import build_engine, get_sessionmaker
from app.jobs import runner, stay_emails
from app.jobs.isolation import describe, failure_counts
from app.jobs.runner import JOBS, JobPass, run_jobs_forever, run_jobs_once
from app.jobs.schemas import JOB_NAMES
from app.media.repository import MediaRepository
from app.models import Booking, CalendarFeed, EmailOutbox, JobFailure, MediaImage, SurfCamp, WaitlistEntry
from app.models.base import utcnow
from app.notifications import outbox
from app.notifications.outbox import queue_email
from app.notifications.templates import RenderedMail
from tests.availability.helpers import DAY, Place, add_booking, build_place
from tests.factories import make_package

# What a row's data may put in an error message: none of it may reach the record or the team's mail.
PERSONAL = "cannot handle 'lena@example.com' with token Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA"


class Poison(RuntimeError):
    """The unexpected error a poisoned row raises."""


def mail(to: str) -> RenderedMail:
    return RenderedMail(email_type="contact_received", subject=f"Hello {to}", text="Hello", html="<p>Hello</p>")


async def queue(to: str) -> int:
    async with get_sessionmaker()() as session, session.begin():
        row = queue_email(session, to, mail(to))
        await session.flush()
        return row.id


async def get(model: type[Any], row_id: int) -> Any:
    async with get_sessionmaker()() as session:
        return await session.get(model, row_id)


async def failures() -> list[JobFailure]:
    async with get_sessionmaker()() as session:
        return list((await session.scalars(select(JobFailure).order_by(JobFailure.id))).all())


async def team_notices() -> list[EmailOutbox]:
    async with get_sessionmaker()() as session:
        stmt = select(EmailOutbox).where(EmailOutbox.email_type == "job_failed").order_by(EmailOutbox.id)
        return list((await session.scalars(stmt)).all())


@dataclass
class Poisoned:
    """A job's good row and poisoned row, made and poisoned: what to look at after a pass."""

    bad_key: str
    error_class: str
    good_done: Callable[[], Awaitable[bool]]
    bad_untouched: Callable[[], Awaitable[bool]]


Scenario = Callable[[Place, pytest.MonkeyPatch], Awaitable[Poisoned]]
SCENARIOS: dict[str, Scenario] = {}


def scenario(job: str) -> Callable[[Scenario], Scenario]:
    def register(make: Scenario) -> Scenario:
        SCENARIOS[job] = make
        return make

    return register


@scenario("holds")
async def expired_holds(place: Place, monkeypatch: pytest.MonkeyPatch) -> Poisoned:
    ended = utcnow() - timedelta(hours=1)
    bad = await add_booking(place, "pending", DAY, 1, n=1, hold_expires_at=ended - timedelta(minutes=5))
    good = await add_booking(place, "pending", DAY, 1, n=2, hold_expires_at=ended)
    expire_one = holds.expire_one

    async def poisoned(session: AsyncSession, booking: Booking) -> bool:
        if booking.id == bad.id:
            booking.status = "expired"  # half done when it fails: rolled back with the row
            await session.flush()
            raise Poison(PERSONAL)
        return await expire_one(session, booking)

    monkeypatch.setattr(holds, "expire_one", poisoned)

    async def status(booking_id: int) -> str:
        return str((await get(Booking, booking_id)).status)

    return Poisoned(
        f"booking:{bad.id}",
        "Poison",
        lambda: _is(status(good.id), "expired"),
        lambda: _is(status(bad.id), "pending"),
    )


@scenario("calendar_feeds")
async def calendar_feeds(place: Place, monkeypatch: pytest.MonkeyPatch) -> Poisoned:
    async with get_sessionmaker()() as session, session.begin():
        bad = CalendarFeed(camp_id=place.camp.id, name="Broken", url="https://calendar.example.com/bad.ics")
        good = CalendarFeed(camp_id=place.camp.id, name="Airbnb", url="https://calendar.example.com/good.ics")
        session.add_all([bad, good])

    async def no_network(url: str, today: Any) -> feeds.Reading:
        return feeds.Reading(CalendarDays([]))

    async def poisoned(session: AsyncSession, feed: CalendarFeed, reading: Any, now: Any = None) -> bool:
        feed.last_tried_at = utcnow()
        if feed.id == bad.id:
            await session.flush()
            raise Poison(PERSONAL)
        feed.last_read_at = feed.last_tried_at  # read (without the network): what the real read keeps
        return True

    monkeypatch.setattr(feeds, "read_address", no_network)
    monkeypatch.setattr(feeds, "keep_reading", poisoned)

    async def tried(feed_id: int) -> bool:
        return (await get(CalendarFeed, feed_id)).last_tried_at is not None

    return Poisoned(f"calendar_feed:{bad.id}", "Poison", lambda: tried(good.id), lambda: _not(tried(bad.id)))


@scenario("waitlist")
async def waitlist(place: Place, monkeypatch: pytest.MonkeyPatch) -> Poisoned:
    """The finding as it was: an entry for 9999-12-31 (stored before requests were checked), no monkeypatch."""
    async with get_sessionmaker()() as session, session.begin():
        bad = WaitlistEntry(
            package_id=place.package.id,
            start_date=date(9999, 12, 31),
            number_of_days=7,
            number_of_people=1,
            email="mallory@example.com",
            language="en",
            confirmed_at=utcnow(),  # the address confirmed (app/availability/waitlist.py): only such entries are told
        )
        good = WaitlistEntry(
            package_id=place.package.id,
            start_date=DAY,
            number_of_days=7,
            number_of_people=2,
            email="lena@example.com",
            language="de",
            confirmed_at=utcnow(),
        )
        session.add_all([bad, good])

    async def notified(entry_id: int) -> bool:
        return (await get(WaitlistEntry, entry_id)).notified_at is not None

    async def told() -> bool:
        async with get_sessionmaker()() as session:
            stmt = select(EmailOutbox.status).where(EmailOutbox.email_type == "waitlist_open")
            return list((await session.scalars(stmt)).all()) == ["sent"]  # queued and delivered in the pass

    async def good_done() -> bool:
        return await notified(good.id) and await told()

    return Poisoned(f"waitlist_entry:{bad.id}", "OverflowError", good_done, lambda: _not(notified(bad.id)))


@scenario("stay_emails")
async def stay_reminders(place: Place, monkeypatch: pytest.MonkeyPatch) -> Poisoned:
    soon = date.today() + timedelta(days=3)
    bad = await add_booking(place, "confirmed", soon, 1, n=1)
    good = await add_booking(place, "confirmed", soon, 1, n=2)
    stays_of = stay_emails.stays_of

    async def poisoned(session: AsyncSession, bookings: list[Booking]) -> Any:
        if any(b.id == bad.id for b in bookings):
            raise Poison(PERSONAL)
        return await stays_of(session, bookings)

    monkeypatch.setattr(stay_emails, "stays_of", poisoned)

    async def reminded(booking_id: int) -> bool:
        return (await get(Booking, booking_id)).reminder_sent_at is not None

    return Poisoned(f"booking:{bad.id}:reminder", "Poison", lambda: reminded(good.id), lambda: _not(reminded(bad.id)))


@scenario("payments")
async def payments(place: Place, monkeypatch: pytest.MonkeyPatch) -> Poisoned:
    """Two camps whose Pro subscription was cancelled at the provider: each goes back to Start for Free."""
    from decimal import Decimal

    from app.models import CampPlan, CampSubscription
    from app.payments import events
    from tests.factories import make_camp

    started = utcnow() - timedelta(days=40)
    accounts: list[CampSubscription] = []
    async with get_sessionmaker()() as session, session.begin():
        for name in ("Bad Camp", "Good Camp"):
            camp = await make_camp(session, name)
            camp.created_at = started - timedelta(days=1)
            session.add(
                CampPlan(
                    camp_id=camp.id,
                    plan="pro-monthly",
                    commission_percent=Decimal("0"),
                    fee=Decimal("49"),
                    fee_months=1,
                    valid_from=started,
                    fee_collected_by="stripe",
                )
            )
            account = CampSubscription(
                camp_id=camp.id,
                provider="stripe",
                customer_id=f"cus_{name[:3]}",
                subscription_id=f"sub_{name[:3]}",
                status="canceled",
                plan="pro-monthly",
            )
            session.add(account)
            accounts.append(account)
    bad, good = accounts
    lapse = events.lapse

    async def poisoned(session: AsyncSession, account: CampSubscription, *args: Any, **kwargs: Any) -> bool:
        if account.id == bad.id:
            raise Poison(PERSONAL)
        return await lapse(session, account, *args, **kwargs)

    monkeypatch.setattr(events, "lapse", poisoned)

    async def plan_of(camp_id: int) -> str:
        async with get_sessionmaker()() as session:
            stmt = select(CampPlan.plan).where(CampPlan.camp_id == camp_id, CampPlan.valid_to.is_(None))
            return str(await session.scalar(stmt))

    return Poisoned(
        f"camp_subscription:{bad.id}",
        "Poison",
        lambda: _is(plan_of(good.camp_id), "free"),
        lambda: _is(plan_of(bad.camp_id), "pro-monthly"),
    )


@scenario("mail_delivery")
async def mail_delivery(place: Place, monkeypatch: pytest.MonkeyPatch) -> Poisoned:
    bad = await queue("mallory@example.com")  # first in the queue
    good = await queue("lena@example.com")
    message_id = outbox.message_id

    def poisoned(row: EmailOutbox, sender: str) -> str:
        if row.id == bad:  # its row cannot be read: the database's error, not the message's refusal
            raise OperationalError("SELECT", {}, Exception(PERSONAL))
        return message_id(row, sender)

    monkeypatch.setattr(outbox, "message_id", poisoned)

    async def status(row_id: int) -> str:
        return str((await get(EmailOutbox, row_id)).status)

    return Poisoned(
        f"email_outbox:{bad}",
        "OperationalError",
        lambda: _is(status(good), "sent"),
        lambda: _is(status(bad), "sending"),  # leased: tried again once the lease ends
    )


@scenario("orphan_images")
async def orphan_images(place: Place, monkeypatch: pytest.MonkeyPatch) -> Poisoned:
    old = utcnow() - timedelta(days=2)
    async with get_sessionmaker()() as session, session.begin():
        images = [
            MediaImage(url=f"/media/camps/{name}.webp", purpose="camp", width=10, height=10, created_at=old)
            for name in ("bad", "good")
        ]
        session.add_all(images)
    bad, good = images
    is_referenced = MediaRepository.is_referenced

    async def poisoned(self: MediaRepository, url: str) -> bool:
        if url == bad.url:
            raise Poison(PERSONAL)
        return await is_referenced(self, url)

    monkeypatch.setattr(MediaRepository, "is_referenced", poisoned)

    async def kept(image_id: int) -> bool:
        return await get(MediaImage, image_id) is not None

    return Poisoned(f"media_image:{bad.id}", "Poison", lambda: _not(kept(good.id)), lambda: kept(bad.id))


async def _is(value: Awaitable[str], expected: str) -> bool:
    return await value == expected


async def _not(value: Awaitable[bool]) -> bool:
    return not await value


def test_every_job_has_a_name_the_back_office_can_show_and_a_poisoned_row_case() -> None:
    assert [job.name for job in JOBS] == list(JOB_NAMES)
    assert set(SCENARIOS) == set(JOB_NAMES), "a job without a poisoned-row case here"


@pytest.mark.parametrize("job", JOB_NAMES)
async def test_a_poisoned_row_is_recorded_and_skipped_and_every_other_row_and_job_goes_on(
    job: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    place = await build_place(places=4)
    case = await SCENARIOS[job](place, monkeypatch)
    canary = await queue("someone@example.com")  # mail delivery runs after the failing job, in the same pass

    first = await run_jobs_once()
    assert first.get(f"{job}_failed") == 1, first
    assert await case.good_done(), f"{job}: the good row was not processed"
    assert await case.bad_untouched(), f"{job}: the poisoned row was not rolled back"
    assert (await get(EmailOutbox, canary)).status == "sent"
    [failure] = await failures()
    assert (failure.job, failure.row_key, failure.count) == (job, case.bad_key, 1)
    assert failure.error_class == case.error_class
    assert "@" not in failure.message and "lena" not in failure.message and "Zm9v" not in failure.message

    await run_jobs_once()
    [failure] = await failures()  # one record, however often it fails
    assert failure.row_key == case.bad_key and failure.team_told_at is not None
    [notice] = await team_notices()  # told once across the two passes, and delivered
    assert notice.to_address == "team@surfcamp.local" and notice.status == "sent"
    assert case.bad_key in notice.text_body and case.error_class in notice.text_body
    assert "lena@example.com" not in notice.text_body and "mallory" not in notice.text_body


@pytest.mark.parametrize("failing", JOB_NAMES)
async def test_a_job_that_fails_as_a_whole_stops_no_other_job(failing: str, monkeypatch: pytest.MonkeyPatch) -> None:
    place = await build_place(places=4)
    expiring = await add_booking(place, "pending", DAY, 1, hold_expires_at=utcnow() - timedelta(hours=1))
    canary = await queue("someone@example.com")

    async def broken(p: JobPass, rows: object) -> dict[str, int]:
        raise OperationalError("SELECT", {}, Exception("the candidates could not be read"))

    monkeypatch.setattr(runner, "JOBS", tuple(replace(j, run=broken) if j.name == failing else j for j in JOBS))
    result = await run_jobs_once()
    assert result.get(f"{failing}_failed") == 1, result
    assert [k for k in result if k.endswith("_failed") and k != "failed"] == [f"{failing}_failed"]
    hold_status = (await get(Booking, expiring.id)).status
    mail_status = (await get(EmailOutbox, canary)).status
    assert hold_status == ("pending" if failing == "holds" else "expired")
    assert mail_status == ("pending" if failing == "mail_delivery" else "sent")
    [failure] = await failures()
    assert (failure.job, failure.row_key, failure.error_class) == (failing, "", "OperationalError")
    assert failure.message == "the candidates could not be read"

    await run_jobs_once()
    [failure] = await failures()
    assert failure.count == 2
    assert len(await team_notices()) == 1

    monkeypatch.setattr(runner, "JOBS", JOBS)  # the job works again: its failure is cleared
    assert f"{failing}_failed" not in await run_jobs_once()
    assert await failures() == []


async def test_a_row_failing_again_and_again_waits_for_its_daily_try_and_a_success_clears_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    place = await build_place(places=4)
    await add_booking(place, "pending", DAY, 1, hold_expires_at=utcnow() - timedelta(hours=1))
    tries: list[int] = []
    expire_one = holds.expire_one
    broken = True

    async def flaky(session: AsyncSession, row: Booking) -> bool:
        tries.append(row.id)
        if broken:
            raise Poison("the hold cannot be ended")
        return await expire_one(session, row)

    monkeypatch.setattr(holds, "expire_one", flaky)
    before = failure_counts().get("holds", 0)
    for _ in range(3):
        assert (await run_jobs_once())["holds_failed"] == 1
    assert failure_counts()["holds"] == before + 3  # the counter a metrics endpoint reads
    # Three failures (JOB_ROW_MAX_FAILURES): the next passes leave it alone.
    assert "holds_failed" not in await run_jobs_once()
    assert len(tries) == 3
    [failure] = await failures()
    assert failure.count == 3

    # A day later (JOB_ROW_RETRY_HOURS) it is tried again; it works now, and its record goes.
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(JobFailure).values(last_seen_at=utcnow() - timedelta(hours=25)))
    broken = False
    assert (await run_jobs_once())["holds_expired"] == 1
    assert len(tries) == 4 and await failures() == []
    assert len(await team_notices()) == 1


async def test_the_jobs_loop_keeps_going_through_a_database_outage(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Every pass fails while the database is gone (each job on its own); the first pass after it sends the mail."""
    canary = await queue("someone@example.com")
    gone = build_engine(f"sqlite+aiosqlite:///{tmp_path}/no/such/dir/db.sqlite")
    passes: list[str] = []

    def sessionmaker() -> async_sessionmaker[AsyncSession]:
        passes.append("down" if len(passes) < 3 else "up")
        return async_sessionmaker(gone) if passes[-1] == "down" else get_sessionmaker()

    monkeypatch.setattr(runner, "get_sessionmaker", sessionmaker)
    loop = asyncio.create_task(run_jobs_forever(0.01))
    try:
        for _ in range(500):
            if (await get(EmailOutbox, canary)).status == "sent":
                break
            assert not loop.done(), loop
            await asyncio.sleep(0.02)
        assert (await get(EmailOutbox, canary)).status == "sent"
        assert passes[:4] == ["down", "down", "down", "up"] and not loop.done()
    finally:
        loop.cancel()
        await gone.dispose()


def test_an_error_is_described_without_the_row_s_data() -> None:
    assert describe(OverflowError("date value out of range")) == ("OverflowError", "date value out of range")
    assert describe(KeyError("Lena Fischer")) == ("KeyError", "'…'")
    name, message = describe(Poison(PERSONAL))
    assert (name, message) == ("Poison", "cannot handle '…' with token …")
    database = Exception("disk full\nDETAIL: lena@example.com")
    wrapped = OperationalError("INSERT", {"email": "lena@example.com"}, database)
    assert describe(wrapped) == ("OperationalError", "disk full")
    assert describe(ValueError("a@b.example is\x00 wrong")) == ("ValueError", "<e-mail> is wrong")


async def test_poisoned_rows_filling_a_whole_batch_hide_no_row_behind_them(monkeypatch: pytest.MonkeyPatch) -> None:
    place = await build_place(places=8)
    ended = utcnow() - timedelta(hours=2)
    bad = [await add_booking(place, "pending", DAY, 1, n=i, hold_expires_at=ended) for i in range(2)]
    good = await add_booking(place, "pending", DAY, 1, n=5, hold_expires_at=ended + timedelta(minutes=1))
    expire_one = holds.expire_one

    async def poisoned(session: AsyncSession, booking: Booking) -> bool:
        if booking.id in {b.id for b in bad}:
            raise Poison("the hold cannot be ended")
        return await expire_one(session, booking)

    monkeypatch.setattr(holds, "expire_one", poisoned)
    monkeypatch.setattr(holds, "BATCH", 2)  # the two poisoned rows are a whole batch
    result = await run_jobs_once()
    assert (result["holds_expired"], result["holds_failed"]) == (1, 2)
    assert (await get(Booking, good.id)).status == "expired"
    for _ in range(2):
        await run_jobs_once()
    # Paused now, and still first in line: a request whose hold ends later is expired all the same.
    later = await add_booking(place, "pending", DAY, 1, n=6, hold_expires_at=ended + timedelta(minutes=2))
    again = await run_jobs_once()
    assert again["holds_expired"] == 1 and "holds_failed" not in again
    assert (await get(Booking, later.id)).status == "expired"
    assert sorted(f.count for f in await failures()) == [3, 3]


async def test_a_package_whose_days_cannot_be_read_holds_up_only_its_own_waitlist(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The waitlist reads every package's days in one set of queries; when that fails it reads each
    package alone, so the failing package is recorded and the others' travellers are still told."""
    place = await build_place(places=4)
    async with get_sessionmaker()() as session, session.begin():
        camp = await session.get(SurfCamp, place.camp.id)
        assert camp is not None
        other = await make_package(session, camp, name="Surf and Yoga Week", places=4)
        entries = [
            WaitlistEntry(
                package_id=package_id,
                start_date=DAY,
                number_of_days=7,
                number_of_people=1,
                email=email,
                confirmed_at=utcnow(),
            )
            for package_id, email in ((place.package.id, "broken@example.com"), (other.id, "lena@example.com"))
        ]
        session.add_all(entries)
    ledgers_over = AvailabilityRepository.ledgers_over

    async def failing_for_one(self: AvailabilityRepository, windows: Any, now: Any, *rest: Any) -> Any:
        if any(p.id == place.package.id for p in windows):
            raise Poison("the package's days cannot be read")
        return await ledgers_over(self, windows, now, *rest)

    monkeypatch.setattr(AvailabilityRepository, "ledgers_over", failing_for_one)
    result = await run_jobs_once()
    assert (result["waitlist_told"], result["waitlist_failed"]) == (1, 1)
    told = [(await get(WaitlistEntry, e.id)).notified_at is not None for e in entries]
    assert told == [False, True]
    [failure] = await failures()
    assert (failure.job, failure.row_key) == ("waitlist", f"camp_package:{place.package.id}")

    monkeypatch.setattr(AvailabilityRepository, "ledgers_over", ledgers_over)  # readable again: told, cleared
    assert (await run_jobs_once())["waitlist_told"] == 1
    assert await failures() == []
