"""The back office's bookings: a thin router over the booking domain (app/bookings/service.py)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from app.auth.access import ActiveAdmin
from app.bookings.schemas import AdminBookingPage, AdminBookingRead, AdminBookingUpdate, BookingStatus, BookingSummary
from app.bookings.service import BookingService
from app.db import SessionDep
from app.kit.pagination import PageQuery
from app.kit.response_cache import KeepsPublicReads
from app.kit.schema import PathId

router = APIRouter(prefix="/api/v1/admin/bookings", tags=["admin-bookings"], dependencies=[KeepsPublicReads])


@router.get("", operation_id="listAdminBookings")
async def list_bookings(
    principal: ActiveAdmin,
    session: SessionDep,
    paging: PageQuery,
    q: Annotated[str | None, Query(max_length=200, description="name, e-mail, reference or camp")] = None,
    booking_status: Annotated[BookingStatus | None, Query(alias="status")] = None,
) -> AdminBookingPage:
    rows, total = await BookingService(session).page(principal, paging, booking_status, q)
    return AdminBookingPage.of([AdminBookingRead.model_validate(b) for b in rows], total, paging)


@router.get("/summary", operation_id="getAdminBookingSummary")
async def booking_summary(principal: ActiveAdmin, session: SessionDep) -> BookingSummary:
    return await BookingService(session).summary(principal)


@router.get("/{booking_id:int}", operation_id="getAdminBooking")
async def get_booking(principal: ActiveAdmin, session: SessionDep, booking_id: PathId) -> AdminBookingRead:
    return AdminBookingRead.model_validate(await BookingService(session).get(principal, booking_id))


# Any status from any status (app/bookings/status.py); the notes are saved with it.
@router.patch("/{booking_id:int}", operation_id="updateAdminBooking")
async def update_booking(
    principal: ActiveAdmin, session: SessionDep, booking_id: PathId, body: AdminBookingUpdate
) -> AdminBookingRead:
    booking = await BookingService(session).change_status(
        principal, booking_id, body.status, body.cancellation_reason, admin_notes=body.admin_notes
    )
    return AdminBookingRead.model_validate(booking)
