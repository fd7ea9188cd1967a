"""A booking's status changes in one function (app/bookings/status.py) for the owner and the back office:
the moves each role may make, timestamps, the reason rule, one e-mail per move, the audit entry, and
of two racing changes one wins and the other is answered 409."""

from __future__ import annotations

import asyncio
from datetime import date, timedelta
from itertools import product

import httpx
import pytest
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.access import Principal
from app.auth.repository import UserRepository
from app.bookings import status as status_module
from app.bookings.errors import BookingChanged, BookingMoveNotAllowed, BookingNotFound
from app.bookings.service import BookingService
from app.bookings.status import STATUSES, SYSTEM, TRAVELLER, Actor, change_status
from app.db import get_sessionmaker
from app.errors import ValidationFailed
from app.models import AuditLog, Booking, BookingStatusChange, EmailOutbox, User
from tests.bookings.helpers import ADMIN_URL, set_status, stay_from
from tests.owner.helpers import World


async def principal(email: str) -> Principal:
    async with get_sessionmaker()() as session:
        user_id = await session.scalar(select(User.id).where(User.email == email))
        assert user_id is not None
        user = await UserRepository(session).get_with_profile(user_id)
        assert user is not None
        return Principal(user=user, profile=user.profile)


async def move(actor: Principal | Actor, booking_id: int, to: str, reason: str | None = None) -> Booking:
    async with get_sessionmaker()() as session, session.begin():
        if isinstance(actor, Principal):
            return await BookingService(session).change_status(actor, booking_id, to, reason)  # type: ignore[arg-type]
        booking = await session.get(Booking, booking_id, populate_existing=True)
        assert booking is not None
        return await change_status(session, booking, to, actor=actor, reason=reason)  # type: ignore[arg-type]


async def mails_to(address: str) -> list[EmailOutbox]:
    async with get_sessionmaker()() as session:
        return list(
            (
                await session.scalars(
                    select(EmailOutbox).where(EmailOutbox.to_address == address).order_by(EmailOutbox.id)
                )
            ).all()
        )


async def audit_entries() -> list[AuditLog]:
    async with get_sessionmaker()() as session:
        return list((await session.scalars(select(AuditLog).order_by(AuditLog.id))).all())


async def test_the_moves_each_party_may_make(world: World) -> None:
    """The state machine: pending -> confirmed | cancelled | expired, confirmed -> cancelled | completed."""
    owner, admin = await principal("owner-a@example.com"), await principal("admin@example.com")
    booking_id = world.a.pending.id
    await stay_from(booking_id, date.today() - timedelta(days=10))  # a stay that has ended: every move is open
    actors: dict[str, Principal | Actor] = {"camp": owner, "team": admin, "traveller": TRAVELLER, "system": SYSTEM}
    allowed: dict[str, set[tuple[str, str]]] = {party: set() for party in actors}
    for (party, actor), from_status, to in product(actors.items(), STATUSES, STATUSES):
        await set_status(booking_id, from_status)
        try:
            moved = await move(actor, booking_id, to, reason="Storm")
        except BookingMoveNotAllowed:
            continue
        assert moved.status == to
        allowed[party].add((from_status, to))
    assert allowed["camp"] == {
        ("pending", "confirmed"),
        ("pending", "cancelled"),
        ("confirmed", "cancelled"),
        ("confirmed", "completed"),
    }
    assert allowed["traveller"] == {("pending", "cancelled"), ("confirmed", "cancelled")}
    assert allowed["system"] == {("pending", "expired")}
    assert allowed["team"] == set(product(STATUSES, STATUSES))  # corrections, and the same status to save notes


async def test_an_owner_cannot_move_another_camps_booking(world: World) -> None:
    owner = await principal("owner-a@example.com")
    with pytest.raises(BookingNotFound):
        await move(owner, world.b.pending.id, "confirmed")


