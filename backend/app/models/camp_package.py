from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any

from sqlalchemy import ForeignKey, Index, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.models.base import Base, JSONType, TimestampMixin

if TYPE_CHECKING:
    from app.models.surf_camp import SurfCamp


class CampPackage(TimestampMixin, Base):
    __tablename__ = "camp_packages"
    __table_args__ = (
        Index("ix_camp_packages_status_price", "status", "price"),
        Index("ix_camp_packages_camp_status", "camp_id", "status"),
        # Slugs are unique across every camp (app/listings/slugs.py); the index makes it so under races.
        Index("ix_camp_packages_slug", "slug", unique=True),
        Index("ix_camp_packages_calendar_token", "calendar_token", unique=True),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    camp_id: Mapped[int] = mapped_column(ForeignKey("surf_camps.id", ondelete="CASCADE"))
    slug: Mapped[str] = mapped_column(String(200))
    name: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text)
    short_description: Mapped[str | None] = mapped_column(String(500))
    price: Mapped[Decimal] = mapped_column(Numeric(10, 2))
    currency: Mapped[str] = mapped_column(String(3), default="EUR")
    duration_days: Mapped[int] = mapped_column(default=7, index=True)
    difficulty_level: Mapped[str] = mapped_column(String(20), default="all_levels", index=True)
    package_type: Mapped[str] = mapped_column(String(20), default="surf-only", index=True)
    max_participants: Mapped[int | None]
    image_url: Mapped[str | None] = mapped_column(String(500))
    gallery_images: Mapped[list[str]] = mapped_column(JSONType, default=list)
    included_features: Mapped[list[str]] = mapped_column(JSONType, default=list)
    featured: Mapped[bool] = mapped_column(default=False, index=True)
    status: Mapped[str] = mapped_column(String(20), default="active")
    # The language the text columns are written in; the other languages are in `translations`
    # (shape and statuses: app/listings/translations.py).
    source_language: Mapped[str] = mapped_column(String(2), default="en", server_default="en")
    translations: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    # Kept in step with visible reviews by the reviews service, so lists never aggregate reviews.
    rating_average: Mapped[Decimal | None] = mapped_column(Numeric(3, 2))
    review_count: Mapped[int] = mapped_column(default=0, server_default="0")
    # Availability (app/availability/rules.py): the people a day holds, the weekdays a stay may start
    # (0 = Monday; empty: any day), dated open and closed periods ({"start", "end", "open"}; with an
    # open period a day outside every open one is closed), the days of notice before arrival, and
    # the shortest and longest stay (None: any offered length).
    places: Mapped[int] = mapped_column(default=8, server_default="8")
    start_weekdays: Mapped[list[int]] = mapped_column(JSONType, default=list)
    season: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    min_notice_days: Mapped[int] = mapped_column(default=1, server_default="1")
    min_stay_days: Mapped[int | None]
    max_stay_days: Mapped[int | None]
    # The secret of the package's iCalendar feed URL (app/availability/ical_export.py).
    calendar_token: Mapped[str | None] = mapped_column(String(64))
    camp: Mapped[SurfCamp] = relationship(back_populates="packages", lazy="raise")
