"""A booking request form as the public booking modal sends it, and a mail backend that keeps what it sends."""

from __future__ import annotations

from datetime import date, timedelta

from app.notifications.backends import OutgoingMail

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