async def test_timestamps_follow_the_status(world: World) -> None:
    admin = await principal("admin@example.com")
    booking = world.a.pending
    confirmed = await move(admin, booking.id, "confirmed")
    assert confirmed.confirmed_at is not None and confirmed.cancelled_at is None
    assert confirmed.updated_at > booking.updated_at
    cancelled = await move(admin, booking.id, "cancelled", reason="Storm")
    assert cancelled.cancelled_at is not None and cancelled.cancellation_reason == "Storm"
    assert cancelled.confirmed_at == confirmed.confirmed_at  # when it was confirmed stays known
    again = await move(admin, booking.id, "cancelled", reason="Storm, still")
    assert again.cancelled_at == cancelled.cancelled_at  # cancelled once, at that time
    back = await move(admin, booking.id, "pending")
    assert back.cancelled_at is None and back.cancellation_reason is None
    completed = await move(admin, booking.id, "completed")
    assert completed.status == "completed" and completed.updated_at >= back.updated_at


async def test_an_owner_must_give_a_reason_to_cancel_and_the_back_office_need_not(world: World) -> None:
    owner, admin = await principal("owner-a@example.com"), await principal("admin@example.com")
    with pytest.raises(ValidationFailed) as refused:
        await move(owner, world.a.pending.id, "cancelled")
    assert refused.value.fields == {"reason": "required"}
    cancelled = await move(admin, world.a.pending.id, "cancelled")
    assert cancelled.status == "cancelled" and cancelled.cancellation_reason is None


async def test_a_repeated_confirmation_sends_one_mail_for_either_role(client: httpx.AsyncClient, world: World) -> None:
    owner_booking, admin_booking = world.a.pending, world.b.pending
    url = f"/api/v1/owner/bookings/{owner_booking.id}/confirm"
    answers = [(await client.post(url, headers=world.a.owner)).status_code for _ in range(2)]
    assert answers == [200, 409]
    for _ in range(2):
        response = await client.patch(
            f"{ADMIN_URL}/{admin_booking.id}", json={"status": "confirmed"}, headers=world.admin
        )
        assert response.status_code == 200
    for booking in (owner_booking, admin_booking):
        [mail] = await mails_to(booking.email)
        assert mail.email_type == "booking_confirmed"
        assert mail.dedupe_key is not None and mail.dedupe_key.startswith(
            f"booking_confirmed:{booking.booking_reference}"
        )


async def test_the_same_move_made_again_later_tells_the_traveller_again(
    client: httpx.AsyncClient, world: World
) -> None:
    booking_id = world.b.pending.id
    for status in ("cancelled", "pending", "cancelled"):
        response = await client.patch(f"{ADMIN_URL}/{booking_id}", json={"status": status}, headers=world.admin)
        assert response.status_code == 200
    assert [m.email_type for m in await mails_to(world.b.pending.email)] == [
        "booking_cancelled",
        "booking_reinstated",
        "booking_cancelled",
    ]


async def test_owner_and_back_office_moves_are_audited(client: httpx.AsyncClient, world: World) -> None:
    await client.post(f"/api/v1/owner/bookings/{world.a.pending.id}/confirm", headers=world.a.owner)
    await client.post(
        f"/api/v1/owner/bookings/{world.b.pending.id}/cancel", json={"reason": "Full"}, headers=world.b.owner
    )
    await client.patch(f"{ADMIN_URL}/{world.a.confirmed.id}", json={"status": "completed"}, headers=world.admin)
    entries = await audit_entries()
    assert [(e.action, e.entity_id, e.actor_user_id) for e in entries] == [
        ("booking.confirm", str(world.a.pending.id), world.a.owner_id),
        ("booking.cancel", str(world.b.pending.id), world.b.owner_id),
        ("booking.update", str(world.a.confirmed.id), entries[2].actor_user_id),
    ]
    assert entries[0].before == {"status": "pending", "confirmed_at": None}
    assert entries[0].after is not None and entries[0].after["status"] == "confirmed"
    assert entries[1].after is not None and entries[1].after["cancellation_reason"] == "Full"


