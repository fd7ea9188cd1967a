"""Statement routes: the owner's (their camp) and the back office's (every camp), over one service.

No `from __future__ import annotations`: FastAPI must see the route annotations as objects."""

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Response

from app.auth.access import ActiveAdmin, AdminAccess, CampOwner, OwnerAccess, SuperAdmin
from app.bookings.schemas import BookingStatus
from app.bookings.service import BookingService
from app.db import SessionDep
from app.kit.csv import CSV_RESPONSES, csv_response
from app.kit.pagination import PageParams, page_query
from app.kit.pdf import PDF_RESPONSES, pdf_download
from app.kit.response_cache import KeepsPublicReads
from app.kit.schema import ROW_ID_MAX, PathId
from app.statements.adjustments import billing_effect
from app.statements.csv_export import render_csv
from app.statements.pdf import render_pdf
from app.statements.schemas import (
    BillingEffect,
    CampPlanRead,
    CommissionMonth,
    MonthPath,
    MonthQuery,
    OwnerStatementsRead,
    PlanChange,
    StatementPage,
    StatementRead,
    StatementStatus,
)
from app.statements.service import Statement, StatementService
from app.statements.words import filename

StatementPaging = Annotated[PageParams, Depends(page_query(default_size=25, max_size=100))]


def pdf_response(statement: Statement) -> Response:
    return pdf_download(render_pdf(statement), filename(statement, "pdf"))


owner = APIRouter(prefix="/api/v1/owner/statements", tags=["owner"], dependencies=[OwnerAccess])


@owner.get("", operation_id="getOwnerStatements")
async def owner_statements(principal: CampOwner, session: SessionDep) -> OwnerStatementsRead:
    return await StatementService(session).overview(principal)


@owner.get("/{month}", operation_id="getOwnerStatement")
async def owner_statement(month: MonthPath, principal: CampOwner, session: SessionDep) -> StatementRead:
    return (await StatementService(session).statement(principal, None, month)).read()


@owner.get("/{month}/pdf", operation_id="downloadOwnerStatementPdf", response_class=Response, responses=PDF_RESPONSES)
async def owner_statement_pdf(month: MonthPath, principal: CampOwner, session: SessionDep) -> Response:
    return pdf_response(await StatementService(session).statement(principal, None, month))


@owner.get("/{month}/csv", operation_id="downloadOwnerStatementCsv", response_class=Response, responses=CSV_RESPONSES)
async def owner_statement_csv(month: MonthPath, principal: CampOwner, session: SessionDep) -> Response:
    statement = await StatementService(session).statement(principal, None, month)
    return csv_response(render_csv(statement), filename(statement, "csv"))


admin = APIRouter(prefix="/api/v1/admin/statements", tags=["admin-statements"], dependencies=[AdminAccess])


@admin.get("", operation_id="listAdminStatements")
async def admin_statements(
    principal: ActiveAdmin,
    session: SessionDep,
    paging: StatementPaging,
    camp_id: Annotated[int | None, Query(alias="campId", ge=1, le=ROW_ID_MAX)] = None,
    month: MonthQuery = None,
    status: Annotated[StatementStatus | None, Query()] = None,
) -> StatementPage:
    return await StatementService(session).page(principal, paging, camp_id, month, status)


@admin.get("/commission", operation_id="getAdminCommissionByMonth")
async def commission_by_month(
    session: SessionDep, months: Annotated[int, Query(ge=1, le=36)] = 12
) -> list[CommissionMonth]:
    return await StatementService(session).commission_by_month(months)


@admin.get("/camps/{camp_id}/plan", operation_id="getAdminCampPlan")
async def camp_plan(camp_id: PathId, principal: ActiveAdmin, session: SessionDep) -> CampPlanRead:
    return await StatementService(session).plan(principal, camp_id)


# Money decisions (a camp's plan, marking a month paid) are the super admins': a camp admin is told 403.
@admin.put("/camps/{camp_id}/plan", operation_id="changeAdminCampPlan", dependencies=[KeepsPublicReads])
async def change_camp_plan(
    camp_id: PathId, body: PlanChange, principal: SuperAdmin, session: SessionDep
) -> CampPlanRead:
    return await StatementService(session).change_plan(principal, camp_id, body.plan)


@admin.get("/camps/{camp_id}/{month}", operation_id="getAdminStatement")
async def admin_statement(
    camp_id: PathId, month: MonthPath, principal: ActiveAdmin, session: SessionDep
) -> StatementRead:
    return (await StatementService(session).statement(principal, camp_id, month)).read()


@admin.get(
    "/camps/{camp_id}/{month}/pdf",
    operation_id="downloadAdminStatementPdf",
    response_class=Response,
    responses=PDF_RESPONSES,
)
async def admin_statement_pdf(
    camp_id: PathId, month: MonthPath, principal: ActiveAdmin, session: SessionDep
) -> Response:
    return pdf_response(await StatementService(session).statement(principal, camp_id, month))


@admin.get(
    "/camps/{camp_id}/{month}/csv",
    operation_id="downloadAdminStatementCsv",
    response_class=Response,
    responses=CSV_RESPONSES,
)
async def admin_statement_csv(
    camp_id: PathId, month: MonthPath, principal: ActiveAdmin, session: SessionDep
) -> Response:
    statement = await StatementService(session).statement(principal, camp_id, month)
    return csv_response(render_csv(statement), filename(statement, "csv"))


@admin.post("/camps/{camp_id}/{month}/paid", operation_id="markAdminStatementPaid", dependencies=[KeepsPublicReads])
async def mark_paid(camp_id: PathId, month: MonthPath, principal: SuperAdmin, session: SessionDep) -> StatementRead:
    return (await StatementService(session).mark_paid(principal, camp_id, month)).read()


@admin.get("/bookings/{booking_id}/effect", operation_id="getAdminBookingBillingEffect")
async def booking_billing_effect(
    booking_id: PathId,
    status: Annotated[BookingStatus, Query(description="the status the team means to move the booking to")],
    principal: ActiveAdmin,
    session: SessionDep,
) -> BillingEffect:
    """What the move would do to the statements: nothing, or an adjustment line when a paid month billed it."""
    booking = await BookingService(session).get(principal, booking_id)
    return await billing_effect(session, booking, status)
