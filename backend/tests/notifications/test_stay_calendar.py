"""The stay's calendar entry attached to booking e-mails: written with `icalendar`, folded lines, read back
by a calendar parser to the booking's dates, texts and state, in the traveller's language."""

from __future__ import annotations

import base64
from datetime import date

import icalendar
import pytest

from app.notifications.booking_mail import stay_calendar
from app.notifications.stay import Stay
from tests.notifications.helpers import booking_row

LONG_NAME = "Semaine de surf & yoga; coaching vidéo, planches « soft-top » et transferts depuis l’aéroport d’Agadir"


def entry(lang: str, status: str = "pending", **changes: object) -> tuple[bytes, icalendar.Calendar]:
    attachment = stay_calendar(Stay(booking_row(lang, status, **changes)))
    assert attachment.filename == "SC-7K3Q9P.ics"
    assert attachment.content_type == "text/calendar; charset=utf-8"
    raw = base64.b64decode(attachment.content_b64)
    return raw, icalendar.Calendar.from_ical(raw)


def test_a_long_accented_name_is_folded_and_reads_back_whole() -> None:
    raw, calendar = entry("fr", package_name=LONG_NAME, camp_name="Anchor Point, Surf House")
    lines = raw.split(b"\r\n")
    assert lines[-1] == b"" and b"\n" not in raw.replace(b"\r\n", b"")
    assert max(len(line) for line in lines) <= 75
    assert any(line.startswith(b" ") for line in lines), "the long summary is folded"
    for line in lines:
        line.decode()  # a fold never splits a character
    [event] = calendar.walk("VEVENT")
    assert str(event["summary"]) == f"Séjour surf\u202f: {LONG_NAME}"
    assert str(event["location"]).startswith("Anchor Point, Surf House")
    assert str(event["description"]) == "Référence de réservation SC-7K3Q9P"
    assert event.decoded("dtstart") == date(2027, 4, 3)
    assert event.decoded("dtend") == date(2027, 4, 10)
    assert (str(event["status"]), int(event["sequence"])) == ("TENTATIVE", 0)
    assert str(event["uid"]) == "SC-7K3Q9P@surfcamp"
    assert str(calendar["method"]) == "PUBLISH" and str(calendar["version"]) == "2.0"


@pytest.mark.parametrize(
    ("status", "method", "state", "sequence"),
    [("confirmed", "PUBLISH", "CONFIRMED", 1), ("cancelled", "CANCEL", "CANCELLED", 2)],
)
def test_the_entry_follows_the_booking_state(status: str, method: str, state: str, sequence: int) -> None:
    _, calendar = entry("de", status)
    [event] = calendar.walk("VEVENT")
    assert str(calendar["method"]) == method
    assert (str(event["status"]), int(event["sequence"])) == (state, sequence)
    assert str(event["summary"]).startswith("Surfaufenthalt: ")
