from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, JSONType, TimestampMixin, utcnow


class Review(Base):
    __tablename__ = "reviews"
    __table_args__ = (Index("ix_reviews_package_visible", "package_id", "is_hidden"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    booking_id: Mapped[int | None] = mapped_column(ForeignKey("bookings.id", ondelete="SET NULL"), unique=True)
    package_id: Mapped[int | None] = mapped_column(ForeignKey("camp_packages.id", ondelete="CASCADE"))
    camp_id: Mapped[int] = mapped_column(ForeignKey("surf_camps.id", ondelete="CASCADE"), index=True)
    rating: Mapped[int]
    comment: Mapped[str] = mapped_column(Text)
    reviewer_first_name: Mapped[str] = mapped_column(String(100))
    reviewer_country: Mapped[str | None] = mapped_column(String(2))
    language: Mapped[str] = mapped_column(String(2), default="en")
    is_demo: Mapped[bool] = mapped_column(default=False)
    is_hidden: Mapped[bool] = mapped_column(default=False)
    hidden_reason: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)


class ContactMessage(Base):
    __tablename__ = "contact_messages"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    email: Mapped[str] = mapped_column(String(254))
    message: Mapped[str] = mapped_column(Text)
    language: Mapped[str] = mapped_column(String(2), default="en")
    handled_at: Mapped[datetime | None]
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)


class NewsletterSubscriber(Base):
    __tablename__ = "newsletter_subscribers"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(254), unique=True)
    language: Mapped[str] = mapped_column(String(2), default="en")
    unsubscribe_token: Mapped[str] = mapped_column(String(64), unique=True)
    subscribed_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
    unsubscribed_at: Mapped[datetime | None]


class ChatConversation(TimestampMixin, Base):
    """An assistant conversation; messages are kept as a JSON list of {role, content, at}."""

    __tablename__ = "chat_conversations"

    id: Mapped[int] = mapped_column(primary_key=True)
    visitor_id: Mapped[str] = mapped_column(String(64), unique=True)
    language: Mapped[str] = mapped_column(String(2), default="en")
    messages: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    context: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    email: Mapped[str | None] = mapped_column(String(254))


class ChatLead(Base):
    """An e-mail captured by the assistant."""

    __tablename__ = "chat_leads"

    id: Mapped[int] = mapped_column(primary_key=True)
    conversation_id: Mapped[int | None] = mapped_column(
        ForeignKey("chat_conversations.id", ondelete="SET NULL"), index=True
    )
    email: Mapped[str] = mapped_column(String(254), index=True)
    language: Mapped[str] = mapped_column(String(2), default="en")
    summary: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
