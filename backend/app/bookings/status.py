"""A booking's status changes here and nowhere else, whoever makes the change.

The moves form a state machine: pending -> confirmed | cancelled | expired; confirmed -> cancelled |
completed; completed, cancelled and expired are final. Who may make which move is a rule of the
actor's party (`PARTY_MOVES`):

- the camp (its owner) confirms or cancels a request, cancels a confirmed booking and marks a stay
  completed once it has reached its last day, and gives a reason when it cancels (the traveller reads it);
- the traveller (through the "My booking" link) cancels a request or a confirmed booking;
- the system lets an unconfirmed request expire;
- the team (back office) makes those moves and corrects any status to any other (a correction),
  or saves its notes without a move.

`change_status` owns the timestamps, the commission a completed stay records (app/statements/commission.py)
and the adjustment line a move of a stay already billed by a paid statement makes (app/statements/adjustments.py),
the history row (who, when, from, to, reason: the booking keeps every move instead of overwriting its
cancellation reason), the check that a booking confirmed without holding its places finds them free
(app/availability/service.py `confirm_places`), the e-mails to the traveller and the
camp, the audit entry and one conditional UPDATE (`WHERE id = :id AND status = :from`): of two
requests racing to move the same booking, one wins and the other is answered 409 `booking_changed`.
Each e-mail carries a dedupe key naming the move (the booking, its new status and the version it
moved from), so one move never queues two mails to one address.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any, Literal

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from app.audit.schemas import AuditAction
from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.availability.repository import takes_places
from app.availability.service import AvailabilityService
from app.bookings.errors import BookingChanged, BookingMoveNotAllowed, StayNotEnded
from app.bookings.policy import Refund, refund_for
from app.bookings.repository import camp_owners
from app.bookings.schemas import BookingStatus
from app.db import begin_write
from app.errors import AppError, ValidationFailed
from app.models import Booking, BookingStatusChange
from app.models.base import utcnow
from app.notifications import booking_status_mail
from app.notifications.booking_status_mail import StatusNews
from app.notifications.outbox import queue_email
from app.notifications.stay import stay_of
from app.statements.adjustments import record_adjustment
from app.statements.commission import commission_values

STATUSES: tuple[BookingStatus, ...] = ("pending", "confirmed", "cancelled", "completed", "expired")
# The state machine: where each status may go next (the final ones go nowhere).
MACHINE: dict[str, frozenset[str]] = {
    "pending": frozenset({"confirmed", "cancelled", "expired"}),
    "confirmed": frozenset({"cancelled", "completed"}),
}
Party = Literal["traveller", "camp", "team", "system"]
PARTY_MOVES: dict[str, frozenset[tuple[str, str]]] = {
    "camp": frozenset(
        {("pending", "confirmed"), ("pending", "cancelled"), ("confirmed", "cancelled"), ("confirmed", "completed")}
    ),
    "traveller": frozenset({("pending", "cancelled"), ("confirmed", "cancelled")}),
    "system": frozenset({("pending", "expired")}),
}
_REINSTATED_FROM = frozenset({"cancelled", "expired", "completed"})


@dataclass(frozen=True)
class Actor:
    """Who makes a change: a party, and the signed-in user when there is one (the principal)."""

    party: Party
    principal: Principal | None = None

    @classmethod
    def of(cls, principal: Principal) -> Actor:
        return cls("team" if principal.is_admin else "camp", principal)

    @property
    def user_id(self) -> int | None:
        return self.principal.user.id if self.principal is not None else None

    @property
    def audited_as(self) -> Principal | Party:
        """Who the audit log names: the signed-in user, else the party (the traveller, the system)."""
        return self.principal if self.principal is not None else self.party


TRAVELLER = Actor("traveller")
SYSTEM = Actor("system")


def may_move(actor: Actor, from_status: str, to: str) -> bool:
    """The team may set any status (a move of the machine, a correction or the same one); others their party's moves."""
    if actor.party == "team":
        return True
    return (from_status, to) in PARTY_MOVES.get(actor.party, frozenset())


def stay_ended(booking: Booking, today: date) -> bool:
    """The stay has reached its last day: from then on the camp may mark it completed."""
    return booking.start_date + timedelta(days=max(booking.number_of_days, 1) - 1) <= today


def is_correction(from_status: str, to: str) -> bool:
    """A move the state machine does not make: only the team may, and the history says so."""
    return to != from_status and to not in MACHINE.get(from_status, frozenset())


def move_refused(actor: Actor, booking: Booking, to: str, today: date) -> AppError | None:
    """Why `actor` may not move `booking` to `to` today, or None when they may (the reason rule aside).

    The one rule of who may make which move: `change_status` raises what it answers, and the owner's and
    back office's lists offer exactly the moves it lets through (`allowed_statuses`).
    """
    if not may_move(actor, booking.status, to):
        return BookingMoveNotAllowed()
    if to == "completed" and actor.party == "camp" and not stay_ended(booking, today):
        return StayNotEnded()  # the team may still correct a status (its history says so)
    return None


