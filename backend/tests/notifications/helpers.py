"""A local SMTP server to send to (an inbox on a free port), and a booking and a partner application to write about."""

from __future__ import annotations

import socket
from datetime import date
from decimal import Decimal
from email import message_from_bytes
from email.message import Message

from app.models import Booking, CampSubmission


class Inbox:
    def __init__(self) -> None:
        self.messages: list[Message] = []

    async def handle_DATA(self, server: object, session: object, envelope: object) -> str:  # noqa: N802
        self.messages.append(message_from_bytes(envelope.content))  # type: ignore[attr-defined]
        return "250 OK"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def submission(lang: str) -> CampSubmission:
    """A partner application written in `lang`."""
    return CampSubmission(
        camp_name="Dune Riders",
        camp_location="imsouane",
        camp_email="dune@example.com",
        camp_phone="+212 600 11 22 33",
        camp_type="hostel",
        owner_name="Karim Idrissi",
        owner_email="karim@example.com",
        language=lang,
        packages=[],
        optional_addons=[],
    )


def booking_row(lang: str, status: str = "pending", **changes: object) -> Booking:
    """A booking made in `lang` (not stored)."""
    booking = Booking(
        booking_reference="SC-7K3Q9P",
        camp_name="Anchor Point Surf House",
        package_name="7-Day Surf & Yoga Retreat",
        full_name="Lena Fischer",
        email="lena@example.com",
        guest_country="DE",
        start_date=date(2027, 4, 3),
        number_of_days=7,
        number_of_people=2,
        add_ons=["airport-transfer", "extra-yoga"],
        booking_amount=Decimal("1315.00"),
        currency="GBP",
        amount_in_currency=Decimal("1118.00"),
        payment_method="bank-transfer",
        status=status,
        language=lang,
        cancellation_reason="Storm warning",
    )
    for name, value in changes.items():
        setattr(booking, name, value)
    return booking
