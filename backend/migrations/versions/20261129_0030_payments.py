"""payments: provider events stored once, camps' subscriptions and invoices, statements paid online

`payment_events` (unique per provider and event id), `camp_subscriptions` (one per camp),
`provider_invoices`, `statement_payments`; `camp_statements.payment_method` / `payment_reference` (a paid
statement says how it was paid), `camp_plans.fee_collected_by` (a period paid through the provider bills
no fee on the statements). The SQLite trigger that keeps paid statements final names its columns: it is
made again with the two new ones (PostgreSQL's compares the whole row).

Revision ID: 0030_payments
Revises: 0029_outbox_request_id
Create Date: 2026-11-29 09:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0030_payments"
down_revision: str | None = "0029_outbox_request_id"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")
TZ = sa.DateTime(timezone=True)
REFUSAL = "paid_statement_final"
FIXED = (
    "id",
    "camp_name",
    "month",
    "currency",
    "bookings_total",
    "commission_total",
    "subscription_fee",
    "balance",
    "lines",
    "fees",
    "adjustments",
    "adjustments_total",
    "paid_at",
    "created_at",
)
SET_NULL_ONLY = ("camp_id", "paid_by_user_id")


def _sqlite_statement_trigger(fixed: Sequence[str]) -> str:
    changed = [f"new.{c} IS NOT old.{c}" for c in fixed]
    changed += [f"(new.{c} IS NOT NULL AND new.{c} IS NOT old.{c})" for c in SET_NULL_ONLY]
    return (
        "CREATE TRIGGER camp_statements_final BEFORE UPDATE ON camp_statements FOR EACH ROW WHEN "
        + " OR ".join(changed)
        + f" BEGIN SELECT RAISE(ABORT, '{REFUSAL}'); END"
    )


def upgrade() -> None:
    op.add_column(
        "camp_statements", sa.Column("payment_method", sa.String(20), nullable=False, server_default="transfer")
    )
    op.add_column("camp_statements", sa.Column("payment_reference", sa.String(255), nullable=True))
    op.add_column(
        "camp_plans", sa.Column("fee_collected_by", sa.String(20), nullable=False, server_default="statement")
    )
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TRIGGER IF EXISTS camp_statements_final")
        op.execute(_sqlite_statement_trigger((*FIXED, "payment_method", "payment_reference")))

    op.create_table(
        "payment_events",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("provider", sa.String(20), nullable=False),
        sa.Column("event_id", sa.String(255), nullable=False),
        sa.Column("type", sa.String(80), nullable=False),
        sa.Column("created", sa.BigInteger(), nullable=False),
        sa.Column("object_id", sa.String(255), nullable=True),
        sa.Column("payload", JSON, nullable=False),
        sa.Column("received_at", TZ, nullable=False),
        sa.Column("processed_at", TZ, nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("last_error", sa.String(300), nullable=True),
        sa.UniqueConstraint("provider", "event_id", name="uq_payment_events_provider_event_id"),
    )
    op.create_index("ix_payment_events_processed_at", "payment_events", ["processed_at"])
    op.create_table(
        "camp_subscriptions",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "camp_id",
            sa.Integer(),
            sa.ForeignKey("surf_camps.id", name="fk_camp_subscriptions_camp_id_surf_camps", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("provider", sa.String(20), nullable=False),
        sa.Column("customer_id", sa.String(255), nullable=False),
        sa.Column("subscription_id", sa.String(255), nullable=True),
        sa.Column("plan", sa.String(40), nullable=True),
        sa.Column("status", sa.String(30), nullable=True),
        sa.Column("current_period_start", TZ, nullable=True),
        sa.Column("current_period_end", TZ, nullable=True),
        sa.Column("cancel_at_period_end", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("grace_until", TZ, nullable=True),
        sa.Column("state_at", sa.BigInteger(), nullable=False, server_default="0"),
        sa.Column("updated_at", TZ, nullable=False),
        sa.UniqueConstraint("camp_id", name="uq_camp_subscriptions_camp_id"),
    )
    op.create_index("ix_camp_subscriptions_subscription_id", "camp_subscriptions", ["subscription_id"], unique=True)
    op.create_table(
        "provider_invoices",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "camp_id",
            sa.Integer(),
            sa.ForeignKey("surf_camps.id", name="fk_provider_invoices_camp_id_surf_camps", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("provider", sa.String(20), nullable=False),
        sa.Column("invoice_id", sa.String(255), nullable=False),
        sa.Column("subscription_id", sa.String(255), nullable=True),
        sa.Column("plan", sa.String(40), nullable=True),
        sa.Column("status", sa.String(30), nullable=False),
        sa.Column("amount_cents", sa.BigInteger(), nullable=False),
        sa.Column("currency", sa.String(3), nullable=False),
        sa.Column("period_start", TZ, nullable=True),
        sa.Column("period_end", TZ, nullable=True),
        sa.Column("issued_at", TZ, nullable=False),
        sa.Column("paid_at", TZ, nullable=True),
        sa.Column("hosted_url", sa.String(1000), nullable=True),
        sa.Column("state_at", sa.BigInteger(), nullable=False, server_default="0"),
        sa.UniqueConstraint("provider", "invoice_id", name="uq_provider_invoices_provider_invoice_id"),
    )
    op.create_index("ix_provider_invoices_camp_id", "provider_invoices", ["camp_id"])
    op.create_table(
        "statement_payments",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "camp_id",
            sa.Integer(),
            sa.ForeignKey("surf_camps.id", name="fk_statement_payments_camp_id_surf_camps", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("month", sa.String(7), nullable=False),
        sa.Column("provider", sa.String(20), nullable=False),
        sa.Column("payment_id", sa.String(255), nullable=False),
        sa.Column("method", sa.String(20), nullable=False),
        sa.Column("amount_cents", sa.BigInteger(), nullable=False),
        sa.Column("currency", sa.String(3), nullable=False),
        sa.Column("status", sa.String(30), nullable=False),
        sa.Column(
            "started_by_user_id",
            sa.Integer(),
            sa.ForeignKey("users.id", name="fk_statement_payments_started_by_user_id_users", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("created_at", TZ, nullable=False),
        sa.Column("paid_at", TZ, nullable=True),
        sa.Column("state_at", sa.BigInteger(), nullable=False, server_default="0"),
        sa.UniqueConstraint("provider", "payment_id", name="uq_statement_payments_provider_payment_id"),
    )
    op.create_index("ix_statement_payments_camp_id", "statement_payments", ["camp_id"])


def downgrade() -> None:
    op.drop_table("statement_payments")
    op.drop_table("provider_invoices")
    op.drop_index("ix_camp_subscriptions_subscription_id", table_name="camp_subscriptions")
    op.drop_table("camp_subscriptions")
    op.drop_index("ix_payment_events_processed_at", table_name="payment_events")
    op.drop_table("payment_events")
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TRIGGER IF EXISTS camp_statements_final")
        op.execute(_sqlite_statement_trigger(FIXED))
    # Plain DROP COLUMN (SQLite 3.35+), never a batch table copy, which would lose the triggers.
    op.drop_column("camp_plans", "fee_collected_by")
    op.drop_column("camp_statements", "payment_reference")
    op.drop_column("camp_statements", "payment_method")
