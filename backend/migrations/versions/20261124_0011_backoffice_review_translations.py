"""reviews keep translations of their comment; the command line's audit entries name users like the others

A review is shown in the language it was written in (`language`); the team may add translations of
its comment, one text per other language: `translations` = {"fr": "...", "de": "..."}. A review's
comment never changes after it is written, so a translation cannot become outdated.

The command line's owner approvals were logged with the item type "admin_user" where the back
office writes "user": they are renamed, so the audit log's filter finds them and every entry's type
is one the back office has a text for.

Revision ID: 0011_backoffice_review_i18n
Revises: 0010_listing_translations
Create Date: 2026-11-24 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

# alembic_version holds at most 32 characters (PostgreSQL), so the id is shorter than the file name.
revision: str = "0011_backoffice_review_i18n"
down_revision: str | None = "0010_listing_translations"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("reviews", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column(
                "translations",
                sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
                server_default=sa.text("'{}'"),
                nullable=False,
            )
        )
    op.execute("UPDATE audit_log SET entity_type = 'user' WHERE entity_type = 'admin_user'")


def downgrade() -> None:
    # The renamed audit entries stay "user": both names meant the same, and the old code reads either.
    if op.get_bind().dialect.name == "sqlite":
        op.execute("ALTER TABLE reviews DROP COLUMN translations")
    else:
        op.drop_column("reviews", "translations")
