from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, JSONType, utcnow


class EmailOutbox(Base):
    """A message queued in the same transaction as the change that caused it."""

    __tablename__ = "email_outbox"
    __table_args__ = (Index("ix_email_outbox_status_next", "status", "next_attempt_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    email_type: Mapped[str] = mapped_column(String(40), index=True)
    to_address: Mapped[str] = mapped_column(String(254), index=True)
    subject: Mapped[str] = mapped_column(String(300))
    text_body: Mapped[str] = mapped_column(Text)
    html_body: Mapped[str | None] = mapped_column(Text)
    attachments: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    status: Mapped[str] = mapped_column(String(20), default="pending")
    attempts: Mapped[int] = mapped_column(default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(default=utcnow)
    last_error: Mapped[str | None] = mapped_column(Text)
    sent_at: Mapped[datetime | None]
    dedupe_key: Mapped[str | None] = mapped_column(String(120), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
    # A message about a booking queued without its body: the sender renders `template` for the
    # booking in `template_language` and stores the body here before the first attempt
    # (app/notifications/outbox.py); None once rendered, and for messages queued rendered.
    template: Mapped[str | None] = mapped_column(String(40))
    template_language: Mapped[str | None] = mapped_column(String(5))
    booking_id: Mapped[int | None]
    # The id of the request that queued it (X-Request-ID, app/kit/request_context.py): the delivery's
    # log lines carry it, so a message is followed from the request to its sending.
    request_id: Mapped[str | None] = mapped_column(String(64))
