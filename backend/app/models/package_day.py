from __future__ import annotations

from datetime import date

from sqlalchemy import ForeignKey, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, TimestampMixin


class PackageDay(TimestampMixin, Base):
    """An owner's change to one day of a package: blocked by hand, or another number of places.

    A day without a row has the package's places and is open (app/availability/rules.py).
    """

    __tablename__ = "package_days"
    __table_args__ = (UniqueConstraint("package_id", "day", name="uq_package_days_package_day"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    package_id: Mapped[int] = mapped_column(ForeignKey("camp_packages.id", ondelete="CASCADE"))
    day: Mapped[date]
    blocked: Mapped[bool] = mapped_column(default=False)
    places: Mapped[int | None]  # None: the package's places
