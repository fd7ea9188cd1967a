from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import ForeignKey, Numeric, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, JSONType, utcnow


class CampStatement(Base):
    """A camp's monthly statement as it was when the team marked it paid; it never changes after (a trigger
    refuses any change but the camp's removal, migration 0024).

    Months not yet paid are computed from the bookings and plans each time they are read
    (app/statements/service.py, docs/statements.md).
    """

    __tablename__ = "camp_statements"
    __table_args__ = (UniqueConstraint("camp_id", "month", name="uq_camp_statements_camp_month"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    camp_id: Mapped[int | None] = mapped_column(ForeignKey("surf_camps.id", ondelete="SET NULL"), index=True)
    camp_name: Mapped[str] = mapped_column(String(200))
    month: Mapped[date] = mapped_column(index=True)  # the month's first day
    currency: Mapped[str] = mapped_column(String(3), default="EUR")
    bookings_total: Mapped[Decimal] = mapped_column(Numeric(12, 2))
    commission_total: Mapped[Decimal] = mapped_column(Numeric(12, 2))
    subscription_fee: Mapped[Decimal] = mapped_column(Numeric(12, 2))
    balance: Mapped[Decimal] = mapped_column(Numeric(12, 2))
    # The booking and fee lines as the statement showed them (schemas.StatementLine / FeeLine).
    lines: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    fees: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    # The adjustment lines of the month (schemas.AdjustmentLine) and their sum, part of the balance.
    adjustments: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    adjustments_total: Mapped[Decimal] = mapped_column(Numeric(12, 2), default=Decimal("0"))
    paid_at: Mapped[datetime]
    paid_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # How it was paid: "transfer" (marked paid by the team, `paid_by_user_id` says who), or through the
    # payment provider ("card", "sepa_debit") with the provider's reference of the payment.
    payment_method: Mapped[str] = mapped_column(String(20), default="transfer")
    payment_reference: Mapped[str | None] = mapped_column(String(255))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
