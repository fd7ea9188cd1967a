from __future__ import annotations

from fastapi import APIRouter

from app.admin.dashboard.schemas import DashboardSummary
from app.admin.dashboard.service import DashboardService
from app.auth.access import ActiveAdmin, AdminAccess
from app.db import SessionDep

router = APIRouter(prefix="/api/v1/admin", tags=["admin-dashboard"], dependencies=[AdminAccess])


@router.get("/dashboard", operation_id="getAdminDashboard")
async def get_dashboard(principal: ActiveAdmin, session: SessionDep) -> DashboardSummary:
    return await DashboardService(session).summary(principal)
