"""A booking's thread as each party reads it: messages, status moves and date-change requests, oldest first."""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import Field, field_validator
from typing_extensions import TypeAliasType

from app.bookings.schemas import BookingStatus
from app.kit.dates import StartDate
from app.kit.schema import ApiModel
from app.kit.text import MultiLine
from app.kit.validators import optional_text, required_text

MESSAGE_MAX_LENGTH = 2000
ThreadParty = TypeAliasType("ThreadParty", Literal["traveller", "camp", "team", "system", "unknown"])
ThreadItemKind = TypeAliasType(
    "ThreadItemKind", Literal["requested", "message", "status", "date_request", "date_answer"]
)
DateRequestStatus = TypeAliasType("DateRequestStatus", Literal["pending", "accepted", "declined"])


class ThreadItemRead(ApiModel):
    """One entry of the thread. A message has `body`; a status move `fromStatus`/`toStatus`/`reason`;
    a date request `fromStartDate`/`startDate`/`body` (the note) and its answer `requestStatus`/`body`."""

    kind: ThreadItemKind
    at: datetime
    party: ThreadParty
    author_name: str | None = None
    body: str | None = Field(default=None, description="plain text, never HTML")
    from_status: BookingStatus | None = None
    to_status: BookingStatus | None = None
    reason: str | None = None
    from_start_date: date | None = None
    start_date: date | None = None
    request_id: int | None = None
    request_status: DateRequestStatus | None = None


class DateRequestRead(ApiModel):
    id: int
    from_start_date: date
    start_date: date
    note: str | None
    status: DateRequestStatus
    created_at: datetime


class ThreadRead(ApiModel):
    """The thread, the date request waiting for an answer (at most one), and whether it takes messages."""

    items: list[ThreadItemRead]
    open_date_request: DateRequestRead | None
    closed: bool = Field(description="the booking is cancelled or expired: no new message is taken")


class MessageCreate(ApiModel):
    body: MultiLine = Field(max_length=MESSAGE_MAX_LENGTH)

    _body = field_validator("body", mode="before")(required_text)


class DateRequestCreate(ApiModel):
    start_date: StartDate
    note: MultiLine | None = Field(default=None, max_length=500)

    _note = field_validator("note", mode="before")(optional_text)


class DateRequestAnswer(ApiModel):
    answer: MultiLine | None = Field(default=None, max_length=1000)

    _answer = field_validator("answer", mode="before")(optional_text)
