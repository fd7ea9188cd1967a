from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, utcnow


class EmailLog(Base):
    """One delivery attempt (sent or failed), the source of the analytics automation stats."""

    __tablename__ = "email_logs"

    id: Mapped[int] = mapped_column(primary_key=True)
    outbox_id: Mapped[int | None] = mapped_column(ForeignKey("email_outbox.id", ondelete="SET NULL"), index=True)
    email_type: Mapped[str] = mapped_column(String(40), index=True)
    email_status: Mapped[str] = mapped_column(String(20))
    recipient: Mapped[str] = mapped_column(String(254))
    error: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
