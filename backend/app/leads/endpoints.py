from __future__ import annotations

from fastapi import APIRouter, Request, status

from app.auth.access import PublicAccess, client_ip
from app.db import SessionDep
from app.kit.response_cache import KeepsPublicReads
from app.kit.schema import Message
from app.leads.schemas import ContactMessageCreate, NewsletterSignup, PageViewCreate, UnsubscribeRequest
from app.leads.service import LeadService

router = APIRouter(prefix="/api/v1", tags=["leads"], dependencies=[PublicAccess, KeepsPublicReads])


@router.post("/newsletter", operation_id="subscribeNewsletter")
async def subscribe(body: NewsletterSignup, request: Request, session: SessionDep) -> Message:
    await LeadService(session).subscribe(body, client_ip(request))
    return Message(message="Thanks! Check your email for the free Morocco Surf Guide PDF.")


@router.post("/newsletter/unsubscribe", operation_id="unsubscribeNewsletter")
async def unsubscribe(body: UnsubscribeRequest, session: SessionDep) -> Message:
    await LeadService(session).unsubscribe(body.token)
    return Message(message="You are unsubscribed. You will not receive the newsletter any more.")


@router.post("/contact", status_code=status.HTTP_201_CREATED, operation_id="sendContactMessage")
async def contact(body: ContactMessageCreate, request: Request, session: SessionDep) -> Message:
    await LeadService(session).contact(body, client_ip(request))
    return Message(message="Thank you for your message! We'll get back to you soon.")


@router.post("/page-views", status_code=status.HTTP_204_NO_CONTENT, operation_id="recordPageView")
async def record_page_view(body: PageViewCreate, request: Request, session: SessionDep) -> None:
    await LeadService(session).record_page_view(body, client_ip(request))
