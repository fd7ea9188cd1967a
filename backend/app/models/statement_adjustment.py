from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import ForeignKey, Index, Numeric, String
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, utcnow


class StatementAdjustment(Base):
    """A correction of a booking whose commission a paid statement already billed, as a line of a later statement.

    Written by the booking's status change (app/statements/adjustments.py) on the statement of the month the
    move was made in: `amount` is what the booking owes now minus what was already charged for it (negative:
    a credit). Rows are never changed and none is added to a month already paid (triggers, migration 0024).
    """

    __tablename__ = "statement_adjustments"
    __table_args__ = (Index("ix_statement_adjustments_camp_month", "camp_id", "month"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    camp_id: Mapped[int | None] = mapped_column(ForeignKey("surf_camps.id", ondelete="SET NULL"))
    booking_id: Mapped[int | None] = mapped_column(ForeignKey("bookings.id", ondelete="SET NULL"), index=True)
    # Snapshots, so the line still reads the same if the booking or camp goes.
    booking_reference: Mapped[str] = mapped_column(String(16))
    guest_name: Mapped[str] = mapped_column(String(200))
    package_name: Mapped[str | None] = mapped_column(String(200))
    billed_month: Mapped[date]  # the paid month that first billed the booking
    month: Mapped[date]  # the statement this line is on (first day of the month)
    status: Mapped[str] = mapped_column(String(20))  # the booking's status after the move
    commission_due: Mapped[Decimal] = mapped_column(Numeric(10, 2))  # what it owes now: 0 unless completed
    amount: Mapped[Decimal] = mapped_column(Numeric(10, 2))
    created_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
