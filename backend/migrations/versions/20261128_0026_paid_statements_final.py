"""paid statements are final: bookings remember the paid month that billed them, later corrections are adjustments

`bookings.billed_month` / `billed_commission`: the paid statement that first billed a booking's commission and
how much; set when the month is marked paid, never changed after. `statement_adjustments`: the lines a move of
an already billed booking adds to the statement of the month it is made in. `camp_statements.adjustments` /
`adjustments_total`: those lines as a paid statement stored them.

Triggers make "a paid statement never changes" hold whoever writes: a paid statement's row and an adjustment
row refuse every change but the removal of what they point to (a deleted camp, booking or user sets it NULL);
no adjustment is added to a month already paid; a booking's billing marks, once set, stay. Existing paid
statements mark the bookings they billed.

Revision ID: 0026_paid_statements_final
Revises: 0025_one_at_a_time
Create Date: 2026-11-28 10:00:00
"""

from collections.abc import Sequence
from datetime import date

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0026_paid_statements_final"
down_revision: str | None = "0025_one_at_a_time"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")
# What the database answers a write that would change a paid month (SQLAlchemy raises IntegrityError).
REFUSAL = "paid_statement_final"
# Per final table: the columns that may only become NULL (their row was deleted), every other column never changes.
SET_NULL_ONLY = {
    "camp_statements": ("camp_id", "paid_by_user_id"),
    "statement_adjustments": ("camp_id", "booking_id", "created_by_user_id"),
}
# SQLite has no row-to-JSON: its triggers name the other columns. tests/statements/test_final.py changes
# each column of the models and checks the refusal, so a column added later without its guard fails there.
SQLITE_FIXED = {
    "camp_statements": (
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
    ),
    "statement_adjustments": (
        "id",
        "booking_reference",
        "guest_name",
        "package_name",
        "billed_month",
        "month",
        "status",
        "commission_due",
        "amount",
        "created_at",
    ),
}

POSTGRES_FUNCTIONS = [
    # TG_ARGV: the columns that may only become NULL; every other column is compared as JSON, so a column
    # added later is guarded without touching the trigger.
    f"""CREATE FUNCTION refuse_paid_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    col text;
BEGIN
    IF (to_jsonb(NEW) - TG_ARGV) IS DISTINCT FROM (to_jsonb(OLD) - TG_ARGV) THEN
        RAISE EXCEPTION '{REFUSAL}' USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    FOREACH col IN ARRAY TG_ARGV LOOP
        IF (to_jsonb(NEW) -> col) <> 'null'::jsonb AND (to_jsonb(NEW) -> col) IS DISTINCT FROM (to_jsonb(OLD) -> col)
        THEN
            RAISE EXCEPTION '{REFUSAL}' USING ERRCODE = 'integrity_constraint_violation';
        END IF;
    END LOOP;
    RETURN NEW;
END $$""",
    f"""CREATE FUNCTION refuse_paid_month() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM camp_statements WHERE camp_id = NEW.camp_id AND month = NEW.month) THEN
        RAISE EXCEPTION '{REFUSAL}' USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NEW;
END $$""",  # noqa: S608 - our constant, not input
    f"""CREATE FUNCTION refuse_rebilling() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '{REFUSAL}' USING ERRCODE = 'integrity_constraint_violation';
END $$""",
]
BILLED_CHANGED = "old.billed_month IS NOT NULL AND (new.billed_month {ne} old.billed_month OR new.billed_commission {ne} old.billed_commission)"
TRIGGERS = {
    "camp_statements_final": ("camp_statements", "BEFORE UPDATE"),
    "statement_adjustments_final": ("statement_adjustments", "BEFORE UPDATE"),
    "statement_adjustments_open_month": ("statement_adjustments", "BEFORE INSERT"),
    "bookings_billed_final": ("bookings", "BEFORE UPDATE OF billed_month, billed_commission"),
}


def _sqlite_trigger(name: str) -> str:
    table, when = TRIGGERS[name]
    raise_ = f"BEGIN SELECT RAISE(ABORT, '{REFUSAL}'); END"
    if name == "statement_adjustments_open_month":
        condition = "EXISTS (SELECT 1 FROM camp_statements WHERE camp_id = new.camp_id AND month = new.month)"
    elif name == "bookings_billed_final":
        condition = BILLED_CHANGED.format(ne="IS NOT")
    else:
        changed = [f"new.{c} IS NOT old.{c}" for c in SQLITE_FIXED[table]]
        changed += [f"(new.{c} IS NOT NULL AND new.{c} IS NOT old.{c})" for c in SET_NULL_ONLY[table]]
        condition = " OR ".join(changed)
    return f"CREATE TRIGGER {name} {when} ON {table} FOR EACH ROW WHEN {condition} {raise_}"


