"""The back office's bookings: a thin router over the booking domain (app/bookings/service.py)."""

from __future__ import annotations

from fastapi import APIRouter

from app.auth.access import ActiveAdmin, active_admin
from app.bookings.schemas import AdminBookingPage, AdminBookingRead, AdminBookingUpdate, BookingSummary
from app.bookings.service import BookingService
from app.bookings.staff_routes import add_staff_booking_routes
from app.db import SessionDep
from app.kit.pagination import page_query
from app.kit.response_cache import KeepsPublicReads
from app.kit.schema import PathId

router = APIRouter(prefix="/api/v1/admin/bookings", tags=["admin-bookings"], dependencies=[KeepsPublicReads])


# The list, export, one booking, hold release and thread: the owner's routes too (app/bookings/staff_routes.py).
add_staff_booking_routes(
    router,
    role="Admin",
    policy=active_admin,
    paging=page_query(),
    read=AdminBookingRead,
    page=AdminBookingPage,
    base="",
)


@router.get("/summary", operation_id="getAdminBookingSummary")
async def booking_summary(principal: ActiveAdmin, session: SessionDep) -> BookingSummary:
    return await BookingService(session).summary(principal)


# Any status from any status (app/bookings/status.py); the notes are saved with it.
@router.patch("/{booking_id:int}", operation_id="updateAdminBooking")
async def update_booking(
    principal: ActiveAdmin, session: SessionDep, booking_id: PathId, body: AdminBookingUpdate
) -> AdminBookingRead:
    return await BookingService(session).move(
        principal, booking_id, body.status, AdminBookingRead, body.cancellation_reason, admin_notes=body.admin_notes
    )


@router.post("/{booking_id:int}/manage-link/revoke", operation_id="revokeMyBookingLinks")
async def revoke_links(principal: ActiveAdmin, booking_id: PathId, session: SessionDep) -> AdminBookingRead:
    """Every "My booking" link sent so far stops working; the traveller gets a new one by e-mail."""
    bookings = BookingService(session)
    booking = await bookings.revoke_manage_links(principal, booking_id)
    return await bookings.read_one(principal, booking, AdminBookingRead)
