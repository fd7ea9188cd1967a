"""A booking request form as the public booking modal sends it, and a mail backend that keeps what it sends."""

from __future__ import annotations

from datetime import date, timedelta

from sqlalchemy import update

from app.db import get_sessionmaker
from app.models import Booking
from app.notifications.backends import OutgoingMail

ADMIN_URL = "/api/v1/admin/bookings"
START = (date.today() + timedelta(days=30)).isoformat()


class SentMails:
    def __init__(self) -> None:
        self.sent: list[OutgoingMail] = []

    async def send(self, mail: OutgoingMail) -> None:
        self.sent.append(mail)


def form(package_id: int, **overrides: object) -> dict[str, object]:
    return {
        "packageId": package_id,
        "fullName": "Lena Fischer",
        "email": "lena@example.com",
        "country": "DE",
        "phoneNumber": "+49 170 1234567",
        "campName": "whatever the client says",
        "startDate": START,
        "numberOfDays": 8,
        "numberOfPeople": 2,
        "surfingLevel": "beginner",
        "addOns": ["Airport Transfer", "Extra Yoga Sessions"],
        "bookingAmount": 1,
        "currency": "USD",
        "paymentMethod": "bank-transfer",
        "specialRequests": "Vegetarian please",
        "language": "de",
        **overrides,
    }


async def set_status(booking_id: int, status: str) -> None:
    async with get_sessionmaker()() as session, session.begin():
        values = {"status": status, "cancelled_at": None, "cancellation_reason": None, "confirmed_at": None}
        await session.execute(update(Booking).where(Booking.id == booking_id).values(**values))


async def stay_from(booking_id: int, start: date, days: int = 7) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(
            update(Booking).where(Booking.id == booking_id).values(start_date=start, number_of_days=days)
        )
