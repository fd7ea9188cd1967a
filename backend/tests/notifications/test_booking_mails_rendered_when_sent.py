"""A booking queues its e-mails without their bodies; the sender renders them from the stored
booking, keeps what it rendered in the outbox, and never sends an empty or a half-made message."""

from __future__ import annotations

from datetime import date

import httpx
from sqlalchemy import delete, select, update

from app.cli import _last_mail
from app.db import get_sessionmaker
from app.models import Booking, CampPackage, EmailLog, EmailOutbox, SurfCamp, User
from app.models.base import utcnow
from app.notifications.backends import OutgoingMail
from app.notifications.outbox import deliver_due
from tests.bookings.helpers import SentMails, form
from tests.factories import translated_as_written


class Refusing:
    async def send(self, mail: OutgoingMail) -> None:
        raise ConnectionRefusedError("SMTP server down")


async def book(client: httpx.AsyncClient, package_id: int) -> str:
    response = await client.post("/api/v1/bookings", json=form(package_id))
    assert response.status_code == 201, response.text
    return str(response.json()["bookingReference"])


async def traveller_row() -> EmailOutbox:
    async with get_sessionmaker()() as session:
        row = await session.scalar(select(EmailOutbox).where(EmailOutbox.email_type == "booking_received"))
    assert row is not None
    return row


async def make_due() -> None:
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(EmailOutbox).values(next_attempt_at=utcnow()))


async def test_a_queued_booking_mail_has_its_subject_and_is_readable_before_it_is_sent(
    client: httpx.AsyncClient,
    package: CampPackage,
) -> None:
    reference = await book(client, package.id)
    row = await traveller_row()
    assert row.template == "booking_received" and row.text_body == ""
    assert row.subject == f"Wir haben Ihre Buchungsanfrage {reference} erhalten"
    shown = await _last_mail("lena@example.com")  # `surfcamp mail last`
    assert shown is not None and shown[0] == row.subject and "Vielen Dank, Lena!" in shown[1]


async def test_a_retry_sends_exactly_what_the_first_attempt_rendered(
    client: httpx.AsyncClient,
    package: CampPackage,
) -> None:
    await book(client, package.id)
    assert await deliver_due(get_sessionmaker(), Refusing()) == {"sent": 0, "failed": 3}
    first = await traveller_row()
    assert first.template is None and "Vielen Dank, Lena!" in first.text_body and first.status == "pending"

    await make_due()
    backend = SentMails()
    assert await deliver_due(get_sessionmaker(), backend) == {"sent": 3, "failed": 0}
    sent = next(m for m in backend.sent if m.to == "lena@example.com")
    assert (sent.subject, sent.text, sent.html) == (first.subject, first.text_body, first.html_body)
    assert [a.__dict__ for a in sent.attachments] == first.attachments  # the same calendar entry, stamp included


async def test_a_mail_whose_booking_is_gone_fails_its_attempts_and_is_never_sent_empty(
    client: httpx.AsyncClient,
    package: CampPackage,
) -> None:
    await book(client, package.id)
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(delete(Booking))
    backend = SentMails()
    assert await deliver_due(get_sessionmaker(), backend) == {"sent": 0, "failed": 3}
    assert backend.sent == []
    row = await traveller_row()
    assert row.status == "pending" and row.attempts == 1 and row.template == "booking_received"
    assert row.last_error is not None and "cannot render the message" in row.last_error
    async with get_sessionmaker()() as session:
        logged = (await session.scalars(select(EmailLog.email_status))).all()
    assert logged == ["failed"] * 3


async def test_a_mail_that_cannot_be_rendered_fails_at_once_the_team_is_told_and_the_others_go_out(
    client: httpx.AsyncClient,
    package: CampPackage,
) -> None:
    # A booking stored before start dates had a horizon: its stay ends past the last date there is.
    bad = await book(client, package.id)
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(Booking).values(start_date=date(9999, 12, 31)))
    good = await book(client, package.id)
    backend = SentMails()
    assert await deliver_due(get_sessionmaker(), backend) == {"sent": 3, "failed": 3}
    assert {m.subject for m in backend.sent if m.to == "lena@example.com"} == {
        f"Wir haben Ihre Buchungsanfrage {good} erhalten"
    }
    async with get_sessionmaker()() as session:
        rows = (await session.scalars(select(EmailOutbox).where(EmailOutbox.status == "failed"))).all()
    assert len(rows) == 3 and all(r.attempts == 1 and "OverflowError" in (r.last_error or "") for r in rows)

    # Failed for good: the next pass sends the team's notices and tries none of them again.
    await make_due()
    backend = SentMails()
    assert await deliver_due(get_sessionmaker(), backend) == {"sent": 3, "failed": 0}
    assert {m.to for m in backend.sent} == {"team@surfcamp.local"}
    notice = backend.sent[0]
    assert notice.subject.startswith("An e-mail could not be sent") and "OverflowError" in notice.text
    assert bad not in {m.subject for m in backend.sent}


async def test_the_sender_names_the_package_and_camp_in_each_reader_s_language(
    client: httpx.AsyncClient,
    package: CampPackage,
) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await session.get(SurfCamp, package.camp_id)
        row = await session.get(CampPackage, package.id)
        assert camp is not None and row is not None
        camp.translations = translated_as_written(camp, {"de": {"name": "Ozeanwellen-Camp"}})
        row.translations = translated_as_written(row, {"de": {"name": "7-Tage-Anfänger-Surfkurs"}})
        await session.execute(update(User).values(language="fr"))  # the camp's owner reads French
    await book(client, package.id)  # a German traveller
    backend = SentMails()
    await deliver_due(get_sessionmaker(), backend)
    sent = {m.to: m for m in backend.sent}
    traveller = sent["lena@example.com"].text
    assert "7-Tage-Anfänger-Surfkurs bei Ozeanwellen-Camp" in traveller and "Taghazout, Marokko" in traveller
    owner = sent["owner@example.com"]
    assert "7-Day Beginner Surf Coaching" in owner.subject and "Taghazout, Maroc" in owner.text
