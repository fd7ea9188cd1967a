"""The camp owner's API. Every route uses the CampOwner policy and works inside the owner's camp."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, BackgroundTasks, Depends, Query, Response, status

from app.auth.access import CampOwner
from app.bookings.schemas import BookingStatus
from app.bookings.service import BookingService
from app.db import SessionDep
from app.kit.response_cache import ChangesPublicReads
from app.kit.schema import PathId
from app.media.endpoints import StorageDep
from app.media.service import remove_files_later
from app.owner.schemas import (
    BookingCancel,
    OwnerBookingPage,
    OwnerBookingRead,
    OwnerCampRead,
    OwnerCampUpdate,
    OwnerPackageCreate,
    OwnerPackageRead,
    OwnerPackageUpdate,
    OwnerStats,
)
from app.owner.service import OwnerService

router = APIRouter(prefix="/api/v1/owner", tags=["owner"], dependencies=[ChangesPublicReads])


def _service(principal: CampOwner, session: SessionDep, storage: StorageDep) -> OwnerService:
    return OwnerService(session, principal, storage)


Service = Annotated[OwnerService, Depends(_service)]


@router.get("/camp", operation_id="getOwnerCamp")
async def get_camp(principal: CampOwner, service: Service) -> OwnerCampRead:
    return OwnerCampRead.model_validate(await service.camp())


@router.patch("/camp", operation_id="updateOwnerCamp")
async def update_camp(
    principal: CampOwner, body: OwnerCampUpdate, service: Service, storage: StorageDep, background: BackgroundTasks
) -> OwnerCampRead:
    camp, released = await service.update_camp(body)
    remove_files_later(background, storage, released)
    return OwnerCampRead.model_validate(camp)


@router.get("/packages", operation_id="listOwnerPackages")
async def list_packages(principal: CampOwner, service: Service) -> list[OwnerPackageRead]:
    return [OwnerPackageRead.model_validate(p) for p in await service.packages()]


@router.post("/packages", status_code=status.HTTP_201_CREATED, operation_id="createOwnerPackage")
async def create_package(principal: CampOwner, body: OwnerPackageCreate, service: Service) -> OwnerPackageRead:
    return OwnerPackageRead.model_validate(await service.create_package(body))


@router.patch("/packages/{package_id}", operation_id="updateOwnerPackage")
async def update_package(
    principal: CampOwner,
    package_id: PathId,
    body: OwnerPackageUpdate,
    service: Service,
    storage: StorageDep,
    background: BackgroundTasks,
) -> OwnerPackageRead:
    package, released = await service.update_package(package_id, body)
    remove_files_later(background, storage, released)
    return OwnerPackageRead.model_validate(package)


@router.delete("/packages/{package_id}", status_code=status.HTTP_204_NO_CONTENT, operation_id="deleteOwnerPackage")
async def delete_package(principal: CampOwner, package_id: PathId, service: Service) -> Response:
    await service.delete_package(package_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


# The camp's bookings: the booking domain, scoped to the owner's camp by the principal.
@router.get("/bookings", operation_id="listOwnerBookings")
async def list_bookings(
    principal: CampOwner,
    session: SessionDep,
    page: Annotated[int, Query(ge=1, le=10_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 20,
    booking_status: Annotated[BookingStatus | None, Query(alias="status")] = None,
) -> OwnerBookingPage:
    rows, total = await BookingService(session).page(principal, page, page_size, booking_status)
    return OwnerBookingPage(
        items=[OwnerBookingRead.model_validate(b) for b in rows], total=total, page=page, page_size=page_size
    )


@router.post("/bookings/{booking_id}/confirm", operation_id="confirmOwnerBooking")
async def confirm_booking(principal: CampOwner, booking_id: PathId, session: SessionDep) -> OwnerBookingRead:
    booking = await BookingService(session).change_status(principal, booking_id, "confirmed")
    return OwnerBookingRead.model_validate(booking)


@router.post("/bookings/{booking_id}/cancel", operation_id="cancelOwnerBooking")
async def cancel_booking(
    principal: CampOwner, booking_id: PathId, body: BookingCancel, session: SessionDep
) -> OwnerBookingRead:
    booking = await BookingService(session).change_status(principal, booking_id, "cancelled", body.reason)
    return OwnerBookingRead.model_validate(booking)


@router.get("/stats", operation_id="getOwnerStats")
async def get_stats(principal: CampOwner, session: SessionDep, service: Service) -> OwnerStats:
    bookings = await BookingService(session).summary(principal)
    return OwnerStats(
        active_packages=await service.active_package_count(),
        total_bookings=bookings.total,
        pending_bookings=bookings.pending,
        confirmed_bookings=bookings.confirmed,
        revenue=bookings.revenue,
    )
