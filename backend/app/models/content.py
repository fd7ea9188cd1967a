from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, JSONType, TimestampMixin, utcnow


class CmsContent(TimestampMixin, Base):
    __tablename__ = "cms_content"
    __table_args__ = (Index("ix_cms_content_section_language", "section_key", "language", "is_active"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    section_key: Mapped[str] = mapped_column(String(50))
    title: Mapped[str | None] = mapped_column(String(300))
    content: Mapped[str] = mapped_column(Text)
    content_type: Mapped[str] = mapped_column(String(20), default="text")
    language: Mapped[str] = mapped_column(String(2), default="en")
    is_active: Mapped[bool] = mapped_column(default=True)
    # "metadata" is reserved by SQLAlchemy's declarative API, hence the attribute name.
    meta: Mapped[dict[str, Any]] = mapped_column("metadata", JSONType, default=dict)


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


class AuditLog(Base):
    """Who changed what, when, with the row before and after."""

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(primary_key=True)
    actor_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    action: Mapped[str] = mapped_column(String(50))
    entity_type: Mapped[str] = mapped_column(String(50), index=True)
    entity_id: Mapped[str | None] = mapped_column(String(50))
    before: Mapped[dict[str, Any] | None] = mapped_column(JSONType)
    after: Mapped[dict[str, Any] | None] = mapped_column(JSONType)
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)


class PageView(Base):
    """An anonymous page view: page name and type only, no personal data."""

    __tablename__ = "page_views"

    id: Mapped[int] = mapped_column(primary_key=True)
    page_name: Mapped[str] = mapped_column(String(200), index=True)
    page_type: Mapped[str] = mapped_column(String(50))
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
