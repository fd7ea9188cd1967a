from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, utcnow


class ChatLead(Base):
    """An e-mail captured by the assistant."""

    __tablename__ = "chat_leads"
    # An address is captured once per conversation, however often it is given (migration 0025).
    __table_args__ = (Index("ix_chat_leads_conversation_email", "conversation_id", "email", unique=True),)

    id: Mapped[int] = mapped_column(primary_key=True)
    conversation_id: Mapped[int | None] = mapped_column(
        ForeignKey("chat_conversations.id", ondelete="SET NULL"), index=True
    )
    email: Mapped[str] = mapped_column(String(254), index=True)
    language: Mapped[str] = mapped_column(String(2), default="en")
    summary: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
