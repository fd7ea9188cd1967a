from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import Response

from app.admin.leads.schemas import ChatLeadPage, ContactMessagePage, SubscriberPage
from app.admin.leads.service import LeadAdminService
from app.auth.access import AdminAccess
from app.db import SessionDep
from app.kit.csv import csv_response
from app.kit.pagination import PageQuery
from app.models.base import utcnow

router = APIRouter(prefix="/api/v1/admin", tags=["admin-leads"], dependencies=[AdminAccess])


@router.get("/contact-messages", operation_id="listAdminContactMessages")
async def list_contact_messages(session: SessionDep, paging: PageQuery) -> ContactMessagePage:
    return await LeadAdminService(session).contact_messages(paging)


@router.get("/newsletter-subscribers", operation_id="listAdminNewsletterSubscribers")
async def list_subscribers(session: SessionDep, paging: PageQuery) -> SubscriberPage:
    return await LeadAdminService(session).subscribers(paging)


@router.get(
    "/newsletter-subscribers/export",
    operation_id="exportAdminNewsletterSubscribers",
    response_class=Response,
    responses={200: {"content": {"text/csv": {}}, "description": "every subscriber as CSV"}},
)
async def export_subscribers(session: SessionDep) -> Response:
    name = f"newsletter-subscribers-{utcnow():%Y-%m-%d}.csv"
    return csv_response(await LeadAdminService(session).subscribers_csv(), name)


@router.get("/chat-leads", operation_id="listAdminChatLeads")
async def list_chat_leads(session: SessionDep, paging: PageQuery) -> ChatLeadPage:
    return await LeadAdminService(session).chat_leads(paging)