@pytest.fixture
def both_read_before_writing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two racing requests have both read the booking before either writes. Left to the scheduler, the
    first move could be stored before the second read it, and the second (cancelling a confirmed
    booking) is then a move of its own: CI saw [200, 200] on PostgreSQL."""
    both_read = asyncio.Barrier(2)
    write = status_module.begin_write

    async def after_both_read(session: AsyncSession) -> None:
        await asyncio.wait_for(both_read.wait(), timeout=10)
        await write(session)

    monkeypatch.setattr(status_module, "begin_write", after_both_read)


@pytest.mark.usefixtures("both_read_before_writing")
async def test_two_racing_owner_decisions_one_wins_the_other_gets_409(client: httpx.AsyncClient, world: World) -> None:
    booking = world.a.pending
    base = f"/api/v1/owner/bookings/{booking.id}"
    answers = await asyncio.gather(
        client.post(f"{base}/confirm", headers=world.a.owner),
        client.post(f"{base}/cancel", json={"reason": "Full"}, headers=world.a.owner),
    )
    assert sorted(a.status_code for a in answers) == [200, 409]
    assert next(a for a in answers if a.status_code == 409).json()["error"] == "booking_changed"
    assert len(await mails_to(booking.email)) == 1 and len(await audit_entries()) == 1


async def test_two_racing_transitions_read_before_either_wrote_one_gets_409(world: World) -> None:
    """Both requests read the pending booking, then both write: the second finds it moved already."""
    admin = await principal("admin@example.com")
    sessions = [get_sessionmaker()() for _ in range(2)]
    try:
        services = [BookingService(session) for session in sessions]
        bookings = [await service.get(admin, world.a.pending.id) for service in services]
        await asyncio.gather(*(session.commit() for session in sessions))  # the reads are over
        first = await change_status(sessions[0], bookings[0], "confirmed", actor=admin)
        await sessions[0].commit()
        assert bookings[1].status == "pending"  # what the second request read
        with pytest.raises(BookingChanged):
            await change_status(sessions[1], bookings[1], "cancelled", actor=admin)
    finally:
        for session in sessions:
            await session.close()
    assert first.status == "confirmed"
    assert [m.email_type for m in await mails_to(world.a.pending.email)] == ["booking_confirmed"]


@pytest.mark.usefixtures("both_read_before_writing")
async def test_two_racing_back_office_changes_one_wins_the_other_gets_409(
    client: httpx.AsyncClient, world: World
) -> None:
    url = f"{ADMIN_URL}/{world.a.pending.id}"
    answers = await asyncio.gather(
        client.patch(url, json={"status": "confirmed"}, headers=world.admin),
        client.patch(url, json={"status": "cancelled"}, headers=world.admin),
    )
    assert sorted(a.status_code for a in answers) == [200, 409]
    assert next(a for a in answers if a.status_code == 409).json()["error"] == "booking_changed"
    assert len(await mails_to(world.a.pending.email)) == 1 and len(await audit_entries()) == 1


async def history_of(booking_id: int) -> list[tuple[str | None, str, str, str | None, int | None]]:
    async with get_sessionmaker()() as session:
        rows = await session.scalars(
            select(BookingStatusChange)
            .where(BookingStatusChange.booking_id == booking_id)
            .order_by(BookingStatusChange.id)
        )
        return [(r.from_status, r.to_status, r.actor_party, r.reason, r.actor_user_id) for r in rows]


async def test_every_move_is_kept_in_the_history_and_a_correction_keeps_the_camps_reason(
    client: httpx.AsyncClient, world: World
) -> None:
    booking = world.a.confirmed
    cancel = await client.post(
        f"/api/v1/owner/bookings/{booking.id}/cancel", json={"reason": "Storm closed the camp"}, headers=world.a.owner
    )
    assert cancel.status_code == 200 and cancel.json()["cancellationReason"] == "Storm closed the camp"
    # The team saves a note without a reason: the camp's reason stays on the booking.
    notes = await client.patch(
        f"{ADMIN_URL}/{booking.id}", json={"status": "cancelled", "adminNotes": "Called"}, headers=world.admin
    )
    assert notes.json()["cancellationReason"] == "Storm closed the camp"
    corrected = await client.patch(
        f"{ADMIN_URL}/{booking.id}",
        json={"status": "confirmed", "cancellationReason": "The storm passed"},
        headers=world.admin,
    )
    assert corrected.json()["status"] == "confirmed" and corrected.json()["cancellationReason"] is None
    admin_id = (await principal("admin@example.com")).user.id
    assert await history_of(booking.id) == [
        ("confirmed", "cancelled", "camp", "Storm closed the camp", world.a.owner_id),
        ("cancelled", "confirmed", "team", "The storm passed", admin_id),
    ]
    # Reinstated: the traveller hears it.
    assert [m.email_type for m in await mails_to(booking.email)] == ["booking_cancelled", "booking_reinstated"]


async def test_each_change_tells_the_traveller_and_the_camp_in_their_languages(
    client: httpx.AsyncClient, world: World
) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(User).where(User.id == world.a.owner_id).values(language="de"))
    booking = world.a.pending  # written in French
    response = await client.patch(f"{ADMIN_URL}/{booking.id}", json={"status": "confirmed"}, headers=world.admin)
    assert response.status_code == 200
    [traveller] = await mails_to(booking.email)
    [camp] = await mails_to("owner-a@example.com")
    assert traveller.email_type == "booking_confirmed" and "confirmée" in traveller.subject
    assert (
        camp.email_type == "booking_status_for_camp"
        and camp.subject == f"Buchung {booking.booking_reference}: bestätigt"
    )
    assert "Unser Team" in camp.text_body and f"booking={booking.id}" in camp.text_body
    # The owner's own move: the traveller hears it, the owner is not told what they just did.
    await stay_from(booking.id, date.today() - timedelta(days=20))
    await client.post(f"/api/v1/owner/bookings/{booking.id}/complete", headers=world.a.owner)
    assert [m.email_type for m in await mails_to(booking.email)] == ["booking_confirmed", "booking_completed"]
    assert len(await mails_to("owner-a@example.com")) == 1


async def test_the_traveller_and_the_system_moves_are_audited_without_a_user(world: World) -> None:
    await move(TRAVELLER, world.a.confirmed.id, "cancelled")
    await move(SYSTEM, world.b.pending.id, "expired")
    entries = await audit_entries()
    assert [(e.action, e.entity_id, e.actor_user_id) for e in entries] == [
        ("booking.traveller_cancel", str(world.a.confirmed.id), None),
        ("booking.expire", str(world.b.pending.id), None),
    ]
    [cancelled] = await mails_to(world.a.confirmed.email)
    assert "As you asked" in cancelled.text_body and "full amount back" in cancelled.text_body
    [expired] = await mails_to(world.b.pending.email)
    assert expired.email_type == "booking_expired"
    # The camp hears both, each in its owner's language.
    assert [m.email_type for m in await mails_to("owner-a@example.com")] == ["booking_status_for_camp"]
    assert [m.email_type for m in await mails_to("owner-b@example.com")] == ["booking_status_for_camp"]


async def test_an_owner_completes_a_confirmed_stay_and_cancels_it_with_a_reason(
    client: httpx.AsyncClient, world: World
) -> None:
    base = f"/api/v1/owner/bookings/{world.a.confirmed.id}"
    refused = await client.post(f"{base}/cancel", json={"reason": " "}, headers=world.a.owner)
    assert refused.status_code == 422
    # A stay is completed from its last day on, not before (its commission would fall due).
    await stay_from(world.a.confirmed.id, date.today() - timedelta(days=5), days=7)
    early = await client.post(f"{base}/complete", headers=world.a.owner)
    assert early.status_code == 409 and early.json()["error"] == "stay_not_ended"
    await stay_from(world.a.confirmed.id, date.today() - timedelta(days=6), days=7)
    done = await client.post(f"{base}/complete", headers=world.a.owner)
    assert done.status_code == 200 and done.json()["status"] == "completed"
    final = await client.post(f"{base}/cancel", json={"reason": "Too late"}, headers=world.a.owner)
    assert final.status_code == 409 and final.json()["error"] == "booking_move_not_allowed"
    assert [e.action for e in await audit_entries()] == ["booking.complete"]


async def test_a_cancelled_confirmed_booking_is_no_longer_called_a_request(
    client: httpx.AsyncClient, world: World
) -> None:
    request, booking = world.a.pending, world.a.confirmed
    for cancelled in (request, booking):
        answer = await client.post(
            f"/api/v1/owner/bookings/{cancelled.id}/cancel", json={"reason": "Storm"}, headers=world.a.owner
        )
        assert answer.status_code == 200
    [to_request] = await mails_to(request.email)
    [to_booking] = await mails_to(booking.email)
    assert to_request.subject == "Votre demande de réservation SC-APEND1 a été annulée"  # a French request
    assert to_booking.subject == "Your booking SC-ACONF1 has been cancelled"  # was "Your booking request ..."
