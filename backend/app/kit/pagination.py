"""Pagination, in one place: the `?page=1&pageSize=25` query, the `Page[T]` response and the query helper.

A list route takes `paging: PageQuery` (or a query made by `page_query(...)` when its limits differ),
its repository calls `paginate(session, stmt, paging)`, and its response model is a named subclass
of `Page[T]` (`class ReviewPage(Page[ReviewRead])`) so the OpenAPI component, and the generated
client's type, keep a readable name instead of `Page_ReviewRead_`.

Long lists (the camp list, bookings) give their order as `Order` keys to `paginate_ordered`, which
reads a page in the second half of the list from the list's end, in the reverse order: with an index
on the order, the last page costs what the first does (an OFFSET reads and drops every row before it).

Lists that grow without limit (bookings) are counted only up to a bound (`paginate_bounded`): a total
of a million rows costs what reading them does, and nobody pages through more than a thousand. Their
response is a `BoundedPage`, whose `total_exact` is false when the list has more than `total` rows.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Generic, Self, TypeVar

from fastapi import Depends, Query
from sqlalchemy import ColumnElement, Select, func, literal, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import QueryableAttribute

from app.kit.schema import ApiModel

T = TypeVar("T")


@dataclass(frozen=True)
class PageParams:
    page: int
    page_size: int

    @property
    def offset(self) -> int:
        return (self.page - 1) * self.page_size


def page_query(
    *, default_size: int = 25, max_size: int = 100, max_page: int = 100_000
) -> Callable[[int, int], PageParams]:
    """The query dependency for one kind of list: its default and largest page size, its last page."""

    def page_params(
        page: Annotated[int, Query(ge=1, le=max_page)] = 1,
        page_size: Annotated[int, Query(alias="pageSize", ge=1, le=max_size)] = default_size,
    ) -> PageParams:
        return PageParams(page=page, page_size=page_size)

    return page_params


PageQuery = Annotated[PageParams, Depends(page_query())]


class Counted(ApiModel, Generic[T]):
    """Some rows of a list and how many rows the whole list has (lists that do not echo the page)."""

    items: list[T]
    total: int


class Page(Counted[T], Generic[T]):
    """One page of a list: its rows, the list's total, and the page asked for."""

    page: int
    page_size: int

    @classmethod
    def of(cls, items: Sequence[T], total: int, params: PageParams, **extra: Any) -> Self:
        return cls(items=list(items), total=total, page=params.page, page_size=params.page_size, **extra)


def page_json(empty: Counted[Any], items: Sequence[bytes]) -> bytes:
    """The JSON of `empty` (a page made with no items) with `items`, each an item's own JSON: a page
    joined from JSON kept per item (the camp list's cards, app/catalogue/service.py) without parsing it."""
    head, rest = b'{"items":[', empty.model_dump_json(by_alias=True).encode()
    assert rest.startswith(head + b"]"), "items is a page's first member"  # noqa: S101 - Counted declares it first
    return head + b",".join(items) + rest[len(head) :]


class BoundedPage(Page[T], Generic[T]):
    """A page of a list counted up to a bound: `total_exact` false means it has more than `total` rows."""

    total_exact: bool


async def count(session: AsyncSession, stmt: Select[*tuple[Any, ...]]) -> int:
    """How many rows `stmt` selects: the same statement, without its order, counted as a subquery (the
    filters are written once, so the count cannot disagree with the rows)."""
    return int(await session.scalar(select(func.count()).select_from(stmt.order_by(None).subquery())) or 0)


async def count_up_to(session: AsyncSession, stmt: Select[*tuple[Any, ...]], bound: int) -> tuple[int, bool]:
    """How many rows `stmt` selects if that is at most `bound` (and True), else `bound` (and False).

    Reads at most `bound + 1` rows, selecting no column, so an index that holds the filters' columns
    answers it alone (an index-only scan on PostgreSQL).
    """
    rows = stmt.order_by(None).with_only_columns(literal(1), maintain_column_froms=True).limit(bound + 1)
    found = int(await session.scalar(select(func.count()).select_from(rows.subquery())) or 0)
    return (found, True) if found <= bound else (bound, False)


def _rows(result: Any) -> list[Any]:
    return [row[0] if len(row) == 1 else tuple(row) for row in result.all()]


