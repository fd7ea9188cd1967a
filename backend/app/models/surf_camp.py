from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any

from sqlalchemy import Index, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.models.base import Base, JSONType, TimestampMixin

if TYPE_CHECKING:
    from app.models.camp_package import CampPackage


class SurfCamp(TimestampMixin, Base):
    """A partner camp, its texts in `source_language` and translated in `translations`."""

    __tablename__ = "surf_camps"
    __table_args__ = (
        Index("ix_surf_camps_status_featured", "status", "featured"),
        Index("ix_surf_camps_calendar_token", "calendar_token", unique=True),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(160), unique=True)
    name: Mapped[str] = mapped_column(String(200), index=True)
    description: Mapped[str | None] = mapped_column(Text)
    short_description: Mapped[str | None] = mapped_column(String(500))
    location: Mapped[str] = mapped_column(String(200))
    location_key: Mapped[str] = mapped_column(String(20), index=True)
    address: Mapped[str | None] = mapped_column(String(300))
    phone: Mapped[str | None] = mapped_column(String(50))
    email: Mapped[str | None] = mapped_column(String(254))
    website: Mapped[str | None] = mapped_column(String(300))
    image_url: Mapped[str | None] = mapped_column(String(500))
    amenities: Mapped[list[str]] = mapped_column(JSONType, default=list)
    maps_url: Mapped[str | None] = mapped_column(String(1000))
    maps_embed_url: Mapped[str | None] = mapped_column(String(1000))
    latitude: Mapped[Decimal | None] = mapped_column(Numeric(9, 6))
    longitude: Mapped[Decimal | None] = mapped_column(Numeric(9, 6))
    status: Mapped[str] = mapped_column(String(20), default="pending", index=True)
    featured: Mapped[bool] = mapped_column(default=False)
    # The language the text columns are written in; the other languages are in `translations`
    # (shape and statuses: app/listings/translations.py).
    source_language: Mapped[str] = mapped_column(String(2), default="en", server_default="en")
    translations: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    is_demo: Mapped[bool] = mapped_column(default=False)
    # The secret of the camp's iCalendar feed URL (app/availability/ical_export.py).
    calendar_token: Mapped[str | None] = mapped_column(String(64))
    packages: Mapped[list[CampPackage]] = relationship(back_populates="camp", lazy="raise")
