from __future__ import annotations

from typing import Any

from sqlalchemy import Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, JSONType, TimestampMixin


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
