from __future__ import annotations

from typing import Any

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, JSONType, TimestampMixin


class ChatConversation(TimestampMixin, Base):
    """An assistant conversation; messages are kept as a JSON list of {role, content, at}."""

    __tablename__ = "chat_conversations"

    id: Mapped[int] = mapped_column(primary_key=True)
    visitor_id: Mapped[str] = mapped_column(String(64), unique=True)
    language: Mapped[str] = mapped_column(String(2), default="en")
    messages: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    context: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    email: Mapped[str | None] = mapped_column(String(254))
