"""partner onboarding: the reason a camp owner or a partner application was not accepted

The reason is written by the administrator who rejects, e-mailed to the applicant in their
language, and shown to a rejected owner when they sign in. Existing rows have none.

Revision ID: 0016_partner_onboarding
Revises: 0015_availability
Create Date: 2026-11-26 16:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016_partner_onboarding"
down_revision: str | None = "0015_availability"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("admin_users") as batch:
        batch.add_column(sa.Column("rejection_reason", sa.Text(), nullable=True))
    with op.batch_alter_table("camp_submissions") as batch:
        batch.add_column(sa.Column("rejection_reason", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("camp_submissions") as batch:
        batch.drop_column("rejection_reason")
    with op.batch_alter_table("admin_users") as batch:
        batch.drop_column("rejection_reason")
