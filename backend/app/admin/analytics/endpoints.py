from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from app.admin.analytics.schemas import PERIODS, AnalyticsReport
from app.admin.analytics.service import AnalyticsService
from app.auth.access import AdminAccess
from app.db import SessionDep
from app.errors import ValidationFailed
from app.kit.languages import Language

router = APIRouter(prefix="/api/v1/admin/analytics", tags=["admin-analytics"], dependencies=[AdminAccess])


@router.get("", operation_id="getAdminAnalytics")
async def get_analytics(
    session: SessionDep,
    days: Annotated[int, Query(description="7, 30, 90 or 365", json_schema_extra={"enum": list(PERIODS)})] = 30,
    lang: Language = "en",
) -> AnalyticsReport:
    """The period's figures; camps and packages named in `lang`, the reader's language."""
    if days not in PERIODS:
        raise ValidationFailed(fields={"days": "invalid_choice"})
    return await AnalyticsService(session).report(days, lang=lang)
