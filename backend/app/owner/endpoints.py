"""The camp owner's API, with the CampOwner policy on the whole router. Camp and package routes
go to the listings domain (`ListingService`, scoped to the owner's camp); booking routes to the
bookings domain (`BookingService`)."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query, Response, status

from app.auth.access import CampOwner, OwnerAccess
from app.bookings.filters import BookingFilterQuery
from app.bookings.schemas import (
    BookingCancel,
    OwnerBookingPage,
    OwnerBookingRead,
    OwnerStats,
)
from app.bookings.service import BookingService
from app.conversations.schemas import DateRequestAnswer, MessageCreate, ThreadRead
from app.conversations.service import StaffThreads
from app.db import SessionDep
from app.kit.csv import CSV_RESPONSES, csv_response
from app.kit.languages import Language
from app.kit.pagination import PageParams, page_query
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

OwnerBookingPaging = Annotated[PageParams, Depends(page_query(default_size=20, max_size=100, max_page=10_000))]

router = APIRouter(prefix="/api/v1/owner", tags=["owner"], dependencies=[OwnerAccess, ChangesPublicReads])


@router.get("/camp", operation_id="getOwnerCamp")
async def get_camp(listings: OwnerListings) -> OwnerCampRead:
    return OwnerCampRead.model_validate(await listings.get_camp())


@router.patch("/camp", operation_id="updateOwnerCamp")
async def update_camp(body: OwnerCampUpdate, listings: OwnerListings) -> OwnerCampRead:
    return OwnerCampRead.model_validate(await listings.update_camp(None, body))


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


# The camp's bookings: the booking domain, scoped to the owner's camp by the principal.
@router.get("/bookings", operation_id="listOwnerBookings")
async def list_bookings(
    principal: CampOwner,
    session: SessionDep,
    paging: OwnerBookingPaging,
    found: BookingFilterQuery,
) -> OwnerBookingPage:
    bookings = BookingService(session)
    rows, total, exact = await bookings.page(principal, paging, found)
    items = await bookings.read_as(principal, rows, OwnerBookingRead)
    return OwnerBookingPage.of(items, total, paging, total_exact=exact)


@router.get("/bookings/export", operation_id="exportOwnerBookings", response_class=Response, responses=CSV_RESPONSES)
async def export_bookings(
    principal: CampOwner,
    session: SessionDep,
    found: BookingFilterQuery,
    lang: Annotated[Language | None, Query(description="the file's language; the account's by default")] = None,
) -> Response:
    """The camp's bookings (only theirs, whatever the filter), every page, as CSV."""
    return csv_response(*await BookingService(session).export_csv(principal, found, lang))


@router.get("/bookings/{booking_id}", operation_id="getOwnerBooking")
async def get_booking(principal: CampOwner, booking_id: PathId, session: SessionDep) -> OwnerBookingRead:
    """One of the camp's bookings (the e-mails' links open it on the dashboard)."""
    bookings = BookingService(session)
    return await bookings.read_one(principal, await bookings.get(principal, booking_id), OwnerBookingRead)


@router.post("/bookings/{booking_id}/confirm", operation_id="confirmOwnerBooking")
async def confirm_booking(principal: CampOwner, booking_id: PathId, session: SessionDep) -> OwnerBookingRead:
    bookings = BookingService(session)
    booking = await bookings.change_status(principal, booking_id, "confirmed")
    return await bookings.read_one(principal, booking, OwnerBookingRead)


@router.post("/bookings/{booking_id}/cancel", operation_id="cancelOwnerBooking")
async def cancel_booking(
    principal: CampOwner, booking_id: PathId, body: BookingCancel, session: SessionDep
) -> OwnerBookingRead:
    bookings = BookingService(session)
    booking = await bookings.change_status(principal, booking_id, "cancelled", body.reason)
    return await bookings.read_one(principal, booking, OwnerBookingRead)


@router.post("/bookings/{booking_id}/complete", operation_id="completeOwnerBooking")
async def complete_booking(principal: CampOwner, booking_id: PathId, session: SessionDep) -> OwnerBookingRead:
    bookings = BookingService(session)
    booking = await bookings.change_status(principal, booking_id, "completed")
    return await bookings.read_one(principal, booking, OwnerBookingRead)


@router.get("/stats", operation_id="getOwnerStats")
async def get_stats(principal: CampOwner, session: SessionDep, listings: OwnerListings) -> OwnerStats:
    bookings = await BookingService(session).summary(principal)
    return OwnerStats(
        active_packages=await listings.package_count(),
        total_bookings=bookings.total,
        pending_bookings=bookings.pending,
        confirmed_bookings=bookings.confirmed,
        revenue=bookings.revenue,
        unread_messages=bookings.unread_messages,
    )


# A booking's thread (app/conversations): the camp reads it (marking it read), writes, answers date requests.
@router.get("/bookings/{booking_id}/thread", operation_id="getOwnerBookingThread")
async def get_thread(principal: CampOwner, booking_id: PathId, session: SessionDep) -> ThreadRead:
    return await StaffThreads(session).read(principal, booking_id)


@router.post("/bookings/{booking_id}/messages", operation_id="writeOwnerBookingMessage")
async def write_message(
    principal: CampOwner, booking_id: PathId, body: MessageCreate, session: SessionDep
) -> ThreadRead:
    return await StaffThreads(session).post(principal, booking_id, body.body)


@router.post("/bookings/{booking_id}/date-requests/{request_id}/{decision}", operation_id="answerOwnerDateRequest")
async def answer_date_request(
    principal: CampOwner,
    booking_id: PathId,
    request_id: PathId,
    decision: Literal["accept", "decline"],
    body: DateRequestAnswer,
    session: SessionDep,
) -> ThreadRead:
    return await StaffThreads(session).answer(principal, booking_id, request_id, decision == "accept", body.answer)