def _postgres_trigger(name: str) -> str:
    table, when = TRIGGERS[name]
    head = f"CREATE TRIGGER {name} {when} ON {table} FOR EACH ROW"
    if name == "statement_adjustments_open_month":
        return f"{head} EXECUTE FUNCTION refuse_paid_month()"
    if name == "bookings_billed_final":
        return f"{head} WHEN ({BILLED_CHANGED.format(ne='IS DISTINCT FROM')}) EXECUTE FUNCTION refuse_rebilling()"
    args = ", ".join(f"'{c}'" for c in SET_NULL_ONLY[table])
    return f"{head} EXECUTE FUNCTION refuse_paid_change({args})"


def upgrade() -> None:
    op.add_column("bookings", sa.Column("billed_month", sa.Date(), nullable=True))
    op.add_column("bookings", sa.Column("billed_commission", sa.Numeric(10, 2), nullable=True))
    op.add_column("camp_statements", sa.Column("adjustments", JSON, nullable=False, server_default="[]"))
    op.add_column(
        "camp_statements", sa.Column("adjustments_total", sa.Numeric(12, 2), nullable=False, server_default="0")
    )
    op.create_table(
        "statement_adjustments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("camp_id", sa.Integer(), nullable=True),
        sa.Column("booking_id", sa.Integer(), nullable=True),
        sa.Column("booking_reference", sa.String(length=16), nullable=False),
        sa.Column("guest_name", sa.String(length=200), nullable=False),
        sa.Column("package_name", sa.String(length=200), nullable=True),
        sa.Column("billed_month", sa.Date(), nullable=False),
        sa.Column("month", sa.Date(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("commission_due", sa.Numeric(10, 2), nullable=False),
        sa.Column("amount", sa.Numeric(10, 2), nullable=False),
        sa.Column("created_by_user_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["camp_id"], ["surf_camps.id"], name="fk_statement_adjustments_camp_id_surf_camps", ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["booking_id"], ["bookings.id"], name="fk_statement_adjustments_booking_id_bookings", ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["created_by_user_id"],
            ["users.id"],
            name="fk_statement_adjustments_created_by_user_id_users",
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_statement_adjustments"),
    )
    op.create_index("ix_statement_adjustments_camp_month", "statement_adjustments", ["camp_id", "month"])
    op.create_index("ix_statement_adjustments_booking_id", "statement_adjustments", ["booking_id"])

    # The bookings each paid statement billed, the earliest month first (a booking paid twice before this
    # revision keeps the first: that is the month its commission belongs to).
    bind = op.get_bind()
    statements = sa.table("camp_statements", sa.column("month", sa.Date), sa.column("lines", JSON))
    bookings = sa.table(
        "bookings",
        sa.column("booking_reference", sa.String),
        sa.column("billed_month", sa.Date),
        sa.column("billed_commission", sa.Numeric(10, 2)),
    )
    for month, lines in bind.execute(sa.select(statements.c.month, statements.c.lines).order_by(statements.c.month)):
        billed: date = month if isinstance(month, date) else date.fromisoformat(str(month))
        for line in lines or []:
            bind.execute(
                bookings.update()
                .where(bookings.c.booking_reference == line["bookingReference"], bookings.c.billed_month.is_(None))
                .values(billed_month=billed, billed_commission=line["commission"])
            )

    if bind.dialect.name == "postgresql":
        for function in POSTGRES_FUNCTIONS:
            op.execute(function)
        for name in TRIGGERS:
            op.execute(_postgres_trigger(name))
    else:
        for name in TRIGGERS:
            op.execute(_sqlite_trigger(name))


def downgrade() -> None:
    postgres = op.get_bind().dialect.name == "postgresql"
    for name, (table, _) in TRIGGERS.items():
        op.execute(f"DROP TRIGGER IF EXISTS {name}" + (f" ON {table}" if postgres else ""))
    if postgres:
        for function in ("refuse_paid_change", "refuse_paid_month", "refuse_rebilling"):
            op.execute(f"DROP FUNCTION IF EXISTS {function}()")
    op.drop_index("ix_statement_adjustments_booking_id", table_name="statement_adjustments")
    op.drop_index("ix_statement_adjustments_camp_month", table_name="statement_adjustments")
    op.drop_table("statement_adjustments")
    # Plain DROP COLUMN (SQLite 3.35+), never a batch table copy, which would lose the bookings' triggers.
    op.drop_column("camp_statements", "adjustments_total")
    op.drop_column("camp_statements", "adjustments")
    op.drop_column("bookings", "billed_commission")
    op.drop_column("bookings", "billed_month")
