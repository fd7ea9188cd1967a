"""The audit log, readable by super admins only."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from app.audit.schemas import AuditPage
from app.audit.service import AuditService
from app.auth.access import SuperAdminAccess
from app.db import SessionDep
from app.kit.languages import Language
from app.kit.pagination import PageQuery
from app.kit.text import SingleLine

router = APIRouter(prefix="/api/v1/admin", tags=["admin-audit"], dependencies=[SuperAdminAccess])


@router.get("/audit-log", operation_id="listAuditLog")
async def list_audit_log(
    session: SessionDep,
    paging: PageQuery,
    entity_type: Annotated[SingleLine | None, Query(alias="entityType", max_length=50)] = None,
    lang: Language = "en",
) -> AuditPage:
    """A page of entries; camps and packages are named in `lang`, the reader's language."""
    return await AuditService(session).page(paging, entity_type, lang)
