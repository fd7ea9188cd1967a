"""The group-commit booking writer (app/bookings/writer.py): requests that wait together are stored in one
transaction, each exactly once, and each is answered only after that transaction committed."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.exc import OperationalError

from app.bookings import submission
from app.bookings.repository import BookingRepository
from app.bookings.schemas import BookingCreate
from app.bookings.submission import PackageNotFound, SubmittedBooking
from app.bookings.writer import DirectWriter, GroupCommitWriter
from app.db import get_sessionmaker
from app.models import Booking, CampPackage, EmailOutbox
from tests.bookings.helpers import form

MAILS_PER_BOOKING = 3  # traveller, team, camp owner


@pytest.fixture
def groups(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The number of bookings of each INSERT the writers run, in order."""
    sizes: list[int] = []
    insert = BookingRepository.insert_bookings

    async def counting(self: BookingRepository, rows: list[dict[str, Any]]) -> dict[str, int]:
        sizes.append(len(rows))
        return await insert(self, rows)

    monkeypatch.setattr(BookingRepository, "insert_bookings", counting)
    return sizes


def draws(monkeypatch: pytest.MonkeyPatch, *references: str) -> None:
    supply: Iterator[str] = iter(references)
    monkeypatch.setattr(submission, "new_reference", lambda: next(supply))


def booking(package_id: int, n: int, **overrides: object) -> BookingCreate:
    return BookingCreate.model_validate(form(package_id, email=f"guest{n}@example.com", **overrides))


async def stored() -> dict[str, tuple[str, str | None]]:
    async with get_sessionmaker()() as session:
        rows = await session.execute(select(Booking.booking_reference, Booking.email, Booking.idempotency_key))
        return {reference: (email, key) for reference, email, key in rows}


async def mail_count() -> int:
    async with get_sessionmaker()() as session:
        return int(await session.scalar(select(func.count()).select_from(EmailOutbox)) or 0)


async def test_requests_waiting_together_are_stored_in_one_transaction_each_once(
    package: CampPackage,
    groups: list[int],
) -> None:
    writer = GroupCommitWriter(get_sessionmaker())
    answers = await asyncio.gather(*(writer.submit(booking(package.id, n), f"key-{n}") for n in range(20)))
    assert groups == [20]
    assert all(a.created for a in answers)
    references = [a.booking.booking_reference for a in answers]
    assert len(set(references)) == 20
    rows = await stored()
    assert rows == {a.booking.booking_reference: (f"guest{n}@example.com", f"key-{n}") for n, a in enumerate(answers)}
    assert await mail_count() == 20 * MAILS_PER_BOOKING


