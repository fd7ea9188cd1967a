"""The camp owner's API, with the CampOwner policy on the whole router. Camp and package routes
go to the listings domain (`ListingService`, scoped to the owner's camp); booking routes to the
bookings domain (`BookingService`)."""

from __future__ import annotations

from fastapi import APIRouter, Response, status

from app.auth.access import CampOwner, OwnerAccess, camp_owner
from app.bookings.schemas import (
    BookingCancel,
    OwnerBookingPage,
    OwnerBookingRead,
    OwnerStats,
)
from app.bookings.service import BookingService
from app.bookings.staff_routes import add_staff_booking_routes
from app.db import SessionDep
from app.kit.pagination import page_query
from app.kit.response_cache import ChangesPublicReads
from app.kit.schema import PathId
from app.listings.dependencies import OwnerListings
from app.listings.schemas import (
    OwnerCampRead,
    OwnerCampUpdate,
    OwnerPackageCreate,
    OwnerPackageRead,
    OwnerPackageUpdate,
)

router = APIRouter(prefix="/api/v1/owner", tags=["owner"], dependencies=[OwnerAccess, ChangesPublicReads])


@router.get("/camp", operation_id="getOwnerCamp")
async def get_camp(listings: OwnerListings) -> OwnerCampRead:
    return OwnerCampRead.of(await listings.get_camp(), listings.rules)


@router.patch("/camp", operation_id="updateOwnerCamp")
async def update_camp(body: OwnerCampUpdate, listings: OwnerListings) -> OwnerCampRead:
    return OwnerCampRead.of(await listings.update_camp(None, body), listings.rules)


@router.get("/packages", operation_id="listOwnerPackages")
async def list_packages(listings: OwnerListings) -> list[OwnerPackageRead]:
    return [OwnerPackageRead.model_validate(p) for p, _, _ in await listings.list_packages()]


@router.post("/packages", status_code=status.HTTP_201_CREATED, operation_id="createOwnerPackage")
async def create_package(body: OwnerPackageCreate, listings: OwnerListings) -> OwnerPackageRead:
    return OwnerPackageRead.model_validate(await listings.create_package(body))


@router.patch("/packages/{package_id}", operation_id="updateOwnerPackage")
async def update_package(package_id: PathId, body: OwnerPackageUpdate, listings: OwnerListings) -> OwnerPackageRead:
    return OwnerPackageRead.model_validate(await listings.update_package(package_id, body))


@router.delete("/packages/{package_id}", status_code=status.HTTP_204_NO_CONTENT, operation_id="deleteOwnerPackage")
async def delete_package(package_id: PathId, listings: OwnerListings) -> Response:
    await listings.delete_package(package_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


# The camp's bookings: the booking domain, scoped to the owner's camp by the principal; the list, export,
# one booking, hold release and thread are the back office's routes too (app/bookings/staff_routes.py).
add_staff_booking_routes(
    router,
    role="Owner",
    policy=camp_owner,
    paging=page_query(default_size=20, max_size=100, max_page=10_000),
    read=OwnerBookingRead,
    page=OwnerBookingPage,
    base="/bookings",
)


@router.post("/bookings/{booking_id:int}/confirm", operation_id="confirmOwnerBooking")
async def confirm_booking(principal: CampOwner, booking_id: PathId, session: SessionDep) -> OwnerBookingRead:
    return await BookingService(session).move(principal, booking_id, "confirmed", OwnerBookingRead)


@router.post("/bookings/{booking_id:int}/cancel", operation_id="cancelOwnerBooking")
async def cancel_booking(
    principal: CampOwner, booking_id: PathId, body: BookingCancel, session: SessionDep
) -> OwnerBookingRead:
    return await BookingService(session).move(principal, booking_id, "cancelled", OwnerBookingRead, body.reason)


@router.post("/bookings/{booking_id:int}/complete", operation_id="completeOwnerBooking")
async def complete_booking(principal: CampOwner, booking_id: PathId, session: SessionDep) -> OwnerBookingRead:
    return await BookingService(session).move(principal, booking_id, "completed", OwnerBookingRead)


@router.get("/stats", operation_id="getOwnerStats")
async def get_stats(principal: CampOwner, session: SessionDep, listings: OwnerListings) -> OwnerStats:
    bookings = await BookingService(session).summary(principal)
    return OwnerStats(
        active_packages=await listings.packages_on_sale(),
        total_bookings=bookings.total,
        pending_bookings=bookings.pending,
        confirmed_bookings=bookings.confirmed,
        revenue=bookings.revenue,
        unread_messages=bookings.unread_messages,
    )
