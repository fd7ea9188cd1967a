"""Every back-office router, included by the app factory as one."""

from __future__ import annotations

from fastapi import APIRouter

from app.admin.analytics.endpoints import router as analytics_router
from app.admin.bookings.endpoints import router as bookings_router
from app.admin.camps.endpoints import router as camps_router
from app.admin.dashboard.endpoints import router as dashboard_router
from app.admin.leads.endpoints import router as leads_router
from app.admin.packages.endpoints import router as packages_router
from app.admin.submissions.endpoints import router as submissions_router
from app.admin.users.endpoints import router as users_router
from app.audit.endpoints import router as audit_router
from app.content.endpoints import admin_router as content_router

router = APIRouter()
for sub in (
    dashboard_router,
    bookings_router,
    camps_router,
    packages_router,
    analytics_router,
    content_router,
    users_router,
    submissions_router,
    leads_router,
    audit_router,
):
    router.include_router(sub)
