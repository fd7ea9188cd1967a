"""Holds as the camp and the team see them: what makes a pending request's hold look suspicious, and the
release that frees its places without refusing the request.

A hold is suspicious when the request holds places now and its sender sent several pending requests
(from one e-mail address, or from one network whatever the addresses: a fingerprint, never the
network itself, app/availability/senders.py), or an unknown sender (no confirmed booking before)
holds half the package's places or more. The counts are of the whole site: the camp sees that a
sender asked elsewhere too, not where.

`release_hold` is one conditional UPDATE (`... WHERE status = 'pending' AND hold_state = 'held'` and
the hold not ended): of two racing releases one wins, the other is answered 409 `hold_not_held`.
The request stays pending and expires at the same time; confirming it later checks its places under
the package's lock (app/availability/service.py `confirm_places`). The release is audited, and the
traveller is told (in their language) that the places are no longer held for them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.availability.mail import hold_released
from app.availability.repository import held, takes_places
from app.bookings.errors import HoldNotHeld
from app.bookings.schemas import HoldFlag, HoldRead
from app.db import begin_write
from app.models import Booking
from app.models.base import utcnow
from app.notifications.outbox import queue_email
from app.notifications.stay import stay_of

# From this many pending requests of one address or one network, a sender asks for many stays at once.
MANY_REQUESTS = 3
# From this many addresses among the pending requests of one network, one sender rotates addresses.
SEVERAL_ADDRESSES = 3
# What makes a hold suspicious (beyond an unknown sender, which most first requests are).
SUSPICIOUS: frozenset[HoldFlag] = frozenset({"many_places", "many_requests", "several_addresses"})


@dataclass(frozen=True)
class SenderCounts:
    """Pending requests on the whole site: per address, and per network (requests and addresses)."""

    by_address: Mapping[str, int]
    by_network: Mapping[str, tuple[int, int]]

    @classmethod
    async def of(cls, session: AsyncSession, bookings: Sequence[Booking]) -> SenderCounts:
        addresses = {b.email for b in bookings}
        fingerprints = {b.sender_fingerprint for b in bookings if b.sender_fingerprint is not None}
        by_address: dict[str, int] = {}
        by_network: dict[str, tuple[int, int]] = {}
        pending = Booking.status == "pending"
        if addresses:
            rows = await session.execute(
                select(Booking.email, func.count())
                .where(pending, Booking.email.in_(list(addresses)))
                .group_by(Booking.email)
            )
            by_address = {email: int(count) for email, count in rows.all()}
        if fingerprints:
            networks = await session.execute(
                select(Booking.sender_fingerprint, func.count(), func.count(Booking.email.distinct()))
                .where(pending, Booking.sender_fingerprint.in_(list(fingerprints)))
                .group_by(Booking.sender_fingerprint)
            )
            by_network = {str(fp): (int(requests), int(emails)) for fp, requests, emails in networks.all()}
        return cls(by_address, by_network)


def hold_read(booking: Booking, places: int | None, counts: SenderCounts, now: datetime) -> HoldRead | None:
    """A pending request's hold with its flags; None for a booking in another status."""
    if booking.status != "pending":
        return None
    address_requests = counts.by_address.get(booking.email, 1)
    network_requests, network_addresses = (
        counts.by_network.get(booking.sender_fingerprint, (1, 1)) if booking.sender_fingerprint else (1, 1)
    )
    flags: list[HoldFlag] = []
    if not booking.sender_known:
        flags.append("unknown_sender")
    if places and booking.number_of_people * 2 >= places:
        flags.append("many_places")
    if max(address_requests, network_requests) >= MANY_REQUESTS:
        flags.append("many_requests")
    if network_addresses >= SEVERAL_ADDRESSES:
        flags.append("several_addresses")
    holds = takes_places(booking, now)
    worrying = {f for f in flags if f in SUSPICIOUS}
    if booking.sender_known:
        worrying.discard("many_places")  # a returning guest's big group is not a stranger's
    return HoldRead(
        state=booking.hold_state,
        holds_places=holds,
        until=booking.hold_expires_at,
        sender_known=booking.sender_known,
        address_requests=address_requests,
        network_addresses=network_addresses,
        flags=flags,
        suspicious=holds and bool(worrying),
    )


async def hold_reads(
    session: AsyncSession, bookings: Sequence[Booking], places: Mapping[int, int | None]
) -> dict[int, HoldRead]:
    """The hold of each pending booking (by id), given each booking's package's places (by booking id)."""
    pending = [b for b in bookings if b.status == "pending"]
    if not pending:
        return {}
    counts = await SenderCounts.of(session, pending)
    now = utcnow()
    reads = {b.id: hold_read(b, places.get(b.id), counts, now) for b in pending}
    return {booking_id: read for booking_id, read in reads.items() if read is not None}


async def release_hold(session: AsyncSession, principal: Principal, booking: Booking) -> Booking:
    """Free the places a pending request holds, keeping the request; 409 `hold_not_held` when it holds none."""
    now = utcnow()
    before = snapshot(booking)
    await begin_write(session)
    result = await session.execute(
        update(Booking)
        .where(Booking.id == booking.id, held(now))
        .values(hold_state="released", updated_at=now)
        .execution_options(synchronize_session=False)
    )
    if not result.rowcount:  # type: ignore[attr-defined]
        raise HoldNotHeld()
    await session.refresh(booking)
    AuditTrail(session, principal).record("booking.release_hold", "booking", booking.id, before, snapshot(booking))
    stay = await stay_of(session, booking)
    queue_email(session, booking.email, hold_released(stay), dedupe_key=f"hold_released:{booking.booking_reference}")
    return booking
