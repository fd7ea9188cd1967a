"""The traveller's "My booking" API: the signed link's token is the only key (no account)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request, Response, status

from app.auth.access import PublicAccess, client_ip
from app.conversations.schemas import DateRequestCreate, MessageCreate
from app.db import SessionDep
from app.kit.languages import Language
from app.kit.response_cache import KeepsPublicReads
from app.my_booking.schemas import MyBookingCancel, MyBookingLinkRequest, MyBookingLinkSent, MyBookingRead
from app.my_booking.service import MyBookingService

router = APIRouter(prefix="/api/v1/my-booking", tags=["my-booking"], dependencies=[PublicAccess, KeepsPublicReads])
Token = Annotated[str, Path(max_length=80, pattern=r"^[0-9A-Za-z_.-]+$")]
Lang = Annotated[Language | None, Query(description="names in this language (default: the booking's)")]
NO_STORE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}


@router.post("-links", status_code=status.HTTP_202_ACCEPTED, operation_id="requestMyBookingLink")
async def request_link(body: MyBookingLinkRequest, request: Request, session: SessionDep) -> MyBookingLinkSent:
    await MyBookingService(session).send_link(body, client_ip(request))
    return MyBookingLinkSent()


@router.get("/{token}", operation_id="getMyBooking")
async def get_my_booking(token: Token, session: SessionDep, response: Response, lang: Lang = None) -> MyBookingRead:
    service = MyBookingService(session)
    response.headers.update(NO_STORE)
    return await service.read(await service.open(token), lang)


@router.get(
    "/{token}/calendar.ics",
    operation_id="getMyBookingCalendar",
    response_class=Response,
    responses={200: {"content": {"text/calendar": {}}, "description": "the stay as a calendar entry"}},
)
async def get_calendar(token: Token, session: SessionDep) -> Response:
    service = MyBookingService(session)
    name, content = await service.calendar(await service.open(token))
    headers = {"Content-Disposition": f'attachment; filename="{name}"', **NO_STORE}
    return Response(content, media_type="text/calendar; charset=utf-8", headers=headers)


@router.post("/{token}/cancel", operation_id="cancelMyBooking")
async def cancel_my_booking(
    token: Token, body: MyBookingCancel, session: SessionDep, lang: Lang = None
) -> MyBookingRead:
    service = MyBookingService(session)
    booking = await service.cancel(await service.open(token), body.reason)
    return await service.read(booking, lang)


@router.post("/{token}/messages", operation_id="writeMyBookingMessage")
async def write_message(
    token: Token, body: MessageCreate, request: Request, session: SessionDep, lang: Lang = None
) -> MyBookingRead:
    service = MyBookingService(session)
    booking = await service.open(token)
    await service.write(booking, body.body, client_ip(request))
    return await service.read(booking, lang)


@router.post("/{token}/date-requests", operation_id="requestMyBookingDates")
async def request_dates(token: Token, body: DateRequestCreate, session: SessionDep, lang: Lang = None) -> MyBookingRead:
    service = MyBookingService(session)
    booking = await service.open(token)
    await service.request_dates(booking, body)
    return await service.read(booking, lang)