def allowed_statuses(actor: Actor, booking: Booking, today: date) -> list[BookingStatus]:
    """The statuses `actor` may set `booking` to today, in the machine's order (the team's include the
    current one: saving its notes without a move)."""
    return [to for to in STATUSES if move_refused(actor, booking, to, today) is None]


def reason_required(actor: Actor, to: str) -> bool:
    """The camp says why it cancels (the traveller reads it); the team and the traveller may leave it out."""
    return to == "cancelled" and actor.party == "camp"


def _audit_action(actor: Actor, to: str) -> AuditAction:
    if actor.party == "team":
        return "booking.update"
    if actor.party == "traveller":
        return "booking.traveller_cancel"
    if actor.party == "system":
        return "booking.expire"
    return {"confirmed": "booking.confirm", "completed": "booking.complete"}.get(to, "booking.cancel")  # type: ignore[return-value]


def _new_values(booking: Booking, to: str, reason: str | None, now: datetime) -> dict[str, Any]:
    if to == booking.status:
        # Saving notes: the status, its timestamps and the reason it carries stay as they are.
        return {"updated_at": now, **({"cancellation_reason": reason} if reason and to == "cancelled" else {})}
    values: dict[str, Any] = {"status": to, "updated_at": now}
    if to == "cancelled":
        values["cancellation_reason"] = reason
        values["cancelled_at"] = now
    else:
        # The booking carries the reason of its current cancellation only; the history keeps every reason.
        values["cancellation_reason"] = None
        values["cancelled_at"] = None
    if to == "confirmed":
        values["confirmed_at"] = now
    return values


async def change_status(
    session: AsyncSession,
    booking: Booking,
    to: BookingStatus,
    *,
    actor: Principal | Actor,
    reason: str | None = None,
    also: Mapping[str, Any] | None = None,
) -> Booking:
    """Move a booking the actor may see to `to`; 409 when the move is not theirs or another request moved it first.

    `also` holds other columns written in the same statement and audit entry (the back office's notes).
    """
    actor = actor if isinstance(actor, Actor) else Actor.of(actor)
    from_status, version = booking.status, booking.updated_at
    now = utcnow()
    refused = move_refused(actor, booking, to, now.date())
    if isinstance(refused, BookingMoveNotAllowed):
        raise refused
    if reason_required(actor, to) and not reason:
        raise ValidationFailed("Please give a reason.", fields={"reason": "required"})
    if refused is not None:
        raise refused
    if to == "confirmed" and not takes_places(booking, now):
        # A request that holds no places (limited, released, its hold ended) or a booking reinstated
        # takes them now: only if they are free, under the package's lock (409 places_taken).
        await AvailabilityService(session, now).confirm_places(booking)
    refund = refund_for(booking, now) if to == "cancelled" and from_status != "cancelled" else None
    before = snapshot(booking)
    values = {
        **_new_values(booking, to, reason, now),
        **await commission_values(session, booking, to, now),
        **(also or {}),
    }
    await begin_write(session)
    result = await session.execute(
        update(Booking)
        .where(Booking.id == booking.id, Booking.status == from_status)
        .values(**values)
        .execution_options(synchronize_session=False)
    )
    if not result.rowcount:  # type: ignore[attr-defined]
        raise BookingChanged()
    await session.refresh(booking)
    # Read after the UPDATE, which waited for a racing "mark paid" of the booking's month: its mark is seen.
    await record_adjustment(session, booking, actor.user_id, now)
    AuditTrail(session, actor.audited_as).record(
        _audit_action(actor, to), "booking", booking.id, before, snapshot(booking)
    )
    if to != from_status:
        session.add(
            BookingStatusChange(
                booking_id=booking.id,
                from_status=from_status,
                to_status=to,
                reason=reason,
                actor_party=actor.party,
                actor_user_id=actor.user_id,
                created_at=now,
            )
        )
        await session.flush()
        news = StatusNews(from_status, to, actor.party, reason, refund, reinstated=_reinstated(from_status, to))
        await _tell(session, booking, news, version, actor)
    return booking


def _reinstated(from_status: str, to: str) -> bool:
    return from_status in _REINSTATED_FROM and to in ("pending", "confirmed")


async def _tell(session: AsyncSession, booking: Booking, news: StatusNews, version: datetime, actor: Actor) -> None:
    """The traveller's e-mail and each of the camp's owners' (not the one who made the move), in their languages."""
    stay = await stay_of(session, booking)
    key = f"booking_{news.to_status}:{booking.booking_reference}:{version.isoformat()}"
    queue_email(session, booking.email, booking_status_mail.for_traveller(stay, news), dedupe_key=key)
    if booking.camp_id is None:
        return
    for owner in await camp_owners(session, booking.camp_id):
        if owner.user_id == actor.user_id:
            continue
        mail = booking_status_mail.for_camp(stay, news, owner.language)
        queue_email(session, owner.email, mail, dedupe_key=f"{key}:{owner.user_id}")


def refund_now(booking: Booking) -> Refund:
    """What cancelling `booking` now would give back (the "My booking" page shows it before the traveller decides)."""
    return refund_for(booking, utcnow())
