"""The booking routes the camp's owner and the back office share: one body each, mounted on each role's
router with that role's policy and read schema (DESIGN.md: the owner dashboard and the back office are
routers over the same service, which takes the principal and decides what it may see and change).

The list, the CSV export, one booking, the release of a hold and the booking's thread answer the same
for both; what differs is who may call them and how much of a booking they read. The status moves stay
on each router (the owner's confirm, cancel and complete; the team's PATCH that also saves notes): both
go to `BookingService.change_status`.
"""

# No `from __future__ import annotations`: the routes' parameter types are built per role below and
# FastAPI reads them from the functions' annotations.

from collections.abc import Awaitable, Callable
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Response

from app.auth.access import Principal
from app.bookings.filters import BookingFilterQuery
from app.bookings.schemas import OwnerBookingRead
from app.bookings.service import BookingService
from app.conversations.schemas import DateRequestAnswer, MessageCreate, ThreadRead
from app.conversations.service import StaffThreads
from app.db import SessionDep
from app.kit.csv import CSV_RESPONSES, csv_response
from app.kit.languages import Language
from app.kit.pagination import BoundedPage, PageParams
from app.kit.schema import PathId

Role = Literal["Owner", "Admin"]


def add_staff_booking_routes(
    router: APIRouter,
    *,
    role: Role,
    policy: Callable[..., Awaitable[Principal]],
    paging: Callable[..., PageParams],
    read: type[OwnerBookingRead],
    page: type[BoundedPage[Any]],
    base: str,
) -> None:
    """Adds the shared routes under `base` (the list's path on `router`), each named `<verb><role>...`."""
    Reader = Annotated[Principal, Depends(policy)]
    Paging = Annotated[PageParams, Depends(paging)]
    one = f"{base}/{{booking_id:int}}"

    @router.get(base, operation_id=f"list{role}Bookings", response_model=page)
    async def list_bookings(principal: Reader, session: SessionDep, paging: Paging, found: BookingFilterQuery) -> Any:
        """The bookings the reader may see matching the filters, newest first, one page (counted up to a bound)."""
        bookings = BookingService(session)
        rows, total, exact = await bookings.page(principal, paging, found)
        return page.of(await bookings.read_as(principal, rows, read), total, paging, total_exact=exact)

    @router.get(
        f"{base}/export",
        operation_id=f"export{role}Bookings",
        response_class=Response,
        responses=CSV_RESPONSES,
    )
    async def export_bookings(
        principal: Reader,
        session: SessionDep,
        found: BookingFilterQuery,
        lang: Annotated[Language | None, Query(description="the file's language; the account's by default")] = None,
    ) -> Response:
        """The list's bookings with the same filters (an owner's: only their camp's), every page, as CSV."""
        return csv_response(*await BookingService(session).export_csv(principal, found, lang))

    @router.get(one, operation_id=f"get{role}Booking", response_model=read)
    async def get_booking(principal: Reader, booking_id: PathId, session: SessionDep) -> Any:
        """One booking the reader may see (the e-mails' links open it)."""
        bookings = BookingService(session)
        return await bookings.read_one(principal, await bookings.get(principal, booking_id), read)

    @router.post(f"{one}/release-hold", operation_id=f"release{role}BookingHold", response_model=read)
    async def release_hold(principal: Reader, booking_id: PathId, session: SessionDep) -> Any:
        """Free the places a pending request holds; the request stays pending (app/bookings/holds.py)."""
        bookings = BookingService(session)
        return await bookings.read_one(principal, await bookings.release_hold(principal, booking_id), read)

    @router.get(f"{one}/thread", operation_id=f"get{role}BookingThread")
    async def get_thread(principal: Reader, booking_id: PathId, session: SessionDep) -> ThreadRead:
        """The booking's thread with its full status history (who, when, from, to, reason); marks it read."""
        return await StaffThreads(session).read(principal, booking_id)

    @router.post(f"{one}/messages", operation_id=f"write{role}BookingMessage")
    async def write_message(
        principal: Reader, booking_id: PathId, body: MessageCreate, session: SessionDep
    ) -> ThreadRead:
        return await StaffThreads(session).post(principal, booking_id, body.body)

    @router.post(f"{one}/date-requests/{{request_id}}/{{decision}}", operation_id=f"answer{role}DateRequest")
    async def answer_date_request(
        principal: Reader,
        booking_id: PathId,
        request_id: PathId,
        decision: Literal["accept", "decline"],
        body: DateRequestAnswer,
        session: SessionDep,
    ) -> ThreadRead:
        accept = decision == "accept"
        return await StaffThreads(session).answer(principal, booking_id, request_id, accept, body.answer)
