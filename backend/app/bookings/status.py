"""A booking's status changes here and nowhere else, whoever makes the change.

`change_status` owns the moves each role may make, the timestamps, the reason rule, the e-mail to
the traveller and the audit entry, and writes the new status with one conditional UPDATE (`WHERE
id = :id AND status = :from`): of two requests racing to move the same booking, one wins and the
other is answered 409 (an owner's `booking_not_pending`, the back office's `booking_changed`).

Roles: an owner decides pending bookings only (pending -> confirmed | cancelled) and must give a
reason to cancel; the back office may set any status from any status (also the same one, to save
notes) and may cancel without a reason. The traveller's e-mail carries a dedupe key naming the
move (the booking, its new status and the version it moved from), so one move never queues two mails.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.bookings.errors import BookingChanged, BookingNotPending
from app.bookings.schemas import BookingStatus
from app.db import begin_write
from app.errors import ValidationFailed
from app.models import Booking
from app.models.base import utcnow
from app.notifications import admin_mail, booking_status_mail
from app.notifications.outbox import queue_email
from app.notifications.templates import RenderedMail

STATUSES: tuple[BookingStatus, ...] = ("pending", "confirmed", "cancelled", "completed")
OWNER_MOVES: dict[str, frozenset[str]] = {"pending": frozenset({"confirmed", "cancelled"})}


def may_move(principal: Principal, from_status: str, to: str) -> bool:
    """The moves of each role: the back office any to any, an owner pending to confirmed or cancelled."""
    if principal.is_admin:
        return True
    return principal.owned_camp_id is not None and to in OWNER_MOVES.get(from_status, frozenset())


def reason_required(principal: Principal) -> bool:
    """An owner says why they cancel (the traveller reads it); the back office may leave it out."""
    return not principal.is_admin


def status_mail(booking: Booking) -> RenderedMail | None:
    """The traveller's e-mail about the booking's new status (none for pending)."""
    if booking.status == "confirmed":
        return booking_status_mail.booking_confirmed(booking)
    if booking.status == "cancelled":
        return booking_status_mail.booking_cancelled(booking)
    if booking.status == "completed":
        return admin_mail.booking_completed(booking)
    return None


def _new_values(booking: Booking, to: str, reason: str | None) -> dict[str, Any]:
    now = utcnow()
    values: dict[str, Any] = {"status": to, "updated_at": now}
    if to == "cancelled":
        values["cancellation_reason"] = reason
        if booking.status != "cancelled" or booking.cancelled_at is None:
            values["cancelled_at"] = now
    else:
        # A booking brought back from cancelled no longer carries the old reason (the audit log keeps it).
        values["cancellation_reason"] = None
        values["cancelled_at"] = None
    if to == "confirmed" and booking.status != "confirmed":
        values["confirmed_at"] = now
    return values


async def change_status(
    session: AsyncSession,
    booking: Booking,
    to: BookingStatus,
    *,
    actor: Principal,
    reason: str | None = None,
    also: Mapping[str, Any] | None = None,
) -> Booking:
    """Move a booking the actor may see (read through `readable_by`) to `to`; 409 when another request moved it first.

    `also` holds other columns written in the same statement and audit entry (the back office's notes).
    """
    from_status, version = booking.status, booking.updated_at
    if not may_move(actor, from_status, to):
        raise BookingNotPending()
    if to == "cancelled" and reason_required(actor) and not reason:
        raise ValidationFailed("Please give a reason.", fields={"reason": "required"})
    before = snapshot(booking)
    values = {**_new_values(booking, to, reason), **(also or {})}
    await begin_write(session)
    result = await session.execute(
        update(Booking)
        .where(Booking.id == booking.id, Booking.status == from_status)
        .values(**values)
        .execution_options(synchronize_session=False)
    )
    if not result.rowcount:  # type: ignore[attr-defined]
        raise BookingChanged() if actor.is_admin else BookingNotPending()
    await session.refresh(booking)
    action = "booking.update" if actor.is_admin else f"booking.{'confirm' if to == 'confirmed' else 'cancel'}"
    AuditTrail(session, actor).record(action, "booking", booking.id, before, snapshot(booking))
    if to != from_status and (mail := status_mail(booking)) is not None:
        dedupe_key = f"booking_{to}:{booking.booking_reference}:{version.isoformat()}"
        queue_email(session, booking.email, mail, dedupe_key=dedupe_key)
    return booking
