from __future__ import annotations

from datetime import datetime

from sqlalchemy import String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, utcnow


class JobFailure(Base):
    """A background job's row (or the whole job, `row_key` "") that failed: kept until it succeeds.

    Written by app/jobs/isolation.py in a transaction of its own, so recording survives the failed
    row's rollback. It names the row and the error, never what the row holds (no addresses, names,
    tokens or message texts): the back office shows it to every admin.
    """

    __tablename__ = "job_failures"
    __table_args__ = (UniqueConstraint("job", "row_key", name="uq_job_failures_job_row_key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    job: Mapped[str] = mapped_column(String(40))
    row_key: Mapped[str] = mapped_column(String(120))
    error_class: Mapped[str] = mapped_column(String(120))
    message: Mapped[str] = mapped_column(String(300))
    count: Mapped[int] = mapped_column(default=1)
    first_seen_at: Mapped[datetime] = mapped_column(default=utcnow)
    last_seen_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
    team_told_at: Mapped[datetime | None]
