"""The back office's bookings: a thin router over the booking domain (app/bookings/service.py)."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query
from fastapi.responses import Response

from app.auth.access import ActiveAdmin
from app.bookings.filters import BookingFilterQuery
from app.bookings.schemas import AdminBookingPage, AdminBookingRead, AdminBookingUpdate, BookingSummary
from app.bookings.service import BookingService
from app.conversations.schemas import DateRequestAnswer, MessageCreate, ThreadRead
from app.conversations.service import StaffThreads
from app.db import SessionDep
from app.kit.csv import CSV_RESPONSES, csv_response
from app.kit.languages import Language
from app.kit.pagination import PageQuery
from app.kit.response_cache import KeepsPublicReads
from app.kit.schema import PathId

router = APIRouter(prefix="/api/v1/admin/bookings", tags=["admin-bookings"], dependencies=[KeepsPublicReads])


@router.get("", operation_id="listAdminBookings")
async def list_bookings(
    principal: ActiveAdmin, session: SessionDep, paging: PageQuery, found: BookingFilterQuery
) -> AdminBookingPage:
    bookings = BookingService(session)
    rows, total, exact = await bookings.page(principal, paging, found)
    items = await bookings.read_as(principal, rows, AdminBookingRead)
    return AdminBookingPage.of(items, total, paging, total_exact=exact)


@router.get("/export", operation_id="exportAdminBookings", response_class=Response, responses=CSV_RESPONSES)
async def export_bookings(
    principal: ActiveAdmin,
    session: SessionDep,
    found: BookingFilterQuery,
    lang: Annotated[Language | None, Query(description="the file's language; the account's by default")] = None,
) -> Response:
    """The list's bookings with the same filters, every page, as CSV."""
    return csv_response(*await BookingService(session).export_csv(principal, found, lang))


@router.get("/summary", operation_id="getAdminBookingSummary")
async def booking_summary(principal: ActiveAdmin, session: SessionDep) -> BookingSummary:
    return await BookingService(session).summary(principal)


@router.get("/{booking_id:int}", operation_id="getAdminBooking")
async def get_booking(principal: ActiveAdmin, session: SessionDep, booking_id: PathId) -> AdminBookingRead:
    bookings = BookingService(session)
    return await bookings.read_one(principal, await bookings.get(principal, booking_id), AdminBookingRead)


# Any status from any status (app/bookings/status.py); the notes are saved with it.
@router.patch("/{booking_id:int}", operation_id="updateAdminBooking")
async def update_booking(
    principal: ActiveAdmin, session: SessionDep, booking_id: PathId, body: AdminBookingUpdate
) -> AdminBookingRead:
    bookings = BookingService(session)
    booking = await bookings.change_status(
        principal, booking_id, body.status, body.cancellation_reason, admin_notes=body.admin_notes
    )
    return await bookings.read_one(principal, booking, AdminBookingRead)


@router.get("/{booking_id:int}/thread", operation_id="getAdminBookingThread")
async def get_thread(principal: ActiveAdmin, booking_id: PathId, session: SessionDep) -> ThreadRead:
    """The booking's thread with its full status history (who, when, from, to, reason); marks it read."""
    return await StaffThreads(session).read(principal, booking_id)


@router.post("/{booking_id:int}/messages", operation_id="writeAdminBookingMessage")
async def write_message(
    principal: ActiveAdmin, booking_id: PathId, body: MessageCreate, session: SessionDep
) -> ThreadRead:
    return await StaffThreads(session).post(principal, booking_id, body.body)


@router.post("/{booking_id:int}/date-requests/{request_id}/{decision}", operation_id="answerAdminDateRequest")
async def answer_date_request(
    principal: ActiveAdmin,
    booking_id: PathId,
    request_id: PathId,
    decision: Literal["accept", "decline"],
    body: DateRequestAnswer,
    session: SessionDep,
) -> ThreadRead:
    return await StaffThreads(session).answer(principal, booking_id, request_id, decision == "accept", body.answer)


@router.post("/{booking_id:int}/manage-link/revoke", operation_id="revokeMyBookingLinks")
async def revoke_links(principal: ActiveAdmin, booking_id: PathId, session: SessionDep) -> AdminBookingRead:
    """Every "My booking" link sent so far stops working; the traveller gets a new one by e-mail."""
    bookings = BookingService(session)
    booking = await bookings.revoke_manage_links(principal, booking_id)
    return await bookings.read_one(principal, booking, AdminBookingRead)
