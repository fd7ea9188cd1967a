from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Header, Request, Response, status

from app.auth.access import PublicAccess, client_ip
from app.bookings.schemas import BookingCreate, BookingCreated, QuoteLineRead, QuoteRead, QuoteRequest
from app.bookings.service import BookingService, created_read
from app.db import SessionDep
from app.kit.response_cache import KeepsPublicReads
from app.kit.text import SingleLine

router = APIRouter(prefix="/api/v1/bookings", tags=["bookings"], dependencies=[PublicAccess, KeepsPublicReads])


@router.post("/quote", operation_id="quoteBooking")
async def quote_booking(body: QuoteRequest, session: SessionDep) -> QuoteRead:
    package, quote = await BookingService(session).quote(body)
    return QuoteRead(
        package_id=package.id,
        stay=quote.stay,
        stay_in_currency=quote.stay_in_currency,
        discount=quote.discount,
        discount_in_currency=quote.discount_in_currency,
        total_eur=quote.total_eur,
        currency=body.currency,
        rate=quote.rate,
        total=quote.total,
        add_ons=[
            QuoteLineRead(key=line.key, amount=line.amount, amount_in_currency=line.amount_in_currency)
            for line in quote.add_ons
        ],
    )


@router.post("", status_code=status.HTTP_201_CREATED, operation_id="submitBooking")
async def submit_booking(
    body: BookingCreate,
    request: Request,
    response: Response,
    session: SessionDep,
    idempotency_key: Annotated[SingleLine | None, Header(max_length=100)] = None,
) -> BookingCreated:
    result = await BookingService(session).submit(body, client_ip(request), idempotency_key)
    if not result.created:
        response.status_code = status.HTTP_200_OK
        response.headers["Idempotent-Replayed"] = "true"
    return created_read(result.booking)
