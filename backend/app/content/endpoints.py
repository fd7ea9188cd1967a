from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request, status
from fastapi.responses import Response

from app.auth.access import ActiveAdmin, AdminAccess, PublicAccess
from app.content.schemas import (
    SECTION_PATTERN,
    ContentAdminRead,
    ContentCreate,
    ContentList,
    ContentQuery,
    ContentUpdate,
)
from app.content.service import ContentAdminService, ContentService
from app.db import SessionDep
from app.kit.http_cache import cached_json
from app.kit.languages import Language
from app.kit.response_cache import ChangesPublicReads
from app.kit.schema import PathId

router = APIRouter(prefix="/api/v1", tags=["content"], dependencies=[PublicAccess])


@router.get("/content", operation_id="getContent", response_model=ContentList)
async def get_content(request: Request, session: SessionDep, query: Annotated[ContentQuery, Query()]) -> Response:
    return cached_json(request, await ContentService(session).section(query.section, query.lang), max_age=300)


# Back office: every row, active or not, for active admins.
admin_router = APIRouter(
    prefix="/api/v1/admin/content", tags=["admin-content"], dependencies=[AdminAccess, ChangesPublicReads]
)


@admin_router.get("", operation_id="listAdminContent")
async def list_admin_content(
    principal: ActiveAdmin,
    session: SessionDep,
    section: Annotated[str | None, Query(pattern=SECTION_PATTERN)] = None,
    lang: Language | None = None,
) -> list[ContentAdminRead]:
    rows = await ContentAdminService(session, principal).rows(section, lang)
    return [ContentAdminRead.model_validate(r) for r in rows]


@admin_router.post("", status_code=status.HTTP_201_CREATED, operation_id="createAdminContent")
async def create_admin_content(principal: ActiveAdmin, session: SessionDep, body: ContentCreate) -> ContentAdminRead:
    return ContentAdminRead.model_validate(await ContentAdminService(session, principal).create(body))


@admin_router.get("/{content_id}", operation_id="getAdminContent")
async def get_admin_content(principal: ActiveAdmin, session: SessionDep, content_id: PathId) -> ContentAdminRead:
    return ContentAdminRead.model_validate(await ContentAdminService(session, principal).get(content_id))


@admin_router.patch("/{content_id}", operation_id="updateAdminContent")
async def update_admin_content(
    principal: ActiveAdmin, session: SessionDep, content_id: PathId, body: ContentUpdate
) -> ContentAdminRead:
    return ContentAdminRead.model_validate(await ContentAdminService(session, principal).update(content_id, body))


@admin_router.delete("/{content_id}", status_code=status.HTTP_204_NO_CONTENT, operation_id="deleteAdminContent")
async def delete_admin_content(principal: ActiveAdmin, session: SessionDep, content_id: PathId) -> Response:
    await ContentAdminService(session, principal).delete(content_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)
