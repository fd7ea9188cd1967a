"""statements: each camp's plan history, the commission recorded on a completed booking, paid statements

Every existing camp starts on the free plan (15 % commission) from the day it was created. Bookings
already completed get their completion time (their last move to completed, else their last update)
and the free plan's commission on their amount in EUR, so the months before this revision have
statements too.

Revision ID: 0017_statements
Revises: 0015_availability
Create Date: 2026-11-26 16:00:00
"""

from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0017_statements"
down_revision: str | None = "0016_partner_onboarding"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")
# The free plan as configured when this revision was written (app/config.py DEFAULT_PLANS).
FREE_PLAN = "free"
FREE_PERCENT = Decimal("15")
CENT = Decimal("0.01")


def upgrade() -> None:
    op.add_column("bookings", sa.Column("completed_at", sa.DateTime(timezone=True), nullable=True))
    op.add_column("bookings", sa.Column("commission_plan", sa.String(length=40), nullable=True))
    op.add_column("bookings", sa.Column("commission_percent", sa.Numeric(5, 2), nullable=True))
    op.add_column("bookings", sa.Column("commission_amount", sa.Numeric(10, 2), nullable=True))
    op.create_index("ix_bookings_completed_at", "bookings", ["completed_at"], unique=False)

    op.create_table(
        "camp_plans",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("camp_id", sa.Integer(), nullable=False),
        sa.Column("plan", sa.String(length=40), nullable=False),
        sa.Column("commission_percent", sa.Numeric(5, 2), nullable=False),
        sa.Column("fee", sa.Numeric(10, 2), nullable=False),
        sa.Column("fee_months", sa.Integer(), nullable=False),
        sa.Column("valid_from", sa.DateTime(timezone=True), nullable=False),
        sa.Column("valid_to", sa.DateTime(timezone=True), nullable=True),
        sa.Column("changed_by_user_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["camp_id"], ["surf_camps.id"], name="fk_camp_plans_camp_id_surf_camps", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["changed_by_user_id"], ["users.id"], name="fk_camp_plans_changed_by_user_id_users", ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_camp_plans"),
    )
    op.create_index("ix_camp_plans_camp_id", "camp_plans", ["camp_id"], unique=False)
    op.create_index(
        "ix_camp_plans_open",
        "camp_plans",
        ["camp_id"],
        unique=True,
        sqlite_where=sa.text("valid_to IS NULL"),
        postgresql_where=sa.text("valid_to IS NULL"),
    )

    op.create_table(
        "camp_statements",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("camp_id", sa.Integer(), nullable=True),
        sa.Column("camp_name", sa.String(length=200), nullable=False),
        sa.Column("month", sa.Date(), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("bookings_total", sa.Numeric(12, 2), nullable=False),
        sa.Column("commission_total", sa.Numeric(12, 2), nullable=False),
        sa.Column("subscription_fee", sa.Numeric(12, 2), nullable=False),
        sa.Column("balance", sa.Numeric(12, 2), nullable=False),
        sa.Column("lines", JSON, nullable=False),
        sa.Column("fees", JSON, nullable=False),
        sa.Column("paid_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("paid_by_user_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["camp_id"], ["surf_camps.id"], name="fk_camp_statements_camp_id_surf_camps", ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["paid_by_user_id"], ["users.id"], name="fk_camp_statements_paid_by_user_id_users", ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_camp_statements"),
        sa.UniqueConstraint("camp_id", "month", name="uq_camp_statements_camp_month"),
    )
    op.create_index("ix_camp_statements_camp_id", "camp_statements", ["camp_id"], unique=False)
    op.create_index("ix_camp_statements_month", "camp_statements", ["month"], unique=False)

    bind = op.get_bind()
    camps = sa.table("surf_camps", sa.column("id", sa.Integer), sa.column("created_at", sa.DateTime(timezone=True)))
    plans = sa.table(
        "camp_plans",
        sa.column("camp_id", sa.Integer),
        sa.column("plan", sa.String),
        sa.column("commission_percent", sa.Numeric(5, 2)),
        sa.column("fee", sa.Numeric(10, 2)),
        sa.column("fee_months", sa.Integer),
        sa.column("valid_from", sa.DateTime(timezone=True)),
        sa.column("created_at", sa.DateTime(timezone=True)),
    )
    op.execute(
        plans.insert().from_select(
            ["camp_id", "plan", "commission_percent", "fee", "fee_months", "valid_from", "created_at"],
            sa.select(
                camps.c.id,
                sa.literal(FREE_PLAN),
                sa.literal(FREE_PERCENT, sa.Numeric(5, 2)),
                sa.literal(Decimal("0"), sa.Numeric(10, 2)),
                sa.literal(0),
                camps.c.created_at,
                camps.c.created_at,
            ),
        )
    )

    bookings = sa.table(
        "bookings",
        sa.column("id", sa.Integer),
        sa.column("status", sa.String),
        sa.column("booking_amount", sa.Numeric(10, 2)),
        sa.column("updated_at", sa.DateTime(timezone=True)),
        sa.column("completed_at", sa.DateTime(timezone=True)),
        sa.column("commission_plan", sa.String),
        sa.column("commission_percent", sa.Numeric(5, 2)),
        sa.column("commission_amount", sa.Numeric(10, 2)),
    )
    changes = sa.table(
        "booking_status_changes",
        sa.column("booking_id", sa.Integer),
        sa.column("to_status", sa.String),
        sa.column("created_at", sa.DateTime(timezone=True)),
    )
    last_completed = (
        sa.select(sa.func.max(changes.c.created_at))
        .where(changes.c.booking_id == bookings.c.id, changes.c.to_status == "completed")
        .scalar_subquery()
    )
    rows = bind.execute(
        sa.select(bookings.c.id, bookings.c.booking_amount, bookings.c.updated_at, last_completed.label("done")).where(
            bookings.c.status == "completed"
        )
    ).all()
    for row in rows:
        amount = (Decimal(row.booking_amount) * FREE_PERCENT / 100).quantize(CENT, ROUND_HALF_UP)
        bind.execute(
            bookings.update()
            .where(bookings.c.id == row.id)
            .values(
                completed_at=row.done or row.updated_at,
                commission_plan=FREE_PLAN,
                commission_percent=FREE_PERCENT,
                commission_amount=amount,
            )
        )


def downgrade() -> None:
    op.drop_index("ix_camp_statements_month", table_name="camp_statements")
    op.drop_index("ix_camp_statements_camp_id", table_name="camp_statements")
    op.drop_table("camp_statements")
    op.drop_index("ix_camp_plans_open", table_name="camp_plans")
    op.drop_index("ix_camp_plans_camp_id", table_name="camp_plans")
    op.drop_table("camp_plans")
    op.drop_index("ix_bookings_completed_at", table_name="bookings")
    # Plain DROP COLUMN (SQLite 3.35+), never a batch table copy (see 0015).
    op.drop_column("bookings", "commission_amount")
    op.drop_column("bookings", "commission_percent")
    op.drop_column("bookings", "commission_plan")
    op.drop_column("bookings", "completed_at")
