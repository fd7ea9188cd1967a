"""Portable SQL pieces that SQLite and PostgreSQL spell differently."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Date
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql._typing import _ColumnExpressionArgument
from sqlalchemy.sql.expression import FunctionElement


class add_days(FunctionElement[Any]):  # noqa: N801 - reads like the SQL function it stands for
    """date + n days, for a date column and an integer column or value."""

    type = Date()
    inherit_cache = True

    def __init__(self, day: _ColumnExpressionArgument[Any], days: _ColumnExpressionArgument[Any]) -> None:
        super().__init__(day, days)


@compiles(add_days, "postgresql")
def _add_days_postgresql(element: add_days, compiler: Any, **kw: Any) -> str:
    day, days = list(element.clauses)
    return f"({compiler.process(day, **kw)} + {compiler.process(days, **kw)})"


@compiles(add_days, "sqlite")
def _add_days_sqlite(element: add_days, compiler: Any, **kw: Any) -> str:
    day, days = list(element.clauses)
    return f"date({compiler.process(day, **kw)}, '+' || {compiler.process(days, **kw)} || ' days')"
