"""Calendar months as the statements count them: UTC, named "YYYY-MM", held as their first day."""

from __future__ import annotations

from datetime import UTC, date, datetime

from app.models.base import utcnow


def parse(key: str) -> date:
    year, month = key.split("-")
    return date(int(year), int(month), 1)


def key(month: date) -> str:
    return f"{month.year:04d}-{month.month:02d}"


def index(value: date | datetime) -> int:
    return value.year * 12 + value.month - 1


def of_index(i: int) -> date:
    return date(i // 12, i % 12 + 1, 1)


def month_of(value: datetime) -> date:
    value = value.astimezone(UTC) if value.tzinfo else value
    return date(value.year, value.month, 1)


def start(month: date) -> datetime:
    return datetime(month.year, month.month, 1, tzinfo=UTC)


def end(month: date) -> datetime:
    """The first moment of the next month."""
    return start(of_index(index(month) + 1))


def current() -> date:
    return month_of(utcnow())