async def test_two_requests_of_one_group_drawing_the_same_reference_get_one_each(
    package: CampPackage,
    groups: list[int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    draws(monkeypatch, "SC-AAAAAA", "SC-AAAAAA", "SC-BBBBBB")
    writer = GroupCommitWriter(get_sessionmaker())
    first, second = await asyncio.gather(*(writer.submit(booking(package.id, n), None) for n in range(2)))
    assert groups == [2]
    assert (first.booking.booking_reference, second.booking.booking_reference) == ("SC-AAAAAA", "SC-BBBBBB")
    assert await stored() == {"SC-AAAAAA": ("guest0@example.com", None), "SC-BBBBBB": ("guest1@example.com", None)}


async def test_a_request_whose_reference_is_taken_gets_a_new_one_and_the_others_are_stored_at_once(
    package: CampPackage,
    groups: list[int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    writer = GroupCommitWriter(get_sessionmaker())
    draws(monkeypatch, "SC-TAKEN2")
    await writer.submit(booking(package.id, 0), None)
    draws(monkeypatch, "SC-TAKEN2", "SC-CCCCCC", "SC-DDDDDD")
    clashed, other = await asyncio.gather(*(writer.submit(booking(package.id, n), None) for n in (1, 2)))
    assert groups == [1, 2, 1]  # the clash went into a group of its own, after the others had their answer
    assert (clashed.booking.booking_reference, other.booking.booking_reference) == ("SC-DDDDDD", "SC-CCCCCC")
    assert await stored() == {
        "SC-TAKEN2": ("guest0@example.com", None),
        "SC-CCCCCC": ("guest2@example.com", None),
        "SC-DDDDDD": ("guest1@example.com", None),
    }
    assert await mail_count() == 3 * MAILS_PER_BOOKING


async def test_the_same_key_sent_several_times_in_one_group_is_stored_once_and_the_others_replay_it(
    package: CampPackage,
    groups: list[int],
) -> None:
    writer = GroupCommitWriter(get_sessionmaker())
    answers = await asyncio.gather(*(writer.submit(booking(package.id, 0), "same-key") for _ in range(3)))
    assert groups[0] == 1  # only the first of the key claims places and is inserted; the others replay it
    assert [a.created for a in answers] == [True, False, False]
    assert len({a.booking.booking_reference for a in answers}) == 1
    assert list((await stored()).values()) == [("guest0@example.com", "same-key")]
    assert await mail_count() == MAILS_PER_BOOKING


async def test_an_unknown_package_fails_its_own_request_only(
    package: CampPackage,
    groups: list[int],
) -> None:
    writer = GroupCommitWriter(get_sessionmaker())
    answers = await asyncio.gather(
        writer.submit(booking(package.id, 0), None),
        writer.submit(booking(package.id + 999, 1), None),
        writer.submit(booking(package.id, 2), None),
        return_exceptions=True,
    )
    assert groups == [2]
    assert isinstance(answers[1], PackageNotFound)
    assert isinstance(answers[0], SubmittedBooking) and isinstance(answers[2], SubmittedBooking)
    assert sorted(email for email, _ in (await stored()).values()) == ["guest0@example.com", "guest2@example.com"]


def fail_when_queueing_mails(monkeypatch: pytest.MonkeyPatch) -> None:
    """The database fails after the bookings were inserted, before the transaction commits."""

    async def down(*_: object) -> None:
        raise OperationalError("INSERT INTO email_outbox", {}, ConnectionResetError("connection lost"))

    monkeypatch.setattr(submission, "queue_emails", down)


async def test_a_failing_transaction_is_the_answer_of_every_waiting_request_and_nothing_is_stored(
    package: CampPackage,
    groups: list[int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fail_when_queueing_mails(monkeypatch)
    writer = GroupCommitWriter(get_sessionmaker())
    answers = await asyncio.gather(
        *(writer.submit(booking(package.id, n), None) for n in range(5)), return_exceptions=True
    )
    assert groups == [5]
    assert all(isinstance(a, OperationalError) for a in answers), answers
    assert await stored() == {}
    assert await mail_count() == 0


async def test_during_a_database_failure_every_request_is_answered_503_and_none_201(
    client: httpx.AsyncClient,
    package: CampPackage,
    monkeypatch: pytest.MonkeyPatch,
    booking_writer: str,
) -> None:
    fail_when_queueing_mails(monkeypatch)
    responses = await asyncio.gather(
        *(client.post("/api/v1/bookings", json=form(package.id, email=f"guest{n}@example.com")) for n in range(8))
    )
    assert {r.status_code for r in responses} == {503}
    assert all(r.json()["error"] == "service_unavailable" for r in responses)
    assert await stored() == {}


async def test_a_request_cancelled_before_its_group_is_written_is_not_stored(
    package: CampPackage,
    groups: list[int],
) -> None:
    writer = GroupCommitWriter(get_sessionmaker())
    kept = asyncio.create_task(writer.submit(booking(package.id, 0), None))
    dropped = asyncio.create_task(writer.submit(booking(package.id, 1), None))
    await asyncio.sleep(0)  # both are waiting; the writer has not started its group yet
    dropped.cancel()
    assert (await kept).created
    with pytest.raises(asyncio.CancelledError):
        await dropped
    assert groups == [1]
    assert [email for email, _ in (await stored()).values()] == ["guest0@example.com"]


async def test_a_request_cancelled_while_its_group_is_written_is_stored_once_and_its_retry_replays_it(
    package: CampPackage,
    groups: list[int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    writer = GroupCommitWriter(get_sessionmaker())
    waiting: list[asyncio.Task[SubmittedBooking]] = []
    queue = submission.queue_emails

    async def cancel_the_request_then_queue(*args: Any) -> None:
        waiting[0].cancel()  # the client goes away while its booking is being written
        await queue(*args)

    monkeypatch.setattr(submission, "queue_emails", cancel_the_request_then_queue)
    waiting.append(asyncio.create_task(writer.submit(booking(package.id, 0), "gone-away")))
    with pytest.raises(asyncio.CancelledError):
        await waiting[0]
    await writer.idle()
    assert list((await stored()).values()) == [("guest0@example.com", "gone-away")]

    monkeypatch.setattr(submission, "queue_emails", queue)
    again = await writer.submit(booking(package.id, 0), "gone-away")
    assert not again.created
    assert list(await stored()) == [again.booking.booking_reference]
    assert await mail_count() == MAILS_PER_BOOKING


async def test_the_direct_writer_stores_in_the_callers_transaction(package: CampPackage, groups: list[int]) -> None:
    async with get_sessionmaker()() as session:
        answer = await DirectWriter().store(session, booking(package.id, 0), "direct-key")
        assert answer.created and answer.booking.id is not None
        await session.rollback()  # the request failed after all: nothing of it is stored
    assert await stored() == {} and await mail_count() == 0
    async with get_sessionmaker()() as session:
        answer = await DirectWriter().store(session, booking(package.id, 0), "direct-key")
        await session.commit()
    assert groups == [1, 1]
    assert await stored() == {answer.booking.booking_reference: ("guest0@example.com", "direct-key")}
    assert await mail_count() == MAILS_PER_BOOKING


async def test_the_direct_writer_draws_again_when_the_reference_is_taken(
    package: CampPackage, monkeypatch: pytest.MonkeyPatch
) -> None:
    draws(monkeypatch, "SC-TAKEN3", "SC-TAKEN3", "SC-EEEEEE")
    for n in range(2):
        async with get_sessionmaker()() as session, session.begin():
            await DirectWriter().store(session, booking(package.id, n), None)
    assert await stored() == {"SC-TAKEN3": ("guest0@example.com", None), "SC-EEEEEE": ("guest1@example.com", None)}


async def test_the_setting_chooses_the_writer(
    client: httpx.AsyncClient, package: CampPackage, monkeypatch: pytest.MonkeyPatch, booking_writer: str
) -> None:
    used: list[str] = []
    for name, writer in (("direct", DirectWriter), ("group_commit", GroupCommitWriter)):
        store = writer.store

        async def spying(self: Any, *args: Any, _name: str = name, _store: Any = store) -> SubmittedBooking:
            used.append(_name)
            return await _store(self, *args)

        monkeypatch.setattr(writer, "store", spying)
    response = await client.post("/api/v1/bookings", json=form(package.id))
    assert response.status_code == 201
    assert used == [booking_writer]
    assert list(await stored()) == [response.json()["bookingReference"]]
