from __future__ import annotations

from datetime import datetime

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, utcnow


class PageView(Base):
    """An anonymous page view: page name and type only, no personal data."""

    __tablename__ = "page_views"

    id: Mapped[int] = mapped_column(primary_key=True)
    page_name: Mapped[str] = mapped_column(String(200), index=True)
    page_type: Mapped[str] = mapped_column(String(50))
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
