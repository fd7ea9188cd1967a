"""Holds: a pending request holds its places until `hold_expires_at`; unanswered by then, the jobs
expire it through the one status change (app/bookings/status.py, as the system), which frees its
places, and tell the traveller (in their language), the camp's owners and the team.

Each booking is expired in its own transaction with a conditional UPDATE (`change_status`): a camp
confirming it at the same moment wins or loses cleanly, and two job runners never expire it twice.
"""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.availability.mail import booking_expired_for_camp
from app.availability.repository import AvailabilityRepository
from app.bookings.errors import BookingChanged, BookingMoveNotAllowed
from app.bookings.status import SYSTEM, change_status
from app.config import get_settings
from app.jobs.isolation import JobRows
from app.models import Booking
from app.notifications.outbox import queue_email
from app.notifications.stay import stay_of

logger = logging.getLogger(__name__)
BATCH = 50


async def expire_one(session: AsyncSession, booking: Booking) -> bool:
    """Expire a pending request whose hold ran out; False when the camp or the team answered first.

    The status change e-mails the traveller and the camp's owners (app/bookings/status.py); the team
    is told here, with the hold's length.
    """
    settings = get_settings()
    try:
        await change_status(session, booking, "expired", actor=SYSTEM)
    except (BookingChanged, BookingMoveNotAllowed):
        return False
    stay = await stay_of(session, booking)
    team = booking_expired_for_camp(stay, settings.team_language, settings.booking_hold_hours, "/admin/bookings")
    queue_email(session, settings.team_email, team, dedupe_key=f"booking_expired_team:{booking.booking_reference}")
    return True


async def expire_holds(
    sessionmaker: async_sessionmaker[AsyncSession], now: datetime, *, rows: JobRows | None = None
) -> int:
    """Expire every pending request whose hold ended before `now`, each on its own (a booking that
    fails is recorded and skipped: app/jobs/isolation.py); the number expired."""
    rows = rows or JobRows("holds", sessionmaker)
    expired = 0
    after: tuple[datetime, int] | None = None
    while True:
        async with sessionmaker() as session:
            due = await AvailabilityRepository(session).expired_holds(now, BATCH, after)
        if not due:
            return expired
        # Past the last one read: a booking that failed and stays pending is not read again this pass.
        after = (due[-1].hold_expires_at or now, due[-1].id)
        async for key, candidate in rows.due(due, lambda b: f"booking:{b.id}"):
            async with rows.transaction(key) as session:
                booking = await session.get(Booking, candidate.id)
                if booking is None or booking.status != "pending":
                    continue
                if await expire_one(session, booking):
                    expired += 1
                    logger.info("booking %s expired unanswered", booking.booking_reference)
