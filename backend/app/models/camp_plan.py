from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import ForeignKey, Index, Numeric, String, text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, utcnow


class CampPlan(Base):
    """One period of a camp's plan: its key, commission rate and fee as they were when it began.

    A camp's periods follow one another: the open one (`valid_to` NULL) is in force now, and at most one
    is open (a partial unique index). A camp without any period is on the free plan since it was created.
    """

    __tablename__ = "camp_plans"
    __table_args__ = (
        Index(
            "ix_camp_plans_open",
            "camp_id",
            unique=True,
            sqlite_where=text("valid_to IS NULL"),
            postgresql_where=text("valid_to IS NULL"),
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    camp_id: Mapped[int] = mapped_column(ForeignKey("surf_camps.id", ondelete="CASCADE"), index=True)
    plan: Mapped[str] = mapped_column(String(40))
    commission_percent: Mapped[Decimal] = mapped_column(Numeric(5, 2))
    # The plan's price in EUR and the months it covers (0: no fee; 1: monthly; 12: yearly).
    fee: Mapped[Decimal] = mapped_column(Numeric(10, 2))
    fee_months: Mapped[int]
    valid_from: Mapped[datetime]
    valid_to: Mapped[datetime | None]
    # Who collects the period's fee: "statement" (billed on the monthly statements), or the payment provider
    # ("stripe": a subscription paid by the owner's card, so no statement bills it again).
    fee_collected_by: Mapped[str] = mapped_column(String(20), default="statement")
    changed_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
