from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, JSONType, TimestampMixin, utcnow


class BlogPost(TimestampMixin, Base):
    """Seeded blog content; `translations` holds fr/de overrides of title, excerpt and body."""

    __tablename__ = "blog_posts"

    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(200), unique=True)
    title: Mapped[str] = mapped_column(String(300))
    excerpt: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text)
    image_url: Mapped[str | None] = mapped_column(String(500))
    category: Mapped[str] = mapped_column(String(50), index=True)
    author: Mapped[str] = mapped_column(String(200))
    read_time_minutes: Mapped[int] = mapped_column(default=5)
    published_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
    translations: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
