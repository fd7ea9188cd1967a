"""Pagination, in one place: the `?page=1&pageSize=25` query, the `Page[T]` response and the query helper.

A list route takes `paging: PageQuery` (or a query made by `page_query(...)` when its limits differ),
its repository calls `paginate(session, stmt, paging)`, and its response model is a named subclass
of `Page[T]` (`class ReviewPage(Page[ReviewRead])`) so the OpenAPI component, and the generated
client's type, keep a readable name instead of `Page_ReviewRead_`.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Generic, Self, TypeVar

from fastapi import Depends, Query
from sqlalchemy import Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession

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


async def paginate(session: AsyncSession, stmt: Select[*tuple[Any, ...]], params: PageParams) -> tuple[list[Any], int]:
    """The page's rows of `stmt` (which carries the order) and the number of rows `stmt` selects in all.

    The total counts the same statement, without its order, as a subquery: the filters are written
    once, so the count cannot disagree with the rows.
    """
    total = await session.scalar(select(func.count()).select_from(stmt.order_by(None).subquery()))
    result = await session.execute(stmt.offset(params.offset).limit(params.page_size))
    rows = [row[0] if len(row) == 1 else tuple(row) for row in result.all()]
    return rows, int(total or 0)