async def paginate(session: AsyncSession, stmt: Select[*tuple[Any, ...]], params: PageParams) -> tuple[list[Any], int]:
    """The page's rows of `stmt` (which carries the order) and the number of rows `stmt` selects in all."""
    total = await count(session, stmt)
    return _rows(await session.execute(stmt.offset(params.offset).limit(params.page_size))), total


@dataclass(frozen=True)
class Order:
    """One key of a list's order, which `paginate_ordered` can also read backwards.

    `nulls_last` for a descending key of a nullable column; an ascending key takes the database's
    own place for NULLs, which reversing turns around on both databases alike.
    """

    column: ColumnElement[Any] | QueryableAttribute[Any]
    descending: bool = False
    nulls_last: bool = False

    def clause(self, *, backwards: bool = False) -> ColumnElement[Any]:
        descending = self.descending != backwards
        clause = self.column.desc() if descending else self.column.asc()
        if self.nulls_last:
            clause = clause.nulls_first() if backwards else clause.nulls_last()
        return clause


async def paginate_ordered(
    session: AsyncSession,
    stmt: Select[*tuple[Any, ...]],
    order: Sequence[Order],
    params: PageParams,
    total: int | None = None,
) -> tuple[list[Any], int]:
    """Like `paginate` for `stmt` (without an order) in `order`, whose last key must be unique (the id).

    A page nearer the end is read from the end: OFFSET counts the rows after the page, and its rows
    come back in reverse and are turned around, so the answer is the same rows in the same order.
    `total`, when the caller knows it already (app/kit/process_cache.py), saves the count.
    """
    if total is None:
        total = await count(session, stmt)
    return await _ordered_page(session, stmt, order, params, total), total


async def _ordered_page(
    session: AsyncSession, stmt: Select[*tuple[Any, ...]], order: Sequence[Order], params: PageParams, total: int
) -> list[Any]:
    return await read_page(session, page_statement(stmt, order, params, total))


PageStatement = tuple[Select[*tuple[Any, ...]] | None, bool]


def page_statement(
    stmt: Select[*tuple[Any, ...]], order: Sequence[Order], params: PageParams, total: int
) -> PageStatement:
    """The statement of `paginate_ordered`'s page and whether it reads backwards (None: no row). A
    caller may keep it for the same arguments (app/catalogue/repository.py): building it is a good
    part of a fast read."""
    size = min(params.page_size, total - params.offset)
    if size <= 0:
        return None, False
    after = total - params.offset - size
    if after >= params.offset:
        return stmt.order_by(*(key.clause() for key in order)).offset(params.offset).limit(size), False
    return stmt.order_by(*(key.clause(backwards=True) for key in order)).offset(after).limit(size), True


async def read_page(session: AsyncSession, page: PageStatement) -> list[Any]:
    """The rows of a `page_statement`, in the list's order."""
    stmt, backwards = page
    if stmt is None:
        return []
    rows = _rows(await session.execute(stmt))
    return rows[::-1] if backwards else rows


# Rows counted past the page asked for: "1–25 of more than 1,000" on the first page.
COUNT_BOUND = 1000


async def paginate_bounded(
    session: AsyncSession,
    stmt: Select[*tuple[Any, ...]],
    order: Sequence[Order],
    params: PageParams,
    bound: int = COUNT_BOUND,
) -> tuple[list[Any], int, bool]:
    """Like `paginate_ordered`, with the total counted only up to `bound` rows after the page's start.

    Returns the rows, the total and whether it is exact; an inexact total is a lower bound (the list
    has more rows), and the page is then read forwards (its distance from the end is unknown).

    The first page is read first: when it is not full it is the whole list, and nothing is counted (a
    search for a booking reference, an owner's few bookings: one statement instead of two, and a count
    whose cost grows with the table spared).
    """
    forward = stmt.order_by(*(key.clause() for key in order)).offset(params.offset).limit(params.page_size)
    if params.offset == 0:
        rows = _rows(await session.execute(forward))
        if len(rows) < params.page_size:
            return rows, len(rows), True
        total, exact = await count_up_to(session, stmt, bound)
        return rows, max(total, len(rows)), exact
    total, exact = await count_up_to(session, stmt, params.offset + bound)
    if exact:
        return await _ordered_page(session, stmt, order, params, total), total, True
    return _rows(await session.execute(forward)), total, False
