"""one-at-a-time rules as constraints; who acted in the audit log

Rules that allowed at most one row were a check then an insert: ten requests at once all passed the
check. The database now refuses the second row, and the service answers the 409 the check gave:

- one date-change request waiting for an answer per booking (a partial unique index);
- a package's slug, unique across every camp as a camp's already is;
- one captured lead per assistant conversation and address.

Rows a live database already holds against a rule are settled first: of a booking's open date
requests the newest stays open and the others are closed as declined by the system; a duplicated
package slug gets the next free "-2", "-3", ... (the lowest id keeps it, as the public page already
resolved it); of a conversation's duplicated leads the newest stays.

`audit_log.actor_party` names who acted (team, camp, traveller, system, command_line): the log said
"Command line" for every entry without a signed-in user, a traveller's own cancellation too. Existing
entries get theirs from the user's role, or from the action for those without a user.

Revision ID: 0025_one_at_a_time
Revises: 0022_waitlist_opt_in
Create Date: 2026-11-28 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0025_one_at_a_time"
down_revision: str | None = "0022_waitlist_opt_in"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OPEN_REQUEST = sa.text("status = 'pending'")


def _close_duplicate_date_requests() -> None:
    op.execute(
        """
        UPDATE booking_date_requests
        SET status = 'declined', decided_at = CURRENT_TIMESTAMP, decided_by_party = 'system'
        WHERE status = 'pending'
          AND EXISTS (
            SELECT 1 FROM booking_date_requests AS newer
            WHERE newer.booking_id = booking_date_requests.booking_id
              AND newer.status = 'pending' AND newer.id > booking_date_requests.id
          )
        """
    )


def _free_duplicate_package_slugs() -> None:
    conn = op.get_bind()
    rows = conn.execute(
        sa.text(
            "SELECT id, slug FROM camp_packages WHERE slug IN"
            " (SELECT slug FROM camp_packages GROUP BY slug HAVING COUNT(*) > 1) ORDER BY slug, id"
        )
    ).all()
    first_of: set[str] = set()
    for package_id, slug in rows:
        if slug not in first_of:
            first_of.add(slug)  # the lowest id keeps its address
            continue
        base, n = slug[:150].rstrip("-"), 2
        while conn.execute(sa.text("SELECT 1 FROM camp_packages WHERE slug = :s"), {"s": f"{base}-{n}"}).first():
            n += 1
        conn.execute(
            sa.text("UPDATE camp_packages SET slug = :s WHERE id = :id"), {"s": f"{base}-{n}", "id": package_id}
        )


def _drop_duplicate_leads() -> None:
    op.execute(
        """
        DELETE FROM chat_leads
        WHERE conversation_id IS NOT NULL
          AND EXISTS (
            SELECT 1 FROM chat_leads AS newer
            WHERE newer.conversation_id = chat_leads.conversation_id
              AND newer.email = chat_leads.email AND newer.id > chat_leads.id
          )
        """
    )


def upgrade() -> None:
    _close_duplicate_date_requests()
    op.create_index(
        "ix_booking_date_requests_open",
        "booking_date_requests",
        ["booking_id"],
        unique=True,
        sqlite_where=OPEN_REQUEST,
        postgresql_where=OPEN_REQUEST,
    )

    _free_duplicate_package_slugs()
    op.drop_index("ix_camp_packages_slug", table_name="camp_packages")
    op.create_index("ix_camp_packages_slug", "camp_packages", ["slug"], unique=True)

    _drop_duplicate_leads()
    op.create_index("ix_chat_leads_conversation_email", "chat_leads", ["conversation_id", "email"], unique=True)

    op.add_column("audit_log", sa.Column("actor_party", sa.String(length=20), nullable=True))
    op.execute(
        """
        UPDATE audit_log SET actor_party = CASE
            WHEN actor_user_id IS NOT NULL THEN COALESCE(
                (SELECT CASE WHEN role = 'camp_owner' THEN 'camp' ELSE 'team' END
                 FROM admin_users WHERE admin_users.user_id = audit_log.actor_user_id),
                'team')
            WHEN action = 'booking.traveller_cancel' THEN 'traveller'
            WHEN action = 'booking.expire' THEN 'system'
            ELSE 'command_line'
        END
        """
    )
    with op.batch_alter_table("audit_log") as batch:
        batch.alter_column("actor_party", existing_type=sa.String(length=20), nullable=False)


def downgrade() -> None:
    with op.batch_alter_table("audit_log") as batch:
        batch.drop_column("actor_party")
    op.drop_index("ix_chat_leads_conversation_email", table_name="chat_leads")
    op.drop_index("ix_camp_packages_slug", table_name="camp_packages")
    op.create_index("ix_camp_packages_slug", "camp_packages", ["slug"], unique=False)
    op.drop_index("ix_booking_date_requests_open", table_name="booking_date_requests")
