from __future__ import annotations

from datetime import datetime
from typing import Literal, get_args

from pydantic import Field
from typing_extensions import TypeAliasType

from app.kit.schema import ApiModel

# Every job the runner runs, in its order (app/jobs/runner.py JOBS; tests/jobs/test_isolation.py
# checks they agree): the back office has a name for each.
JobName = TypeAliasType(
    "JobName",
    Literal["holds", "calendar_feeds", "waitlist", "stay_emails", "payments", "mail_delivery", "orphan_images"],
)
JOB_NAMES: tuple[str, ...] = get_args(JobName.__value__)


class JobFailureRead(ApiModel):
    """A background job's row that failed (and is skipped once it failed often): no personal data."""

    job: JobName
    row_key: str = Field(description='the row, e.g. "waitlist_entry:17"; empty when the whole job failed')
    error_class: str
    message: str
    count: int
    first_seen_at: datetime
    last_seen_at: datetime
    paused: bool = Field(description="failed too often: tried once per JOB_ROW_RETRY_HOURS only")


class BackgroundJobsRead(ApiModel):
    """The rows the background jobs fail on, last seen first (at most 20), and how many there are."""

    failing: list[JobFailureRead]
    total_failing: int
