from __future__ import annotations

from fastapi import APIRouter, Request, status

from app.auth.access import PublicAccess, client_ip
from app.config import get_settings
from app.db import SessionDep
from app.kit.response_cache import KeepsPublicReads
from app.partners.schemas import PartnerApplication, PartnerApplicationReceived
from app.partners.service import PartnerService

# The path is the one the specification names (not under /api/v1).
router = APIRouter(tags=["partners"], dependencies=[PublicAccess, KeepsPublicReads])


@router.post("/api/partner-signup", status_code=status.HTTP_201_CREATED, operation_id="applyAsPartner")
async def apply_as_partner(
    body: PartnerApplication, request: Request, session: SessionDep
) -> PartnerApplicationReceived:
    await PartnerService(session).apply(body, client_ip(request))
    hours = get_settings().confirmation_hours
    return PartnerApplicationReceived(
        message=f"Thank you! Our team will contact you within {hours} hours.", contact_within_hours=hours
    )
