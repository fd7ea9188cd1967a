from __future__ import annotations

from datetime import datetime

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, utcnow


class NewsletterSubscriber(Base):
    __tablename__ = "newsletter_subscribers"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(254), unique=True)
    language: Mapped[str] = mapped_column(String(2), default="en")
    unsubscribe_token: Mapped[str] = mapped_column(String(64), unique=True)
    subscribed_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
    unsubscribed_at: Mapped[datetime | None]
